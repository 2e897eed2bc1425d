import ScreenModel
import Testing

/// Controls as a function of state: drawn in text and read aloud from the state, carried by
/// updates (every one in protocol 1, the changed ones in protocol 2), and refused at start
/// where they cannot be drawn.
@MainActor
struct ControlTests {
  private func filled() -> AlertEditor {
    var editor = AlertEditor()
    editor.handle(.codeChanged("2330"))
    editor.handle(.thresholdChanged("1500.5"))
    editor.handle(.mineToggled(true))
    return editor
  }

  @Test func theTextSnapshot_DrawsEachControlInItsFixedForm_AboveTheRows() {
    #expect(
      filled().screen.snapshotText == """
        # 價格提醒
          代號 [2330    ]
          方向 (•) 高於 ( ) 低於
          價格 [1500.5  ]
          [x] 只看自選股
          [ 儲存 ]
          已儲存 0 次

        """)
    var invalid = filled()
    invalid.handle(.thresholdChanged("一千"))
    invalid.handle(.directionChosen("below"))
    #expect(
      invalid.screen.snapshotText == """
        # 價格提醒
          代號 [2330    ]
          方向 ( ) 高於 (•) 低於
          價格 [一千    ] ！不是數字
          [x] 只看自選股
          [ 儲存 ]（不可用）
          已儲存 0 次

        """)
  }

  @Test func theAccessibilitySnapshot_ReadsRoleLabelValueStateAndMessage() {
    var editor = AlertEditor()
    editor.handle(.thresholdChanged("abc"))
    #expect(
      editor.screen.accessibilityText == """
        價格提醒 — 標題
        代號 — 文字欄位，提示：例 2330
        方向，高於 — 單選，選項：高於、低於
        價格，abc — 文字欄位，錯誤：不是數字
        只看自選股，關閉 — 切換開關
        儲存 — 按鈕，無法使用
        已儲存 0 次

        """)
  }

  @Test func protocol2_CarriesEveryControlFirst_ThenOnlyThoseThatChanged() async throws {
    let session = ScreenSession(screens: [AlertEditor.declaration()])
    #expect(
      session.current.controls.map(\.id) == ["code", "direction", "threshold", "mine", "save"])
    #expect(
      session.current.controls[0].json.text
        == #"{"id":"code","kind":"textField","label":"代號","event":"code","parameter":"text","#
        + #""value":"","content":"code","placeholder":"例 2330","maxLength":6,"enabled":true}"#)
    let code = try #require(session.top.controls.first { $0.id == "code" })
    let typed = try await session.send(code.event(with: "2330"))
    #expect(typed.controls.map(\.id) == ["code"], "the save button is still not usable")
    #expect(typed.text.contains(#""controls":[{"id":"code","#), "\(typed.text)")
    let priced = try await session.send(
      SessionEvent("threshold", EventArguments([.init("text", "12")])))
    #expect(priced.controls.map(\.id) == ["threshold", "save"])
    #expect(
      priced.controls[1].json.text
        == #"{"id":"save","kind":"button","label":"儲存","event":{"event":"save"},"#
        + #""key":"1","submits":true,"enabled":true}"#)
    let saved = try await session.send(SessionEvent("save"))
    #expect(saved.controls.isEmpty)
    #expect(!saved.text.contains("controls"), "no member when no control changed")
    #expect(saved.first.controls.count == 5, "a first message carries them all")
  }

  @Test func protocol1_CarriesEveryControlInEveryUpdate() async throws {
    let session = ScreenSession(screens: [AlertEditor.declaration()], protocol: .v1)
    let toggled = try await session.send(
      SessionEvent("mine", EventArguments([.init("on", .bool(true))])))
    #expect(toggled.controls.count == 5)
    #expect(
      toggled.controls[3].json.text
        == #"{"id":"mine","kind":"toggle","label":"只看自選股","event":"mine","parameter":"on","on":true,"enabled":true}"#
    )
    let chosen = try await session.send(
      SessionEvent("direction", EventArguments([.init("option", "below")])))
    #expect(
      chosen.controls[1].json.text
        == #"{"id":"direction","kind":"choice","label":"方向","event":"direction","#
        + #""parameter":"option","options":[{"token":"above","label":"高於"},"#
        + #"{"token":"below","label":"低於"}],"selected":"below","enabled":true}"#)
  }

  @Test func controlsThatCannotBeDrawn_AreProblemsAtStart() {
    let wrong = AlertEditor.declaration(controls: [
      .toggle("mine", label: "只看自選股", sends: AlertEditor.code),
      .textField("code", label: "代號", sends: AlertEditor.mine),
      .choice("direction", label: "方向", sends: AlertEditor.save),
      .button("save", label: "儲存", sends: .saved),
      .button("save", label: "再存", sends: .saved),
    ])
    #expect(
      ScreenSession.problems(in: [wrong]) == [
        #"alert: the toggle "mine" sends "code", which does not take one boolean parameter alone to carry the value"#,
        #"alert: the text field "code" sends "mine", which does not take one text or word parameter alone to carry the value"#,
        #"alert: the choice "direction" sends "save", which does not take one word or choice parameter alone to carry the value"#,
        #"alert: two controls have the id "save""#,
      ])
  }

  @Test func aStateOfAControlNotDeclared_IsNamedInTheUpdate_NeverDropped() async throws {
    let session = ScreenSession(
      screens: [AlertEditor.declaration(controls: [AlertEditor.codeField])])
    #expect(session.problems.isEmpty)
    let update = try await session.send(SessionEvent("save"))
    #expect(update.controls.map(\.id) == [], "the code field did not change")
    let problems = update.json["problems"]
    #expect(
      problems
        == .array(
          [
            #"its state shows a control "direction", which it does not declare"#,
            #"its state shows a control "threshold", which it does not declare"#,
            #"its state shows a control "mine", which it does not declare"#,
            #"its state shows a control "save", which it does not declare"#,
          ].map { .string($0) }))
  }

  @Test func aStateOfAnotherKindThanDeclared_IsNamed_AndTheControlShowsAsDeclared() async throws {
    let session = ScreenSession(
      screens: [
        AlertEditor.declaration(controls: [
          AlertEditor.codeField, .toggle("save", label: "儲存", sends: AlertEditor.mine),
        ])
      ])
    #expect(session.problems.isEmpty)
    let save = try #require(session.current.controls.last)
    #expect(save.state.kind == .toggle(isOn: false), "its initial state, not the button's")
    let update = try await session.send(SessionEvent("save"))
    guard case .array(let problems)? = update.json["problems"] else {
      Issue.record("the update names no problem: \(update.text)")
      return
    }
    #expect(
      problems.contains(.string(#"its state shows "save" as a button, declared a toggle"#)),
      "\(problems)")
  }

  /// A choice whose state selects a token none of its options has would show nothing
  /// selected: every update while the state shows it names it.
  @Test func aSelectionThatIsNoOption_IsNamedInTheUpdate() async throws {
    let session = ScreenSession(screens: [Picker.declaration])
    let fine = try await session.send(Picker.pick("below"))
    #expect(fine.json["problems"] == nil)
    let wrong = try await session.send(Picker.pick("sideways"))
    #expect(
      wrong.json["problems"]
        == .array([
          .string(
            #"its state shows "direction" with "sideways" selected, which is none of its "#
              + "options (above, below)")
        ]))
    #expect(wrong.screen.snapshotText.contains("方向 ( ) 高於 ( ) 低於"), "shown as it is")
    #expect(try await session.send(Picker.pick("above")).json["problems"] == nil)
  }

  @Test func aBooleanParameter_ReadsOnAndOffInAScenario() throws {
    let event = try AlertEditor.mine.event(fromWords: ["on"])
    #expect(event == .mineToggled(true))
    #expect(try AlertEditor.mine.event(fromWords: ["off"]) == .mineToggled(false))
    #expect(throws: SessionEventError.self) { try AlertEditor.mine.event(fromWords: ["maybe"]) }
    let twoWords = EventParameter("onlyMine", .boolean)
    #expect(twoWords.placeholder == "ONLY_MINE")
    #expect(throws: SessionEventError(.invalid, #"only mine must be on or off, found "maybe""#)) {
      try twoWords.value(ofWord: "maybe")
    }
  }
}

/// A choice that selects whatever it is told, an option or not.
private struct Picker: ScreenController {
  enum Event: Equatable, Sendable { case picked(String) }

  struct Row: DescribedRow {
    var picked: String
    var id: String { "picked" }
    var text: RowText { RowText(picked) }
    var action: Event? { nil }
  }

  var picked = "above"

  var title: String { "方向" }
  var rows: [Row] { [Row(picked: picked)] }
  var controls: [ControlState] { [Self.choice.showing(selected: picked)] }

  mutating func handle(_ event: Event) -> [Never] {
    if case .picked(let token) = event { picked = token }
    return []
  }

  static let form = EventForm("pick", Event.picked, .word("option"), summary: "pick an option")
  static let choice = ControlDeclaration<Event>.choice(
    "direction", label: "方向", sends: form,
    options: [ChoiceOption("above", label: "高於"), ChoiceOption("below", label: "低於")])
  static let declaration = ScreenDeclaration<Picker, NoInput>(
    "picker", summary: "a choice", events: [form], controls: [choice],
    open: { ScreenDriver(Picker(), requests: $0) })

  static func pick(_ token: String) -> SessionEvent {
    SessionEvent("pick", EventArguments([.init("option", .string(token))]))
  }
}
