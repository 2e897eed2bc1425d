/// Folds text for search the way people type: case, width and 臺/台 are not told apart.
///
///     print(SearchFolding.fold("臺灣ＴＳＭＣ"))
///     // Prints "台灣tsmc"
///
/// Folding maps each Unicode scalar to exactly one scalar, so a position in folded text is
/// the same position in the original; that is what lets a match be highlighted.
public enum SearchFolding {
  /// `text` with every scalar folded.
  public static func fold(_ text: some StringProtocol) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { result.append(fold(scalar)) }
    return String(result)
  }

  /// One scalar folded: ASCII and full-width letters to lower-case ASCII, full-width forms
  /// to their ASCII counterparts, the ideographic space to a space, 臺 to 台.
  @inlinable
  public static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    var value = scalar.value
    if value < 0x80 {
      if value >= 0x41 && value <= 0x5A { value += 0x20 }
      return Unicode.Scalar(value) ?? scalar
    }
    switch value {
    case 0xFF01...0xFF5E:
      value -= 0xFEE0
      if value >= 0x41 && value <= 0x5A { value += 0x20 }
    case 0x3000: value = 0x20
    case 0x81FA: value = 0x53F0  // 臺 → 台
    default: return scalar
    }
    return Unicode.Scalar(value) ?? scalar
  }

  /// `query` without leading and trailing spaces, ASCII or ideographic, and tabs: what
  /// search looks for, and what the screen repeats back.
  public static func trimmed(_ query: String) -> Substring {
    let isSpace = { (character: Character) in
      character == " " || character == "\u{3000}" || character == "\t"
    }
    guard let first = query.firstIndex(where: { !isSpace($0) }),
      let last = query.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return query[first...last]
  }
}
