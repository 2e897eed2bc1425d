import CommandLineSyntax
import XCTest

/// The words of a refusal: the nearest name to a typing slip, and lists read as prose.
final class ProseTests: XCTestCase {
  func testNearest_IsOnlyATypingSlipAway() {
    XCTAssertEqual(Prose.nearest(to: "--jsn", among: ["--json", "--quick"]), "--json")
    XCTAssertEqual(Prose.nearest(to: "--prot", among: ["--port", "--data"]), "--port")
    XCTAssertNil(Prose.nearest(to: "--zzz", among: ["--port", "--data"]))
    XCTAssertNil(Prose.nearest(to: "ab", among: ["cd"]), "two changes in two letters is no slip")
    XCTAssertEqual(Prose.list(["a", "b", "c"], or: "or"), "a, b or c")
  }
}
