/// Foundation's format specifiers in a catalog's text, filled with text: `%@`, `%lld`, `%d`,
/// positional `%2$@`, and `%%` for a percent sign. Numbers arrive already written in the
/// locale's way, so every specifier takes a string: `FormatTemplate` fills them.
enum FormatSpecifiers {
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
  fileprivate struct Specifier {
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

/// A catalog's text taken apart once into what it says as written and the arguments it
/// takes, so that a word every row shows on every update is filled, not parsed again: the
/// `n`th specifier (or the one numbered `n$`) takes `arguments[n]`, and one without an
/// argument is left as it is.
///
///     let template = FormatTemplate("符合「%@」 %lld 筆")
///     print(template.filled(["台積", "1"]))
///     // Prints "符合「台積」 1 筆"
struct FormatTemplate: Sendable {
  /// A run of the text, or an argument's place.
  enum Part: Sendable {
    /// Text as written, a `%%` already made `%`.
    case text(String)
    /// The argument at `index`; `written`, the specifier as the text has it, when there are
    /// fewer arguments.
    case argument(index: Int, written: String)
  }

  /// The parts in order; one `.text` for a text without specifiers.
  let parts: [Part]
  /// The arguments it fills: one more than the highest argument index, 0 for none.
  let argumentCount: Int

  /// `template` taken apart: the `n`th specifier (or the one numbered `n$`) takes the
  /// `n`th argument; what is not a specifier is text.
  init(_ template: String) {
    // Bytes, not `contains("%")`: that resolves to Foundation's string search wherever the
    // module sees Foundation.
    guard template.utf8.contains(UInt8(ascii: "%")) else {
      parts = [.text(template)]
      argumentCount = 0
      return
    }
    var parts: [Part] = []
    var text = ""
    var next = 0
    var index = template.startIndex
    while index < template.endIndex {
      let character = template[index]
      guard character == "%", let specifier = FormatSpecifiers.Specifier(in: template, at: index)
      else {
        text.append(character)
        index = template.index(after: index)
        continue
      }
      switch specifier.kind {
      case .percent: text.append("%")
      case .argument(let position):
        if !text.isEmpty { parts.append(.text(text)) }
        text = ""
        parts.append(
          .argument(index: position ?? next, written: String(template[index..<specifier.end])))
        if position == nil { next += 1 }
      }
      index = specifier.end
    }
    if !text.isEmpty || parts.isEmpty { parts.append(.text(text)) }
    self.parts = parts
    argumentCount = parts.reduce(0) { count, part in
      guard case .argument(let index, _) = part else { return count }
      return max(count, index + 1)
    }
  }

  /// The text with `arguments` in their places.
  func filled(_ arguments: [String]) -> String {
    if parts.count == 1, case .text(let text) = parts[0] { return text }
    var output = ""
    for part in parts {
      switch part {
      case .text(let text): output += text
      case .argument(let index, let written):
        output += index < arguments.count ? arguments[index] : written
      }
    }
    return output
  }
}
