import ScreenModel
import TaiwanMarket

extension Screener {
  /// Which market's companies to list.
  public enum MarketChoice: String, Hashable, Sendable, CaseIterable {
    /// Every market: 全部.
    case all
    /// 上市.
    case listed
    /// 上櫃.
    case otc
    /// 興櫃.
    case emerging

    /// `全部`, `上市`, `上櫃`, `興櫃`; `All`, `Listed` in English.
    public func name(in words: StockWords) -> String {
      markets.count == 1 ? words.name(of: markets[0]) : words["screener.all"]
    }

    /// The markets the choice lists, which the screener loads.
    public var markets: [Market] {
      switch self {
      case .all: Market.allCases
      case .listed: [.listed]
      case .otc: [.otc]
      case .emerging: [.emerging]
      }
    }
  }

  /// How the companies are sorted: the watchlist's orders, by code or by capital.
  public typealias Order = Watchlist.Order

  /// One of the two capital bounds.
  public enum Bound: String, Hashable, Sendable, CaseIterable {
    /// The least capital listed: 資本額下限.
    case from
    /// The most capital listed: 資本額上限.
    case to

    /// `資本額下限`, `資本額上限`; `Capital from`, `Capital to` in English.
    public func name(in words: StockWords) -> String {
      words[self == .from ? "screener.from" : "screener.to"]
    }
  }

  /// Why the capital bounds as typed do not all apply.
  public enum BoundProblem: Hashable, Sendable {
    /// The text of `bound` is not a number of 億元; that bound is not applied.
    case notANumber(Bound, text: String)
    /// The text of `bound` is a number below 0 (`-5`), which no capital is; that bound is not
    /// applied.
    case negative(Bound, text: String)
    /// The lower bound exceeds the upper one, which no company meets.
    case fromExceedsTo

    /// What the field of `bound` says: `不是數字`, `不可小於 0`, `大於上限`; `not a number`,
    /// `must be 0 or more` in English. The field's label names the bound.
    public func text(in words: StockWords) -> String {
      switch self {
      case .notANumber: words["screener.notANumber"]
      case .negative: words["screener.negative"]
      case .fromExceedsTo: words["screener.fromExceedsTo"]
      }
    }

    /// The bound whose field the problem belongs to: the lower one when they disagree.
    public var bound: Bound {
      switch self {
      case .notANumber(let bound, _), .negative(let bound, _): bound
      case .fromExceedsTo: .from
      }
    }
  }

  /// What the user chose: the screener's form.
  public struct Criteria: Hashable, Sendable {
    /// The market listed; all by default.
    public var market: MarketChoice = .all
    /// The industry listed, nil for every industry.
    public var industry: Industry?
    /// The least capital in 億元, as typed; empty for no bound.
    public var capitalFrom = ""
    /// The most capital in 億元, as typed; empty for no bound.
    public var capitalTo = ""
    /// The least close in NT$, as typed; empty for no bound.
    public var closeFrom = ""
    /// The most close in NT$, as typed; empty for no bound.
    public var closeTo = ""
    /// The least change in percent, as typed (`-3`, `1.5`); empty for no bound.
    public var changeFrom = ""
    /// The most change in percent, as typed; empty for no bound.
    public var changeTo = ""
    /// True to list only companies on the watchlist.
    public var watchedOnly = false
    /// The order of the companies listed.
    public var order: Order = .code

    public init() {}

    /// Every criterion as it opens, sorted by `order`.
    public init(order: Order) {
      self.order = order
    }

    /// True when any criterion but the order narrows the list, or is typed: what 清除條件
    /// clears.
    public var narrows: Bool { self != Criteria(order: order) }

    /// The capital bounds in NT$ as they apply, and what keeps either from applying.
    public var capitalRange: (from: Int64?, to: Int64?, problems: [BoundProblem]) {
      var problems: [BoundProblem] = []
      func read(_ text: String, _ bound: Bound) -> Int64? {
        switch CapitalText.reading(text) {
        case .empty: return nil
        case .yuan(let yuan): return yuan
        case .notANumber: problems.append(.notANumber(bound, text: text))
        case .negative: problems.append(.negative(bound, text: text))
        }
        return nil
      }
      let from = read(capitalFrom, .from)
      let to = read(capitalTo, .to)
      if let from, let to, from > to { problems.append(.fromExceedsTo) }
      return (from, to, problems)
    }
  }
}

/// Reading a capital typed in 億元 (a hundred million NT$).
enum CapitalText {
  /// 100,000,000: NT$ in one 億.
  static let yuanPerYi: Int64 = 100_000_000

  /// The text without the white space around it.
  static func trimmed(_ text: String) -> String {
    let isSpace: (Character) -> Bool = { $0.isWhitespace }
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[first...last])
  }

  /// What a text typed in 億元 says.
  enum Reading: Hashable {
    /// Nothing but white space: no bound.
    case empty
    /// An amount, in NT$.
    case yuan(Int64)
    /// Not a number.
    case notANumber
    /// A number below 0: a number all the same, but no capital.
    case negative
  }

  /// What `text` in 億元 says. Digits may be full-width and grouped by commas; one decimal
  /// point; one sign before them (`-`, `－`, `−` or `+`), `-0` being 0; digits past the eighth
  /// decimal (less than one NT$) are dropped; past Int64 it is Int64's most.
  ///
  ///     CapitalText.reading("2,593.24")  // .yuan(259_324_000_000)
  ///     CapitalText.reading("-5")        // .negative
  static func reading(_ text: String) -> Reading {
    var digits = Substring(trimmed(text))
    guard let first = digits.unicodeScalars.first else { return .empty }
    let isNegative = ["-", "\u{FF0D}", "\u{2212}"].contains(first)
    if isNegative || ["+", "\u{FF0B}"].contains(first) {
      digits = Substring(digits.unicodeScalars.dropFirst())
    }
    switch yuan(fromYi: String(digits)) {
    case .none: return .notANumber
    case .some(0): return .yuan(0)
    case .some(let yuan): return isNegative ? .negative : .yuan(yuan)
    }
  }

  /// NT$ for `text`, digits without a sign; nil for one that is not a number, an empty one
  /// among them.
  private static func yuan(fromYi trimmed: String) -> Int64? {
    var whole: Int64 = 0
    var fraction: Int64 = 0
    var fractionDigits = 0
    var seenPoint = false
    var seenDigit = false
    var overflow = false
    for scalar in trimmed.unicodeScalars {
      switch scalar.value {
      case 0x30...0x39, 0xFF10...0xFF19:
        let digit = Int64(scalar.value >= 0xFF10 ? scalar.value - 0xFF10 : scalar.value - 0x30)
        seenDigit = true
        if seenPoint {
          guard fractionDigits < 8 else { continue }
          fraction = fraction * 10 + digit
          fractionDigits += 1
        } else {
          let (times, o1) = whole.multipliedReportingOverflow(by: 10)
          let (sum, o2) = times.addingReportingOverflow(digit)
          overflow = overflow || o1 || o2
          whole = sum
        }
      case 0x2E, 0xFF0E:
        guard !seenPoint else { return nil }
        seenPoint = true
      case 0x2C, 0xFF0C:
        guard !seenPoint else { return nil }
      default: return nil
      }
    }
    guard seenDigit else { return nil }
    for _ in fractionDigits..<8 { fraction *= 10 }
    let (scaled, o3) = whole.multipliedReportingOverflow(by: yuanPerYi)
    let (yuan, o4) = scaled.addingReportingOverflow(fraction)
    return overflow || o3 || o4 ? Int64.max : yuan
  }
}
