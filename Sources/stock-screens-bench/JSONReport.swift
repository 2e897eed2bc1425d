import Foundation

/// Prints figures as one JSON document for tools:
/// `{"figures":[{"name":…,"ours":…,"baseline":…,"ratio":…,"unit":…}]}`.
///
/// `baseline` and `ratio` are null where there is none; a skipped figure has `ours` null
/// and a `skipped` reason. `target` (text) and `met` (boolean or null) say what the issue
/// asks of the figure.
struct JSONReport {
  private struct Document: Encodable {
    var figures: [Entry]
  }

  private struct Entry: Encodable {
    var figure: Figure

    enum Keys: String, CodingKey {
      case name, ours, baseline, ratio, unit, target, met, skipped
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(figure.name, forKey: .name)
      try container.encode(finite(figure.ours), forKey: .ours)
      try container.encode(finite(figure.baseline), forKey: .baseline)
      try container.encode(finite(figure.ratio), forKey: .ratio)
      try container.encode(figure.unit.rawValue, forKey: .unit)
      try container.encode(figure.target?.description(unit: figure.unit), forKey: .target)
      try container.encode(figure.isMet, forKey: .met)
      try container.encodeIfPresent(figure.skipped, forKey: .skipped)
    }

    /// JSON has no infinity or NaN; such a value is reported as null.
    private func finite(_ value: Double?) -> Double? {
      guard let value, value.isFinite else { return nil }
      return (value * 1000).rounded() / 1000
    }
  }

  /// The JSON text for `figures`.
  static func text(for figures: [Figure]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    let document = Document(figures: figures.map(Entry.init))
    guard let data = try? encoder.encode(document), let text = String(data: data, encoding: .utf8)
    else { return #"{"figures":[]}"# }
    return text
  }
}
