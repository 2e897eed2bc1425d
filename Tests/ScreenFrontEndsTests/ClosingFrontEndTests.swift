import Foundation
import LibraryTestSupport
import ScreenModel
import TestSupport
import XCTest

@testable import ScreenFrontEnds

/// An event that closes its screen, followed by the scenario checker before anything runs,
/// by `play` and by `drive`: after the editor's `save`, the list's events fit again and the
/// editor's do not.
final class ClosingFrontEndTests: XCTestCase {
  private let screens = [AnyScreenDeclaration(AlertScreens.list), .init(AlertScreens.draft())]

  private func parse(_ text: String) throws -> Scenario {
    try ScenarioParser.parse(text, file: "alerts.scenario", screens: screens)
  }

  func testTheChecker_TakesTheListsEventAfterTheSaveClosesTheEditor() throws {
    let scenario = try parse("add\nset code 2330\npress save\nadd\ncode 2454\nsave\nadd\ncancel\n")
    XCTAssertEqual(scenario.steps.count, 8)
  }

  @MainActor
  func testPlay_ShowsTheListWithTheAlertTheEditorReturned() async throws {
    let scenario = try parse("add\nset code 2330\npress save\n")
    let player = ScenarioPlayer(ScenarioStage(screens: [AlertScreens.list, AlertScreens.draft()]))
    var printer = StoryboardPrinter(words: .source)
    var text = ""
    try await player.play(scenario) { text += printer.text(for: $0) }
    XCTAssertEqual(
      text,
      """
      --- 1. add ---
      # 新提醒
        代號 [        ]
        [ 儲存 ]（不可用）
        沒有提醒

      --- 2. set code 2330 ---
      # 新提醒
        代號 [2330    ]
        [ 儲存 ]
        2330

      --- 3. press save ---
      # 提醒
        2330

      """)
  }

  @MainActor
  func testDrive_WritesTheListAsTheSavesUpdate_ThenItsDone() async throws {
    let lines = [
      #"{"event":"add"}"#, #"{"event":"code","text":"2330"}"#, #"{"event":"save","id":"s"}"#,
      #"{"event":"code","text":"2454"}"#,
    ]
    let (stream, continuation) = AsyncStream.makeStream(of: InputLine.self)
    for (offset, line) in lines.enumerated() {
      continuation.yield(InputLine(number: offset + 1, content: .text(line)))
    }
    continuation.finish()
    let session = ScreenSession(screens: [AlertScreens.list, AlertScreens.draft()], protocol: .v1)
    let written = WrittenLines()
    try await withDeadline("drive to end at the end of its input") { @MainActor in
      await DriveLoop.run(session: session, lines: stream, write: written.append)
    }
    let messages = try written.text.split(separator: "\n").map {
      try JSONValue(parsing: String($0))
    }
    let screens = messages.compactMap { $0["screen"] }
    XCTAssertEqual(screens, ["alerts", "draft", "draft", "alerts"].map { .string($0) })
    let saved = try XCTUnwrap(messages.first { $0["cause"] == "s" })
    XCTAssertEqual(saved["rows"]?.text.contains("alert:2330"), true, saved.text)
    XCTAssertEqual(messages.compactMap { $0["done"] }, ["s"])
    XCTAssertEqual(
      messages.last?["error"],
      "code works on the draft; the screen here is the alerts", written.text)
  }
}
