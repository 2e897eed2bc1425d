/// Runs a screen controller: applies events one at a time, performs its commands, feeds
/// their answers back, and publishes each new screen with its changes.
///
///     let driver = ScreenDriver(CompanyDirectory()) { command in
///       guard case .load(let market) = command else { return nil }
///       do { return .marketLoaded(try await source.load(market)) }
///       catch { return .marketFailed(error) }
///     }
///     for await update in driver.updates() { render(update.screen, update.changes) }
///
/// Every front end takes this path: an update carries the controller's own rows (lazy where
/// the controller makes them lazily) and the changeset its rows computed, once per event.
///
/// A driver lives on the main actor, as a view's model does: a front end on the main actor
/// reaches it without a thread hop, and code elsewhere awaits it. Its commands (loads,
/// fetches) run off the main actor, one of two ways:
/// - **Concurrently** (the default): each command in a task of its own; answers are applied
///   in whatever order they finish, as in an app.
/// - **Held** (`requests:` a `RequestQueue`): each command is performed at once, one after
///   another, and its answer waits in the queue until the queue is told to answer, in
///   request order. Scenarios and tests use it to reach every interleaving deterministically.
///
/// Events sent with `send(_:)` are applied when the call runs; `post(_:)` is for callers
/// that cannot wait, and applies events in the order they were posted.
@MainActor
public final class ScreenDriver<Controller: ScreenController> {
  /// Performs one command; returns the event that answers it, or nil when none does
  /// (navigation, say).
  public typealias Perform = @Sendable (Controller.Command) async -> Controller.Event?
  /// What the driver publishes.
  public typealias Update = ScreenUpdate<Controller.Rows>

  /// The controller's current state.
  public private(set) var controller: Controller
  /// The screen as it stands, with the changes that led to it.
  public private(set) var current: Update
  /// The screen the driver started with, readable from anywhere without waiting.
  public nonisolated let initial: Update

  private let perform: Perform
  private let requests: RequestQueue?
  private nonisolated let posted: AsyncStream<Posted>.Continuation
  private var subscribers: [Int: AsyncStream<Update>.Continuation] = [:]
  private var observers: [Int: (Update) -> Bool] = [:]
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextID = 0

  private enum Posted: Sendable {
    case event(Controller.Event)
    case barrier(CheckedContinuation<Void, Never>)
  }

  /// A driver around `controller`; nothing runs until an event is sent.
  ///
  /// - Parameters:
  ///   - controller: the screen's state to start from.
  ///   - requests: hold the answers to commands here, to be released in request order;
  ///     nil performs commands concurrently.
  ///   - perform: performs one command and returns its answer.
  public nonisolated init(
    _ controller: Controller, requests: RequestQueue? = nil, perform: @escaping Perform
  ) {
    self.controller = controller
    self.perform = perform
    self.requests = requests
    let first = Update(screen: controller.screen, changes: Changeset())
    self.current = first
    self.initial = first
    let (stream, continuation) = AsyncStream.makeStream(
      of: Posted.self, bufferingPolicy: .unbounded)
    self.posted = continuation
    Task { @MainActor [weak self] in
      for await item in stream {
        switch item {
        case .event(let event): await self?.send(event)
        case .barrier(let waiter): waiter.resume()
        }
      }
    }
  }

  deinit {
    posted.finish()
  }

  /// Applies `event`, publishes the new screen, starts its commands, and returns the update.
  ///
  /// With a request queue, the commands are performed before this returns and their answers
  /// wait in the queue.
  @discardableResult
  public func send(_ event: Controller.Event) async -> Update {
    guard requests != nil else { return apply(event) }
    let commands = controller.handle(event)
    let update = publish()
    for command in commands { await hold(command) }
    return update
  }

  /// Queues `event` to be applied after every event posted before it; for callers that
  /// cannot wait.
  public nonisolated func post(_ event: Controller.Event) {
    posted.yield(.event(event))
  }

