extension ScreenDriver {
  /// Runs the controller's subscriptions on `clock` from now on, and returns once those
  /// listed now have started (a timer that fires at once has delivered its first event).
  ///
  /// From then on, after each event, the driver starts the subscriptions whose ids are new to
  /// the controller's list and cancels those whose ids left it. A session runs the
  /// subscriptions of the screen on top only; a driver of its own runs none until asked.
  ///
  ///     let clock = SessionClock.virtual(at: start)
  ///     await driver.startSubscriptions(on: clock)
  ///     await clock.advance(by: .seconds(3))   // three ticks, applied in order
  public func startSubscriptions(on clock: SessionClock) async {
    subscriptionClock = clock
    for event in updateSubscriptions() { await deliver(event) }
  }

  /// Runs the subscriptions on `clock` from now on, as `startSubscriptions(on:)` does, the
  /// first events of those listed now applied before this returns: for a driver without a
  /// request queue, whose events apply at once.
  func startSubscriptionsAtOnce(on clock: SessionClock) {
    subscriptionClock = clock
    for event in updateSubscriptions() { apply(event, asAnswer: true) }
  }

  /// Cancels every subscription and starts none until `startSubscriptions(on:)`: the
  /// screen stopped showing, or its session ended.
  public func stopSubscriptions() {
    subscriptionClock = nil
    twiceListed = []
    let stopping = running
    running = []
    for subscription in stopping { subscription.stop() }
  }

  /// The ids of the subscriptions that run, in the order they started.
  public var subscriptionIDs: [String] { running.map(\.id) }

  /// Starts the subscriptions the controller lists that do not run yet and cancels those it
  /// no longer lists; returns the first events of the timers that fire as they start.
  func updateSubscriptions() -> [Controller.Event] {
    guard let clock = subscriptionClock else { return [] }
    let wanted = controller.subscriptions
    if wanted.isEmpty, running.isEmpty { return [] }
    var ids = Set<String>()
    let listed = wanted.filter { ids.insert($0.id).inserted }
    if listed.count < wanted.count || !twiceListed.isEmpty { reportTwiceListed(wanted) }
    running.removeAll { subscription in
      guard !ids.contains(subscription.id) else { return false }
      subscription.stop()
      return true
    }
    var first: [Controller.Event] = []
    for subscription in listed where !running.contains(where: { $0.id == subscription.id }) {
      switch subscription.source {
      case .timer(let interval, let immediately, let event):
        let number = clock.start(every: interval) { [weak self] time in
          await self?.deliver(event(time))
        }
        running.append(RunningSubscription(id: subscription.id) { clock.stop(number) })
        if immediately { first.append(event(clock.now)) }
      case .values(let values):
        running.append(startChannel(subscription.id, values))
      }
    }
    return first
  }

  /// Names each id `wanted` lists more than once, of which only the first subscription
  /// runs: once from when the state lists it so until it no longer does, not after every
  /// event.
  private func reportTwiceListed(_ wanted: [Subscription<Controller.Event>]) {
    var seen = Set<String>()
    var twice: [String] = []
    for subscription in wanted where !seen.insert(subscription.id).inserted {
      if !twice.contains(subscription.id) { twice.append(subscription.id) }
    }
    for id in twice where !twiceListed.contains(id) {
      report("its subscriptions list the id \"\(id)\" more than once: only the first of them runs")
    }
    twiceListed = Set(twice)
  }

  /// Applies an event a subscription delivered, as an answer is applied.
  func deliver(_ event: Controller.Event) async {
    if holdsAnswers {
      await send(event, asAnswer: true)
    } else {
      apply(event, asAnswer: true)
    }
  }

  /// Reads the stream `values` makes: each value at once, or, with a request queue, one
  /// value each time the queue is told to step it.
  private func startChannel(
    _ id: String, _ values: @escaping @Sendable () -> AsyncStream<Controller.Event>
  ) -> RunningSubscription {
    // Made now, not in the reader's task: a value pushed once the subscription has started
    // is never missed.
    let stream = values()
    guard let requests else {
      // The reader outlives the event that started it: its values' requests count against
      // no event's work (`EventWork`).
      let task = EventScope.$work.withValue(nil) {
        Task { @MainActor [weak self] in
          for await value in stream {
            guard !Task.isCancelled, let self else { return }
            self.apply(value, asAnswer: true)
          }
        }
      }
      return RunningSubscription(id: id) { task.cancel() }
    }
    let gate = StepGate()
    let task = EventScope.$work.withValue(nil) {
      Task { @MainActor [weak self] in
        var reader = stream.makeAsyncIterator()
        while let permit = await gate.next() {
          guard !Task.isCancelled, let value = await reader.next(isolation: #isolation),
            let self
          else {
            permit.resume(returning: false)
            break
          }
          await self.send(value, asAnswer: true)
          permit.resume(returning: true)
        }
        gate.close()
      }
    }
    let number = requests.register(id) { await gate.ask() }
    return RunningSubscription(id: id) {
      requests.release(number)
      gate.close()
      task.cancel()
    }
  }
}

/// A subscription a driver runs, and how to cancel it.
struct RunningSubscription {
  let id: String
  let stop: @MainActor () -> Void
}

/// Where a test's requests for a channel's next value wait for the channel's reader.
@MainActor
private final class StepGate {
  private var asked: [CheckedContinuation<Bool, Never>] = []
  private var reader: CheckedContinuation<CheckedContinuation<Bool, Never>?, Never>?
  private var isClosed = false

  /// Asks for one value; true once it is applied, false when the channel ended first.
  func ask() async -> Bool {
    await withCheckedContinuation { request in
      if isClosed {
        request.resume(returning: false)
      } else if let reader {
        self.reader = nil
        reader.resume(returning: request)
      } else {
        asked.append(request)
      }
    }
  }

  /// The next request for a value, waiting for one; nil once closed.
  func next() async -> CheckedContinuation<Bool, Never>? {
    if isClosed { return nil }
    if !asked.isEmpty { return asked.removeFirst() }
    return await withCheckedContinuation { reader = $0 }
  }

  /// Answers every request waiting with false, and every later one at once.
  func close() {
    isClosed = true
    let waiting = asked
    asked = []
    for request in waiting { request.resume(returning: false) }
    reader?.resume(returning: nil)
    reader = nil
  }
}
