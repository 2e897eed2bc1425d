import ScreenModel
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import TerminalControl
import XCTest

import enum TerminalControl.Key

@testable import ScreenFrontEnds
@testable import StockScreensCLI

/// The browser on the screener's form: Tab and Shift-Tab move the keys between the list and
/// the controls, typing edits the field with the keys in place, Enter in a field never
/// opens a row, Space turns the toggle, ← and → change a choice, and the key help says so
/// within 80 columns.
final class BrowseFormTests: XCTestCase {
  private typealias F = BrowseFixtures
  private static let screenerScreen = AppSession.screener(source: EmbeddedSampleSource())

  /// The screener with every market of the sample loaded, after `events`.
  private func screener(_ events: Screener.Event...) -> AnyScreen {
    var (screener, _) = Screener.opening()
    for market in Market.allCases {
      screener.handle(.marketLoaded(EmbeddedSampleSource.data(for: market)))
    }
    for event in events { screener.handle(event) }
    return AnyScreen(screener.screen, of: Self.screenerScreen)
  }

  private func model(
    _ screen: AnyScreen? = nil, size: WindowSize = F.size80x24
  ) -> BrowseModel {
    var model = F.model(size: size)
    F.show(screen ?? screener(), on: &model, stack: [AppSession.screenerName])
    return model
  }

  private func value(_ name: String, _ parameter: String, _ value: JSONValue) -> BrowseEffect {
    .send(SessionEvent(name, EventArguments([.init(parameter, value)])))
  }

  private func line(_ model: BrowseModel, startingWith prefix: String) -> String? {
    BrowseFrame(model).lines.map(\.text).first { $0.hasPrefix(prefix) }
  }

  func testTab_GoesFromTheListThroughEachControl_ThenOnToTheNextTab() throws {
    var model = model()
    XCTAssertNil(model.state.focus, "the list has the keys first")
    var focused: [String?] = []
    for _ in 0..<6 {
      XCTAssertEqual(F.press([.tab], on: &model), [])
      focused.append(model.state.focus)
    }
    XCTAssertEqual(focused, ["market", "industry", "from", "to", "watched", "sort"])
    let tabs = model.tabs.map(\.name)
    let here = try XCTUnwrap(tabs.firstIndex(of: AppSession.screenerName))
    XCTAssertEqual(
      F.press([.tab], on: &model), [.send(.open(tabs[(here + 1) % tabs.count]))],
      "past the last control, the next tab")
    F.press([.backTab, .backTab], on: &model)
    XCTAssertEqual(model.state.focus, "to")
    F.press(Array(repeating: .backTab, count: 4), on: &model)
    XCTAssertNil(model.state.focus)
    XCTAssertEqual(
      F.press([.backTab], on: &model), [.send(.open(tabs[(here + tabs.count - 1) % tabs.count]))],
      "before the list, the tab before")
  }

  func testTyping_EditsTheFieldInPlace_AndItShowsTheStatesValue() {
    var model = model()
    F.press([.tab, .tab, .tab], on: &model)
    XCTAssertEqual(
      F.press(F.typing("5q0"), on: &model),
      [
        value("from", "value", .string("5")), value("from", "value", .string("5q")),
        value("from", "value", .string("5q0")),
      ],
      "q is text in a field, not quit")
    XCTAssertEqual(F.press([.backspace, .backspace], on: &model).count, 2)
    XCTAssertEqual(line(model, startingWith: "> 資本額下限"), "> 資本額下限 [5       ]", "the edit in flight")
    F.show(screener(.capitalFromChanged("5")), on: &model)
    XCTAssertEqual(model.state.editing, [:], "the state shows the edit: none is in flight")
    F.show(screener(.capitalFromChanged("7")), on: &model)
    XCTAssertEqual(
      line(model, startingWith: "> 資本額下限"), "> 資本額下限 [7       ]",
      "the state's value, whatever set it")
    XCTAssertEqual(F.press([.character("0")], on: &model), [value("from", "value", .string("70"))])
  }

  func testAFieldsMessage_ShowsBesideIt_AndTheCursorStandsAfterItsText() throws {
    var model = model(screener(.capitalFromChanged("一百")))
    F.press([.tab, .tab, .tab], on: &model)
    let frame = BrowseFrame(model)
    let index = try XCTUnwrap(frame.lines.firstIndex { $0.text.hasPrefix("> 資本額下限") })
    XCTAssertEqual(frame.lines[index].text, "> 資本額下限 [一百    ] ！不是數字")
    XCTAssertEqual(frame.lines[index].style, .selected)
    XCTAssertEqual(frame.cursor, FramePosition(line: index, column: 2 + 12 + 4))
  }

