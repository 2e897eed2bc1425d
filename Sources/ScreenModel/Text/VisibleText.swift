/// Text from elsewhere (a row's data, a command, what a user typed) as a snapshot, a
/// storyboard or a message shows it: on one line, with nothing in it that hides, moves or
/// reorders what a reader sees. The one rule every renderer and every message follows.
///
/// Shown as an escape, `\u{202E}`:
/// - control characters (U+0000–U+001F, U+007F–U+009F), so one row is always one line and no
///   escape sequence reaches a terminal;
/// - the line and paragraph separators U+2028 and U+2029;
/// - the characters that draw nothing or change the direction of what follows: the soft
///   hyphen U+00AD, the Arabic letter mark U+061C, the Mongolian vowel separator U+180E, the
///   zero-width space, non-joiner and joiner and the directional marks (U+200B–U+200F), the
///   embeddings and overrides (U+202A–U+202E), the word joiner, invisible operators and
///   isolates (U+2060–U+206F), the byte order mark U+FEFF and the interlinear annotation
///   marks (U+FFF9–U+FFFB).
///
/// A zero-width joiner right after an emoji stays: it joins that emoji to the next, as in 👩‍💻.
///
/// A message quotes a value cut (`quoted(_:)`, `shown(_:)`); a path, which the system bounds and
/// which is no use cut, it shows whole, escaped (`escaped(_:)`).
///
///     VisibleText.escaped("abc\u{202E}def")   // abc\u{202E}def, in the reading order typed
///     VisibleText.quoted("\u{1B}[31m" + String(repeating: "x", count: 100))
///     // "\u{1B}[31mxxxx…" (104 characters), cut after 64
public enum VisibleText {
  /// The most characters of a value a message quotes; a longer one is cut, and says its length.
  public static let quotedLength = 64

  /// `text` with every character of the rule above written as `\u{XX}`.
  ///
  /// - Complexity: O(*n*); a text with none of them is returned as it is after one pass over
  ///   its bytes.
  public static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: mayStartEscape), text.unicodeScalars.contains(where: mayHide)
    else { return text }
    var result = ""
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if hides(scalar, after: previous) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
      previous = scalar
    }
    return result
  }

  /// A value a person or a program gave, as a message quotes it: in double quotes, escaped
  /// as `escaped(_:)` does, and cut after `quotedLength` characters with `…` and its length.
  ///
  ///     "no catalog has the locale \(VisibleText.quoted(locale))"
  ///     // no catalog has the locale "xx"
  public static func quoted(_ text: some StringProtocol) -> String {
    "\"" + excerpt(text) + "\"" + length(of: text)
  }

  /// A value as a message shows it without quotes (JSON text, which has its own): escaped,
  /// and cut after `quotedLength` characters with `…`, its length after it.
  public static func shown(_ text: some StringProtocol) -> String {
    excerpt(text) + length(of: text)
  }

  private static func excerpt(_ text: some StringProtocol) -> String {
    let cut = text.count > quotedLength
    return escaped(String(cut ? text.prefix(quotedLength) : text[...])) + (cut ? "…" : "")
  }

  private static func length(of text: some StringProtocol) -> String {
    text.count > quotedLength ? " (\(text.count) characters)" : ""
  }

  /// Whether a UTF-8 byte may start a character the rule escapes: the quick test that lets
  /// most text through untouched.
  private static func mayStartEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE1 || byte == 0xE2
      || byte == 0xEF
  }

  /// Whether `scalar` is one the rule escapes in some context.
  private static func mayHide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0xAD, 0x61C, 0x180E, 0x200B...0x200F, 0x2028...0x202E,
      0x2060...0x206F, 0xFEFF, 0xFFF9...0xFFFB:
      true
    default: false
    }
  }

  /// Whether `scalar`, after `previous`, is written as an escape.
  static func hides(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
    guard mayHide(scalar) else { return false }
    guard scalar.value == 0x200D, let previous else { return true }
    return !(previous.value >= 0x2000 && previous.properties.isEmoji) && previous.value != 0xFE0F
      && !(0x1F3FB...0x1F3FF).contains(previous.value)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
