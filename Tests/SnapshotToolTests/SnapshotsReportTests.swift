import CommandLineSyntax
import Foundation
import LibraryTestSupport
import SnapshotStore
import TestSupport
import XCTest

@testable import SnapshotTool

/// `snapshots report`: JUnit XML of every snapshot checked, and the HTML page of the failures.
final class SnapshotsReportTests: XCTestCase {
  func testJUnit_OneCasePerSnapshotCheckedWithTheDiffOfEachFailure() throws {
    let fixture = try SnapshotsFixture()
    let xml = JUnitReport.xml(
      try SnapshotCase.lastRun(in: SnapshotReview(folders: fixture.folders)))
    XCTAssertEqual(
      xml,
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="Snapshots" tests="5" failures="4">
        <testsuite name="DirectoryTests" tests="3" failures="2">
          <testcase classname="DirectoryTests" name="testEmpty.txt" file="Snapshots/DirectoryTests/testEmpty.txt"/>
          <testcase classname="DirectoryTests" name="testFilter.txt" file="Snapshots/DirectoryTests/testFilter.txt">
            <failure type="mismatch" message="Snapshots/DirectoryTests/testFilter.txt does not match"><![CDATA[--- Snapshots/DirectoryTests/testFilter.txt (reference)
      +++ .snapshot-artifacts/actual/DirectoryTests/testFilter.txt (actual)
      @@ -1,3 +1,3 @@
       # 公司列表
         符合「台積」 1 筆 / 共 91 筆
      -  [台積]電 - (2330)  上市  台灣積體電路製造股份有限公司
      +  [台積]體 - (2330)  上市  台灣積體電路製造股份有限公司]]></failure>
          </testcase>
          <testcase classname="DirectoryTests" name="testNew.txt" file="Snapshots/DirectoryTests/testNew.txt">
            <failure type="missing" message="No reference snapshot at Snapshots/DirectoryTests/testNew.txt"><![CDATA[--- Snapshots/DirectoryTests/testNew.txt (reference)
      +++ .snapshot-artifacts/actual/DirectoryTests/testNew.txt (actual)
      @@ -0,0 +1,2 @@
      +# 公司列表
      +  正在取得 上櫃 資料…]]></failure>
          </testcase>
        </testsuite>
        <testsuite name="Scenarios" tests="1" failures="1">
          <testcase classname="Scenarios" name="feed.txt" file="Snapshots/Scenarios/feed.txt">
            <failure type="mismatch" message="Snapshots/Scenarios/feed.txt does not match"><![CDATA[--- Snapshots/Scenarios/feed.txt (reference)
      +++ .snapshot-artifacts/actual/Scenarios/feed.txt (actual)
      @@ -8,4 +8,4 @@
       --- 2. more ---
       # 公司一覽
         台泥 - (1101)
      -  上拉載入更多
      +  沒有更多資料]]></failure>
          </testcase>
        </testsuite>
        <testsuite name="TitleTests" tests="1" failures="1">
          <testcase classname="TitleTests" name="Tests/AppTests/TitleTests.swift:2" file="Tests/AppTests/TitleTests.swift">
            <failure type="inline" message="The inline snapshot at Tests/AppTests/TitleTests.swift:2 differs"><![CDATA[--- Tests/AppTests/TitleTests.swift:2 (inline literal)
      +++ Tests/AppTests/TitleTests.swift:2 (actual)
      @@ -1 +1 @@
      -公司列表
      +公司一覽]]></failure>
          </testcase>
        </testsuite>
      </testsuites>

      """)
  }

  func testJUnit_EscapesMarkupAndSplitsCDATAEnds() {
    XCTAssertEqual(JUnitReport.attribute("a<\"&\">\u{1B}"), "a&lt;&quot;&amp;&quot;&gt;?")
    XCTAssertEqual(JUnitReport.cdata("x]]>y"), "x]]]]><![CDATA[>y")
  }

  func testHTML_HoldsBothTextsTheMarksAndNothingFromElsewhere() throws {
    let fixture = try SnapshotsFixture()
    let review = SnapshotReview(folders: fixture.folders)
    let page = HTMLReport(
      items: try ReviewItem.all(in: review), cases: try SnapshotCase.lastRun(in: review),
      missingWithoutText: []
    ).page
    XCTAssertTrue(
      page.contains("<p class=\"summary\">5 checked · 2 failed · 1 missing · 1 inline</p>"))
    XCTAssertTrue(page.contains("<mark><span class=\"w\">電</span></mark>"), "the reference's mark")
    XCTAssertTrue(page.contains("<mark><span class=\"w\">體</span></mark>"), "the actual's mark")
    XCTAssertTrue(
      page.contains("<summary>1. open feed <span class=\"same\">unchanged</span></summary>"))
    XCTAssertTrue(page.contains("<details class=\"step\" open>\n<summary>2. more</summary>"))
    for remote in ["http://", "https://", "<script", "<link", "@import", "url("] {
      XCTAssertFalse(page.contains(remote), "the page loads \(remote)")
    }
  }

  func testHTML_DrawsControlsAsPicturesAndWideCharactersInCells() {
    XCTAssertEqual(HTMLReport.cells("a台<\u{1B}"), "a<span class=\"w\">台</span>&lt;\u{241B}")
  }

  func testCommand_WritesBothFilesAndNeedsOne() async throws {
    let fixture = try SnapshotsFixture()
    let output = OutputCollector()
    let html = fixture.root.appendingPathComponent("report").path
    let junit = fixture.root.appendingPathComponent("junit/snapshots.xml").path
    let status = await SnapshotTool.run(
      ["report", "--html", html, "--junit", junit, "--package-path", fixture.root.path],
      program: "stock-screens", console: output.console)
    XCTAssertEqual(status, 0, output.errors)
    XCTAssertTrue(fixture.read("report/index.html")?.hasPrefix("<!doctype html>") ?? false)
    XCTAssertTrue(
      fixture.read("junit/snapshots.xml")?.contains("tests=\"5\" failures=\"4\"") ?? false)
    XCTAssertTrue(output.text.contains("snapshots.xml: 5 snapshots checked, 4 failed"), output.text)
    let none = await SnapshotTool.run(
      ["report", "--package-path", fixture.root.path], program: "stock-screens",
      console: output.console)
    XCTAssertEqual(none, 2)
    XCTAssertTrue(
      output.errors.contains("snapshots report needs --html DIR, --junit FILE or both"),
      output.errors)
  }

  func testReview_AwayFromATerminalPrintsEveryDiff() async throws {
    let fixture = try SnapshotsFixture()
    let output = OutputCollector()
    for arguments in [["review"], ["review", "--no-interactive"]] {
      let status = await SnapshotTool.run(
        arguments + ["--package-path", fixture.root.path], program: "stock-screens",
        console: output.console)
      XCTAssertEqual(status, 1, "snapshots wait for review")
    }
    XCTAssertEqual(output.text.components(separatedBy: "+  [台積]體 - (2330)").count, 3)
    XCTAssertTrue(
      output.text.contains("# Tests/AppTests/TitleTests.swift:2 (TitleTests/testTitle)\n"))
    XCTAssertTrue(
      output.text.contains(
        "# Snapshots/DirectoryTests/testFilter.txt: Tests/AppTests/DirectoryTests.swift:42 "
          + "(DirectoryTests/testFilter)\n--- Snapshots/DirectoryTests/testFilter.txt (reference)\n"
          + "+++ .snapshot-artifacts/actual/DirectoryTests/testFilter.txt (actual)\n"),
      output.text)
  }
}