  func testEnterInAField_NeverOpensARow_NorDoArrowsMoveTheList() {
    var model = model()
    F.press([.down, .down], on: &model)
    let selection = model.state.position.selection
    F.press([.tab, .tab, .tab], on: &model)
    XCTAssertEqual(F.press([.enter, .down, .up, .pageDown, .left], on: &model), [])
    XCTAssertEqual(model.state.position.selection, selection)
    XCTAssertEqual(
      BrowseFrame(model).lines.filter { $0.text.hasPrefix("> ") }.map(\.text),
      ["> 資本額下限 [        ]"],
      "no row is marked while a control has the keys")
    XCTAssertEqual(F.press([.escape], on: &model), [])
    XCTAssertNil(model.state.focus)
    XCTAssertEqual(F.press([.enter], on: &model).count, 1, "the list's Enter opens the row again")
  }

  func testSpace_TurnsTheToggle_FromTheStatesValue() {
    var model = model()
    F.press(Array(repeating: .tab, count: 5), on: &model)
    XCTAssertEqual(model.state.focus, "watched")
    XCTAssertEqual(F.press([.character(" ")], on: &model), [value("watched", "on", .bool(true))])
    XCTAssertEqual(
      F.press([.enter], on: &model), [value("watched", "on", .bool(true))],
      "nothing changes until the state says so")
    F.show(screener(.watchedOnlyChanged(true)), on: &model)
    XCTAssertEqual(line(model, startingWith: "> [x]"), "> [x] 只看自選股")
    XCTAssertEqual(F.press([.character(" ")], on: &model), [value("watched", "on", .bool(false))])
  }

  func testLeftAndRight_ChooseTheOptionBeforeOrAfter() {
    var model = model()
    F.press([.tab], on: &model)
    XCTAssertEqual(F.press([.left], on: &model), [], "全部 is the first")
    XCTAssertEqual(F.press([.right], on: &model), [value("market", "market", .string("listed"))])
    F.show(screener(.marketChosen(.emerging)), on: &model)
    XCTAssertEqual(F.press([.right], on: &model), [], "興櫃 is the last")
    XCTAssertEqual(F.press([.left], on: &model), [value("market", "market", .string("otc"))])
    F.press([.tab], on: &model)
    XCTAssertEqual(F.press([.right], on: &model), [value("industry", "industry", .string("01"))])
    XCTAssertEqual(
      line(model, startingWith: "> 產業"), "> 產業 (•) 全部（共 \(Industry.all.count + 1) 項）")
  }

  func testAButtonThatCannotBeUsed_IsNotPressed_NorOfferedInTheHelp() {
    var model = model()
    XCTAssertEqual(F.press([.character("1")], on: &model), [])
    XCTAssertFalse(KeyHelp.line(for: model).contains("清除條件"))
    F.show(screener(.capitalToChanged("10")), on: &model)
    XCTAssertEqual(F.press([.character("1")], on: &model), [.send(SessionEvent("clear"))])
    XCTAssertTrue(KeyHelp.line(for: model).contains("1 清除條件"))
  }

  /// On a form with a submit button, Enter in any of its fields presses it while it can be
  /// used, and while it cannot does nothing: neither the button nor the row the list's Enter
  /// opens.
  func testEnterInAField_PressesTheSubmitButton_OnlyWhileItCanBeUsed() {
    let form = { (code: String, price: String) in
      AnyScreen(AlertForm(code: code, price: price).screen, of: AlertForm.declaration)
    }
    var model = BrowseModel(
      size: F.size80x24, screens: [AnyScreenDeclaration(AlertForm.declaration)],
      first: SessionUpdate(seq: 0, screen: form("", ""), changes: Changeset()))
    F.press([.tab], on: &model)
    XCTAssertEqual(model.state.focus, "code")
    XCTAssertEqual(F.press([.enter], on: &model), [], "儲存 cannot be used: nothing typed")
    F.show(form("2330", ""), on: &model)
    XCTAssertEqual(F.press([.enter], on: &model), [], "nor with a code and no price")
    F.show(form("2330", "600"), on: &model)
    XCTAssertEqual(F.press([.enter], on: &model), [.send(SessionEvent("save"))])
    F.press([.tab], on: &model)
    XCTAssertEqual(model.state.focus, "price")
    XCTAssertEqual(F.press([.enter], on: &model), [.send(SessionEvent("save"))], "in any field")
    F.show(form("", "600"), on: &model)
    XCTAssertEqual(F.press([.enter], on: &model), [], "nor once the code is gone")
    XCTAssertEqual(
      F.press([.escape, .enter], on: &model), [F.acts(AlertForm.Event.clear)],
      "the list's Enter is the row's")
  }

