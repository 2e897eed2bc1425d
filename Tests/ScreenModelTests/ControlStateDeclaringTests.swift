import ScreenModel
import Testing

/// The price alert's editor with each control declared where its state shows it, in one
/// call: what a screen writes when nothing else names its controls.
private struct OneCallEditor: ScreenController {
  typealias Event = AlertEditor.Event
  var editor = AlertEditor()

  var title: String { editor.title }
  var rows: [AlertEditor.Row] { editor.rows }

  var controls: [ControlState] {
    [
      .textField(
        "code", label: "代號", sends: AlertEditor.code, content: .code, placeholder: "例 2330",
        maxLength: 6, showing: editor.code),
      .choice(
        "direction", label: "方向", sends: AlertEditor.direction,
        options: [ChoiceOption("above", label: "高於"), ChoiceOption("below", label: "低於")],
        selected: editor.direction.rawValue),
      .textField(
        "threshold", label: "價格", sends: AlertEditor.threshold, content: .decimal,
        showing: editor.threshold, message: editor.thresholdProblem),
      .toggle("mine", label: "只看自選股", sends: AlertEditor.mine, isOn: editor.onlyMine),
      .button("save", label: "儲存", sends: Event.saved, submits: true, isEnabled: editor.canSave),
    ]
  }

  @discardableResult
  mutating func handle(_ event: Event) -> [Never] { editor.handle(event) }
}

/// `ControlState.textField(…showing:)` and its kin declare a control and show it at once, the
/// same control as a declaration and its `showing`, read by a screen's declaration alike.
@MainActor
struct ControlStateDeclaringTests {
  @Test func eachControlMadeInOneCall_IsTheDeclaredOneShowingTheState() {
    var oneCall = OneCallEditor()
    #expect(oneCall.controls == oneCall.editor.controls)
    oneCall.handle(.thresholdChanged("一千"))
    oneCall.handle(.mineToggled(true))
    oneCall.handle(.codeChanged("2330"))
    #expect(oneCall.controls == oneCall.editor.controls, "a message, a toggle on, a value")
    #expect(oneCall.controls.last?.isEnabled == false, "save, usable only once all is valid")
  }

  @Test func aDeclarationReadsThemAsTheControlsItWouldHaveDeclared() {
    let declared = AlertEditor.declaration()
    let oneCall = ScreenDeclaration(
      "alert", summary: "a price alert", events: AlertEditor.events, initial: OneCallEditor())
    #expect(oneCall.problems == [])
    #expect(oneCall.controls == declared.controls)
  }

  @Test func aButtonWhoseIdIsItsLabel_IsEnabledUnlessSaidOtherwise() {
    let save = ControlDeclaration<AlertEditor.Event>.button("儲存", sends: .saved, key: "s")
    let shown = ControlState.button("儲存", sends: AlertEditor.Event.saved, key: "s")
    #expect(shown == save.showing(isEnabled: true))
    #expect(
      ControlState.button("儲存", sends: AlertEditor.Event.saved, isEnabled: false, message: "未填")
        == save.showing(isEnabled: false, message: "未填"))
    let search = ControlState.searchField(
      AlertEditor.code, label: "代號", results: "company", showing: "23")
    #expect(
      search
        == ControlDeclaration.searchField(AlertEditor.code, label: "代號", results: "company")
        .showing("23"))
    #expect(search.id == "code", "a search field's id is its event's name")
  }
}
