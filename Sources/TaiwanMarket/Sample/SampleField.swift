/// The `key value` cells of the embedded sample's detail lines, and the `Company` field each
/// key fills.
///
/// | key | field | key | field |
/// | --- | --- | --- | --- |
/// | industry | industryCode | founded | incorporationDate (`YYYYMMDD`) |
/// | abroad | foreignRegistration | listed | listingDate (`YYYYMMDD`) |
/// | chairman | chairman | par | parValue |
/// | manager | generalManager | english | englishShortName |
/// | spokesperson | spokesperson | web | website |
/// | title | spokespersonTitle | mail | email |
/// | phone | telephone | address | address |
/// | transfer | transferAgent | shares | issuedShares |
enum SampleField {
  /// Fills the field that `cell` names; returns what is wrong with the cell, or nil.
  static func apply(_ cell: String, to company: inout Company) -> String? {
    guard let space = cell.firstIndex(of: " ") else { return "\(cell) has no value" }
    let key = String(cell[..<space])
    let value = String(cell[cell.index(after: space)...])
    if let path = textField(key) {
      company[keyPath: path] = value
      return nil
    }
    switch key {
    case "founded": company.incorporationDate = date(value)
    case "listed": company.listingDate = date(value)
    case "shares": company.issuedShares = count(value)
    default: return "unknown key \(key)"
    }
    let filled = key == "shares" ? company.issuedShares != nil : date(value) != nil
    return filled ? nil : "\(key) \(value) is not valid"
  }

  /// A count such as `259,327,332,420`, read as the decoders read one.
  static func count(_ text: String) -> Int64? {
    var copy = text
    return copy.withUTF8 { FieldNumbers.count($0).value }
  }

  private static func date(_ text: String) -> CalendarDate? {
    var copy = text
    return copy.withUTF8 { FieldNumbers.gregorianDate($0).value }
  }

  private static func textField(_ key: String) -> WritableKeyPath<Company, String?>? {
    switch key {
    case "industry": \.industryCode
    case "abroad": \.foreignRegistration
    case "chairman": \.chairman
    case "manager": \.generalManager
    case "spokesperson": \.spokesperson
    case "title": \.spokespersonTitle
    case "phone": \.telephone
    case "par": \.parValue
    case "english": \.englishShortName
    case "web": \.website
    case "mail": \.email
    case "address": \.address
    case "transfer": \.transferAgent
    default: nil
    }
  }
}
