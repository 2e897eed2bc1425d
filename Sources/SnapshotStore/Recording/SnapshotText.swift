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
    let hasReturn =
      text.utf8.withContiguousStorageIfAvailable { $0.contains(13) } ?? text.utf8.contains(13)
    guard hasReturn else { return text }
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
}
