import ScreenModel

/// Prints figures as one JSON document for tools:
/// `{"figures":[{"name":…,"ours":…,"baseline":…,"ratio":…,"unit":…}]}`.
///
/// `baseline` and `ratio` are null where there is none; a skipped figure has `ours` null
/// and a `skipped` reason. `target` (text) and `met` (true, false or null) say what the
/// issue asks of the figure. Keys come in that order, one figure a line.
enum JSONReport {
  /// The JSON text for `figures`.
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