  /// Performs commands the controller produced before the driver existed, such as those a
  /// screen's `open` returns.
  public func run(_ commands: [Controller.Command]) async {
    for command in commands {
      if requests == nil { start(command) } else { await hold(command) }
    }
  }

  /// Every screen from now on, starting with the current one.
  ///
  /// The first update's `number` tells a subscriber whether it missed any since the screen
  /// it shows (see `ScreenUpdate.changes(from:numbered:)`).
  public func updates() -> AsyncStream<Update> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Update.self, bufferingPolicy: .unbounded)
    let id = takeID()
    subscribers[id] = continuation
    continuation.yield(current)
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.subscribers[id] = nil }
    }
    return stream
  }

  /// Waits until every event posted so far is applied and every command started so far,
  /// and those their answers started, has finished. Answers held in a `RequestQueue` are
  /// not waited for: the queue's owner releases them.
  public func waitUntilIdle() async {
    await withCheckedContinuation { posted.yield(.barrier($0)) }
    while let task = tasks.values.first {
      await task.value
    }
  }

  /// Ends every update stream.
  public func finish() {
    for continuation in subscribers.values { continuation.finish() }
    subscribers = [:]
  }

  /// Applies `event` at once, without waiting: the commands start in tasks of their own.
  /// Only for a driver without a request queue.
  @discardableResult
  func apply(_ event: Controller.Event) -> Update {
    let commands = controller.handle(event)
    let update = publish()
    for command in commands { start(command) }
    return update
  }

  /// True when answers wait in a request queue.
  var holdsAnswers: Bool { requests != nil }

  /// Calls `observer` with every update from now on, on the main actor as the update is
  /// published, until it returns false: for main-actor code that keeps a screen in step
  /// without waiting on a stream.
  public func observe(_ observer: @escaping (Update) -> Bool) {
    observers[takeID()] = observer
  }

  private func start(_ command: Controller.Command) {
    let perform = self.perform
    let id = takeID()
    tasks[id] = Task {
      let answer = await perform(command)
      self.complete(id, answer: answer)
    }
  }

  private func hold(_ command: Controller.Command) async {
    guard let requests, let answer = await perform(command) else { return }
    await requests.hold { [weak self] in
      await self?.send(answer)
    }
  }

  private func complete(_ id: Int, answer: Controller.Event?) {
    if let answer { apply(answer) }
    tasks[id] = nil
  }

  private func publish() -> Update {
    let rows = controller.rows
    let update = Update(
      screen: Screen(title: controller.title, rows: rows),
      changes: rows.changes(since: current.screen.rows), number: current.number + 1)
    current = update
    for (id, observer) in observers where !observer(update) { observers[id] = nil }
    for continuation in subscribers.values { continuation.yield(update) }
    return update
  }

  private func takeID() -> Int {
    nextID += 1
    return nextID
  }
}

/// Answers held for one or more drivers, released in the order the requests were made.
///
///     let requests = RequestQueue()
///     let driver = ScreenDriver.directory(source: source, requests: requests)
///     await driver.send(.loadRequested(.otc))   // the request is made; 正在取得 上櫃 資料…
///     await requests.answerAll()                // now the answer arrives
///
/// Drivers that share a queue are answered in one order across them all; an answer that
/// makes new requests puts their answers at the end of the queue, so `answerAll()` returns
/// only when nothing is left.
public actor RequestQueue {
  private var held: [@Sendable () async -> Void] = []

  public init() {}

  /// How many answers are waiting.
  public var count: Int { held.count }

  /// Keeps `answer` until its turn.
  func hold(_ answer: @escaping @Sendable () async -> Void) {
    held.append(answer)
  }

  /// Delivers the oldest answer; false when none was waiting.
  @discardableResult
  public func answerNext() async -> Bool {
    guard !held.isEmpty else { return false }
    let answer = held.removeFirst()
    await answer()
    return true
  }

  /// Delivers every answer in request order, including those of requests made meanwhile.
  public func answerAll() async {
    while await answerNext() {}
  }
}
