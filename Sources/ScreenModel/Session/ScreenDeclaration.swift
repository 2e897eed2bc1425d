/// A screen as a session knows it: its name, how it opens, the events a front end may send
/// it, the controls around its rows, and where its outputs lead.
///
/// A session, and every front end on one (`drive`, `serve`, `play`, `browse`), reads only
/// declarations: registering a screen's declaration is all it takes to show it everywhere.
///
///     ScreenDeclaration(
///       "booklist", label: "書單", summary: "the reading list", events: events,
///       initial: ReadingList(), opening: .load
///     ) { command in … }   // performs a command, returns the event that answers it
///
/// Its controls are those its controller's state shows (`ScreenController.controls`), each
/// declared once, where the state gives it: the declaration reads them from the state the
/// screen opens in (`initial`), or from a controller given as `controlsOf:`. `controls:`
/// adds controls no state shows.
///
/// `Input` is what opening the screen needs: from a front end's `open` it is made from the
/// opening parameters; from another screen's output (a company to show) it comes as a
/// value. A screen that opens with nothing has `NoInput`, and needs no `input:`.
///
/// A row's action is an event of the screen's controller (`Action == Controller.Event`), or
/// the row offers none (`Action == Never`, a row that says nothing of actions); a row whose
/// actions are of another type keeps the screens from starting.
public struct ScreenDeclaration<Controller: ScreenController, Input: Hashable & Sendable>: Sendable
where Controller.Rows.Element: DescribedRow {
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
  public var outlivesSession: Bool
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
  /// `events`: those of `controls:`, then those the controller's state shows; what each
  /// shows comes from the controller's `controls`.
  public private(set) var controls: [AnyControlDeclaration]
  /// The columns its rows of one kind fill, for a front end to draw them as a table; nil
  /// for none.
  public var columns: ScreenColumns?
  /// What keeps the declaration from starting (two events of one name, a form that does not
  /// write back what it reads, a control whose event no form writes): a session names them
  /// and refuses to start (`ScreenSession.problems(in:)`). Empty when all is well. The
  /// round trip of the event forms, the costly part, is made the first time this is read.
  public var problems: [String] { eventProblems.problems + otherProblems }
  /// The round trip of `events`, made once, when first read.
  private let eventProblems: EventFormCheck
  /// The problems of its controls, navigation and rows, found as it is declared.
  private let otherProblems: [String]
  let input: @Sendable (EventArguments) -> Input?
  let open:
    @MainActor @Sendable (Input, RequestQueue?) -> (ScreenDriver<Controller>, [Controller.Command])
  let navigation: (@Sendable (Controller.Output) -> Navigation?)?
  /// How a session declares it again in its own words, when it was declared in words
  /// (`init(speaking:_:)`); nil for a declaration whose words are fixed.
  private(set) var spoken: Spoken?

  /// A declaration made in words: the screen's own catalogs, the words it was made in, and
  /// what makes it in others.
  struct Spoken: Sendable {
    let catalogs: [StringCatalog]
    let words: Words
    let declare: @Sendable (Words) -> ScreenDeclaration
  }

  /// - Parameters:
  ///   - name: the screen's name.
  ///   - label: a short name for tabs; by default the name.
  ///   - summary: what it shows, for help.
  ///   - placement: whether opening it replaces the stack or goes on top.
  ///   - kept: whether what it shows outlives a session (`outlivesSession`).
  ///   - openParameters: the parameters of `open`, checked before `input` sees them.
  ///   - events: what a front end may send it.
  ///   - controls: controls no state of the controller shows, drawn first, each bound to one
  ///     of `events`.
  ///   - prototype: a controller whose state shows every control of the screen
  ///     (`ScreenController.controls`, each made by `ControlDeclaration.showing`): the declaration's
  ///     controls, in the order it shows them, after `controls`.
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
    events: [EventForm<Controller.Event>] = [],
    controls: [ControlDeclaration<Controller.Event>] = [],
    controlsOf prototype: Controller? = nil,
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
    self.outlivesSession = kept
    self.openParameters = openParameters
    self.events = events
    self.input = input
    self.open = open
    self.navigation = navigation
    eventProblems = EventFormCheck(events)
    var problems: [String] = []
    let shown = ControlDeclaration<Controller.Event>.declared(
      by: prototype?.controls ?? [], after: controls)
    problems += shown.problems
    var written: [AnyControlDeclaration] = []
    for control in controls + shown.controls {
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
    let action = Controller.Rows.Element.Action.self
    if action != Never.self, action != Controller.Event.self {
      problems.append(
        "its rows' actions are \(action), not its controller's events (\(Controller.Event.self)): "
          + "no front end could send them")
    }
    otherProblems = problems + written.idProblems + written.keyProblems
  }

  /// The action of `row` as an event of the controller; nil for a row without one, or one
  /// of another type (a problem the declaration names).
  static func event(of action: Controller.Rows.Element.Action) -> Controller.Event? {
    action as? Controller.Event
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
    row.action.flatMap(Self.event(of:)).flatMap { writtenActions.json(for: $0, by: events) }
  }

  /// The further actions of `row`, each with its event object by the form that writes it.
  public func actionsJSON(of row: Controller.Rows.Element) -> [RowAction<JSONValue>] {
    row.actions.compactMap { action in
      action.map { Self.event(of: $0).flatMap { writtenActions.json(for: $0, by: events) } }
    }
  }

  /// Appends `row`'s JSON object, with its actions' events as `events` write them: the bytes
  /// written for an equal row before, when they are still kept.
  func writeRow(_ row: Controller.Rows.Element, into output: inout [UInt8]) {
    writtenRows.write(row, into: &output) { row, bytes in
      row.writeJSON(into: &bytes, action: actionJSON(of: row), actions: actionsJSON(of: row))
    }
  }
}

