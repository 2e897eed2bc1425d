import ScreenModel
import TaiwanMarket

/// The app's three screens and the navigation between them, each on its `ScreenDriver`:
/// what a front end in any language talks to, through `drive`, `serve`, a test or a Swift
/// server of its own.
///
///     let session = AppSession(source: EmbeddedSampleSource())
///     let update = try await session.send(.load(.listed))
///     print(update.json.text)
///     // Prints {"protocol":1,"seq":1,"screen":"directory","title":"公司列表","rows":[…],…}
///
/// Every change of the screen on top is an update, numbered by `seq`: an event's own effect
/// (`send` returns it) and each answer that arrives later (`updates()` streams them all).
/// An update's `changes` turn the previous update's rows into its own when both show the
/// same screen; a change of screen reads as every row replaced.
@MainActor
public final class AppSession {
  /// The screen on top of each stack entry.
  private enum Entry {
    case directory
    case feed
    case profile(ScreenDriver<CompanyProfile>, instance: Int)
  }

  private let requests: RequestQueue?
  private let profiles: any ProfileSource
  private let makePages: @Sendable () -> any PageSource<Company>
  private let directory: ScreenDriver<CompanyDirectory>
  private var feed: (driver: ScreenDriver<Feed<Company>>, instance: Int)?
  private var stack: [Entry] = [.directory]
  private var subscribers: [Int: AsyncStream<SessionUpdate>.Continuation] = [:]
  private var observers: [Int: (SessionUpdate) -> Bool] = [:]
  private var nextID = 1
  private var cause: String?
  /// The screen instance and the driver's update number that `current` shows.
  private var shown: (instance: Int, number: Int) = (0, 0)

  /// The last update.
  public private(set) var current: SessionUpdate

  /// The feed's title.
  public static let feedTitle = "公司一覽"

  /// A session on the directory, its markets from `source`.
  ///
  /// - Parameters:
  ///   - source: where the directory, the feed and the profiles read the markets.
  ///   - pages: makes the feed's page source each time a feed opens; by default, every
  ///     company of the three markets of `source`, by code.
  ///   - requests: hold every answer here until released, for deterministic scenarios and
  ///     tests; nil answers as requests finish.
  public init(
    source: any MarketDataSource,
    pages: (@Sendable () -> any PageSource<Company>)? = nil, requests: RequestQueue? = nil
  ) {
    self.requests = requests
    self.profiles = MarketProfileSource(source: source)
    self.makePages = pages ?? { CompanyPageSource(source: source) }
    directory = .directory(source: source, requests: requests)
    current = SessionUpdate(seq: 0, screen: .directory(directory.current.screen), changes: .init())
    directory.observe { [weak self] update in
      guard let self else { return false }
      self.driverPublished(instance: 0, update.number, update.changes) { .directory(update.screen) }
      return true
    }
  }

  /// The screens on the stack, bottom first.
  public var screens: [SessionScreenKind] {
    stack.map { entry in
      switch entry {
      case .directory: .directory
      case .feed: .feed
      case .profile: .profile
      }
    }
  }

