/// A screen's declaration with its types erased, so one session holds screens it has never
/// heard of: what a program registers.
///
///     let session = ScreenSession(screens: [
///       AnyScreenDeclaration(directory), AnyScreenDeclaration(profile),
///     ])
public struct AnyScreenDeclaration: Sendable {
  /// An event a screen declares, without its types: what help, the scenario grammar and a
  /// front end's controls need.
  public struct Event: Hashable, Sendable {
    /// The name a front end sends it by: `"event":"search"`, a scenario's verb.
    public var name: String
    /// Its parameters, in scenario order.
    public var parameters: [EventParameter]
    /// What it does.
    public var summary: String
    /// The screen it may open on top.
    public var opens: String?
    /// True when it closes its screen (`EventForm.closes`).
    public var closes = false
    /// `load MARKET`.
    public var usage: String { ([name] + parameters.map(\.usage)).joined(separator: " ") }
  }

  /// The screen's name.
  public let name: String
  /// Its short name, for tabs.
  public let label: String
  /// What it shows.
  public let summary: String
  /// Whether opening it replaces the stack or goes on top.
  public let placement: ScreenPlacement
  /// Whether what it shows outlives a session (`ScreenDeclaration.outlivesSession`).
  public let outlivesSession: Bool
  /// The parameters of its `open`, after `screen`.
  public let openParameters: [EventParameter]
  /// The events a front end may send it.
  public let events: [Event]
  /// The controls around its rows.
  public let controls: [AnyControlDeclaration]
  /// The columns its rows of one kind fill (`ScreenDeclaration.columns`).
  public let columns: ScreenColumns?
  /// `open feed [PAGE_SIZE]`.
  public let openUsage: String
  /// False for a screen that opens only with an input another screen gives it (a loan's
  /// ticket, opened from the book lent): `open` with no parameters opens nothing, so help
  /// does not offer it. True for one `open` opens alone or with the parameters it names.
  public let opensOnRequest: Bool
  /// What keeps the declaration from starting (`ScreenDeclaration.problems`), found the first
  /// time it is read.
  public var problems: [String] { declaredProblems() }
  private let declaredProblems: @Sendable () -> [String]
  /// The String Catalogs its words come from, which a session on it searches after the
  /// program's and before the package's (`Words.including(_:)`); empty for a declaration
  /// whose words are fixed.
  public private(set) var catalogs: [StringCatalog] = []
  /// The words it was declared in: the source locale's of its catalogs until a session
  /// declares it again in its own (`speaking(_:)`); nil for a declaration whose words are fixed.
  public private(set) var words: Words?
  private let input: @Sendable (EventArguments) -> ScreenInput?
  private let make: @MainActor @Sendable (ScreenInput, RequestQueue?, Int, Words) -> OpenScreen?
  private var declare: (@Sendable (Words) -> AnyScreenDeclaration)?

  /// The declaration erased; one declared in words (`ScreenDeclaration.init(speaking:_:)`)
  /// stays in words, so a session declares it again in its own (`speaking(_:)`).
  public init<Controller, Input>(_ declaration: ScreenDeclaration<Controller, Input>) {
    let fixed = AnyScreenDeclaration(fixed: declaration)
    guard let spoken = declaration.spoken else {
      self = fixed
      return
    }
    self.init(fixed, words: spoken.words, catalogs: spoken.catalogs) {
      AnyScreenDeclaration(spoken.declare($0))
    }
  }

  private init<Controller, Input>(fixed declaration: ScreenDeclaration<Controller, Input>) {
    name = declaration.name
    label = declaration.label
    summary = declaration.summary
    placement = declaration.placement
    outlivesSession = declaration.outlivesSession
    openParameters = declaration.openParameters
    events = declaration.events.map {
      Event(
        name: $0.name, parameters: $0.parameters, summary: $0.summary, opens: $0.opens,
        closes: $0.closes)
    }
    controls = declaration.controls
    columns = declaration.columns
    openUsage = declaration.openUsage
    opensOnRequest =
      !declaration.openParameters.isEmpty || declaration.input(EventArguments()) != nil
    declaredProblems = { declaration.problems + (declaration.columns?.problems ?? []) }
    input = { declaration.input($0).map(ScreenInput.init) }
    make = { input, requests, instance, words in
      guard let typed = input.value as? Input else { return nil }
      return OpenScreen(
        declaration, input: typed, requests: requests, instance: instance, words: words)
    }
  }

