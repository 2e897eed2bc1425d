/// A security's daily closing quote (每日收盤行情), as the exchange's report gives it, with
/// what follows from it computed once: the previous close, the change in percent, the day's
/// limits and whether the close is at one.
///
/// A quote's identity is its code. A security can have a quote and no price: when no trade
/// formed one (the exchange writes no price, or 0.00), `prices` is nil, and so is everything
/// derived from a price. Trades that set no price, such as odd lots (零股), still count in
/// the volume: on 2026-07-08, 00682U has 29 shares traded and no price.
///
///     let quote = EmbeddedQuoteSource.data(for: .listed).quote(code: "2330")!
///     print(quote.prices!.close, quote.prices!.change, quote.prices!.changePercent!)
///     // Prints "2465.00 +25.00 1.02%"
public struct Quote: Identifiable, Hashable, Sendable {
  /// 證券代號: `2330`, `0050`, `00632R`, `2883B`. Leading zeros and letters are kept.
  public let code: String
  /// 證券名稱, the short name: `台積電`, `元大台灣50`.
  public let name: String
  /// The trading day: the record's `Date`, or the day a CSV's title names; nil when the
  /// source does not say (the OpenAPI files of earlier years have no `Date`).
  public let date: CalendarDate?
  /// 成交股數: shares traded, odd lots included.
  public let tradeVolume: Int64
  /// 成交金額: the value traded, in whole NT$.
  public let tradeValue: Int64
  /// 成交筆數: the number of trades.
  public let transactions: Int64
  /// The day's open, high, low, close and change, or nil when no trade formed a price.
  public let prices: DayPrices?
  /// The tick sizes the security trades by, told by its code.
  public let tickTable: TickTable
  /// The day's limits, from the previous close; nil without a price or a comparable change.
  public let limits: PriceLimits?
  /// `.limitUp` or `.limitDown` when the close is at that limit, else nil.
  ///
  /// A limit that rounds back to the previous close (a price of a few ticks) marks nothing.
  public let limitMark: LimitMark?

  public init(
    code: String, name: String, date: CalendarDate?, tradeVolume: Int64, tradeValue: Int64,
    transactions: Int64, prices: DayPrices?
  ) {
    self.code = code
    self.name = name
    self.date = date
    self.tradeVolume = tradeVolume
    self.tradeValue = tradeValue
    self.transactions = transactions
    self.prices = prices
    let table = TickTable(code: code)
    tickTable = table
    let previous = prices?.previousClose
    let limits = previous.flatMap { table.limits(previousClose: $0) }
    self.limits = limits
    limitMark = Self.mark(close: prices?.close, limits: limits, previousClose: previous)
  }

  public var id: String { code }

  /// True when a trade formed the day's prices.
  public var hasPrices: Bool { prices != nil }

  private static func mark(
    close: Price?, limits: PriceLimits?, previousClose: Price?
  ) -> LimitMark? {
    guard let close, let limits, let previousClose else { return nil }
    if close == limits.up, limits.up > previousClose { return .limitUp }
    if close == limits.down, limits.down < previousClose { return .limitDown }
    return nil
  }
}

/// A day's prices of a security that traded: open, high, low, close and the change from the
/// previous close, with the previous close and the change in percent computed once.
public struct DayPrices: Hashable, Sendable {
  /// 開盤價.
  public let open: Price
  /// 最高價.
  public let high: Price
  /// 最低價.
  public let low: Price
  /// 收盤價.
  public let close: Price
  /// 漲跌價差: the close minus the previous close, or not comparable.
  public let change: PriceChange
  /// The previous close (參考價): the close minus the change; nil when not comparable.
  public let previousClose: Price?
  /// The change as a percentage of the previous close, to two decimals; nil when not
  /// comparable.
  public let changePercent: Percent?

  /// The prices of a day, or nil when one of them is not positive or past `Price.maximum`,
  /// or the change is past it or puts the previous close at zero or below: no day of trading
  /// looks like that.
  public init?(open: Price, high: Price, low: Price, close: Price, change: PriceChange) {
    let prices = [open, high, low, close]
    guard prices.allSatisfy({ $0.hundredths > 0 && $0.isWithinMaximum }),
      change.amount?.isWithinMaximum ?? true
    else { return nil }
    let previous = change.amount.map { close - $0 }
    if let previous, previous.hundredths <= 0 { return nil }
    self.open = open
    self.high = high
    self.low = low
    self.close = close
    self.change = change
    previousClose = previous
    changePercent = change.amount.flatMap { amount in previous.flatMap { Percent(amount, of: $0) } }
  }
}

extension Quote: Codable {
  /// What the exchange gave, as JSON keeps it; what follows from it is never kept.
  private struct Given: Codable {
    var code: String
    var name: String
    var date: CalendarDate?
    var tradeVolume: Int64
    var tradeValue: Int64
    var transactions: Int64
    var prices: DayPrices?
  }

  /// Encodes what the exchange gave; what follows from it is computed again when decoded.
  public func encode(to encoder: any Encoder) throws {
    let given = Given(
      code: code, name: name, date: date, tradeVolume: tradeVolume, tradeValue: tradeValue,
      transactions: transactions, prices: prices)
    try given.encode(to: encoder)
  }

  /// Decodes what `encode(to:)` writes.
  public init(from decoder: any Decoder) throws {
    let given = try Given(from: decoder)
    self.init(
      code: given.code, name: given.name, date: given.date, tradeVolume: given.tradeVolume,
      tradeValue: given.tradeValue, transactions: given.transactions, prices: given.prices)
  }
}

extension DayPrices: Codable {
  /// The five prices, as JSON keeps them.
  private struct Given: Codable {
    var open: Price
    var high: Price
    var low: Price
    var close: Price
    var change: PriceChange
  }

  /// Encodes the five prices; the previous close and the percent are computed when decoded.
  public func encode(to encoder: any Encoder) throws {
    try Given(open: open, high: high, low: low, close: close, change: change).encode(to: encoder)
  }

  /// Decodes what `encode(to:)` writes; prices no day has are an error.
  public init(from decoder: any Decoder) throws {
    let given = try Given(from: decoder)
    guard
      let prices = DayPrices(
        open: given.open, high: given.high, low: given.low, close: given.close,
        change: given.change)
    else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "prices no day of trading has"))
    }
    self = prices
  }
}

extension Quote: CodedRecord {
  var recordDate: CalendarDate? { date }
}
