import Foundation
import ScreenModel

/// A live screen written against the public API, as another team would: a clock row that
/// ticks while it is on, and quotes pushed by a channel while streaming is on. Every fifth
/// tick asks its shell to log the time, so ticks make requests as a refresh would.
struct TickerBoard: ScreenController {
  enum Event: Hashable, Sendable {
    case ticked(WallTime)
    case clockSwitched(on: Bool)
    case streamingSwitched(on: Bool)
    case quoted(String)
    case logged(Int)
    case open(String)
  }

  enum Command: Hashable, Sendable {
    case log(tick: Int)
    case show(String)
  }

  var clockOn = true
  var streaming = false
  var time: WallTime?
  var ticks = 0
  var quotes: [String] = []
  var logged: [Int] = []
  let quoteChannel: QuoteChannel

  var title: String { "行情" }

  var rows: [TickerRow] {
    var rows: [TickerRow] = [.clock(time.map { $0.iso8601(utcOffset: .seconds(8 * 3600)) })]
    rows += quotes.enumerated().map { .quote(index: $0.offset, text: $0.element) }
    if !logged.isEmpty { rows.append(.log(logged)) }
    return rows
  }

  var subscriptions: [Subscription<Event>] {
    var live: [Subscription<Event>] = []
    if clockOn { live.append(.every(.seconds(1), id: "clock") { .ticked($0) }) }
    if streaming {
      let channel = quoteChannel
      live.append(.values(id: "quotes") { channel.open() })
    }
    return live
  }

  mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .ticked(let now):
      time = now
      ticks += 1
      return ticks % 5 == 0 ? [.log(tick: ticks)] : []
    case .clockSwitched(let on): clockOn = on
    case .streamingSwitched(let on): streaming = on
    case .quoted(let quote): quotes.append(quote)
    case .logged(let tick): logged.append(tick)
    case .open(let symbol): return [.show(symbol)]
    }
    return []
  }

  static func output(of command: Command) -> String? {
    guard case .show(let symbol) = command else { return nil }
    return symbol
  }
}

enum TickerRow: DescribedRow {
  case clock(String?)
  case quote(index: Int, text: String)
  case log([Int])

  var id: String {
    switch self {
    case .clock: "clock"
    case .quote(let index, _): "quote:\(index)"
    case .log: "log"
    }
  }

  var text: RowText {
    switch self {
    case .clock(let time): RowText(time ?? "—")
    case .quote(_, let text): RowText(text)
    case .log(let ticks): RowText("logged " + ticks.map(String.init).joined(separator: ","))
    }
  }

  var action: TickerBoard.Event? {
    guard case .quote(_, let text) = self else { return nil }
    return .open(text)
  }
}

/// Where the board's quotes come from: each opening a stream of its own, pushed by the test
/// (`push`) or, when endless, made as fast as they are read.
final class QuoteChannel: @unchecked Sendable {
  private let lock = NSLock()
  private var continuations: [AsyncStream<TickerBoard.Event>.Continuation] = []
  private var ended = 0
  private var opened = 0
  let endless: Bool

  init(endless: Bool = false) {
    self.endless = endless
  }

  func open() -> AsyncStream<TickerBoard.Event> {
    lock.withLock { opened += 1 }
    if endless {
      let counter = Counter()
      return AsyncStream(
        unfolding: { .quoted("q\(counter.next())") },
        onCancel: { [weak self] in self?.lock.withLock { self?.ended += 1 } })
    }
    let (stream, continuation) = AsyncStream.makeStream(of: TickerBoard.Event.self)
    continuation.onTermination = { [weak self] _ in self?.lock.withLock { self?.ended += 1 } }
    lock.withLock { continuations.append(continuation) }
    return stream
  }

  /// Pushes `quote` to every stream open.
  func push(_ quote: String) {
    for continuation in lock.withLock({ continuations }) { continuation.yield(.quoted(quote)) }
  }

  /// How many streams were opened, and how many of them ended.
  var counts: (opened: Int, ended: Int) { lock.withLock { (opened, ended) } }
}

/// A counter whose `next()` any thread may call.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func next() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}

/// Registrations of the board over `channel`, and of a detail screen its rows open.
enum TickerScreens {
  static let events = [
    EventForm("stop", TickerBoard.Event.clockSwitched(on: false), summary: "stop the clock"),
    EventForm("start", TickerBoard.Event.clockSwitched(on: true), summary: "start the clock"),
    EventForm("stream", TickerBoard.Event.streamingSwitched(on: true), summary: "stream quotes"),
    EventForm("quiet", TickerBoard.Event.streamingSwitched(on: false), summary: "stop quotes"),
  ]
  static let open = EventForm(
    "show", TickerBoard.Event.open, QuoteScreens.symbol, summary: "show a symbol",
    opens: "detail")

  static func board(_ channel: QuoteChannel) -> ScreenDeclaration<TickerBoard, NoInput> {
    ScreenDeclaration(
      "board", summary: "a ticking board", events: events + [open],
      initial: TickerBoard(quoteChannel: channel),
      navigation: { symbol in .open("detail", with: symbol) }
    ) { command in
      guard case .log(let tick) = command else { return nil }
      return .logged(tick)
    }
  }
}
