/// Builds a `Company` from one record, reporting the fields that hold no valid value.
///
/// Shared by the CSV and JSON decoders so that both apply the same normalization.
struct CompanyAssembler {
  /// The market the companies belong to.
  var market: Market
  /// Where the records come from, for issues.
  var origin: DataOrigin

  /// The company of `record`, or nil (with an issue) when its code is empty.
  func company<Reader: CompanyFieldReader>(
    from record: Reader, line: Int, issues: inout [DecodingIssue]
  ) -> Company? {
    guard let code = record.withBytes(of: .code, { $0.flatMap(FieldText.text) }) else {
      issues.append(DecodingIssue(kind: .emptyCode, line: line, origin: origin))
      return nil
    }
    var report = IssueReport(record: record, line: line, origin: origin)
    func text(_ field: CompanyField) -> String? {
      record.withBytes(of: field) { $0.flatMap(FieldText.text) }
    }
    var company = Company(
      code: code, shortName: text(.shortName) ?? "", fullName: text(.fullName) ?? "",
      capital: report.check(.capital, FieldNumbers.count), market: market)
    company.industryCode = text(.industryCode)
    company.foreignRegistration = record.withBytes(of: .registration) {
      $0.flatMap(FieldText.registration)
    }
    company.chairman = text(.chairman)
    company.generalManager = text(.generalManager)
    company.spokesperson = text(.spokesperson)
    company.spokespersonTitle = text(.spokespersonTitle)
    company.telephone = text(.telephone)
    company.incorporationDate = report.check(.incorporationDate, FieldNumbers.gregorianDate)
    company.listingDate = report.check(.listingDate, FieldNumbers.gregorianDate)
    company.parValue = record.withBytes(of: .parValue) { $0.flatMap(FieldText.parValue) }
    company.englishShortName = text(.englishShortName)
    company.website = text(.website)
    company.email = text(.email)
    company.address = text(.address)
    company.transferAgent = text(.transferAgent)
    company.issuedShares = report.check(.issuedShares, FieldNumbers.count)
    company.dataDate = report.check(.dataDate, FieldNumbers.rocDate)
    issues += report.issues
    return company
  }
}

/// Reads typed fields of one record and collects an issue for each that holds garbage.
private struct IssueReport<Reader: CompanyFieldReader> {
  let record: Reader
  let line: Int
  let origin: DataOrigin
  var issues: [DecodingIssue] = []

  init(record: Reader, line: Int, origin: DataOrigin) {
    self.record = record
    self.line = line
    self.origin = origin
  }

  mutating func check<Value>(
    _ field: CompanyField, _ parse: (UnsafeBufferPointer<UInt8>) -> FieldValue<Value>
  ) -> Value? {
    let parsed = record.withBytes(of: field) { $0.map(parse) ?? .absent }
    if case .invalid(let found) = parsed {
      let kind = DecodingIssue.Kind.invalidValue(field: record.name(of: field), found: found)
      issues.append(DecodingIssue(kind: kind, line: line, origin: origin))
    }
    return parsed.value
  }
}
