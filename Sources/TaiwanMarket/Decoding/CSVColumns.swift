/// Which column of a CSV file holds each field of a kind of record, found by header name.
struct CSVColumns<Field: HeaderNamedField> {
  /// The column of each field by its raw value, or -1 when the header lacks it.
  private var indices: [Int]
  /// How many columns the header has.
  let count: Int

  /// Finds the columns in `header`; the first of two equal names wins.
  init(header: [String?]) {
    indices = Array(repeating: -1, count: Field.allCases.count)
    count = header.count
    for field in Field.allCases {
      guard let name = field.headerName else { continue }
      if let column = header.firstIndex(where: { $0 == name }) {
        indices[field.rawValue] = column
      }
    }
  }

  /// The column of `field`, or nil when the header lacks it.
  func column(of field: Field) -> Int? {
    let column = indices[field.rawValue]
    return column >= 0 ? column : nil
  }

  /// The required fields the header lacks, by their header names.
  var missingRequired: [String] {
    Field.required.filter { column(of: $0) == nil }.compactMap(\.headerName)
  }

  /// The last column a field is read from: a record shorter than that lacks a field.
  var lastUsedColumn: Int { indices.max() ?? -1 }
}

/// Reads the fields of one CSV record straight from the body's bytes.
struct CSVRecordReader<Field: HeaderNamedField>: FieldReader {
  /// The scanner that found the record, for its bytes and unquoting.
  let scanner: CSVScanner
  /// The record's fields.
  let fields: [CSVField]
  /// The header's columns.
  let columns: CSVColumns<Field>

  func withBytes<Result>(
    of field: Field, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
  ) -> Result {
    guard let column = columns.column(of: field), column < fields.count else { return body(nil) }
    return scanner.withBytes(of: fields[column], body)
  }

  func name(of field: Field) -> String { field.headerName ?? "\(field)" }
}
