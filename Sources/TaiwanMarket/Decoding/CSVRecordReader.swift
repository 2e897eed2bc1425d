/// Reads the fields of one CSV record straight from the body's bytes.
struct CSVRecordReader: CompanyFieldReader {
  /// The scanner that found the record, for its bytes and unquoting.
  let scanner: CSVScanner
  /// The record's fields.
  let fields: [CSVField]
  /// The header's columns.
  let columns: CSVColumns

  func withBytes<Result>(
    of field: CompanyField, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
  ) -> Result {
    guard let column = columns.column(of: field), column < fields.count else { return body(nil) }
    return Self.withBytes(of: fields[column], in: scanner, body)
  }

  func name(of field: CompanyField) -> String { field.chineseKey }

  /// Calls `body` with the content of `field`, unquoting it first when it needs it.
  static func withBytes<Result>(
    of field: CSVField, in scanner: CSVScanner, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    guard field.needsUnquoting else {
      return body(UnsafeBufferPointer(rebasing: scanner.bytes[field.start..<field.end]))
    }
    return scanner.unquoted(field).withUnsafeBufferPointer(body)
  }
}
