import CommandLineSyntax
import ScreenModel
import TerminalControl
import Testing

import enum TerminalControl.Key

@testable import ScreenFrontEnds

/// Every button and row action in `browse` has a key that reaches it, or is named: a tenth
/// button without a key, a key browse keeps for itself, a row's action whose key something
/// else takes first. The browser says what went wrong as it ran, each thing once.
@Suite struct BrowseKeyProblemsTests {
  @Test func nineButtonsTakeTheDigits_ATenthWithoutAKeyKeepsBrowseFromStarting() async throws {
    #expect(BrowseModel.keyProblems(of: [Panel.declaration(buttons: 9)]).isEmpty)
    let ten = Panel.declaration(buttons: 10)
    #expect(
      BrowseModel.keyProblems(of: [ten]) == [
        #"panel: the button "b10" has no key in browse, as only nine buttons take a digit: "#
          + "give it a key of its own (key:)"
      ])
    let program = FrontEndProgram("panel", summary: "a panel") { _ in [ten] }
    do {
      let status = try await BrowseCommand.run(
        [], console: Console(out: { _ in }, err: { _ in }), program: program,
        isTerminal: { _ in true }, isForeground: { _ in true })
      Issue.record("browse ran, and ended with \(status)")
    } catch {
      #expect(error as? RegistrationError == RegistrationError(BrowseModel.keyProblems(of: [ten])))
    }
  }

  @Test func aButtonOnAKeyBrowseKeepsForItself_IsNamed() {
    let screen = Panel.declaration(buttons: 2, keys: ["j", "q"])
    #expect(
      BrowseModel.keyProblems(of: [screen]) == [
        #"panel: the button "b1" takes the key "j", which moves down in browse: give it another"#,
        #"panel: the button "b2" takes the key "q", which quits in browse: give it another"#,
      ])
  }

  @MainActor @Test func aRowsActionWhoseKeyIsTaken_IsNotOffered_AndIsNamed() async throws {
    let session = ScreenSession(
      screens: [Panel.declaration(buttons: 1, keys: ["b"])], protocol: .v1)
    var model = BrowseModel(
      size: WindowSize(width: 80, height: 24), screens: session.declarations,
      first: session.current)
    #expect(model.rowActions.map(\.label) == ["三倍"])
    #expect(
      model.rowActionProblems == [
        #"panel: the action "下移" of the row "row" takes the key "j", which moves down in "#
          + "browse: no key sends it",
        #"panel: the action "按鈕" of the row "row" takes the key "b", which presses the "#
          + #"button "按鈕 1": no key sends it"#,
        #"panel: the action "四倍" of the row "row" takes the key "x", which sends its action "#
          + #""三倍": no key sends it"#,
      ])
    #expect(
      model.handle(.key(.character("x"))).first
        == .sendAction(AnyEvent(Panel.Event.pressed("x3"))), "the first action of the key")
  }

  @MainActor @Test func theBrowsersProblems_AreSaidOnce_AtOnceOffTheTerminal_ElseOnceItIsRestored()
    async
  {
    let piped = WrittenLines()
    let offTerminal = BrowseProblems(console: Console(out: { _ in }, err: piped.append))
    offTerminal.note(["a", "b", "a"])
    await offTerminal.sending { () async throws(SessionEventError) -> SessionUpdate in
      throw SessionEventError(.refused, "back: nothing to go back to from the panel")
    }
    #expect(
      piped.text
        == "browse: a\nbrowse: b\n"
        + "browse: the session refused an event: back: nothing to go back to from the panel\n")

    let terminal = WrittenLines()
    let onTerminal = BrowseProblems(
      console: Console(out: { _ in }, err: terminal.append, errIsTerminal: true))
    onTerminal.note(["a", "a"])
    #expect(terminal.text == "", "nothing over the frame")
    onTerminal.sayHeld()
    #expect(terminal.text == "browse: a\n")
  }
}

/// A panel of buttons and one row whose further actions take keys that may be taken.
private struct Panel: ScreenController {
  enum Event: Hashable, Sendable { case pressed(String) }

  struct Row: DescribedRow {
    var id: String { "row" }
    var text: RowText { RowText("列") }
    var action: Event? { nil }
    var actions: [RowAction<Event>] {
      [
        RowAction(name: "down", label: "下移", key: "j", event: .pressed("j")),
        RowAction(name: "triple", label: "三倍", key: "x", event: .pressed("x3")),
        RowAction(name: "button", label: "按鈕", key: "b", event: .pressed("b")),
        RowAction(name: "quadruple", label: "四倍", key: "x", event: .pressed("x4")),
      ]
    }
  }

  var title: String { "面板" }
  var rows: [Row] { [Row()] }

  mutating func handle(_ event: Event) -> [Never] { [] }

  static let press = EventForm("press", Event.pressed, .word("id"), summary: "press a button")

  /// The panel with `buttons` buttons, the first ones keyed by `keys`.
  static func declaration(
    buttons: Int, keys: [Character] = []
  ) -> AnyScreenDeclaration {
    let controls = (1...buttons).map { number in
      ControlDeclaration<Event>.button(
        "b\(number)", label: "按鈕 \(number)", sends: .pressed("b\(number)"),
        key: number <= keys.count ? keys[number - 1] : nil)
    }
    return AnyScreenDeclaration(
      ScreenDeclaration<Panel, NoInput>(
        "panel", summary: "buttons", events: [press], controls: controls,
        open: { ScreenDriver(Panel(), requests: $0) }))
  }
}
