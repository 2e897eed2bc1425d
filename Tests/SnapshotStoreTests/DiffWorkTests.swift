import TestSupport
import Testing

@testable import SnapshotStore

/// The diffs behind `snapshots report` and `review` do work in proportion to their texts,
/// whatever the texts: counted in steps and comparisons, never timed. Every shape is large
/// enough that quadratic work (a table of line against line, or of character against
/// character) is many times the bound; on the first two, the search without its work budget
/// (the one that took minutes for a 50 MB report) does over ten times the bound.
@Suite struct DiffWorkTests {
  /// The bound every search is held to: a few steps a line and a character, and the fixed
  /// allowance of one line search.
  private func bound(_ old: String, _ new: String) -> Int {
    let elements = old.count + new.count + 2 * (old.split(separator: "\n").count + 1)
    return LineDiff.Budget.lines.allowance + 40 * elements
  }

  /// Every line changed, sharing little: each pair's character search runs to its limit.
  static func different(lines: Int, width: Int) -> (String, String) {
    let old = (0..<lines).map { "\($0) " + String(repeating: "abcdefgh", count: width / 8) }
    let new = (0..<lines).map { "\($0) " + String(repeating: "台積電聯發科鴻海", count: width / 8) }
    return (old.joined(separator: "\n") + "\n", new.joined(separator: "\n") + "\n")
  }

  /// Every line changed into its mirror image: the characters are all shared, their order not,
  /// so the search finds a third shared only after many edits.
  static func mirrored(lines: Int, width: Int) -> (String, String) {
    let rows = (0..<lines).map { (index: Int) -> String in
      let letters: [UInt8] = (0..<width).map { UInt8(97 + ($0 * 7 + index) % 26) }
      return String(decoding: letters, as: UTF8.self)
    }
    return (
      rows.joined(separator: "\n") + "\n",
      rows.map { String($0.reversed()) }.joined(separator: "\n") + "\n"
    )
  }

  /// Long lines of a four-letter alphabet, each character changed one time in five: the
  /// characters match everywhere, so a search follows short runs on every diagonal.
  static func noisy(lines: Int, width: Int) -> (String, String) {
    var random = SplitMix64(seed: 34)
    var old: [String] = []
    var new: [String] = []
    for _ in 0..<lines {
      let letters = (0..<width).map { _ in UInt8(97 + Int.random(in: 0..<4, using: &random)) }
      old.append(String(decoding: letters, as: UTF8.self))
      let changed = letters.map { Int.random(in: 0..<5, using: &random) == 0 ? 120 : $0 }
      new.append(String(decoding: changed, as: UTF8.self))
    }
    return (old.joined(separator: "\n") + "\n", new.joined(separator: "\n") + "\n")
  }

  /// Lines that repeat: a run of equal lines behind a block of replaced ones, the shape on
  /// which a line search follows long runs of equal lines on every diagonal.
  static func repeated(lines: Int, replaced: Int) -> (String, String) {
    let run = Array(repeating: "-", count: lines)
    let old = run + (0..<replaced).map { "old \($0)" }
    let new = (0..<replaced).map { "new \($0)" } + run
    return (old.joined(separator: "\n") + "\n", new.joined(separator: "\n") + "\n")
  }

  /// The shapes by name, so that a failure names its shape and not its megabytes.
  static func texts(_ shape: String) -> (String, String) {
    switch shape {
    case "different": different(lines: 2_000, width: 200)
    case "mirrored": mirrored(lines: 1_000, width: 300)
    case "repeated": repeated(lines: 40_000, replaced: 500)
    default: noisy(lines: 20, width: 20_000)
    }
  }

  @Test(arguments: ["different", "mirrored", "repeated", "long lines"])
  func sideBySide_WorkStaysWithinAFewStepsAnElement(shape: String) {
    let texts = Self.texts(shape)
    var work = 0
    let sides = SideBySideDiff(old: texts.0, new: texts.1, work: &work)
    #expect(work <= bound(texts.0, texts.1), "\(shape): \(work) steps")
    #expect(sides.old.map(\.line.text).joined(separator: "\n") + "\n" == texts.0)
    #expect(sides.new.map(\.line.text).joined(separator: "\n") + "\n" == texts.1)
  }

  @Test func lineSearch_AtItsBound_StillGivesACorrectScript() {
    let (old, new) = Self.repeated(lines: 40_000, replaced: 500)
    let oldLines = old.split(separator: "\n").map(String.init)
    let newLines = new.split(separator: "\n").map(String.init)
    var work = 0
    let steps = LineDiff.steps(from: oldLines, to: newLines, budget: .lines, work: &work)
    #expect(work <= bound(old, new))
    #expect(steps.filter { $0 != .insert }.count == oldLines.count)
    #expect(steps.filter { $0 != .delete }.count == newLines.count)
  }

  /// Each search's allowance comes on top of the work counted before it: a changed line late
  /// in a long report is marked at the characters that changed, as the first one is, and
  /// the report's work stays within its bound.
  @Test func aLateChangedLine_InALongReport_IsMarkedAtItsCharacters() {
    let old = (0..<3_000).map { "\($0) 台積電 (2330) 資本額 259,327,332,420 元" }
    var new = old
    for index in stride(from: 9, to: old.count, by: 10) {
      new[index] = "\(index) 台積體 (2330) 資本額 259,327,332,421 元"
    }
    let texts = (old.joined(separator: "\n") + "\n", new.joined(separator: "\n") + "\n")
    var work = 0
    let sides = SideBySideDiff(old: texts.0, new: texts.1, work: &work)
    #expect(work <= bound(texts.0, texts.1), "\(work) steps")
    for (side, marks) in [(sides.old, ["電", "0"]), (sides.new, ["體", "1"])] {
      let changed = side.filter { $0.kind != .kept }
      #expect(changed.count == 300)
      #expect(changed.allSatisfy { $0.kind == .changed })
      let marked = changed.map { $0.line.segments.filter(\.isChanged).map(\.text) }
      #expect(marked.allSatisfy { $0 == marks }, "the last: \(marked.last ?? [])")
    }
  }

  @Test func smallChanges_StillFindTheShortestScript() {
    let old = (0..<5_000).map { "row \($0)" }
    var new = old
    for index in stride(from: 0, to: 5_000, by: 10) { new[index] = "changed \(index)" }
    let steps = LineDiff.steps(from: old, to: new)
    #expect(steps.filter { $0 == .delete }.count == 500, "each changed line removed once")
    #expect(steps.filter { $0 == .keep }.count == 4_500)
    let (marked, _) = MarkedLine.pair(
      old: String(repeating: "台積電 ", count: 400) + "2330",
      new: String(repeating: "台積電 ", count: 400) + "2331")
    #expect(marked.segments.filter(\.isChanged).map(\.text) == ["0"])
  }
}
