import ScreenModel
import StockScreens
import TaiwanMarket

/// `watchlist.quotes`: a watchlist of 200 listed companies, sorted by the day's change,
/// redrawn after a refresh of the exchange's 1,369 closing quotes, the path `drive`, `serve`
/// and `browse` take: the refresh sent to a `ScreenSession` as its form writes it, the quotes
/// loaded and taken, every row of the update read.
///
/// The companies are the real listed market's first 200 quoted ones, added through the
/// session before the timing starts. The quotes are `STOCK_DAY_ALL.json` decoded once, and the
/// same day with every change turned over, served in turn, so that each refresh changes
/// every row and reverses the order.
@MainActor
enum WatchlistQuotesFigure {
  static let name = "watchlist.quotes"
  static let target = Target([.oursBelow(2_000_000)])
  static let watched = 200

  static func run(_ context: BenchContext) async -> [Figure] {
    let markets: RealMarkets
    let day: QuoteData
    do {
      markets = try context.realMarkets.get()
      day = try quotes()
    } catch {
      return [Figure(name: name, unit: .nanoseconds, target: target, skipped: "\(error)")]
    }
    let source = LoadedMarkets(markets: [markets.listed, markets.otc])
    let quotes = AlternatingQuotes(days: [day, turnedOver(day)])
    let session = ScreenSession(screens: [
      AppSession.watchlist(source: source, quotes: quotes),
      AppSession.profile(source: MarketProfileSource(source: source)),
    ])
    let codes = markets.listed.companies.map(\.code).filter { day.quote(code: $0) != nil }
      .prefix(watched)
    do {
      for code in codes {
        try await session.send(Watchlist.Event.addRequested(code: code))
      }
      try await session.send(Watchlist.Event.sortRequested(.change))
      await session.waitUntilIdle()
    } catch {
      return [skipped("the session refused the watchlist's events: \(error)")]
    }
    let rows = session.current.screen.count
    var times: [Double] = []
    let cycles = context.options.count(full: 200, quick: 40)
    for cycle in 0..<(10 + cycles) {
      let begin = Stopwatch.nanoseconds()
      do {
        try await session.send(Watchlist.Event.quotesRefreshRequested)
      } catch {
        return [skipped("the session refused the refresh: \(error)")]
      }
      await session.waitUntilIdle()
      let checksum = read(session.current)
      let time = Double(Stopwatch.nanoseconds() &- begin)
      context.sink.consume(checksum)
      if cycle >= 10 { times.append(time) }
    }
    let sample = Sample(times)
    return [
      Figure(
        name: name, unit: .nanoseconds, ours: sample.median, target: target,
        notes: [
          "\(codes.count) companies watched (\(rows) rows), sorted by change; "
            + "\(day.quotes.count) quotes a refresh",
          "refresh sent, quotes taken, every row read: " + sample.summary,
        ])
    ]
  }

  /// The day of the shared `STOCK_DAY_ALL.json`, decoded as `--data` decodes it.
  private static func quotes() throws -> QuoteData {
    let file = "STOCK_DAY_ALL.json"
    let bytes = try RealMarkets.bytes(of: file)
    do {
      return try JSONQuoteDecoder.decode(bytes, market: .listed, origin: .file(path: file))
    } catch {
      throw RealMarkets.Missing(description: "\(file) does not decode: \(error)")
    }
  }

  /// `day` with every comparable change turned over: a rise of 25 a fall of 25.
  private static func turnedOver(_ day: QuoteData) -> QuoteData {
    let quotes = day.quotes.map { quote -> Quote in
      guard let prices = quote.prices, let amount = prices.change.amount,
        let turned = DayPrices(
          open: prices.open, high: prices.high, low: prices.low, close: prices.close,
          change: PriceChange(Price(hundredths: 0 &- amount.hundredths)))
      else { return quote }
      return Quote(
        code: quote.code, name: quote.name, date: quote.date, tradeVolume: quote.tradeVolume,
        tradeValue: quote.tradeValue, transactions: quote.transactions, prices: turned)
    }
    return QuoteData(market: day.market, quotes: quotes, date: day.date, origin: day.origin)
  }

  /// A checksum of what a front end reads of the update: its changes and every row.
  private static func read(_ update: SessionUpdate) -> Int {
    var checksum = update.changes.inserts.count &+ 3 &* update.changes.deletes.count
    for index in 0..<update.screen.count {
      guard let row = update.screen.row(at: index) else { continue }
      checksum &+= row.key.utf8.count &+ row.text.cells.count
    }
    return checksum
  }

  private static func skipped(_ reason: String) -> Figure {
    Figure(name: name, unit: .nanoseconds, target: target, skipped: reason)
  }
}

/// Days of quotes of the listed market served in turn, one a load.
private actor AlternatingQuotes: QuoteSource {
  let days: [QuoteData]
  private var served = 0

  init(days: [QuoteData]) {
    self.days = days
  }

  nonisolated var quotedMarkets: [Market] { [.listed] }

  func loadQuotes(_ market: Market) async throws(MarketDataError) -> QuoteData {
    guard market == .listed else {
      throw MarketDataError(market: market, origin: .memory(name: "bench"), kind: .notFound)
    }
    defer { served += 1 }
    return days[served % days.count]
  }
}
