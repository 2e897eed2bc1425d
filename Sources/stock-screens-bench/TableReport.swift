/// Prints figures as an aligned table, one line a figure, as each one finishes.
///
///     figure              ours            baseline        ratio    unit  target               met
///     diff.5k             402,113         81,230,000      202.0    ns    ratio ≥ 50           yes
struct TableReport {
  private static let widths = [22, 15, 15, 9, 5, 30]

  /// The column titles.
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
