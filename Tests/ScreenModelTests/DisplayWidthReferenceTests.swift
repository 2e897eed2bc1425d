import Foundation
import ScreenModel
import TestSupport
import Testing

/// The wide ranges against an independent reader of Unicode's East Asian Width: Python's
/// `unicodedata`. Its Unicode (14.0 in Python 3.11) may be older than the one the ranges
/// follow, so only the characters it knows as assigned are compared. Python runs on a thread
/// of its own (`blockingCall`), so that Swift Testing runs the other tests meanwhile.
@Suite(
  .enabled(
    if: ProgramRun.onPath("python3") != nil,
    "python3 is not on PATH: its unicodedata is the reference"))
struct DisplayWidthReferenceTests {
  @Test func everyWideOrFullwidthCharacter_ThePythonReferenceKnows_TakesTwoColumns() async throws {
    let python = try #require(ProgramRun.onPath("python3"))
    // Each assigned code point from U+1100 that is Wide or Fullwidth, not a mark or a
    // format character (those take no column whatever their width), one per line.
    let script = """
      import sys, unicodedata
      for v in range(0x1100, 0x40000):
          c = chr(v)
          if unicodedata.category(c) in ("Cn", "Cs", "Co", "Mn", "Me", "Cf"):
              continue
          w = unicodedata.east_asian_width(c) in ("W", "F")
          sys.stdout.write("%X %s\\n" % (v, "W" if w else "N"))
      """
    let run = try await blockingCall("python3's unicodedata") {
      try ProgramRun.run(python, arguments: ["-c", script])
    }
    #expect(run.status == 0, "\(run.stderr)")
    var wide: [UInt32] = []
    var other: [UInt32] = []
    for line in run.stdout.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count == 2, let value = UInt32(fields[0], radix: 16) else { continue }
      if fields[1] == "W" { wide.append(value) } else { other.append(value) }
    }
    #expect(wide.count > 90_000, "the reference lists the CJK ideographs")
    let hex = { (values: [UInt32]) in values.map { String($0, radix: 16, uppercase: true) } }
    let narrow = wide.filter { Unicode.Scalar($0).map { DisplayWidth.of($0) != 2 } ?? true }
    #expect(hex(narrow) == [], "wide in the reference, not here")
    // The other way is not checked: the pictograph block counts its text-style emoji two
    // columns wide, as terminals that draw them in colour do, and the reference does not.
    #expect(other.count > 1_000)
  }
}
