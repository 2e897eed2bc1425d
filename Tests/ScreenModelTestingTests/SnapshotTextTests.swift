import SnapshotStore
import XCTest

final class SnapshotTextTests: XCTestCase {
  func testCanonical_EndsWithExactlyTheOneNewlineItHasOrGets() {
    XCTAssertEqual(SnapshotText.canonical(""), "\n")
    XCTAssertEqual(SnapshotText.canonical("a"), "a\n")
    XCTAssertEqual(SnapshotText.canonical("a\n"), "a\n")
    XCTAssertEqual(SnapshotText.canonical("a\n\n"), "a\n\n")
  }

  func testCanonical_TurnsCRLFAndLoneCRIntoLF() {
    XCTAssertEqual(SnapshotText.canonical("a\r\nb\rc\r\n"), "a\nb\nc\n")
    XCTAssertEqual(SnapshotText.canonical("a\r\r\nb"), "a\n\nb\n")
  }

  func testNormalizing_KeepsEverythingElse() {
    XCTAssertEqual(SnapshotText.normalizingLineEndings("台積電 \t \n"), "台積電 \t \n")
    XCTAssertEqual(SnapshotText.normalizingLineEndings("x\r"), "x\n")
  }
}
