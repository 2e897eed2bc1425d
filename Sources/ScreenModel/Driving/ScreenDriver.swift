/// Runs a screen controller: applies events one at a time, performs its commands
/// concurrently, feeds their answers back, and publishes each new screen with its changes.
///
///     let driver = ScreenDriver(CompanyDirectory()) { command in
///       guard case .load(let market) = command else { return nil }
///       do { return .marketLoaded(try await source.load(market)) }
///       catch { return .marketFailed(error) }
///     }
///     for await update in await driver.updates() { render(update.screen, update.changes) }
///
/// An actor, so events from any number of tasks are applied one after another without a
/// data race; answers arrive in whatever order their commands finish.
public actor ScreenDriver<Controller: ScreenController> {
  /// Performs one command; returns the event that answers it, or nil when none does
  /// (navigation, say).
  public typealias Perform = @Sendable (Controller.Command) async -> Controller.Event?

  /// The controller's current state.
  public private(set) var controller: Controller
  private var lastUpdate: ScreenUpdate<Controller.Row>
  private let perform: Perform
  private var subscribers: [Int: AsyncStream<ScreenUpdate<Controller.Row>>.Continuation] = [:]
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextID = 0

  /// Creates a driver around `controller`; nothing runs until an event is sent.
  public init(_ controller: Controller, perform: @escaping Perform) {
    self.controller = controller
    self.perform = perform
    self.lastUpdate = ScreenUpdate(screen: controller.screen, changes: Changeset())
  }

  /// The screen as it stands, with the changes that led to it.
  public var current: ScreenUpdate<Controller.Row> { lastUpdate }

  /// Applies `event`, publishes the new screen, and starts its commands.
  public func send(_ event: Controller.Event) {
    let previous = controller
    let commands = controller.handle(event)
    publish(ScreenUpdate(screen: controller.screen, changes: controller.changes(since: previous)))
    for command in commands { start(command) }
  }

  /// Performs commands the controller produced before the driver existed, such as those a
  /// screen's `open` returns.
  public func run(_ commands: [Controller.Command]) {
    for command in commands { start(command) }
  }

  /// Every screen from now on, starting with the current one.
  public func updates() -> AsyncStream<ScreenUpdate<Controller.Row>> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: ScreenUpdate<Controller.Row>.self, bufferingPolicy: .unbounded)
    let id = takeID()
    subscribers[id] = continuation
    continuation.yield(lastUpdate)
    continuation.onTermination = { [weak self] _ in
      Task { await self?.unsubscribe(id) }
    }
    return stream
  }

  /// Waits until every command started so far, and those their answers started, finished.
  public func waitUntilIdle() async {
    while let task = tasks.values.first {
      await task.value
    }
  }

  /// Ends every update stream.
  public func finish() {
    for continuation in subscribers.values { continuation.finish() }
    subscribers = [:]
  }

  private func start(_ command: Controller.Command) {
    let id = takeID()
    let perform = self.perform
    tasks[id] = Task {
      let answer = await perform(command)
      self.complete(id, answer: answer)
    }
  }

  private func complete(_ id: Int, answer: Controller.Event?) {
    tasks[id] = nil
    if let answer { send(answer) }
  }

  private func publish(_ update: ScreenUpdate<Controller.Row>) {
    lastUpdate = update
    for continuation in subscribers.values { continuation.yield(update) }
  }

  private func unsubscribe(_ id: Int) {
    subscribers[id] = nil
  }

  private func takeID() -> Int {
    nextID += 1
    return nextID
  }
}
