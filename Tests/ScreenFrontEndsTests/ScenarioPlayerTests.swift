import CommandLineSyntax
import Foundation
import LibraryTestSupport
import ScreenModel
import TestSupport
import XCTest

@testable import ScreenFrontEnds

/// What `play` does with what the session refuses or names as it plays: a refusal the line
/// did not expect stops the scenario at its line, one it expected is part of the story, and
/// the problems an update names are said on standard error at the line that made them.
@MainActor
final class ScenarioPlayerTests: XCTestCase {
  /// The list of alerts, its `add` opening the editor by its output alone: the checker
  /// before the play cannot know the editor is on top after it.
  private let unforeseen = ScreenDeclaration<AlertList, NoInput>(
    "alerts", summary: "alerts whose add says nothing of what it opens",
    events: [EventForm("add", AlertList.Event.add, summary: "add an alert")],
    open: { ScreenDriver(AlertList(), requests: $0, perform: { _ in nil }) },
    navigation: { _ in .open("draft", with: NoInput()) })

  /// The list of alerts whose `add` leads nowhere: its navigation gives nil.
  private let nowhere = ScreenDeclaration<AlertList, NoInput>(
    "alerts", summary: "alerts whose editor opens nowhere",
    events: [EventForm("add", AlertList.Event.add, summary: "add an alert")],
    open: { ScreenDriver(AlertList(), requests: $0, perform: { _ in nil }) },
    navigation: { _ in nil })

  private func play(
    _ text: String, on screens: [any ScreenRegistration]
  ) async throws -> (out: String, err: String) {
    let stage = ScenarioStage(screens: screens)
    let scenario = try ScenarioParser.parse(text, file: "alerts.scenario", screens: stage.screens)
    let (out, err) = (WrittenLines(), WrittenLines())
    try await PlayCommand.run(
      scenario, on: stage, options: PlayCommand.Options(), title: nil,
      console: Console(out: out.append, err: err.append))
    return (out.text, err.text)
  }

  func testARefusalTheCheckerCouldNotForesee_StopsTheScenarioAtItsLine() async throws {
    do {
      let played = try await play("add\nadd\n", on: [unforeseen, AlertScreens.draft()])
      XCTFail("the second add is refused: \(played.out)")
    } catch let error as ScenarioError {
      XCTAssertEqual(
        error.description,
        "alerts.scenario:2: the session refused it: add works on the alerts; the screen here "
          + "is the draft (a line whose event is to be refused starts with refused:)")
    }
  }

  func testARefusalTheLineExpects_IsPartOfTheStoryboard() async throws {
    let played = try await play(
      "refused: back\nadd\nrefused: add  # the editor is on top\n",
      on: [unforeseen, AlertScreens.draft()])
    XCTAssertEqual(
      played.out,
      """
      --- 1. refused: back ---
      # 提醒
        沒有提醒

      --- 2. add ---
      # 新提醒
        代號 [        ]
        [ 儲存 ]（不可用）
        沒有提醒

      --- 3. refused: add  # the editor is on top ---
      # 新提醒
        （如預期不接受：add works on the alerts; the screen here is the draft）

      """)
    XCTAssertEqual(played.err, "")
  }

  func testALineExpectingARefusal_FailsWhenTheSessionTakesItsEvent() async throws {
    do {
      _ = try await play("refused: add\n", on: [unforeseen, AlertScreens.draft()])
      XCTFail("the session takes add on the list")
    } catch let error as ScenarioError {
      XCTAssertEqual(
        error.description,
        "alerts.scenario:1: the session took the event, which the line expects it to refuse")
    }
  }

  func testOnlyAnEventCanBeExpectedRefused() {
    let screens = [AnyScreenDeclaration(unforeseen), .init(AlertScreens.draft())]
    for (text, message) in [
      ("refused:\n", "alerts.scenario:1: refused: needs the event the session is to refuse"),
      (
        "refused: wait 5s\n",
        #"alerts.scenario:1: refused: marks an event the session is to refuse; "wait" is not "#
          + "an event of the screens"
      ),
    ] {
      XCTAssertThrowsError(
        try ScenarioParser.parse(text, file: "alerts.scenario", screens: screens)
      ) { error in XCTAssertEqual((error as? ScenarioError)?.description, message) }
    }
  }

  func testAProblemAnUpdateNames_IsSaidOnStandardErrorAtItsLine() async throws {
    let played = try await play("add\nadd\n", on: [nowhere])
    let problem = "an output of the alerts, edit, leads nowhere: its navigation gives nil for it"
    XCTAssertEqual(
      played.err, "alerts.scenario:1: \(problem)\nalerts.scenario:2: \(problem)\n",
      "each line that made it")
  }

  func testDrive_WritesTheProblemInTheUpdateItBelongsTo() async throws {
    let (stream, continuation) = AsyncStream.makeStream(of: InputLine.self)
    continuation.yield(InputLine(number: 1, content: .text(#"{"event":"add","id":"a"}"#)))
    continuation.finish()
    let written = WrittenLines()
    let session = ScreenSession(screens: [nowhere])
    try await withDeadline("drive to end at the end of its input") { @MainActor in
      await DriveLoop.run(session: session, lines: stream, write: written.append)
    }
    let messages = try written.text.split(separator: "\n").map {
      try JSONValue(parsing: String($0))
    }
    let added = try XCTUnwrap(messages.first { $0["cause"] == "a" }, written.text)
    XCTAssertEqual(
      added["problems"],
      .array([
        .string("an output of the alerts, edit, leads nowhere: its navigation gives nil for it")
      ]))
  }
}
