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
      var fields = [
        ("name", string(figure.name)), ("ours", number(figure.ours)),
        ("baseline", number(figure.baseline)), ("ratio", number(figure.ratio)),
        ("unit", string(figure.unit.rawValue)),
        ("target", figure.target.map { string($0.description(unit: figure.unit)) } ?? "null"),
        ("met", figure.isMet.map { $0 ? "true" : "false" } ?? "null"),
      ]
      if let reason = figure.skipped { fields.append(("skipped", string(reason))) }
      return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }
    return "{\"figures\":[\n" + entries.joined(separator: ",\n") + "\n]}"
  }

  /// A number with at most three decimals; JSON has no infinity or NaN, so those are null.
  private static func number(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "null" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return "\(rounded)"
  }

  /// A JSON string literal.
  private static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
