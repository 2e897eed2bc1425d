import SnapshotStore
import Testing

/// Changed characters inside changed lines, as reviewers see them.
@Suite struct MarkedLineTests {
  private func changed(_ line: MarkedLine) -> [String] {
    line.segments.filter(\.isChanged).map(\.text)
  }

  @Test func oneChineseCharacter_IsMarkedAsThatCharacter() {
    let (old, new) = MarkedLine.pair(
      old: "  [台積]電 - (2330)  上市  台灣積體電路製造股份有限公司",
      new: "  [台積]體 - (2330)  上市  台灣積體電路製造股份有限公司")
    #expect(changed(old) == ["電"])
    #expect(changed(new) == ["體"])
    #expect(old.text == "  [台積]電 - (2330)  上市  台灣積體電路製造股份有限公司")
    #expect(new.segments.first == .init(text: "  [台積]", isChanged: false))
  }

  @Test func combiningMarks_StayWithTheirCharacter() {
    let (old, new) = MarkedLine.pair(old: "cafe\u{301} 2330", new: "cafe 2330")
    #expect(changed(old) == ["e\u{301}"])
    #expect(changed(new) == ["e"])
  }

  @Test func linesThatShareLittle_AreChangedWhole() {
    let (old, new) = MarkedLine.pair(old: "上櫃 資料取得失敗", new: "沒有更多資料 abc")
    #expect(old.segments == [.init(text: "上櫃 資料取得失敗", isChanged: true)])
    #expect(new.segments == [.init(text: "沒有更多資料 abc", isChanged: true)])
  }

  @Test func aThirdShared_IsTheLeastThatIsMarkedByCharacter() {
    // One character kept of three: a third, marked where they differ.
    let (third, _) = MarkedLine.pair(old: "a12", new: "axy")
    #expect(
      third.segments == [.init(text: "a", isChanged: false), .init(text: "12", isChanged: true)])
    // One of four: less than a third, the line is changed whole.
    let (less, _) = MarkedLine.pair(old: "a123", new: "axyz")
    #expect(less.segments == [.init(text: "a123", isChanged: true)])
  }

  @Test func hunkLines_PairRemovedWithAddedInOrder() {
    let diff = UnifiedDiff(
      from: "# 公司列表\n  聯電 - (2303)\n  台積電 - (2330)\n",
      to: "# 公司列表\n  聯發科 - (2454)\n", oldLabel: "old", newLabel: "new")
    let lines = diff.hunks[0].markedLines
    #expect(lines.map(\.kind) == [.context, .removed, .removed, .added])
    #expect(changed(lines[1].line) == ["電", "303"])
    #expect(changed(lines[2].line) == ["  台積電 - (2330)"])
    #expect(changed(lines[3].line) == ["發科", "454"])
  }

  @Test func sideBySide_KeepsEveryLineOfEachTextWithItsKind() {
    let sides = SideBySideDiff(old: "a\n台積電\nold only\nz\n", new: "a\n台積體\nz\nnew\n")
    #expect(sides.old.map(\.kind) == [.kept, .changed, .alone, .kept])
    #expect(sides.new.map(\.kind) == [.kept, .changed, .kept, .alone])
    #expect(sides.old.map(\.line.text) == ["a", "台積電", "old only", "z"])
    #expect(changed(sides.new[1].line) == ["體"])
    #expect(sides.hasChanges)
    #expect(!SideBySideDiff(old: "a\n", new: "a").hasChanges)
  }
}
