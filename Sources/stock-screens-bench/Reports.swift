import ScreenModel
import TaiwanMarket

/// Prints figures as one JSON document for tools:
/// `{"figures":[{"name":…,"ours":…,"baseline":…,"ratio":…,"unit":…}]}`.
///
/// `baseline` and `ratio` are null where there is none; a skipped figure has `ours` null
/// and a `skipped` reason. `target` (text) and `met` (true, false or null) say what the
/// README's table asks of the figure. Keys come in that order, one figure a line.
enum JSONReport {
  static func text(for figures: [Figure]) -> String {
    let entries = figures.map { figure in
      var members: [JSONValue.Member] = [
        .init("name", .string(figure.name)), .init("ours", number(figure.ours)),
        .init("baseline", number(figure.baseline)), .init("ratio", number(figure.ratio)),
        .init("unit", .string(figure.unit.rawValue)),
        .init("target", .string(figure.target.map { $0.description(unit: figure.unit) })),
        .init("met", figure.isMet.map { .bool($0) } ?? .null),
      ]
      if let reason = figure.skipped { members.append(.init("skipped", .string(reason))) }
      return JSONValue.object(members).text
    }
    return "{\"figures\":[\n" + entries.joined(separator: ",\n") + "\n]}"
  }

  /// A number with at most three decimals, or null.
  private static func number(_ value: Double?) -> JSONValue {
    guard let value else { return .null }
    return .double((value * 1000).rounded() / 1000)
  }
}

/// Prints figures as an aligned table, one line a figure, as each one finishes.
///
///     figure              ours            baseline        ratio    unit  target               met
///     diff.5k             402,113         81,230,000      202.0    ns    ratio ≥ 50           yes
struct TableReport {
  private static let widths = [26, 15, 15, 9, 5, 30]

  static var header: String {
    row(["figure", "ours", "baseline", "ratio", "unit", "target", "met"])
  }

  /// The line for `figure`: its numbers, or `skipped: <reason>`.
  static func line(for figure: Figure) -> String {
    if let reason = figure.skipped {
      return row([figure.name, "skipped: \(reason)"])
    }
    let number = { (value: Double?) in value.map { NumberText.format($0, figure.unit) } ?? "—" }
    let met: String
    switch figure.isMet {
    case true?: met = "yes"
    case false?: met = "NO"
    case nil: met = "—"
    }
    return row([
      figure.name, number(figure.ours), number(figure.baseline),
      figure.ratio.map { NumberText.format($0, .times) } ?? "—", figure.unit.rawValue,
      figure.target?.description(unit: figure.unit) ?? "—", met,
    ])
  }

  /// Pads each cell but the last to its column's width (at least one space apart).
  private static func row(_ cells: [String]) -> String {
    var line = ""
    for (column, cell) in cells.enumerated() {
      line += cell
      guard column < cells.count - 1 else { break }
      let width = column < widths.count ? widths[column] : cell.count + 1
      line += String(repeating: " ", count: max(1, width - cell.count))
    }
    return line
  }
}

/// Formats figures for the table: whole nanoseconds with thousands separators, other units
/// with a few decimals.
///
///     print(NumberText.format(1_234_567.8, .nanoseconds), NumberText.format(87.456, .times))
///     // Prints "1,234,568 87.46"
enum NumberText {
  /// `value` written for `unit`.
  static func format(_ value: Double, _ unit: Figure.Unit) -> String {
    guard value.isFinite else { return "\(value)" }
    switch unit {
    case .nanoseconds, .perSecond: return DigitGrouping.grouped(Int64(value.rounded()))
    case .megabytesPerSecond, .megabytes, .kilobytes: return decimals(value, 1)
    case .times: return value >= 100 ? decimals(value, 1) : decimals(value, 2)
    }
  }

  /// A whole number with separators, or `value` with up to two decimals: `50,000`, `1.5`.
  static func plain(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == value.rounded() { return DigitGrouping.grouped(Int64(value)) }
    return value * 10 == (value * 10).rounded() ? decimals(value, 1) : decimals(value, 2)
  }

  /// `value` with `places` decimals, rounded half away from zero.
  static func decimals(_ value: Double, _ places: Int) -> String {
    var scale: Int64 = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = Int64((value * Double(scale)).rounded())
    let whole = DigitGrouping.grouped(scaled / scale)
    guard places > 0 else { return whole }
    let fraction = String(scaled.magnitude % UInt64(scale))
    let sign = scaled < 0 && scaled / scale == 0 ? "-" : ""
    return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }
}
