/// Builds a `Company` from one record, reporting the fields that hold no valid value.
///
/// Shared by the CSV and JSON decoders so that both apply the same normalization.
struct CompanyAssembler {
  /// The market the companies belong to.
  var market: Market
  /// Where the records come from, for issues.
  var origin: DataOrigin
  /// What the line numbers given count: lines of a file, or records of an array.
  var numbering = DecodingIssue.Numbering.line

  /// The company of `record`, or nil (with an issue) when its code is empty or it has
  /// neither a short name nor a full name.
  func company<Reader: FieldReader<CompanyField>>(
    from record: Reader, line: Int, issues: inout [DecodingIssue]
  ) -> Company? {
    func text(_ field: CompanyField) -> String? {
      record.withBytes(of: field) { $0.flatMap(FieldText.text) }
    }
    func skip(_ kind: DecodingIssue.Kind) -> Company? {
      issues.append(DecodingIssue(kind: kind, line: line, origin: origin, numbering: numbering))
      return nil
    }
    guard let code = text(.code) else { return skip(.emptyCode) }
    let shortName = text(.shortName)
    let fullName = text(.fullName)
    guard shortName != nil || fullName != nil else { return skip(.emptyNames) }
    var report = IssueReport(record: record, line: line, origin: origin, numbering: numbering)
    var company = Company(
      code: code, shortName: shortName ?? "", fullName: fullName ?? "",
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
private struct IssueReport<Reader: FieldReader<CompanyField>> {
  let record: Reader
  let line: Int
  let origin: DataOrigin
  let numbering: DecodingIssue.Numbering
  var issues: [DecodingIssue] = []

  init(record: Reader, line: Int, origin: DataOrigin, numbering: DecodingIssue.Numbering) {
    self.record = record
    self.line = line
    self.origin = origin
    self.numbering = numbering
  }

  mutating func check<Value>(
    _ field: CompanyField, _ parse: (UnsafeBufferPointer<UInt8>) -> FieldValue<Value>
  ) -> Value? {
    let parsed = record.withBytes(of: field) { $0.map(parse) ?? .absent }
    if case .invalid(let found) = parsed {
      let kind = DecodingIssue.Kind.invalidValue(field: record.name(of: field), found: found)
      issues.append(DecodingIssue(kind: kind, line: line, origin: origin, numbering: numbering))
    }
    return parsed.value
  }
}
