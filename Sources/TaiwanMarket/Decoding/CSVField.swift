/// Where one field of a CSV record lies in the body.
struct CSVField {
  /// The first byte: of the content for a plain or simply quoted field, else of the raw field.
  var start: Int
  /// One past the last byte.
  var end: Int
  /// True when the bytes still hold quotes to remove: `""` escapes, or text after a closing
  /// quote (`"ab"c`, kept as `abc`).
  var needsUnquoting: Bool
}
