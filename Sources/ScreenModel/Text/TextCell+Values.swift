/// Cells that hold a value, each showing it in one fixed form, the same on every machine:
/// numbers with a comma every three digits, a sign on every change, figures at the right.
///
///     TextCell.integer(30_113_012).text                             // "30,113,012"
///     TextCell.change(CellNumber(units: 2500, scale: 2)).text       // "+25.00"
///     TextCell.changePercent(CellNumber(units: -128, scale: 2)).text // "-1.28%"
extension TextCell {
  /// A code that names something: `2330`.
  public static func code(_ code: String) -> TextCell {
    TextCell(code, value: .code)
  }

  /// A whole number: `30,113,012`.
  public static func integer(_ number: Int64) -> TextCell {
    TextCell(DigitGrouping.grouped(number), value: .integer(number))
  }

  /// A number with decimals: `2,465.00`.
  public static func decimal(_ number: CellNumber) -> TextCell {
    TextCell(number.grouped, value: .decimal(number))
  }

  /// An amount of money in `currency` (ISO 4217): `2,465.00`; the currency is said, not shown.
  public static func money(_ amount: CellNumber, currency: String = "TWD") -> TextCell {
    TextCell(amount.grouped, value: .money(amount, currency: currency))
  }

  /// A percentage: `1.02%`, `-1.28%`.
  public static func percent(_ number: CellNumber) -> TextCell {
    TextCell(number.grouped + "%", value: .percent(number))
  }

  /// A change, signed: `+25.00`, `-0.30`, `0.00`; `notComparable` when there is no amount.
  public static func change(_ amount: CellNumber?, notComparable: String = "X") -> TextCell {
    TextCell(amount.map(signed) ?? notComparable, value: .change(amount))
  }

  /// A change in percent, signed: `+1.02%`, `-1.28%`, `0.00%`; `notComparable` when there is
  /// no amount.
  public static func changePercent(_ amount: CellNumber?, notComparable: String = "X")
    -> TextCell
  {
    TextCell(amount.map { signed($0) + "%" } ?? notComparable, value: .changePercent(amount))
  }

  /// A calendar day: `2026-07-08`.
  public static func date(_ date: CellDate) -> TextCell {
    TextCell(date.description, value: .date(date))
  }

  /// A time of day: `13:30:00`.
  public static func time(_ time: CellTime) -> TextCell {
    TextCell(time.description, value: .time(time))
  }

  /// A short mark, `漲停`, pointing `direction` when it tells of a change.
  public static func badge(_ text: String, direction: ChangeDirection? = nil) -> TextCell {
    TextCell(text, value: .badge(direction))
  }

  /// `+25.00` for a rise, the number as it is otherwise.
  private static func signed(_ number: CellNumber) -> String {
    (number.units > 0 ? "+" : "") + number.grouped
  }
}

extension TextCell {
  /// The cell as a screen reader says it, in `words`: a change by its direction and size
  /// (`漲 25.00`, `up 25.00`; `跌 0.30`; `平盤`), a percentage as a number of percent
  /// (`1.02 percent`), money with its currency (`2,465.00 元`, `NT$2,465.00`); any other
  /// cell as its text.
  public func spoken(in words: Words) -> String {
    switch value {
    case .change(let amount): return Self.spokenChange(amount, in: words) { $0.grouped }
    case .changePercent(let amount):
      return Self.spokenChange(amount, in: words) { words["cell.percent", $0.grouped] }
    case .percent(let number): return words["cell.percent", number.grouped]
    case .money(let amount, let currency):
      return currency == "TWD"
        ? words["cell.money.TWD", amount.grouped] : words["cell.money", amount.grouped, currency]
    default: return text
    }
  }

  /// A change and its percentage read as one: `漲 25.00（1.02%）`, `up 25.00, 1.02 percent`;
  /// the change alone when `percent` holds no amount.
  public static func spoken(change: TextCell, percent: TextCell, in words: Words) -> String {
    guard case .changePercent(let amount?) = percent.value, amount.units != 0 else {
      return change.spoken(in: words)
    }
    return words[
      "cell.changeWithPercent", change.spoken(in: words),
      words["cell.percent", amount.magnitude.grouped]]
  }

  private static func spokenChange(
    _ amount: CellNumber?, in words: Words, _ size: (CellNumber) -> String
  ) -> String {
    guard let amount else { return words["cell.notComparable"] }
    if amount.units > 0 { return words["cell.up", size(amount.magnitude)] }
    if amount.units < 0 { return words["cell.down", size(amount.magnitude)] }
    return words["cell.flat"]
  }
}
