/// Which column of a CSV file holds each `CompanyField`, found by header name.
struct CSVColumns {
  /// The column of each field by its raw value, or -1 when the header lacks it.
  private var indices: [Int]
  /// How many columns the header has.
  let count: Int

  /// Finds the columns in `header`; the first of two equal names wins.
  init(header: [String?]) {
    indices = Array(repeating: -1, count: CompanyField.allCases.count)
    count = header.count
    for field in CompanyField.allCases {
      if let column = header.firstIndex(where: { $0 == field.chineseKey }) {
        indices[field.rawValue] = column
      }
    }
  }

  /// The column of `field`, or nil when the header lacks it.
  func column(of field: CompanyField) -> Int? {
    let column = indices[field.rawValue]
    return column >= 0 ? column : nil
  }

  /// The required fields the header lacks, by their Chinese names.
  var missingRequired: [String] {
    CompanyField.required.filter { column(of: $0) == nil }.map(\.chineseKey)
  }
}