  /// Every update from now on, starting with the current one.
  public func updates() -> AsyncStream<SessionUpdate> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: SessionUpdate.self, bufferingPolicy: .unbounded)
    let id = nextID
    nextID += 1
    subscribers[id] = continuation
    continuation.yield(current)
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.subscribers[id] = nil }
    }
    return stream
  }

  /// Calls `observer` with every update from now on, on the main actor as it is made, until
  /// it returns false: for a front end that writes updates in the order they happen.
  public func observe(_ observer: @escaping (SessionUpdate) -> Bool) {
    observers[takeInstance()] = observer
  }

  /// Applies `event` and returns the update it made; `cause` (a front end's id for the
  /// event) comes back on that update.
  ///
  /// - Throws: `SessionEvent.Refusal` when the event does not apply to the screen on top
  ///   (`more` on the directory), naming why; nothing changes then.
  @discardableResult
  public func send(
    _ event: SessionEvent, cause: String? = nil
  ) async throws(SessionEvent.Refusal) -> SessionUpdate {
    if let reason = event.refusal(on: screens) { throw SessionEvent.Refusal(message: reason) }
    self.cause = cause
    defer { self.cause = nil }
    let before = current.seq
    switch event {
    case .openDirectory: show([.directory])
    case .openFeed(let pageSize): await openFeed(pageSize: pageSize ?? SessionEvent.defaultPageSize)
    case .openProfile(let code):
      push(await .profile(code: code, source: profiles, requests: requests))
    case .load(let market): await directory.send(.loadRequested(market))
    case .filter(let text): await directory.send(.filterChanged(text))
    case .select(let code): await select(code)
    case .retry(let market): await retry(market)
    case .back: show(Array(stack.dropLast()))
    case .refresh: await feed?.driver.send(.refreshRequested)
    case .more: await feed?.driver.send(.loadMoreRequested)
    }
    // An event that changed nothing on screen still answers with an update saying so.
    if current.seq == before { emit(current.screen, changes: Changeset()) }
    return current
  }

  /// Waits until every screen's commands, and those their answers started, have finished
  /// (answers a `RequestQueue` holds excepted).
  public func waitUntilIdle() async {
    await directory.waitUntilIdle()
    if let feed { await feed.driver.waitUntilIdle() }
    for case .profile(let driver, _) in stack { await driver.waitUntilIdle() }
  }

  /// Ends every update stream.
  public func finish() {
    for continuation in subscribers.values { continuation.finish() }
    subscribers = [:]
  }

  private func openFeed(pageSize: Int) async {
    if let feed, feed.driver.controller.pageSize == pageSize {
      show([.feed])
      return
    }
    let driver = ScreenDriver.feed(
      source: makePages(), pageSize: pageSize, title: Self.feedTitle, requests: requests)
    let instance = takeInstance()
    feed = (driver, instance)
    driver.observe { [weak self] update in
      guard let self else { return false }
      self.driverPublished(instance: instance, update.number, update.changes) {
        .feed(update.screen)
      }
      return true
    }
    await driver.send(.refreshRequested)
    show([.feed])
  }

  private func retry(_ market: Market?) async {
    switch stack.last {
    case .feed?: await feed?.driver.send(.retryRequested)
    case .profile(let driver, _)?: await driver.send(.retryRequested)
    default: await directory.send(.retryRequested(market))
    }
  }

  /// Opens the profile the directory shows for `code`; a code the directory does not hold
  /// opens a profile that says so. The directory's own rule decides: it shows a company it
  /// holds.
  private func select(_ code: String) async {
    var decision = directory.controller
    if case .showProfile(let company)? = decision.handle(.companySelected(code: code)).first {
      push(.profile(of: company, source: profiles, requests: requests))
    } else {
      push(await .profile(code: code, source: NoCompany(), requests: requests))
    }
  }

  private func push(_ driver: ScreenDriver<CompanyProfile>) {
    let instance = takeInstance()
    driver.observe { [weak self] update in
      guard let self else { return false }
      self.driverPublished(instance: instance, update.number, update.changes) {
        .profile(update.screen)
      }
      return true
    }
    show(stack + [.profile(driver, instance: instance)])
  }

  /// Puts `entries` on the stack and shows the one on top as a new screen.
  private func show(_ entries: [Entry]) {
    stack = entries.isEmpty ? [.directory] : entries
    let (screen, instance, number) = topScreen()
    let replaced = Changeset(
      deletes: Array(current.screen.indices), inserts: Array(screen.indices))
    let sameScreen = instance == shown.instance
    emit(screen, changes: sameScreen ? Changeset() : replaced)
    shown = (instance, number)
  }

  private func topScreen() -> (SessionScreen, instance: Int, number: Int) {
    switch stack.last ?? .directory {
    case .directory:
      return (.directory(directory.current.screen), 0, directory.current.number)
    case .feed:
      guard let feed else { return (.directory(directory.current.screen), 0, 0) }
      return (.feed(feed.driver.current.screen), feed.instance, feed.driver.current.number)
    case .profile(let driver, let instance):
      return (.profile(driver.current.screen), instance, driver.current.number)
    }
  }

  /// A driver published update `number` with `changes`; when its screen is on top, that is
  /// an update of the session too, whose changes are the driver's unless one was missed.
  private func driverPublished(
    instance: Int, _ number: Int, _ changes: Changeset, screen: () -> SessionScreen
  ) {
    guard instance == topInstance else { return }
    let screen = screen()
    let consecutive = instance == shown.instance && number == shown.number + 1
    emit(screen, changes: consecutive ? changes : screen.changes(since: current.screen))
    shown = (instance, number)
  }

  private var topInstance: Int {
    switch stack.last ?? .directory {
    case .directory: 0
    case .feed: feed?.instance ?? -1
    case .profile(_, let instance): instance
    }
  }

  private func emit(_ screen: SessionScreen, changes: Changeset) {
    current = SessionUpdate(seq: current.seq + 1, screen: screen, changes: changes, cause: cause)
    for (id, observer) in observers where !observer(current) { observers[id] = nil }
    for continuation in subscribers.values { continuation.yield(current) }
  }

  private func takeInstance() -> Int {
    nextID += 1
    return nextID
  }
}

/// A profile source that knows no company: the profile of a code the directory lacks.
private struct NoCompany: ProfileSource {
  func profile(code: String) async throws -> (
    document: ProfileDocument, problems: [ProfileProblem]
  )? { nil }
}
