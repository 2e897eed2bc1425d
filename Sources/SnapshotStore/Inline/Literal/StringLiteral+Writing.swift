extension StringLiteral {
  /// The multi-line literal whose value is `value`, every line indented by `indentation`.
  ///
  /// A plain `"""` when the text has no backslash and no `"""`; otherwise a raw literal with
  /// the fewest `#` that neither the text's backslashes nor its quotes can end. Control
  /// characters other than tab are written as `\u{…}` escapes (a source file may not hold
  /// them); an empty line stays empty, so no line ends in white space that the text lacks.
  ///
  ///     print(String(decoding: StringLiteral.multilineText(
  ///       for: #"a\b"#, indentation: Array("  ".utf8), lineBreak: [0x0A]), as: UTF8.self))
  ///     // Prints:
  ///     // #"""
  ///     //   a\b
  ///     //   """#
  static func multilineText(
    for value: String, indentation: [UInt8], lineBreak: [UInt8]
  ) -> [UInt8] {
    let hashes = hashCount(for: value)
    let delimiter = Array(repeating: UInt8.hash, count: hashes)
    var output = delimiter + [.quote, .quote, .quote] + lineBreak
    if !value.isEmpty {
      for line in value.split(separator: "\n", omittingEmptySubsequences: false) {
        if !line.isEmpty { output += indentation + escaped(line, hashes: hashes) }
        output += lineBreak
      }
    }
    return output + indentation + [.quote, .quote, .quote] + delimiter
  }

  /// The fewest `#` for which the text holds neither `\#…` nor `"""#…`.
  static func hashCount(for value: String) -> Int {
    let bytes = Array(value.utf8)
    var hashes = 0
    while contains(bytes, [.backslash], hashes)
      || contains(bytes, [.quote, .quote, .quote], hashes)
    {
      hashes += 1
    }
    return hashes
  }

  /// Whether `bytes` holds `prefix` followed by `hashes` `#`.
  private static func contains(_ bytes: [UInt8], _ prefix: [UInt8], _ hashes: Int) -> Bool {
    let needle = prefix + Array(repeating: .hash, count: hashes)
    guard bytes.count >= needle.count else { return false }
    for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
      if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
    }
    return false
  }

  /// The line's UTF-8 with every character the source cannot hold as an escape.
  private static func escaped(_ line: Substring, hashes: Int) -> [UInt8] {
    var output: [UInt8] = []
    for scalar in line.unicodeScalars {
      if needsEscape(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        output += [.backslash] + Array(repeating: .hash, count: hashes) + Array("u{\(hex)}".utf8)
      } else {
        output += Array(String(scalar).utf8)
      }
    }
    return output
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(value)
      || value == 0x2028 || value == 0x2029
  }
}
