import Observation

/// A session that a SwiftUI view binds to: the screen on top, the stack under it, and the
/// last problem, following the session's updates on the main actor; a view's row taps,
/// buttons, search text and `back` go to the session in the order they happen.
///
///     @State var model = ObservableSession(ScreenSession(screens: screens, protocol: .v1))
///     var body: some View { SessionView(model) }   // from ScreenModelSwiftUI
///
/// A row's action is sent as the controller's own event (`AnyRow.actionEvent`), never as
/// JSON. Opening a screen on top, going back, and answers that arrive later all show as
/// the session makes its updates; an event the session refuses changes nothing but
/// `problem`. A session in protocol 1 suits a view: protocol 2 builds a window of rows for
/// the wire with every update.
@MainActor
@Observable
public final class ObservableSession {
  /// The screen on top: its name, title and rows, each row made when it is read.
  public private(set) var top: AnyScreen
  /// The names of the screens on the stack, bottom first: more than one, and `back` goes
  /// down one.
  public private(set) var stack: [String]
  /// The changes that led to `top` from the rows shown before, for a view that animates
  /// them; every row replaced when another screen came on top.
  public private(set) var changes = Changeset()
  /// How many updates arrived, so a view can tell a new screen from a re-render.
  public private(set) var version = 0
  /// Why the last event sent was refused (`back: nothing to go back to from the quotes`),
  /// or what the last update's problems say; nil after an event the session took.
  public private(set) var problem: String?
  /// The text of the edit sent last, shown until an update answers it.
  private var editing: (id: String, value: String)?

  /// The session the model follows, for what the model does not carry (its declarations).
  @ObservationIgnored public let session: ScreenSession
  /// The last event sent, which the next one waits for, so events are applied in order.
  @ObservationIgnored private var last: Task<Void, Never>?

  public init(_ session: ScreenSession) {
    self.session = session
    top = session.current.screen
    stack = session.screens
    session.observe { [weak self] update in
      guard let self else { return false }
      self.apply(update)
      return true
    }
  }

  /// True when a screen is under the one on top: a view shows a back button.
  public var canGoBack: Bool { stack.count > 1 }

  /// The controls the screen on top shows, each with its state: fields, toggles, choices
  /// and buttons, in the order its declaration lists them.
  public var controls: [ShownControl] { top.controls }

  /// What the first text field of the screen on top is for (`加入代號`); nil when the screen
  /// has none.
  public var searchPrompt: String? { searchField?.state.label }

  /// The text of the first text field of the screen on top: the value its state shows, or
  /// the edit in flight until an update shows the state after it. Setting it sends the
  /// field's event with the new text (a search as you type); nothing when the text is the
  /// same, or the screen has no text field. A view binds its search field here
  /// (`$model.searchText`).
  public var searchText: String {
    get {
      guard let field = searchField else { return "" }
      if let editing, editing.id == field.id { return editing.value }
      guard case .textField(let value, _, _, _) = field.state.kind else { return "" }
      return value
    }
    set {
      guard newValue != searchText, let field = searchField else { return }
      set(field, to: .string(newValue))
    }
  }

  /// Sends the event of an edit of `control` to `value`: a field's text, a toggle's `true`
  /// or `false`, an option's token; a button's event whatever `value` is. A field's text
  /// is kept as the edit in flight until the next update.
  public func set(_ control: ShownControl, to value: JSONValue? = nil) {
    if case .string(let text)? = value, case .textField = control.state.kind {
      editing = (control.id, text)
    }
    send(control.control.event(with: value))
  }

  private var searchField: ShownControl? {
    controls.first { if case .textField = $0.state.kind { true } else { false } }
  }

  /// Sends a row's action, the controller's own event as the row made it.
  public func send(_ action: AnyEvent) {
    enqueue { session throws(SessionEventError) in try await session.send(action) }
  }

  /// Sends an event of the `Event` type of the controller on top.
  public func send<Event: Sendable>(_ event: Event) {
    send(AnyEvent(event))
  }

  /// Sends a session event: a button's, or `open`.
  public func send(_ event: SessionEvent) {
    enqueue { session throws(SessionEventError) in try await session.send(event) }
  }

  /// What a back button says, in the session's words: 返回, Back.
  public var backLabel: String { session.words["text.back"] }

  /// Takes the screen on top off the stack; refused, as `problem` says, when it is alone.
  public func back() {
    send(.back)
  }

  /// Waits until every event sent so far has been applied and every answer to the commands
  /// they started has arrived (answers a `RequestQueue` holds excepted).
  public func settled() async {
    while let pending = last {
      await pending.value
      if last == pending { last = nil }
    }
    await session.waitUntilIdle()
  }

  /// Runs `send` after the events sent before it, and keeps what it says of the event.
  private func enqueue(
    _ send: @escaping @MainActor (ScreenSession) async throws(SessionEventError) -> SessionUpdate
  ) {
    let previous = last
    last = Task { [weak self] in
      await previous?.value
      guard let self else { return }
      do throws(SessionEventError) {
        let update = try await send(self.session)
        self.problem = Self.problem(of: update)
      } catch {
        self.problem = error.message
      }
    }
  }

  private func apply(_ update: SessionUpdate) {
    editing = nil
    top = update.screen
    stack = session.screens
    changes = update.changes
    version += 1
    if let problem = Self.problem(of: update) { self.problem = problem }
  }

  private static func problem(of update: SessionUpdate) -> String? {
    update.problems.isEmpty ? nil : update.problems.joined(separator: "; ")
  }
}
