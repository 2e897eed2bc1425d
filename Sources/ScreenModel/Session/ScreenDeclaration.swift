/// A screen as a session knows it: its name, how it opens, the events a front end may send
/// it, the controls around its rows, and where its outputs lead.
///
/// A session, and every front end on one (`drive`, `serve`, `play`, `browse`), reads only
/// declarations: registering a screen's declaration is all it takes to show it everywhere.
///
///     ScreenDeclaration(
///       "booklist", label: "書單", summary: "the reading list", events: events,
///       controls: [ReadingList.searchField],   // shown by the state: ReadingList.controls
///       initial: ReadingList(), opening: .load
///     ) { command in … }   // performs a command, returns the event that answers it
///
/// `Input` is what opening the screen needs: from a front end's `open` it is made from the
/// opening parameters; from another screen's output (a company to show) it comes as a
/// value. A screen that opens with nothing has `NoInput`, and needs no `input:`.
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
  public var events: [EventForm<Controller.Event>] {
    didSet {
      writtenActions = WrittenActions()
      writtenRows = WrittenRows()
    }
  }
  // The rows' actions as `events` wrote them, and the rows' objects with them, shared by
  // every copy and session.
  private var writtenActions = WrittenActions<Controller.Event>()
  private var writtenRows = WrittenRows<Controller.Rows.Element>()
  /// The controls a front end shows around its rows, in order, their events written by
  /// `events`; what each shows comes from the controller's `controls`.
  public private(set) var controls: [ScreenControl]
  /// The columns its rows of one kind fill, for a front end to draw them as a table; nil
  /// for none.
  public var columns: ScreenColumns?
  /// What keeps the declaration from starting (two events of one name, a form that does not
  /// write back what it reads, a control whose event no form writes): a session names them
  /// and refuses to start (`ScreenSession.problems(in:)`). Empty when all is well.
  public private(set) var problems: [String]
  let input: @Sendable (EventArguments) -> Input?
  let open:
    @MainActor @Sendable (Input, RequestQueue?) -> (ScreenDriver<Controller>, [Controller.Command])
  let navigation: (@Sendable (Controller.Output) -> Navigation?)?

  /// - Parameters:
  ///   - name: the screen's name.
  ///   - label: a short name for tabs; by default the name.
  ///   - summary: what it shows, for help.
  ///   - placement: whether opening it replaces the stack or goes on top.
  ///   - kept: whether what it shows outlives a session (`isKept`).
  ///   - openParameters: the parameters of `open`, checked before `input` sees them.
  ///   - events: what a front end may send it.
  ///   - controls: what a front end shows around its rows, in order, each bound to one of
  ///     `events`; the controller's state gives what each shows.
  ///   - input: the input of an `open` from a front end's checked arguments; nil refuses.
  ///   - open: a driver for the screen opened with an input, and the commands its opening
  ///     starts (a fetch), which the session performs; answers wait in `requests` when it
  ///     is given.
  ///   - navigation: where an output of the controller leads. A controller that gives
  ///     outputs needs one: without it the screens do not start, and an output it gives nil
  ///     for leads nowhere, which the session's next update names (`SessionUpdate.problems`).
  public init(
    _ name: String, label: String? = nil, summary: String, placement: ScreenPlacement = .root,
    kept: Bool = false, openParameters: [EventParameter] = [],
    events: [EventForm<Controller.Event>] = [], controls: [Control<Controller.Event>] = [],
    input: @escaping @Sendable (EventArguments) -> Input?,
    open:
      @escaping @MainActor @Sendable (Input, RequestQueue?) -> (
        ScreenDriver<Controller>, [Controller.Command]
      ),
    navigation: (@Sendable (Controller.Output) -> Navigation?)? = nil
  ) {
    self.name = name
    self.label = label ?? name
    self.summary = summary
    self.placement = placement
    self.isKept = kept
    self.openParameters = openParameters
    self.events = events
    self.input = input
    self.open = open
    self.navigation = navigation
    var problems = events.problems()
    var written: [ScreenControl] = []
    for control in controls {
      switch control.written(by: events) {
      case .success(let control): written.append(control)
      case .failure(let problem): problems.append(problem.description)
      }
    }
    self.controls = written
    if navigation == nil, Controller.Output.self != Never.self {
      problems.append(
        "its controller gives outputs (\(Controller.self).Output) and it declares no navigation: "
          + "each would lead nowhere")
    }
    self.problems = problems + written.idProblems + written.keyProblems
  }

  /// Where `output` leads by `navigation`; when it leads nowhere (no navigation, or one that
  /// gives nil for it), a step that names it in the session's next update.
  func following(_ output: Controller.Output) -> Navigation {
    if let step = navigation?(output) { return step }
    let why = navigation == nil ? "it declares no navigation" : "its navigation gives nil for it"
    return Navigation(step: .problem("an output of the \(name), \(output), leads nowhere: \(why)"))
  }

  /// The usage of its `open`: `open feed [PAGE_SIZE]`.
  public var openUsage: String {
    (["open", name] + openParameters.map(\.usage)).joined(separator: " ")
  }

  /// The event object that activates `row`, by the form that writes its action; nil for a
  /// row without an action. An action no form writes is a `RowActionProblem`'s to name.
  public func actionJSON(of row: Controller.Rows.Element) -> JSONValue? {
    row.action.flatMap { writtenActions.json(for: $0, by: events) }
  }

  /// The further actions of `row`, each with its event object by the form that writes it.
  public func actionsJSON(of row: Controller.Rows.Element) -> [RowAction<JSONValue>] {
    row.actions.compactMap { action in action.map { writtenActions.json(for: $0, by: events) } }
  }

  /// Appends `row`'s JSON object, with its actions' events as `events` write them: the bytes
  /// written for an equal row before, when they are still kept.
  func writeRow(_ row: Controller.Rows.Element, into output: inout [UInt8]) {
    writtenRows.write(row, into: &output) { row, bytes in
      row.writeJSON(into: &bytes, action: actionJSON(of: row), actions: actionsJSON(of: row))
    }
  }
}

