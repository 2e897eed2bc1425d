import ScreenModel
import XCTest

/// The edges of the engine's documented rules, each checked on both sides: the last value a
/// rule allows and the first it refuses, where a `<` written for `<=` would show.
final class BoundaryTests: XCTestCase {
  private func nested(_ levels: Int) -> String {
    String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
  }

  func testJSONDepth_OneLevelPastTheMaximumIsRefused() throws {
    XCTAssertNoThrow(try JSONValue(parsing: nested(256)))
    XCTAssertThrowsError(try JSONValue(parsing: nested(257))) { error in
      let problem = error as? JSONValue.ParseError
      XCTAssertEqual(problem?.message, "nested deeper than 256 levels")
      XCTAssertEqual(problem?.offset, 256, "the bracket that opens level 257")
    }
    XCTAssertNoThrow(try JSONValue(parsing: #"{"a":{"b":[1]}}"#, maximumDepth: 3))
    XCTAssertThrowsError(try JSONValue(parsing: #"{"a":{"b":[[1]]}}"#, maximumDepth: 3))
  }

  func testJSONWriter_EscapesDELLikeTheOtherControls() throws {
    let text = JSONValue.string("a\u{7F}b\u{1F}").text
    XCTAssertEqual(text, #""a\u007fb\u001f""#)
    XCTAssertFalse(text.utf8.contains(0x7F), "no raw DEL byte in the output")
    XCTAssertEqual(try JSONValue(parsing: text), .string("a\u{7F}b\u{1F}"))
    XCTAssertEqual(JSONValue.string("~").text, #""~""#, "the byte before DEL is printable")
  }

  func testRepeatedIdentities_MatchInOrderFirstOldWithFirstNew() {
    struct Item: Hashable {
      var id: String
      var content: Int
    }
    let old = [Item(id: "x", content: 0), Item(id: "a", content: 1), Item(id: "a", content: 2)]
    let new = [Item(id: "a", content: 1), Item(id: "a", content: 2)]
    let changeset = Changeset(from: old, to: new, identifiedBy: \.id)
    XCTAssertEqual(changeset.newIndex(ofOld: 1), 0)
    XCTAssertEqual(changeset.newIndex(ofOld: 2), 1)
    XCTAssertEqual(changeset.deletes, [0])
    XCTAssertEqual(changeset.moves, [], "in order, nothing moves")
    XCTAssertEqual(changeset.updates, [], "each pair holds the same content")
    XCTAssertEqual(changeset.apply(to: old, taking: new), new)
  }

  func testTitle_TrailingSpacesAreDropped() {
    XCTAssertEqual(Screen<[TestRow]>(title: "公司列表   ", rows: []).snapshotText, "# 公司列表\n")
    XCTAssertEqual(Screen<[TestRow]>(title: " a b ", rows: []).snapshotText, "#  a b\n")
  }

  func testNoBreakSpace_TakesOneColumnAndTheC1ControlBeforeItNone() {
    XCTAssertEqual(DisplayWidth.of("\u{A0}" as Unicode.Scalar), 1)
    XCTAssertEqual(DisplayWidth.of("\u{9F}" as Unicode.Scalar), 0)
    XCTAssertEqual(DisplayWidth.of("a\u{A0}b"), 3)
    XCTAssertEqual(DisplayWidth.of("台\u{A0}積"), 5)
    XCTAssertEqual(DisplayWidth.of("~" as Unicode.Scalar), 1)
    XCTAssertEqual(DisplayWidth.of("\u{7F}" as Unicode.Scalar), 0)
    XCTAssertEqual(DisplayWidth.of(" " as Unicode.Scalar), 1)
    XCTAssertEqual(DisplayWidth.of("\u{1F}" as Unicode.Scalar), 0)
  }
}