  func testTheKeyHelp_SaysWhatTheKeysDo_Within80Columns() {
    var model = model(screener(.capitalToChanged("10")))
    var helps: [String] = []
    for _ in 0...6 {
      let help = KeyHelp.line(for: model, width: 80)
      XCTAssertLessThanOrEqual(DisplayWidth.of(help), 80, help)
      helps.append(help)
      F.press([.tab], on: &model)
    }
    XCTAssertTrue(helps[0].contains("Tab 市場") && helps[0].hasSuffix("q 離開"), helps[0])
    XCTAssertTrue(helps[1].contains("←→ 選擇") && helps[1].contains("Tab 產業"), helps[1])
    XCTAssertTrue(helps[3].contains("輸入文字編輯") && helps[3].hasSuffix("Esc 回到列表"), helps[3])
    XCTAssertTrue(helps[5].contains("空白鍵 切換"), helps[5])
    let next = model.neighbourTab(by: 1)?.label ?? "none"
    XCTAssertTrue(helps[6].contains("Tab \(next)"), "past the last control: \(helps[6])")
    let narrow = KeyHelp.line(for: model, width: 30)
    XCTAssertTrue(narrow.hasSuffix("Esc 回到列表"), "the least needed parts go first: \(narrow)")
    XCTAssertTrue(narrow.contains("←→ 選擇"), narrow)
  }

  func testAnUpdateThatChangesOnlyAControl_IsDrawnAtOnce() throws {
    var model = model()
    let before = DrawnPart(model)
    // A bound that is no number applies to no row: the update changes the field alone.
    let typed = screener(.capitalFromChanged("一百"))
    let update = SessionUpdate(seq: model.shownSeq + 1, screen: typed, changes: Changeset())
    let input = BrowseInput.updated(update, stack: model.stack)
    XCTAssertEqual(model.handle(input), [])
    XCTAssertTrue(input.changesNoRow)
    XCTAssertTrue(before.needsFrame(after: input, model), "the field shows what the state holds")
    XCTAssertEqual(line(model, startingWith: "  資本額下限"), "  資本額下限 [一百    ] ！不是數字")
    let same = BrowseInput.updated(
      SessionUpdate(seq: model.shownSeq + 1, screen: typed, changes: Changeset()),
      stack: model.stack)
    let drawn = DrawnPart(model)
    _ = model.handle(same)
    XCTAssertFalse(drawn.needsFrame(after: same, model), "nothing to draw again")
  }

  func testFrame_TheFormAboveTheList_AFieldWithTheKeys() {
    var model = model(screener(.marketChosen(.otc), .capitalFromChanged("50億")))
    F.press([.tab, .tab, .tab], on: &model)
    assertTextSnapshot(of: BrowseFrame(model))
  }

  func testFrame_TheListWithTheKeys_At80x12() {
    let model = model(
      screener(.industryChosen(Industry(code: "24"))), size: WindowSize(width: 80, height: 12))
    let frame = BrowseFrame(model)
    XCTAssertEqual(frame.lines.count, 12)
    assertTextSnapshot(of: frame)
  }
}

/// A price alert's form: a code, a price, and a save button that Enter in either field
/// presses, usable once both hold something; its one row clears them.
private struct AlertForm: ScreenController {
  enum Event: Hashable, Sendable {
    case code(String)
    case price(String)
    case save
    case clear
  }

  var code = ""
  var price = ""

  var title: String { "新提醒" }
  var rows: [AlertRow] { [AlertRow(code: code, price: price)] }
  var controls: [ControlState] {
    [
      Self.codeField.showing(code), Self.priceField.showing(price),
      Self.saveButton.showing(isEnabled: !code.isEmpty && !price.isEmpty),
    ]
  }

  mutating func handle(_ event: Event) -> [Never] {
    switch event {
    case .code(let text): code = text
    case .price(let text): price = text
    case .save: break
    case .clear: (code, price) = ("", "")
    }
    return []
  }

  static let code = EventForm("code", Event.code, .text("text"), summary: "type a code")
  static let price = EventForm("price", Event.price, .text("text"), summary: "type a price")
  static let codeField = ControlDeclaration<Event>.textField("code", label: "代號", sends: code)
  static let priceField = ControlDeclaration<Event>.textField(
    "price", label: "價格", sends: price, content: .decimal)
  static let saveButton = ControlDeclaration<Event>.button(
    "save", label: "儲存", sends: .save, submits: true)
  static let declaration = ScreenDeclaration<AlertForm, NoInput>(
    "alert", summary: "a new price alert",
    events: [
      code, price, EventForm("save", Event.save, summary: "save the alert"),
      EventForm("clear", Event.clear, summary: "clear the alert"),
    ],
    controls: [codeField, priceField, saveButton],
    open: { requests in ScreenDriver(AlertForm(), requests: requests) })
}

/// The form's one row: the alert as typed; it clears it.
private struct AlertRow: DescribedRow {
  var code: String
  var price: String

  var id: String { "alert" }
  var text: RowText { RowText(code.isEmpty ? "沒有代號" : "\(code) \(price)") }
  var action: AlertForm.Event? { .clear }
}
