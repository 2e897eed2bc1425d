import ScreenModel
import TaiwanMarket

extension Screener {
  /// One of the bounds on the day's quote: the close (in NT$) and the change in percent.
  public enum QuoteBound: String, Hashable, Sendable, CaseIterable {
    /// The least close: 收盤價下限.
    case closeFrom
    /// The most close: 收盤價上限.
    case closeTo
    /// The least change in percent: 漲跌幅下限.
    case changeFrom
    /// The most change in percent: 漲跌幅上限.
    case changeTo

    /// `收盤價下限`, `Close from`: the bound's name in `words`.
    public func name(in words: StockWords) -> String {
      switch self {
      case .closeFrom: words["screener.closeFrom"]
      case .closeTo: words["screener.closeTo"]
      case .changeFrom: words["screener.changeFrom"]
      case .changeTo: words["screener.changeTo"]
      }
    }

    /// True for the bounds of the change in percent, which may be below 0.
    public var isPercent: Bool { self == .changeFrom || self == .changeTo }

    /// The text typed for the bound in `criteria`.
    func text(in criteria: Criteria) -> String {
      switch self {
      case .closeFrom: criteria.closeFrom
      case .closeTo: criteria.closeTo
      case .changeFrom: criteria.changeFrom
      case .changeTo: criteria.changeTo
      }
    }
  }

  /// Why a bound on the quote as typed does not apply.
  public enum QuoteBoundProblem: Hashable, Sendable {
    /// The text is not an amount with at most two decimals: the bound is not applied.
    case notANumber(QuoteBound, text: String)
    /// A close below 0, which no close is: the bound is not applied.
    case negative(QuoteBound, text: String)
    /// The lower bound of a pair exceeds the upper one, which no quote meets.
    case fromExceedsTo(QuoteBound)

    /// The bound whose field the problem belongs to: the lower one when they disagree.
    public var bound: QuoteBound {
      switch self {
      case .notANumber(let bound, _), .negative(let bound, _), .fromExceedsTo(let bound): bound
      }
    }

    /// What the field says: `不是數字`, `不可小於 0`, `大於上限`.
    public func text(in words: StockWords) -> String {
      switch self {
      case .notANumber: words["screener.notANumber"]
      case .negative: words["screener.negative"]
      case .fromExceedsTo: words["screener.fromExceedsTo"]
      }
    }
  }

  /// The quote bounds as they apply: the close in hundredths of NT$, the change in
  /// hundredths of a percent, nil for a bound not given or not applied.
  public struct QuoteRange: Hashable, Sendable {
    /// The least close, in hundredths of NT$.
    public var closeFrom: Int64?
    /// The most close, in hundredths of NT$.
    public var closeTo: Int64?
    /// The least change, in hundredths of a percent.
    public var changeFrom: Int64?
    /// The most change, in hundredths of a percent.
    public var changeTo: Int64?
    /// What keeps a bound from applying.
    public var problems: [QuoteBoundProblem] = []

    /// True when any bound applies: a company without a comparable quote meets none.
    public var isBounded: Bool {
      closeFrom != nil || closeTo != nil || changeFrom != nil || changeTo != nil
    }
  }
}

extension Screener.Criteria {
  /// The bounds on the quote as typed, read: an amount with at most two decimals and
  /// thousands separators (`2,465`, `-1.5`), a close at 0 or more; a pair whose lower bound
  /// exceeds the upper one says so.
  public var quoteRange: Screener.QuoteRange {
    var range = Screener.QuoteRange()
    func read(_ bound: Screener.QuoteBound) -> Int64? {
      let text = CapitalText.trimmed(bound.text(in: self))
      guard !text.isEmpty else { return nil }
      guard let amount = Price(text) else {
        range.problems.append(.notANumber(bound, text: text))
        return nil
      }
      guard bound.isPercent || amount.hundredths >= 0 else {
        range.problems.append(.negative(bound, text: text))
        return nil
      }
      return amount.hundredths
    }
    range.closeFrom = read(.closeFrom)
    range.closeTo = read(.closeTo)
    range.changeFrom = read(.changeFrom)
    range.changeTo = read(.changeTo)
    if let from = range.closeFrom, let to = range.closeTo, from > to {
      range.problems.append(.fromExceedsTo(.closeFrom))
    }
    if let from = range.changeFrom, let to = range.changeTo, from > to {
      range.problems.append(.fromExceedsTo(.changeFrom))
    }
    return range
  }
}