  /// A screen declared in the words of the session that shows it, erased
  /// (`ScreenDeclaration.init(speaking:_:)`): `declare` makes its label, summary, controls
  /// and controller in the words it is given, which search `catalogs` (the screen's own
  /// String Catalogs) before the package's.
  ///
  ///     AnyScreenDeclaration(catalogs: [ReadingList.catalog]) { words in
  ///       ScreenDeclaration("booklist", label: words["reading.tab"], …,
  ///         initial: ReadingList(words: words), opening: .load) { … }
  ///     }
  ///
  /// A session made with `words: Words(locale: "en")` declares it in English
  /// (`speaking(_:)`); one of a locale its catalogs lack, in their source language. Until a
  /// session declares it, it speaks the source language of the first catalog.
  public init<Controller, Input>(
    catalogs: [StringCatalog],
    _ declare: @escaping @Sendable (Words) -> ScreenDeclaration<Controller, Input>
  ) {
    let source = catalogs.first?.sourceLanguage ?? Words.sourceLocale
    self.init(ScreenDeclaration(speaking: Words(locale: source, catalogs: catalogs), declare))
  }

  /// `declared`, the screen as `declare` makes it in `words`, kept in words.
  private init(
    _ declared: AnyScreenDeclaration, words: Words, catalogs: [StringCatalog],
    declare: @escaping @Sendable (Words) -> AnyScreenDeclaration
  ) {
    self = declared
    self.catalogs = catalogs
    self.words = words
    self.declare = declare
  }

  /// The screen declared in `words` and its own catalogs, when it is declared in words (the
  /// init with `catalogs:`); itself when its words are fixed or already those.
  public func speaking(_ words: Words) -> AnyScreenDeclaration {
    guard let declare else { return self }
    let words = words.including(catalogs)
    guard words != self.words else { return self }
    return AnyScreenDeclaration(declare(words), words: words, catalogs: catalogs, declare: declare)
  }

  /// The event named `name`, if the screen declares one.
  public func event(named name: String) -> Event? {
    events.first { $0.name == name }
  }

  /// The input of an `open` from a front end, its arguments checked.
  func input(from arguments: EventArguments) throws(SessionEventError) -> ScreenInput {
    let label = "open \(name)"
    let checked = try arguments.checked(against: openParameters, event: label)
    guard let input = input(checked) else {
      throw SessionEventError(.invalid, "\(label): the arguments open nothing: \(arguments)")
    }
    return input
  }

  /// The screen opened with `input`, a value of its `Input` type, its screens in the
  /// session's `words`; nil for an input of another type.
  @MainActor
  func open(
    _ input: ScreenInput, requests: RequestQueue?, instance: Int, words: Words
  ) -> OpenScreen? {
    make(input, requests, instance, words)
  }
}

/// A screen open in a session: its driver behind closures that know its types.
@MainActor
final class OpenScreen {
  let name: String
  /// Which opening of a screen this is, unique within the session.
  let instance: Int
  /// What it was opened with, to tell whether a root screen can be shown again.
  let input: ScreenInput
  private let eventNames: Set<String>
  private let current: @MainActor () -> (screen: AnyScreen, number: Int)
  private let deliver: @MainActor (SessionEvent) async throws(SessionEventError) -> Void
  private let deliverValue: @MainActor (any Sendable) async -> Bool
  private let refuse: @MainActor (any Sendable) -> SessionEventError?
  private let observeUpdates: @MainActor (@escaping (AnyScreen, Int, Changeset) -> Bool) -> Void
  private let setOutputs: @MainActor (@escaping (Navigation) -> Void) -> Void
  private let idle: @MainActor () async -> Void
  private let commands: @MainActor () async -> Void
  private let subscribe: @MainActor (SessionClock) async -> Void
  private let unsubscribe: @MainActor () -> Void
  private let subscribed: @MainActor () -> [String]

