/// A screen as a session knows it: its name, how it opens, the events a front end may send
/// it, the controls around its rows, and where its outputs lead.
///
/// A session, and every front end on one (`drive`, `serve`, `play`, `browse`), reads only
/// declarations: registering a screen's declaration is all it takes to show it everywhere.
///
///     let quotes = ScreenDeclaration<QuoteList, QuoteList.Opening>(
///       "quotes", summary: "the watched quotes",
///       events: [add, remove], controls: [.searchField(event: "add", parameter: "symbol")],
///       input: { _ in .all }, open: { opening, requests in (ScreenDriver(…), []) })
///
/// `Input` is what opening the screen needs: from a front end's `open` it is made from the
/// opening parameters; from another screen's output (a company to show) it comes as a
/// value.
public struct ScreenDeclaration<Controller: ScreenController, Input: Hashable & Sendable>: Sendable
where
  Controller.Rows.Element: DescribedRow,
  Controller.Rows.Element.Action == Controller.Event
{
  /// The screen's name in the protocol (`"screen":"directory"`) and in scenarios.
  public var name: String
  /// A short name for a tab or a key's help: `列表`.
  public var label: String
  /// One line for help: what the screen shows.
  public var summary: String
  /// Where the screen goes when it opens.
  public var placement: ScreenPlacement
  /// True when what the screen shows is kept outside any one session (a file of the
  /// user's, say): the same in every session of a program, and still there when a session
  /// ends or the program starts again. A front end that loses a session can tell the user
  /// what was not lost.
  public var isKept: Bool
  /// The parameters of its `open` event, after `screen`.
  public var openParameters: [EventParameter]
  /// The events a front end may send it.
  public var events: [EventForm<Controller.Event>]
  /// The controls a front end shows around its rows.
  public var controls: [ScreenControl]
  let input: @Sendable (EventArguments) -> Input?
  let open:
    @MainActor @Sendable (Input, RequestQueue?) -> (ScreenDriver<Controller>, [Controller.Command])
  let navigation: @Sendable (Controller.Output) -> Navigation?

  /// - Parameters:
  ///   - name: the screen's name.
  ///   - label: a short name for tabs; by default the name.
  ///   - summary: what it shows, for help.
  ///   - placement: whether opening it replaces the stack or goes on top.
  ///   - kept: whether what it shows outlives a session (`isKept`).
  ///   - openParameters: the parameters of `open`, checked before `input` sees them.
  ///   - events: what a front end may send it.
  ///   - controls: what a front end shows around its rows.
  ///   - input: the input of an `open` from a front end's checked arguments; nil refuses.
  ///   - open: a driver for the screen opened with an input, and the commands its opening
  ///     starts (a fetch), which the session performs; answers wait in `requests` when it
  ///     is given.
  ///   - navigation: where an output of the controller leads; nil for an output the
  ///     session ignores.
  public init(
    _ name: String, label: String? = nil, summary: String, placement: ScreenPlacement = .root,
    kept: Bool = false, openParameters: [EventParameter] = [],
    events: [EventForm<Controller.Event>] = [],
    controls: [ScreenControl] = [],
    input: @escaping @Sendable (EventArguments) -> Input?,
    open:
      @escaping @MainActor @Sendable (Input, RequestQueue?) -> (
        ScreenDriver<Controller>, [Controller.Command]
      ),
    navigation: @escaping @Sendable (Controller.Output) -> Navigation? = { _ in nil }
  ) {
    self.name = name
    self.label = label ?? name
    self.summary = summary
    self.placement = placement
    self.isKept = kept
    self.openParameters = openParameters
    self.events = events
    self.controls = controls
    self.input = input
    self.open = open
    self.navigation = navigation
  }

  /// The usage of its `open`: `open feed [PAGE_SIZE]`.
  public var openUsage: String {
    (["open", name] + openParameters.map(\.usage)).joined(separator: " ")
  }

  /// The event object that activates `row`, by the form that writes its action; nil for a
  /// row without an action, or whose action no form writes.
  public func actionJSON(of row: Controller.Rows.Element) -> JSONValue? {
    row.actionJSON(by: events)
  }

  /// The further actions of `row`, each with its event object by the form that writes it.
  public func actionsJSON(of row: Controller.Rows.Element) -> [RowAction<JSONValue>] {
    row.actionsJSON(by: events)
  }
}

/// The input of a screen that opens with nothing: one instance, always shown again.
public struct NoInput: Hashable, Sendable {
  public init() {}
}

/// Where a screen goes when it opens.
public enum ScreenPlacement: Hashable, Sendable {
  /// Alone on the stack, as a tab: one instance a session, shown again while opened with
  /// the same input, made anew when the input changes.
  case root
  /// On top of the stack, a new instance each time, gone with `back`.
  case stacked
}

/// Where a screen's output leads: a screen to open, back, or an event for another screen.
///
/// The registration decides, so neither the screen that gave the output nor the session
/// names the screen it reaches: the directory's `加入自選股` is delivered to the watchlist
/// only because the app's declaration of the directory says so.
public struct Navigation: Sendable {
  enum Step: Sendable {
    case open(screen: String, input: ScreenInput)
    case close
    case send(event: any Sendable, screen: String)
  }

  let step: Step

  /// Opens the screen registered as `screen` with `input`, a value of that screen's
  /// `Input` type (a session ignores one of another type).
  public static func open(_ screen: String, with input: some Hashable & Sendable) -> Navigation {
    Navigation(step: .open(screen: screen, input: ScreenInput(input)))
  }

  /// Takes the screen on top off the stack, as `back` does.
  public static let close = Navigation(step: .close)

  /// Delivers `event`, a value of that screen's controller's `Event` type, to the screen
  /// registered as `screen`, where it stays: the stack and the screen on top do not change.
  ///
  /// The event goes to the instance nearest the top of the stack, or else the root screen's
  /// kept instance; a root screen not open yet is opened in the background first, as an
  /// `open` without arguments would open it, and shows the event's effect when it is opened.
  /// An event of another type, an unknown screen, a stacked screen not on the stack, or a
  /// root screen that cannot open without arguments: the event is dropped.
  public static func send(_ event: some Sendable, to screen: String) -> Navigation {
    Navigation(step: .send(event: event, screen: screen))
  }
}

/// A control a front end shows around a screen's rows, bound to one of its events.
public enum ScreenControl: Hashable, Sendable {
  /// A search field: each edit sends `event` with the field's text as `parameter`; `label`
  /// says what to type (`名稱或代號`), and `results` names the kind of row a search lists,
  /// where a front end puts the selection while the user types (nil: the first row).
  case searchField(event: String, parameter: String, label: String, results: String? = nil)
  /// A button that sends `event`: `上市` sends `{"event":"load","market":"listed"}`. A
  /// terminal binds it to `key`, or to the next digit when it has none.
  case button(label: String, event: SessionEvent, key: Character? = nil)
  /// Sent when the user reaches the last rows, while the last row offers it as its action:
  /// a feed's load-more.
  case endOfRows(event: SessionEvent)
}

/// What a screen was opened with, its type erased: equal inputs show a root screen again.
struct ScreenInput: Hashable, @unchecked Sendable {
  // Unchecked: made only from a value that is Sendable, which `value` keeps.
  let value: any Sendable
  private let hashable: AnyHashable

  init<Input: Hashable & Sendable>(_ input: Input) {
    value = input
    hashable = AnyHashable(input)
  }

  static func == (lhs: ScreenInput, rhs: ScreenInput) -> Bool { lhs.hashable == rhs.hashable }

  func hash(into hasher: inout Hasher) { hasher.combine(hashable) }
}
