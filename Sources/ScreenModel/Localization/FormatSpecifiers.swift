/// Foundation's format specifiers in a catalog's text, filled with text: `%@`, `%lld`, `%d`,
/// positional `%2$@`, and `%%` for a percent sign. Numbers arrive already written in the
/// locale's way, so every specifier takes a string.
enum FormatSpecifiers {
  /// `template` with the `n`th specifier (or the one numbered `n$`) replaced by
  /// `arguments[n]`; a specifier without an argument is left as it is.
  ///
  ///     FormatSpecifiers.substitute(["台積", "1"], into: "符合「%@」 %lld 筆")
  ///     // "符合「台積」 1 筆"
  static func substitute(_ arguments: [String], into template: String) -> String {
    // Bytes, not `contains("%")`: that resolves to Foundation's string search wherever the
    // module sees Foundation, which cost more than the rest of a company row's words.
    guard template.utf8.contains(UInt8(ascii: "%")) else { return template }
    var output = ""
    var next = 0
    var index = template.startIndex
    while index < template.endIndex {
      let character = template[index]
      guard character == "%", let specifier = Specifier(in: template, at: index) else {
        output.append(character)
        index = template.index(after: index)
        continue
      }
      switch specifier.kind {
      case .percent: output.append("%")
      case .argument(let position):
        let number = position ?? next
        if position == nil { next += 1 }
        output +=
          number < arguments.count
          ? arguments[number] : String(template[index..<specifier.end])
      }
      index = specifier.end
    }
    return output
  }

  /// The ranges of `template` that are specifiers, which a pseudo-locale leaves unmarked.
  static func ranges(in template: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var index = template.startIndex
    while index < template.endIndex {
      if template[index] == "%", let specifier = Specifier(in: template, at: index) {
        ranges.append(index..<specifier.end)
        index = specifier.end
      } else {
        index = template.index(after: index)
      }
    }
    return ranges
  }

  /// One specifier: `%%`, or an argument, numbered or next in turn.
  private struct Specifier {
    enum Kind {
      case percent
      case argument(Int?)
    }

    var kind: Kind
    var end: String.Index

    /// The specifier that starts at `start` (a `%`), or nil when none does.
    init?(in text: String, at start: String.Index) {
      var index = text.index(after: start)
      guard index < text.endIndex else { return nil }
      if text[index] == "%" {
        self.init(kind: .percent, end: text.index(after: index))
        return
      }
      var digits = ""
      while index < text.endIndex, let digit = text[index].wholeNumberValue, digit >= 0 {
        digits.append(text[index])
        index = text.index(after: index)
      }
      var position: Int?
      if !digits.isEmpty {
        guard index < text.endIndex, text[index] == "$", let number = Int(digits), number > 0
        else { return nil }
        position = number - 1
        index = text.index(after: index)
      }
      while index < text.endIndex, text[index] == "l" { index = text.index(after: index) }
      guard index < text.endIndex, ["@", "d", "i", "u"].contains(text[index]) else { return nil }
      self.init(kind: .argument(position), end: text.index(after: index))
    }

    private init(kind: Kind, end: String.Index) {
      self.kind = kind
      self.end = end
    }
  }
}
