/// Turns any text into one safe path component: no separators, no hidden or parent names.
enum SnapshotNameSanitizer {
  /// The longest component kept whole, in UTF-8 bytes; file systems stop at 255.
  static let maximumComponentBytes = 200

  /// Keeps letters of any script, digits, marks, `-`, `_` and `.`; anything else becomes `_`.
  ///
  /// An empty result becomes `_`; a result starting with `.` (`.`, `..`, `.hidden`) gets a `_`
  /// in front, so a component never climbs out of its folder nor hides from a listing.
  static func component(_ raw: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in raw.unicodeScalars {
      scalars.append(isKept(scalar) ? scalar : "_")
    }
    var result = String(scalars)
    if result.isEmpty { result = "_" }
    if result.hasPrefix(".") { result = "_" + result }
    return capped(result)
  }

  /// Splits a relative path on `/` and `\`, drops empty components, and sanitizes the rest.
  static func components(ofRelativePath path: String) -> [String] {
    let parts = path.unicodeScalars.split(
      whereSeparator: { $0 == "/" || $0 == "\\" }
    )
    let cleaned = parts.map { component(String(String.UnicodeScalarView($0))) }
    return cleaned.isEmpty ? ["_"] : cleaned
  }

  private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "-", "_", ".": return true
    default: break
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber,
      .nonspacingMark, .spacingMark, .enclosingMark:
      return true
    default:
      return false
    }
  }

  /// Shortens a long component, keeping its extension and telling it apart with a hash.
  private static func capped(_ name: String) -> String {
    guard name.utf8.count > maximumComponentBytes else { return name }
    var stem = Substring(name)
    var suffix = ""
    if let dot = name.lastIndex(of: "."), name.utf8[dot...].count <= 16 {
      stem = name[..<dot]
      suffix = String(name[dot...])
    }
    let tag = "-" + fnv1aHex(name)
    let budget = maximumComponentBytes - suffix.utf8.count - tag.utf8.count
    var kept = ""
    for character in stem {
      if kept.utf8.count + character.utf8.count > budget { break }
      kept.append(character)
    }
    return kept + tag + suffix
  }

  /// A stable 32-bit FNV-1a hash, in 8 hex digits, so the same long name maps to the same file.
  private static func fnv1aHex(_ text: String) -> String {
    var hash: UInt32 = 0x811c_9dc5
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
