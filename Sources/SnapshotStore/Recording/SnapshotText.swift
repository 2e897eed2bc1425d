#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The form in which snapshot text is written and compared.
///
/// Line endings become `\n` (CRLF and a lone CR alike) and the text ends with exactly the one
/// `\n` it already has, or one added; so a reference checked out with CRLF, or saved without
/// its final newline, still matches.
///
///     print(SnapshotText.canonical("a\r\nb").debugDescription)
///     // Prints: "a\nb\n"
public enum SnapshotText {
  /// The text with `\r\n` and lone `\r` turned into `\n`, and a final `\n` when it lacks one.
  public static func canonical(_ text: String) -> String {
    var result = normalizingLineEndings(text)
    if !result.hasSuffix("\n") { result.append("\n") }
    return result
  }

  /// The text with `\r\n` and lone `\r` turned into `\n`; nothing else changes.
  public static func normalizingLineEndings(_ text: String) -> String {
    guard containsCarriageReturn(text) else { return text }
    var scalars = String.UnicodeScalarView()
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      if scalar == "\r" {
        scalars.append("\n")
        afterCarriageReturn = true
        continue
      }
      if !(scalar == "\n" && afterCarriageReturn) { scalars.append(scalar) }
      afterCarriageReturn = false
    }
    return String(scalars)
  }

  /// Whether `text` holds a `\r`: every assertion asks.
  private static func containsCarriageReturn(_ text: String) -> Bool {
    contains(13, in: text)
  }

  /// Whether the UTF-8 of `text` holds `byte`, found with `memchr`: a loop over the bytes
  /// costs tens of microseconds a snapshot in the debug builds tests run in.
  static func contains(_ byte: UInt8, in text: String) -> Bool {
    // `withUTF8` copies only a string that is not stored as contiguous UTF-8 already.
    var text = text
    return text.withUTF8 { bytes in
      guard let start = bytes.baseAddress else { return false }
      return memchr(start, Int32(byte), bytes.count) != nil
    }
  }
}
