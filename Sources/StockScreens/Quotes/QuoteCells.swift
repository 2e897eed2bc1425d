import ScreenModel
import TaiwanMarket

/// A company's day as cells: its close, change, change in percent and volume, the mark of a
/// close at a limit, and what a screen says where there is no price (未成交, 無報價, 無行情).
///
///     let cells = QuoteCells(lookup: .quoted(tsmc), words: words)
///     cells.row   // 2,465.00  +25.00  +1.02%  30,113,012  (empty: no mark)
///
/// One way to draw a quote, for the watchlist, the screener and the profile alike; the
/// directory and the feed show the close and the change alone (`closeAndChange`).
public struct QuoteCells: Hashable, Sendable {
  /// The close: money, or a badge saying why there is none.
  public var close: TextCell
  /// The change, signed; empty without a price.
  public var change: TextCell
  /// The change in percent, signed; empty without a price.
  public var percent: TextCell
  /// The shares traded; empty without a quote.
  public var volume: TextCell
  /// 漲停 or 跌停 where the close is at a limit; empty otherwise.
  public var mark: TextCell

  /// The cells of what `lookup` holds, in `words`.
  public init(lookup: QuoteLookup, words: StockWords) {
    let empty = TextCell("")
    switch lookup {
    case .quoted(let quote):
      volume = .integer(quote.tradeVolume)
      mark = quote.limitMark.map { Self.mark($0, in: words) } ?? empty
      guard let prices = quote.prices else {
        close = .badge(words["quote.noTrade"])
        (change, percent) = (empty, empty)
        return
      }
      close = .money(prices.close.number)
      let notComparable = words["quote.notComparable"]
      change = .change(prices.change.amount?.number, notComparable: notComparable)
      percent = .changePercent(prices.changePercent?.number, notComparable: notComparable)
    case .noQuote:
      close = .badge(words["quote.none"])
      (change, percent, volume, mark) = (empty, empty, empty, empty)
    case .marketNotQuoted:
      close = .badge(words["quote.notQuoted"])
      (change, percent, volume, mark) = (empty, empty, empty, empty)
    }
  }

  /// Close, change, percent, volume and mark, in that order.
  public var row: [TextCell] { [close, change, percent, volume, mark] }

  /// The close and the change, for a row that shows a quote beside much else: where the day
  /// has no price, the close says why (未成交, 無報價, 無行情) and the change is empty, so the
  /// row keeps its columns and says what they lack.
  public var closeAndChange: [TextCell] { [close, change] }

  /// What a screen reader says of the day: `收盤 2,465.00 元，漲 25.00（1.02%），成交
  /// 30,113,012 股，漲停`; `未成交` or `無報價` alone where there is no price.
  public func spoken(in words: StockWords) -> String {
    guard case .money = close.value else {
      let traded = volume.text.isEmpty ? [] : [words["quote.spokenVolume", volume.text]]
      return ([close.text] + traded).joined(separator: words["spoken.separator"])
    }
    var parts = [
      words["quote.spokenClose", close.spoken(in: words.words)],
      TextCell.spoken(change: change, percent: percent, in: words.words),
      words["quote.spokenVolume", volume.text],
    ]
    if !mark.text.isEmpty { parts.append(mark.text) }
    return parts.joined(separator: words["spoken.separator"])
  }

  /// 漲停 or 跌停, as a badge pointing up or down.
  static func mark(_ mark: LimitMark, in words: StockWords) -> TextCell {
    switch mark {
    case .limitUp: .badge(words["quote.limitUp"], direction: .up)
    case .limitDown: .badge(words["quote.limitDown"], direction: .down)
    }
  }
}

extension Price {
  /// The price as a cell's number: hundredths, two decimals.
  var number: CellNumber { CellNumber(units: hundredths, scale: 2) }
}

extension Percent {
  /// The percentage as a cell's number: hundredths of a percent, two decimals.
  var number: CellNumber { CellNumber(units: hundredths, scale: 2) }
}

extension QuoteCells {
  /// The cells of a day whose quotes are on their way: empty, so the columns stay.
  static let pending = QuoteCells(
    close: TextCell(""), change: TextCell(""), percent: TextCell(""), volume: TextCell(""),
    mark: TextCell(""))

  private init(
    close: TextCell, change: TextCell, percent: TextCell, volume: TextCell, mark: TextCell
  ) {
    self.close = close
    self.change = change
    self.percent = percent
    self.volume = volume
    self.mark = mark
  }
}

extension QuoteCells {
  /// The columns of a company row that shows its day, in `words`: 名稱, then `between`,
  /// then 收盤, 漲跌, 漲跌幅, 成交量 and 註記; Name, Close, Change, Change %, Volume, Note.
  public static func columns(
    in words: StockWords, between: [ScreenColumns.Column] = []
  ) -> ScreenColumns {
    ScreenColumns(
      rows: "company",
      [.init(words["quote.column.name"])] + between + [
        .init(words["quote.column.close"], kind: .money),
        .init(words["quote.column.change"], kind: .change),
        .init(words["quote.column.percent"], kind: .changePercent),
        .init(words["quote.column.volume"], kind: .integer),
        .init(words["quote.column.mark"], kind: .badge),
      ])
  }
}