extension ScreenDeclaration where Input == NoInput {
  /// A screen that opens with nothing, on a driver `open` makes.
  public init(
    _ name: String, label: String? = nil, summary: String, placement: ScreenPlacement = .root,
    kept: Bool = false, events: [EventForm<Controller.Event>] = [],
    controls: [Control<Controller.Event>] = [],
    open: @escaping @MainActor @Sendable (RequestQueue?) -> ScreenDriver<Controller>,
    navigation: (@Sendable (Controller.Output) -> Navigation?)? = nil
  ) {
    self.init(
      name, label: label, summary: summary, placement: placement, kept: kept, events: events,
      controls: controls, input: { _ in NoInput() }, open: { _, requests in (open(requests), []) },
      navigation: navigation)
  }

  /// A screen that opens with nothing: `initial` after `opening` (a first fetch, say), its
  /// commands performed by `perform`, which returns the event that answers each.
  ///
  ///     ScreenDeclaration("booklist", summary: "…", events: events, initial: ReadingList(),
  ///       opening: .load) { command in .loaded(try await source.books()) }
  public init(
    _ name: String, label: String? = nil, summary: String, placement: ScreenPlacement = .root,
    kept: Bool = false, events: [EventForm<Controller.Event>] = [],
    controls: [Control<Controller.Event>] = [], initial: Controller,
    opening: Controller.Event? = nil,
    navigation: (@Sendable (Controller.Output) -> Navigation?)? = nil,
    perform: @escaping ScreenDriver<Controller>.Perform
  ) {
    self.init(
      name, label: label, summary: summary, placement: placement, kept: kept, events: events,
      controls: controls, input: { _ in NoInput() },
      open: { _, requests in
        var controller = initial
        let commands = opening.map { controller.handle($0) } ?? []
        return (ScreenDriver(controller, requests: requests, perform: perform), commands)
      }, navigation: navigation)
  }
}
