import Foundation
import SnapshotStore
import TestSupport
import Testing

/// `UnifiedDiff` promises the format of `diff -u`: the same hunks, headers and markers.
/// These tests hold it to that, against GNU diff itself where it is installed and against
/// its rule for joining hunks everywhere.
@Suite struct UnifiedDiffReferenceTests {
  private func numbered(_ count: Int, changing changes: [Int: String] = [:]) -> String {
    (1...count).map { changes[$0] ?? "line \($0)" }.joined(separator: "\n") + "\n"
  }

  /// `diff -u` joins two changes into one hunk when at most `2 × context` unchanged lines
  /// lie between them, as their contexts then touch or overlap.
  @Test(arguments: [0, 1, 2, 3, 5])
  func changesExactlyTwiceTheContextApart_PrintOneHunk(context: Int) {
    let gap = 2 * context
    let old = numbered(gap + 10)
    let joined = UnifiedDiff(
      from: old, to: numbered(gap + 10, changing: [4: "first", 5 + gap: "second"]),
      oldLabel: "a", newLabel: "b", context: context)
    #expect(joined.hunks.count == 1, "\(gap) lines apart with context \(context)")
    #expect(joined.hunks.first?.oldCount == gap + 2 + context + min(context, 3))
    let split = UnifiedDiff(
      from: old, to: numbered(gap + 10, changing: [4: "first", 6 + gap: "second"]),
      oldLabel: "a", newLabel: "b", context: context)
    #expect(split.hunks.count == 2, "\(gap + 1) lines apart with context \(context)")
  }

  /// GNU diff, when this machine has it: nil (and the tests that need it skip) otherwise.
  static let gnuDiff: URL? = {
    for path in ["/usr/bin/diff", "/bin/diff", "/usr/local/bin/diff", "/opt/homebrew/bin/gdiff"] {
      let url = URL(fileURLWithPath: path)
      guard FileManager.default.isExecutableFile(atPath: path),
        let run = try? ProgramRun.run(url, arguments: ["--version"]),
        run.stdout.contains("GNU diffutils")
      else { continue }
      return url
    }
    return nil
  }()

  private func reference(_ old: String, _ new: String, context: Int) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("unified-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let oldFile = folder.appendingPathComponent("old.txt")
    let newFile = folder.appendingPathComponent("new.txt")
    try Data(old.utf8).write(to: oldFile)
    try Data(new.utf8).write(to: newFile)
    let run = try ProgramRun.run(
      try #require(Self.gnuDiff),
      arguments: [
        "--minimal", "-U", String(context), "--label", "old", "--label", "new", oldFile.path,
        newFile.path,
      ])
    return run.stdout
  }

  private func ours(_ old: String, _ new: String, context: Int) -> String {
    let diff = UnifiedDiff(from: old, to: new, oldLabel: "old", newLabel: "new", context: context)
    return diff.isEmpty ? "" : diff.description + "\n"
  }

  @Test(.enabled(if: gnuDiff != nil, "GNU diff is not installed here; its comparison is skipped"))
  func handPickedEdges_PrintAsGNUDiffPrintsThem() throws {
    let cases: [(String, String)] = [
      ("", "a\nb\n"), ("a\n", ""), ("a\nb\nc", "a\nb\nC"), ("a\nb\nc", "a\nb\nc\n"),
      ("a\nb\nc\n", "a\nb\nc"), ("x\n", "y"),
      (numbered(20), numbered(20, changing: [4: "4", 10: "x"])),
      (numbered(20), numbered(20, changing: [4: "4", 11: "x"])),
      (numbered(12), numbered(12, changing: [1: "one", 12: "twelve"])),
      ("a\r\nb\n", "a\nb\n"),
    ]
    for (old, new) in cases {
      for context in [0, 1, 3] {
        #expect(
          ours(old, new, context: context) == (try reference(old, new, context: context)),
          "\(old.debugDescription) → \(new.debugDescription), context \(context)")
      }
    }
  }

  /// Seeded random edits of numbered lines, where every line differs from every other so
  /// that the shortest edit is the only one and both programs must print the same hunks.
  @Test(.enabled(if: gnuDiff != nil, "GNU diff is not installed here; its comparison is skipped"))
  func randomEdits_PrintAsGNUDiffPrintsThem() throws {
    var generator = SplitMix64(seed: 0x2_8D1F)
    for round in 0..<60 {
      let count = Int.random(in: 1...40, using: &generator)
      var new: [String] = []
      for number in 1...count {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: continue
        case 1: new.append("changed \(number)")
        case 2: new += ["line \(number)", "added after \(number)"]
        default: new.append("line \(number)")
        }
      }
      let old = numbered(count)
      let text = new.isEmpty ? "" : new.joined(separator: "\n") + "\n"
      let context = Int.random(in: 0...4, using: &generator)
      #expect(
        ours(old, text, context: context) == (try reference(old, text, context: context)),
        "round \(round), context \(context)")
    }
  }
}
