/// Where a byte of JSON text stands, read one byte at a time: inside a string (its quotes
/// and escapes included) or not. What a scan that is no parse needs to tell the text's
/// structure from a string's content: a cut line's brackets, the white space between tokens.
///
///     var state = JSONStringState()
///     Array(#"{"a":"}"}"#.utf8).map { state.take($0) }
///     // [false, true, true, true, false, true, true, true, false]
package struct JSONStringState {
  /// True after an opening quote whose string has not ended.
  package private(set) var isInString = false
  private var isEscaped = false

  package init() {}

  /// Moves past `byte`; true when it belongs to a string.
  package mutating func take(_ byte: UInt8) -> Bool {
    if isInString {
      if isEscaped {
        isEscaped = false
      } else if byte == UInt8(ascii: "\\") {
        isEscaped = true
      } else if byte == UInt8(ascii: "\"") {
        isInString = false
      }
      return true
    }
    isInString = byte == UInt8(ascii: "\"")
    return isInString
  }
}
