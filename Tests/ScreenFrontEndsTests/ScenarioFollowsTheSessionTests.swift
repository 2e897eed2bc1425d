import CommandLineSyntax
import LibraryTestSupport
import ScreenModel
import XCTest

@testable import ScreenFrontEnds

/// A scenario's lines are read against the screens the session really shows: a press of a
/// disabled button is a line a scenario can expect refused, and after a confirm that closes
/// its editor too, the next line fits the list the session shows, not the editor a checker
/// would have guessed.
@MainActor
final class ScenarioFollowsTheSessionTests: XCTestCase {
  /// A confirmation on top of the editor: its confirm closes it and returns a save to the
  /// editor, which closes in turn and returns the alert to the list.
  struct Confirm: ScreenController {
    enum Event: Hashable, Sendable { case confirm }
    typealias Output = Command
    enum Command: Hashable, Sendable { case confirmed }
    struct Line: DescribedRow {
      var id: String { "ask" }
      var text: RowText { RowText("儲存這個提醒？") }
    }

    var title: String { "確認" }
    var rows: [Line] { [Line()] }
    mutating func handle(_ event: Event) -> [Command] { [.confirmed] }

    static let declaration = ScreenDeclaration(
      "confirm", summary: "asks before saving", placement: .stacked,
      events: [EventForm("confirm", Event.confirm, summary: "save the alert", closes: true)],
      initial: Confirm(), navigation: { _ in .close(returning: AlertDraft.Event.save) },
      perform: { _ in nil })
  }

  /// A door whose knock opens the draft only once it is unlocked: an event that may open a
  /// screen, by its state.
  struct Door: ScreenController {
    enum Event: Hashable, Sendable { case knock, unlock }
    typealias Output = Command
    enum Command: Hashable, Sendable { case enter }
    struct Line: DescribedRow {
      var isLocked: Bool
      var id: String { "door" }
      var text: RowText { RowText(isLocked ? "鎖著" : "開著") }
    }

    var isLocked = true
    var title: String { "門" }
    var rows: [Line] { [Line(isLocked: isLocked)] }
    mutating func handle(_ event: Event) -> [Command] {
      switch event {
      case .knock: return isLocked ? [] : [.enter]
      case .unlock: isLocked = false
      }
      return []
    }

    static let declaration = ScreenDeclaration(
      "door", summary: "opens the draft once unlocked",
      events: [
        EventForm("knock", Event.knock, summary: "open the draft", opens: "draft"),
        EventForm("unlock", Event.unlock, summary: "unlock the door"),
      ],
      initial: Door(), navigation: { _ in .open("draft", with: NoInput()) },
      perform: { _ in nil })
  }

  private func play(
    _ text: String,
    on screens: [any ScreenRegistration] = [
      AlertScreens.list, AlertScreens.draft(), Confirm.declaration,
    ]
  ) async throws -> String {
    let stage = ScenarioStage(screens: screens)
    let scenario = try ScenarioParser.parse(text, file: "alerts.scenario", screens: stage.screens)
    let (out, err) = (WrittenLines(), WrittenLines())
    try await PlayCommand.run(
      scenario, on: stage, options: PlayCommand.Options(), title: nil,
      console: Console(out: out.append, err: err.append))
    XCTAssertEqual(err.text, "")
    return out.text
  }

  func testADisabledPress_IsALineAScenarioCanExpectRefused() async throws {
    let played = try await play("add\nrefused: press save\nset code 2330\npress save\n")
    XCTAssertTrue(
      played.contains(
        "--- 2. refused: press save ---\n# 新提醒\n  （如預期不接受：save: the button \"save\" "
          + "(儲存) is disabled）\n"), played)
    XCTAssertTrue(played.hasSuffix("--- 4. press save ---\n# 提醒\n  2330\n"), played)
  }

  func testADisabledPressNotExpected_StopsTheScenarioAtItsLine_NamingTheButton() async throws {
    do {
      let played = try await play("add\npress save\n")
      XCTFail("a press of the disabled save is refused: \(played)")
    } catch let error as ScenarioError {
      XCTAssertEqual(
        error.description,
        #"alerts.scenario:2: the session refused it: save: the button "save" (儲存) is "#
          + "disabled (a line whose event is to be refused starts with refused:)")
    }
  }

  /// After a close the lines are the session's to refuse, each at its line with the reason
  /// the session gives: the checker no longer guesses which screen is on top.
  func testALineThatFitsNoScreenTheSessionShowsAfterAClose_IsRefusedAtItsLine() async throws {
    let cases = [
      (
        "add\ncode 2330\nsave\ncode 2454\n", 4,
        "code works on the draft; the screen here is the alerts"
      ),
      ("add\ncancel\nset code 2330\n", 3, "code works on the draft; the screen here is the alerts"),
      ("add\nsave\n", 2, #"save: the button "save" (儲存) is disabled"#),
      ("add\ncode 2330\nsave\nback\n", 4, "back: nothing to go back to from the alerts"),
    ]
    for (text, line, message) in cases {
      do {
        let played = try await play(text)
        XCTFail("line \(line) is refused: \(played)")
      } catch let error as ScenarioError {
        XCTAssertEqual(
          error.description,
          "alerts.scenario:\(line): the session refused it: \(message) "
            + "(a line whose event is to be refused starts with refused:)", text)
      }
    }
  }

  func testAConfirmThatClosesTwoScreens_LeavesTheNextLineToTheListTheSessionShows() async throws {
    let played = try await play(
      "add\nset code 2330\nopen confirm\nconfirm  # closes the editor too\nadd\n")
    XCTAssertTrue(
      played.contains("--- 4. confirm  # closes the editor too ---\n# 提醒\n  2330\n"), played)
    XCTAssertTrue(
      played.hasSuffix("--- 5. add ---\n# 新提醒\n  代號 [        ]\n  [ 儲存 ]（不可用）\n  沒有提醒\n"), played)
  }

  /// An event that may open a screen opens it only when its state gives the output: the
  /// next line is read against the screen the session shows, the door still, not refused
  /// before anything runs as the draft's checker once guessed.
  func testAnEventThatMayOpenAScreen_LeavesTheNextLineToTheScreenTheSessionShows() async throws {
    let played = try await play(
      "knock  # locked: nothing opens\nunlock\nknock\nset code 2330\ncancel\nrefused: cancel\n",
      on: [Door.declaration, AlertScreens.draft()])
    XCTAssertTrue(played.hasPrefix("--- 1. knock  # locked: nothing opens ---\n# 門\n  鎖著\n"))
    XCTAssertTrue(played.contains("--- 2. unlock ---\n# 門\n  開著\n"), played)
    XCTAssertTrue(played.contains("--- 4. set code 2330 ---\n# 新提醒\n"), played)
    XCTAssertTrue(
      played.hasSuffix(
        "--- 6. refused: cancel ---\n# 門\n  （如預期不接受：cancel works on the draft; the screen "
          + "here is the door）\n"), played)
  }
}
