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
///
/// The values of a subscription's channel (`Subscription.values(id:_:)`) on a driver with a
/// queue wait too, apart from the answers: a test steps them one at a time with `step(_:)`,
/// and `answerAll()` neither delivers them nor waits for them, so it returns while
/// subscriptions are live.
public actor RequestQueue {
  private var held: [Held] = []
  /// How many of the next answers delivered are delivered once more.
  private var repeats = 0
  private nonisolated let channels = SubscriptionChannels()

  public init() {}

  /// How many answers are waiting.
  public var count: Int { held.count }

  /// The requests whose answers wait, oldest first, each as its command describes itself
  /// (`load(listed)`): for a test to choose which to answer with `answer(at:)`.
  public var waiting: [String] { held.map(\.label) }

  /// An answer kept until its turn: `answer` delivers it, `again` delivers its event once
  /// more, as a source that answers twice would.
  private struct Held {
    var label: String
    var answer: @Sendable () async -> Void
    var again: @Sendable () async -> Void
  }

  /// Keeps `answer` until its turn; `again` delivers the same answer a second time.
  func hold(
    label: String, again: @escaping @Sendable () async -> Void,
    _ answer: @escaping @Sendable () async -> Void
  ) {
    held.append(Held(label: label, answer: answer, again: again))
  }

  /// The next answer delivered is delivered a second time, after those waiting then: how a
  /// test meets a source that answers one request twice, the second answer stale.
  ///
  ///     await requests.repeatNextAnswer()
  ///     await requests.answerAll()   // load(listed), then load(listed) again
  public func repeatNextAnswer() {
    repeats += 1
  }

  /// Delivers the oldest answer; false when none was waiting.
  @discardableResult
  public func answerNext() async -> Bool {
    await answer(at: 0)
  }

  /// Delivers the answer at `position` among those waiting (0 is the oldest), out of
  /// request order: how a test reaches an interleaving in which a later request is
  /// answered first. False when no answer waits there.
  @discardableResult
  public func answer(at position: Int) async -> Bool {
    guard held.indices.contains(position) else { return false }
    let answer = held.remove(at: position)
    if repeats > 0 {
      repeats -= 1
      held.append(Held(label: answer.label + " again", answer: answer.again, again: answer.again))
    }
    await answer.answer()
    return true
  }

  /// Delivers every answer in request order, including those of requests made meanwhile.
  public func answerAll() async {
    while await answerNext() {}
  }

  /// Delivers answers in request order, those of requests made meanwhile too, until none
  /// waits or `limit` have been delivered: the requests still waiting then, oldest first,
  /// or none when everything settled. Answers whose events always ask again never settle,
  /// and `answerAll()` would not return: this bounds them by answers, not by time.
  ///
  ///     let left = await requests.answerAll(atMost: 10_000)   // [] once all is answered
  public func answerAll(atMost limit: Int) async -> [String] {
    var delivered = 0
    while delivered < limit, await answerNext() { delivered += 1 }
    return waiting
  }

  /// The ids of the live subscriptions whose values wait to be stepped, oldest first.
  public nonisolated var subscriptions: [String] { channels.ids }

  /// Delivers the next value of the live subscription `id` (the oldest of that id) and
  /// returns once its event is applied; false when no subscription of that id is live or its
  /// channel ended.
  ///
  ///     await requests.step("quotes")   // one quote arrives, and its screen shows it
  @discardableResult
  public nonisolated func step(_ id: String) async -> Bool {
    guard let step = channels.step(of: id) else { return false }
    return await step()
  }

  /// Keeps `step` as the way to the next value of the subscription `id` until `release(_:)`
  /// is called with the number returned.
  nonisolated func register(_ id: String, step: @escaping @Sendable () async -> Bool) -> Int {
    channels.add(id, step: step)
  }

  /// Forgets the subscription numbered `number`: it stopped.
  nonisolated func release(_ number: Int) {
    channels.remove(number)
  }
}

/// The live subscriptions' ways to their next values, behind a lock, so a driver registers
/// one as it starts it and a test finds it at once.
final class SubscriptionChannels: @unchecked Sendable {
  private let lock = Lock()
  private var entries: [(number: Int, id: String, step: @Sendable () async -> Bool)] = []
  private var last = 0

  var ids: [String] { lock.around { entries.map(\.id) } }

  func step(of id: String) -> (@Sendable () async -> Bool)? {
    lock.around { entries.first { $0.id == id }?.step }
  }

  func add(_ id: String, step: @escaping @Sendable () async -> Bool) -> Int {
    lock.around {
      last += 1
      entries.append((last, id, step))
      return last
    }
  }

  func remove(_ number: Int) {
    lock.around { entries.removeAll { $0.number == number } }
  }
}