extension ScreenDeclaration {
  /// A screen declared in `words`, its own (`Words(resource:named:)`), and again in the words
  /// of each session that shows it: `declare` makes its label, summary, controls and
  /// controller in the words it is given, which search the catalogs of `words` after the
  /// program's and before the package's. Registered as it is, it needs no erasing: a session
  /// erases it (`AnyScreenDeclaration(_:)`) and declares it in its own words
  /// (`AnyScreenDeclaration.speaking(_:)`).
  ///
  ///     ScreenDeclaration(speaking: ReadingListScreen.sourceWords) { words in
  ///       ScreenDeclaration("booklist", label: words["reading.tab"], …,
  ///         initial: ReadingList(words: words), opening: .load) { … }
  ///     }
  ///
  /// Everything it is, `declare` makes: a session declares it again from `declare` alone, so
  /// a member set on the value it returns (its `columns`, say) is set inside `declare`.
  public init(
    speaking words: Words, _ declare: @escaping @Sendable (Words) -> ScreenDeclaration
  ) {
    self = declare(words)
    let own = words.catalogs.filter { $0 != PackageCatalog.frontEnds }
    spoken = Spoken(catalogs: own, words: words, declare: declare)
  }
}

extension ScreenDeclaration where Input == NoInput {
  /// A screen that opens with nothing, on a driver `open` makes.
  public init(
    _ name: String, label: String? = nil, summary: String, placement: ScreenPlacement = .root,
    kept: Bool = false, events: [EventForm<Controller.Event>] = [],
    controls: [ControlDeclaration<Controller.Event>] = [], controlsOf prototype: Controller? = nil,
    open: @escaping @MainActor @Sendable (RequestQueue?) -> ScreenDriver<Controller>,
    navigation: (@Sendable (Controller.Output) -> Navigation?)? = nil
  ) {
    self.init(
      name, label: label, summary: summary, placement: placement, kept: kept, events: events,
      controls: controls, controlsOf: prototype, input: { _ in NoInput() },
      open: { _, requests in (open(requests), []) }, navigation: navigation)
  }

  /// A screen that opens with nothing: `initial` after `opening` (a first fetch, say), its
  /// commands performed by `perform`, which returns the event that answers each; its
  /// controls are those `initial` shows.
  ///
  ///     ScreenDeclaration("booklist", summary: "…", events: events, initial: ReadingList(),
  ///       opening: .load) { command in .loaded(try await source.books()) }
  public init(
    _ name: String, label: String? = nil, summary: String, placement: ScreenPlacement = .root,
    kept: Bool = false, events: [EventForm<Controller.Event>] = [],
    controls: [ControlDeclaration<Controller.Event>] = [], initial: Controller,
    opening: Controller.Event? = nil,
    navigation: (@Sendable (Controller.Output) -> Navigation?)? = nil,
    perform: @escaping ScreenDriver<Controller>.Perform
  ) {
    self.init(
      name, label: label, summary: summary, placement: placement, kept: kept, events: events,
      controls: controls, controlsOf: initial, input: { _ in NoInput() },
      open: { _, requests in
        var controller = initial
        let commands = opening.map { controller.handle($0) } ?? []
        return (ScreenDriver(controller, requests: requests, perform: perform), commands)
      }, navigation: navigation)
  }
}

extension ScreenDeclaration where Input == NoInput, Controller.Command == Never {
  /// A screen that opens with nothing and performs nothing: `initial` after `opening`, its
  /// controls those `initial` shows.
  ///
  ///     ScreenDeclaration("ticket", summary: "an order ticket", events: events, initial: Ticket())
  public init(
    _ name: String, label: String? = nil, summary: String, placement: ScreenPlacement = .root,
    kept: Bool = false, events: [EventForm<Controller.Event>] = [],
    controls: [ControlDeclaration<Controller.Event>] = [], initial: Controller,
    opening: Controller.Event? = nil,
    navigation: (@Sendable (Controller.Output) -> Navigation?)? = nil
  ) {
    self.init(
      name, label: label, summary: summary, placement: placement, kept: kept, events: events,
      controls: controls, initial: initial, opening: opening, navigation: navigation,
      perform: ScreenDriver<Controller>.performNothing)
  }
}
