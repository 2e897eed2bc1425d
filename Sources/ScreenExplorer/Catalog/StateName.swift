/// A state's name in a catalog, made from the path that first reached it, so that it stays
/// the same from run to run while that path does: its lines' words parted by `-`, the lines
/// by `_`; the first state is `start`.
///
///     StateName.of(["load listed", "set filter 台積"])   // "load-listed_set-filter-台積"
///     StateName.of(["set filter 📈"])                    // "set-filter-_5d1c0a2e"
///
/// Only letters, digits and `-` stay, as a snapshot's file name keeps them; a path that loses
/// any other character, or is longer than 100 bytes, ends with a hash of its lines, so two
/// paths never share a name.
enum StateName {
  static func of(_ lines: [String]) -> String {
    guard !lines.isEmpty else { return "start" }
    var lossy = false
    let slugs = lines.map { line -> String in
      var slug = ""
      for scalar in line.unicodeScalars {
        if scalar == " " || scalar == "-" {
          slug.unicodeScalars.append("-")
        } else if isKept(scalar) {
          slug.unicodeScalars.append(scalar)
        } else if scalar != ":" {
          lossy = true
        }
      }
      return slug
    }
    var name = slugs.joined(separator: "_")
    if name.utf8.count > 100 {
      lossy = true
      var kept = ""
      for character in name {
        if kept.utf8.count + character.utf8.count > 100 { break }
        kept.append(character)
      }
      name = kept
    }
    return lossy ? name + "_" + hash(lines.joined(separator: "\n")) : name
  }

  private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber:
      true
    default: false
    }
  }

  /// FNV-1a of `text`, eight hexadecimal digits.
  private static func hash(_ text: String) -> String {
    var hash: UInt32 = 0x811c_9dc5
    for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
