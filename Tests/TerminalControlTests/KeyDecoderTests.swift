import XCTest

import enum TerminalControl.Key
import struct TerminalControl.KeyDecoder

final class KeyDecoderTests: XCTestCase {
  private func keys(_ reads: String...) -> [Key] {
    var decoder = KeyDecoder()
    return reads.flatMap { decoder.keys(from: Array($0.utf8)) }
  }

  private func keys(bytes reads: [UInt8]...) -> [Key] {
    var decoder = KeyDecoder()
    return reads.flatMap { decoder.keys(from: $0) }
  }

  func testPrintableASCII_IsOneCharacterEach() {
    XCTAssertEqual(
      keys("j1/ q"),
      [.character("j"), .character("1"), .character("/"), .character(" "), .character("q")])
  }

  func testChineseFromAnInputMethod_IsOneCharacterEach() {
    XCTAssertEqual(keys("台積"), [.character("台"), .character("積")])
  }

  func testChineseSplitAcrossReads_IsFinishedByTheNextRead() {
    let bytes = Array("台積".utf8)
    XCTAssertEqual(
      keys(bytes: Array(bytes[0..<2]), Array(bytes[2..<4]), Array(bytes[4...])),
      [.character("台"), .character("積")])
  }

  func testArrows_CSIAndSS3() {
    XCTAssertEqual(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"), [.up, .down, .right, .left])
    XCTAssertEqual(keys("\u{1B}OA\u{1B}OB"), [.up, .down])
  }

  func testArrowWithModifier_IsTheArrow() {
    XCTAssertEqual(keys("\u{1B}[1;5B"), [.down])
  }

  func testPageAndLineKeys() {
    XCTAssertEqual(
      keys("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~\u{1B}[Z"),
      [.pageUp, .pageDown, .home, .end, .home, .end, .delete, .backTab])
  }

  func testLoneEscapeAtTheEndOfARead_IsEscape() {
    XCTAssertEqual(keys("\u{1B}"), [.escape])
    XCTAssertEqual(keys("\u{1B}", "q"), [.escape, .character("q")])
  }

  func testTwoEscapes_AreTwoEscapeKeys() {
    XCTAssertEqual(keys("\u{1B}\u{1B}"), [.escape, .escape])
  }

  func testSequenceCutAfterItsStart_IsFinishedByTheNextRead() {
    XCTAssertEqual(keys("\u{1B}[", "A"), [.up])
    XCTAssertEqual(keys("\u{1B}O", "B"), [.down])
    XCTAssertEqual(keys("\u{1B}[5", "~j"), [.pageUp, .character("j")])
  }

  func testAltWithAKey_IsIgnoredSoAltQCannotQuit() {
    XCTAssertEqual(keys("\u{1B}qj"), [.character("j")])
    XCTAssertEqual(keys("\u{1B}台k"), [.character("k")])
  }

  func testUnknownSequences_AreSkippedWhole() {
    XCTAssertEqual(
      keys("\u{1B}[200~x\u{1B}[?25hj\u{1B}OPk"),
      [.character("x"), .character("j"), .character("k")])
  }

  func testBrokenSequence_KeepsTheByteThatBrokeIt() {
    XCTAssertEqual(keys("\u{1B}[12\rj"), [.enter, .character("j")])
  }

  func testControlKeys() {
    XCTAssertEqual(
      keys(bytes: [0x0D, 0x7F, 0x0A, 0x08, 0x09, 0x03, 0x0C]),
      [.enter, .backspace, .enter, .backspace, .tab, .interrupt, .redraw])
  }

  func testCarriageReturnLineFeed_IsOneEnter() {
    XCTAssertEqual(keys("a\r\nb"), [.character("a"), .enter, .character("b")])
  }

  func testOtherControlBytes_AreIgnored() {
    XCTAssertEqual(keys(bytes: [0x00, 0x01, 0x1A, 0x6A]), [.character("j")])
  }

  func testInvalidUTF8_IsSkippedByteByByte() {
    XCTAssertEqual(
      keys(bytes: [0xFF, 0xC0, 0x80, 0x6B, 0xE5, 0x6A]), [.character("k"), .character("j")])
  }

  func testC1ControlsAndLineSeparators_AreNotText() {
    XCTAssertEqual(keys("\u{85}\u{9B}\u{2028}\u{2029}a"), [.character("a")])
  }

  func testOverlongSequenceAtTheEnd_IsDropped() {
    var decoder = KeyDecoder()
    XCTAssertEqual(
      decoder.keys(from: Array(("\u{1B}[" + String(repeating: "1", count: 40)).utf8)), [])
    XCTAssertEqual(decoder.keys(from: Array("j".utf8)), [.character("j")])
  }
}