  init<Controller, Input>(
    _ declaration: ScreenDeclaration<Controller, Input>, input: Input, requests: RequestQueue?,
    instance: Int, words: Words
  ) {
    let (driver, initial) = declaration.open(input, requests)
    let name = declaration.name
    let erase: @MainActor (Screen<Controller.Rows>) -> AnyScreen = { screen in
      AnyScreen(screen, of: declaration, words: words)
    }
    self.name = name
    self.instance = instance
    self.input = ScreenInput(input)
    eventNames = Set(declaration.events.map(\.name))
    current = { (erase(driver.current.screen), driver.current.number) }
    let kept = declaration.outlivesSession
    // An event the state refuses, or that a disabled or read-only control sends, is refused
    // from any front end: the latter compared as the forms write it, only while some
    // control takes no edits.
    let refusal: @MainActor (Controller.Event) -> SessionEventError? = { value in
      if let reason = driver.controller.refusal(of: value) {
        let named = declaration.events.sessionEvent(for: value)?.name ?? name
        return SessionEventError(.refused, "\(named): \(reason)")
      }
      let controls = erase(driver.current.screen).controls
      guard controls.hasUnavailable, let written = declaration.events.sessionEvent(for: value)
      else { return nil }
      return controls.refusal(of: written)
    }
    refuse = { value in (value as? Controller.Event).flatMap(refusal) }
    deliver = { event throws(SessionEventError) in
      guard let form = declaration.events.first(where: { $0.name == event.name }) else { return }
      let value = try form.event(from: event.arguments)
      if let refused = refusal(value) { throw refused }
      if kept { EventScope.work?.markKeeps() }
      await driver.send(value)
    }
    deliverValue = { value in
      guard let event = value as? Controller.Event else { return false }
      if kept { EventScope.work?.markKeeps() }
      await driver.send(event)
      return true
    }
    observeUpdates = { observer in
      driver.observe { update in observer(erase(update.screen), update.number, update.changes) }
    }
    setOutputs = { handler in
      driver.onOutput = { output in handler(declaration.following(output)) }
      driver.onProblem = { problem in handler(Navigation(step: .problem("the \(name): \(problem)")))
      }
    }
    idle = { await driver.waitUntilIdle() }
    commands = { await driver.run(initial) }
    subscribe = { clock in await driver.startSubscriptions(on: clock) }
    unsubscribe = { driver.stopSubscriptions() }
    subscribed = { driver.subscriptionIDs }
  }

  /// The screen as it stands and the number of its driver's last update.
  var screen: (screen: AnyScreen, number: Int) { current() }

  /// True when the screen declares an event of that name.
  func takes(_ event: String) -> Bool { eventNames.contains(event) }

  /// Sends `event` to the driver, read by the screen's form of that name.
  func send(_ event: SessionEvent) async throws(SessionEventError) { try await deliver(event) }

  /// Why a front end's `event`, a value of the controller's `Event` type, is refused: a
  /// disabled or read-only control sends it. Nil when it is taken, or of another type.
  func refusal(of event: any Sendable) -> SessionEventError? { refuse(event) }

  /// Sends `event` to the driver when it is of the controller's `Event` type; false, and
  /// nothing sent, when it is not.
  @discardableResult
  func deliver(_ event: any Sendable) async -> Bool { await deliverValue(event) }

  /// Calls `observer` with each update the driver publishes, until it returns false.
  func observe(_ observer: @escaping (AnyScreen, Int, Changeset) -> Bool) {
    observeUpdates(observer)
  }

  /// Where the driver's outputs go, as navigation, and its problems, as steps that name them.
  func onNavigation(_ handler: @escaping (Navigation) -> Void) { setOutputs(handler) }

  /// Performs the commands the screen's opening returned.
  func start() async { await commands() }

  /// Waits until the driver is idle.
  func waitUntilIdle() async { await idle() }

  /// Runs the controller's subscriptions on `clock` until `stopSubscriptions()`.
  func startSubscriptions(on clock: SessionClock) async { await subscribe(clock) }

  /// Cancels the controller's subscriptions.
  func stopSubscriptions() { unsubscribe() }

  /// The ids of the subscriptions that run.
  var subscriptionIDs: [String] { subscribed() }
}
