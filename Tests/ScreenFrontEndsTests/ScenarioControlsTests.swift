import ScreenModel
import XCTest

@testable import ScreenFrontEnds

/// Scenario lines that set controls, made from the controls' declarations: each reads as the
/// control's event with the value, and a line that does not fit its control says why.
final class ScenarioControlsTests: XCTestCase {
  private enum Event: Equatable, Sendable {
    case code(String)
    case direction(String)
    case mine(Bool)
    case mark(String)
    case save
  }

  private struct Form: ScreenController {
    struct Row: DescribedRow {
      typealias Action = Event
      var id: String
      var text: RowText { RowText(id) }
      var action: Event? { nil }
    }
    var title: String { "表單" }
    var rows: [Row] { [] }
    mutating func handle(_ event: Event) -> [Never] { [] }
  }

  private static let code = EventForm("code", Event.code, .text("text"), summary: "a code")
  private static let direction = EventForm(
    "direction", Event.direction, .word("to"), summary: "a direction")
  private static let mine = EventForm("mine", Event.mine, .boolean("on"), summary: "mine")
  private static let mark = EventForm("toggle", Event.mark, .word("row"), summary: "mark a row")
  private static let save = EventForm("save", Event.save, summary: "save")

  private let screens = [
    AnyScreenDeclaration(
      ScreenDeclaration(
        "form", summary: "a form", events: [code, direction, mine, mark, save],
        controls: [
          .textField("code", label: "代號", sends: code),
          .choice(
            "direction", label: "方向", sends: direction,
            options: [ChoiceOption("above", label: "高於"), ChoiceOption("below", label: "低於")]),
          .toggle("mine", label: "只看自選股", sends: mine),
          .button("save", label: "儲存", sends: .save),
        ],
        open: { requests in ScreenDriver(Form(), requests: requests) }))
  ]

  private func events(_ text: String) throws -> [String] {
    try ScenarioParser.parse(text, file: "form.scenario", screens: screens).steps.map { step in
      guard case .event(let event) = step.command else { return "\(step.command)" }
      return event.json.text
    }
  }

  func testEachVerbSetsItsKindOfControl_WithTheControlsEvent() throws {
    XCTAssertEqual(
      try events(
        "set code 2330\nset code\nchoose direction below\nchoose direction 高於\n"
          + "toggle mine on\ntoggle mine off\npress save\ntoggle row-1\n"),
      [
        #"{"event":"code","text":"2330"}"#, #"{"event":"code","text":""}"#,
        #"{"event":"direction","to":"below"}"#, #"{"event":"direction","to":"above"}"#,
        #"{"event":"mine","on":true}"#, #"{"event":"mine","on":false}"#, #"{"event":"save"}"#,
        #"{"event":"toggle","row":"row-1"}"#,
      ])
  }

  func testALineThatDoesNotFitItsControl_SaysWhy() {
    let cases = [
      ("choose code 2330", "choose sets a choice; \"code\" is a textField: set code …"),
      ("toggle mine maybe", "on must be on or off, found \"maybe\""),
      ("press save now", "press save takes nothing after the button's id"),
      ("choose direction up down", "choose direction takes one word after the id"),
      ("set cdoe 2330", "set: \"cdoe\" is no text field of form; its text fields: code"),
      ("press", "press: nothing is no button of form; its buttons: save"),
    ]
    for (line, message) in cases {
      XCTAssertThrowsError(try events(line), line) { error in
        XCTAssertEqual((error as? ScenarioError)?.message, message, line)
      }
    }
  }

  func testTheGrammarListsEachScreensControls() {
    XCTAssertTrue(
      ScenarioGrammar.help(for: screens).hasSuffix(
        """
          set ID TEXT            form: code (代號)
          choose ID OPTION       form: direction (方向)
          toggle ID on|off       form: mine (只看自選股)
          press ID               form: save (儲存)
        """), ScenarioGrammar.help(for: screens))
  }
}
