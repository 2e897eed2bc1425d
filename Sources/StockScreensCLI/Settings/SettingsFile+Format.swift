import ScreenModel
import StockScreens

extension SettingsFile {
  typealias Refusal = WatchlistFile.Refusal

  /// The fields of the format, each with the values it takes, in the order the file lists
  /// them (by name, as the encoder sorts them).
  static let fields: [(name: String, takes: [String])] = [
    ("language", Settings.Language.allCases.map(\.rawValue)),
    ("openingMarket", Settings.OpeningMarket.allCases.map(\.rawValue)),
    ("rise", SessionAppearance.Rise.allCases.map(\.rawValue)),
  ]

  /// The file's bytes for `settings`: one field a line, keys sorted, so that two writes of
  /// the same settings are the same bytes and the file reads well.
  ///
  ///     {
  ///       "language" : "system",
  ///       "openingMarket" : "none",
  ///       "rise" : "red",
  ///       "version" : 1
  ///     }
  static func encode(_ settings: Settings) -> [UInt8] {
    let values = [
      settings.language.rawValue, settings.openingMarket.rawValue, settings.rise.rawValue,
    ]
    var lines = zip(fields, values).map { field, value in
      "  \(JSONValue.string(field.name).text) : \(JSONValue.string(value).text)"
    }
    lines.append("  \"version\" : \(version)")
    return Array("{\n\(lines.joined(separator: ",\n"))\n}\n".utf8)
  }

  /// The settings `bytes` hold, or why they are no settings of this version: not JSON, a
  /// key given twice, no `version` or another one, a key the format does not have, or a
  /// value a field does not take. A field left out takes its default.
  static func decode(_ bytes: [UInt8]) -> Result<Settings, WatchlistFile.Refusal> {
    guard let json = try? JSONValue(parsing: bytes) else { return .failure(Refusal(.notJSON)) }
    if let place = WatchlistFile.duplicateKey(in: json) {
      return .failure(Refusal(.duplicateKey(place: place)))
    }
    guard case .object(let members) = json, let found = json["version"] else {
      return .failure(Refusal(.wrongShape(version: version, place: "version", .missing)))
    }
    guard case .int(let number) = found, number == version else {
      return .failure(Refusal(.unknownVersion(found.text, reads: version)))
    }
    var values: [String: String] = [:]
    for member in members where member.key != "version" {
      guard let field = fields.first(where: { $0.name == member.key }) else {
        return .failure(Refusal(.unknownKey(place: member.key)))
      }
      guard case .string(let value) = member.value, field.takes.contains(value) else {
        return .failure(
          Refusal(
            .badValue(
              place: member.key, found: member.value.text,
              takes: field.takes.joined(separator: ", "))))
      }
      values[member.key] = value
    }
    var settings = Settings()
    // Every value was checked against the field's cases above.
    settings.language = values["language"].flatMap(Settings.Language.init) ?? settings.language
    settings.openingMarket =
      values["openingMarket"].flatMap(Settings.OpeningMarket.init) ?? settings.openingMarket
    settings.rise = values["rise"].flatMap(SessionAppearance.Rise.init) ?? settings.rise
    return .success(settings)
  }
}
