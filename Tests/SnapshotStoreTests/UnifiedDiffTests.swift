import SnapshotStore
import TestSupport
import Testing

@Suite struct UnifiedDiffTests {
  private func diff(_ old: String, _ new: String) -> String {
    UnifiedDiff(from: old, to: new, oldLabel: "old", newLabel: "new").description
  }

  private func numbered(_ count: Int, changing changes: [Int: String] = [:]) -> String {
    (1...count).map { changes[$0] ?? "line \($0)" }.joined(separator: "\n") + "\n"
  }

  @Test func diff_IsEmptyForEqualTexts() {
    let unified = UnifiedDiff(from: "a\nb\n", to: "a\nb\n", oldLabel: "old", newLabel: "new")
    #expect(unified.isEmpty)
    #expect(unified.description == "")
    #expect(diff("", "") == "")
  }

  @Test func diff_FromEmptyAddsEveryLine() {
    #expect(
      diff("", "a\nb\n") == """
        --- old
        +++ new
        @@ -0,0 +1,2 @@
        +a
        +b
        """)
  }

  @Test func diff_ToEmptyRemovesEveryLine() {
    #expect(
      diff("a\n", "") == """
        --- old
        +++ new
        @@ -1 +0,0 @@
        -a
        """)
  }

  @Test func diff_OneChangedLineInTenThousandPrintsOneShortHunk() {
    let old = numbered(10_000)
    let new = numbered(10_000, changing: [5_000: "changed 5000"])
    #expect(
      diff(old, new) == """
        --- old
        +++ new
        @@ -4997,7 +4997,7 @@
         line 4997
         line 4998
         line 4999
        -line 5000
        +changed 5000
         line 5001
         line 5002
         line 5003
        """)
  }

  @Test func diff_HandlesAHundredThousandLinesWithFewChanges() {
    let old = numbered(100_000)
    let new = numbered(100_000, changing: [10: "ten", 50_000: "fifty thousand", 99_999: "end"])
    let unified = UnifiedDiff(from: old, to: new, oldLabel: "old", newLabel: "new")
    #expect(
      unified.hunks.map(\.header) == [
        "@@ -7,7 +7,7 @@", "@@ -49997,7 +49997,7 @@", "@@ -99996,5 +99996,5 @@",
      ])
  }

  @Test func diff_InsertAtStart() {
    #expect(
      diff("a\nb\nc\nd\ne\n", "new\na\nb\nc\nd\ne\n") == """
        --- old
        +++ new
        @@ -1,3 +1,4 @@
        +new
         a
         b
         c
        """)
  }

  @Test func diff_DeleteAtEnd() {
    #expect(
      diff("a\nb\nc\nd\ne\n", "a\nb\nc\nd\n") == """
        --- old
        +++ new
        @@ -2,4 +2,3 @@
         b
         c
         d
        -e
        """)
  }

  @Test func diff_FarApartChangesMakeTwoHunks() {
    let old = numbered(20)
    let new = numbered(20, changing: [2: "two", 18: "eighteen"])
    #expect(
      diff(old, new) == """
        --- old
        +++ new
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +two
         line 3
         line 4
         line 5
        @@ -15,6 +15,6 @@
         line 15
         line 16
         line 17
        -line 18
        +eighteen
         line 19
         line 20
        """)
  }

  @Test func diff_ChangesSixLinesApartShareOneHunk() {
    let unified = UnifiedDiff(
      from: numbered(20), to: numbered(20, changing: [5: "five", 11: "eleven"]),
      oldLabel: "old", newLabel: "new")
    #expect(unified.hunks.map(\.header) == ["@@ -2,13 +2,13 @@"])
  }

  @Test func diff_MarksAnOldLastLineWithoutNewline() {
    #expect(
      diff("a\nb", "a\nb\n") == """
        --- old
        +++ new
        @@ -1,2 +1,2 @@
         a
        -b
        \\ No newline at end of file
        +b
        """)
  }

  @Test func diff_MarksBothLastLinesWithoutNewline() {
    #expect(
      diff("a\nb", "a\nc") == """
        --- old
        +++ new
        @@ -1,2 +1,2 @@
         a
        -b
        \\ No newline at end of file
        +c
        \\ No newline at end of file
        """)
  }

  @Test func diff_MarksASharedLastLineWithoutNewlineOnce() {
    #expect(
      diff("a\nx", "b\nx") == """
        --- old
        +++ new
        @@ -1,2 +1,2 @@
        -a
        +b
         x
        \\ No newline at end of file
        """)
  }

  @Test func diff_ComparesWhiteSpaceAndCarriageReturnsExactly() {
    #expect(UnifiedDiff(from: "a \n", to: "a\n", oldLabel: "old", newLabel: "new").hunks.count == 1)
    #expect(
      UnifiedDiff(from: "a\r\n", to: "a\n", oldLabel: "old", newLabel: "new").hunks.count == 1)
  }

  @Test func diff_RemovedLinesComeBeforeAddedOnesInAChange() {
    #expect(
      diff("a\nb\nc\n", "x\nb\ny\n") == """
        --- old
        +++ new
        @@ -1,3 +1,3 @@
        -a
        +x
         b
        -c
        +y
        """)
  }

  @Test func diff_TotallyDifferentLongTextsStillDiffCorrectly() {
    let old = (0..<3_000).map { "old \($0)" }.joined(separator: "\n") + "\n"
    let new = (0..<3_000).map { "new \($0)" }.joined(separator: "\n") + "\n"
    let unified = UnifiedDiff(from: old, to: new, oldLabel: "old", newLabel: "new")
    #expect(unified.hunks.map(\.header) == ["@@ -1,3000 +1,3000 @@"])
    #expect(DiffPatcher.apply(unified, to: old) == new)
  }

  @Test func diff_AppliedToTheOldTextGivesTheNewOne_RandomEdits() {
    var random = SplitMix64(seed: 0x5EED)
    for round in 0..<300 {
      let old = randomText(&random)
      let new = randomText(&random)
      let unified = UnifiedDiff(from: old, to: new, oldLabel: "old", newLabel: "new", context: 2)
      #expect(DiffPatcher.apply(unified, to: old) == new, "round \(round)")
      #expect(unified.isEmpty == (old == new), "round \(round)")
    }
  }

  private func randomText(_ random: inout SplitMix64) -> String {
    let lines = (0..<Int.random(in: 0..<30, using: &random)).map { _ in
      "\(Int.random(in: 0..<4, using: &random))"
    }
    let newline = Int.random(in: 0..<4, using: &random) > 0 ? "\n" : ""
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + newline
  }
}
