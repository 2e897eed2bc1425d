/// One record of a source, read field by field as raw UTF-8 bytes.
///
/// The CSV reader hands out slices of the file without copying; the JSON reader hands out
/// the bytes of each string value. `CompanyAssembler` turns either into a `Company`.
protocol CompanyFieldReader {
  /// Calls `body` with the bytes of `field`, or with nil when the record does not have it.
  func withBytes<Result>(
    of field: CompanyField, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
  ) -> Result

  /// The name of `field` as this source writes it, for issues.
  func name(of field: CompanyField) -> String
}
