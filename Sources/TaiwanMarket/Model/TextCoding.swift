/// How a value that reads and writes itself as text goes through `Codable`: as that text, so
/// that JSON reads `"2465.00"` or `"2024-10-29"`, exact in any reader.
enum TextCoding {
  /// Encodes `text` as a single string.
  static func encode(_ text: String, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }

  /// Decodes a single string through `read`; text it does not read is an error that says
  /// what was expected (`a date like 2024-10-29`) and what was found.
  static func decode<Value>(
    from decoder: any Decoder, expecting example: String, _ read: (String) -> Value?
  ) throws -> Value {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = read(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected \(example), found \(text)")
    }
    return value
  }
}
