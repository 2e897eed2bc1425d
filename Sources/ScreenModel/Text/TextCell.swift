/// One cell of a row: its text, what it holds (`CellValue`: a price, a change, a volume), how
/// it sits in its column, the runs of the text to mark (a search's match) and the address
/// the cell opens.
///
/// Marks are data, never characters in the text: the text renderer draws each one in
/// brackets, the page in `<mark>`, so a company named `[x]` reads as itself everywhere.
///
///     let cell = TextCell("台積電 - (2330)", marks: [0..<2])
///     TextRenderer(words: .source).lines(for: [RowText([cell])])   // ["  [台積]電 - (2330)"]
///
/// Marks count UTF-16 code units of `text`, the unit JavaScript, Java and `NSString` index
/// strings by, so a front end in any of them slices the text with the numbers as they come.
/// A cell keeps them sorted, apart, non-empty and inside the text, each bound on a Unicode
/// scalar: a bound inside a surrogate pair moves out to take the whole scalar, and runs that
/// overlap or touch become one.
public struct TextCell: Hashable, Sendable, ExpressibleByStringLiteral {
  /// Where text shorter than its column sits.
  public enum Alignment: Hashable, Sendable {
    /// Padding after the text.
    case leading
    /// Padding before the text, for figures.
    case trailing
  }

  /// The text; control characters render as visible escapes (`\u{0A}`). Setting it keeps
  /// the marks that still fall inside it.
  public var text: String {
    didSet { if !storedMarks.isEmpty { storedMarks = Self.normalized(storedMarks, in: text) } }
  }
  /// What the cell holds beside its text; `.text` for a plain cell.
  public var value: CellValue
  /// Where the text sits when its column is wider.
  public var alignment: Alignment
  /// The address the cell opens (`https://www.tsmc.com`, `mailto:ir@tsmc.com`, `tel:+886…`),
  /// or nil. The text renderer does not show it; each front end decides which schemes it
  /// opens (the page opens only `http`, `https`, `mailto` and `tel`).
  public var link: String?
  private var storedMarks: [Range<Int>]

  /// The runs of `text` to mark, in UTF-16 code units; set, they are kept as the type says.
  public var marks: [Range<Int>] {
    get { storedMarks }
    set { storedMarks = Self.normalized(newValue, in: text) }
  }

  /// A cell showing `text` and holding `value`, aligned as given or else as its kind is
  /// (`CellKind.alignment`: figures at the right).
  public init(
    _ text: String, value: CellValue = .text, alignment: Alignment? = nil,
    marks: [Range<Int>] = [], link: String? = nil
  ) {
    self.text = text
    self.value = value
    self.alignment = alignment ?? value.kind.alignment
    self.link = link
    self.storedMarks = Self.normalized(marks, in: text)
  }

  public init(stringLiteral text: String) {
    self.init(text)
  }
}

extension TextCell {
  /// The text as a text snapshot shows it: each mark in brackets, `[台積]電 - (2330)`, and a
  /// rise or a fall with its arrow before it, `▲+25.00`, so that it is never told by colour
  /// alone.
  var drawnText: String {
    let shown = storedMarks.isEmpty ? text : bracketedText
    guard let arrow = value.direction?.arrow, value.kind != .badge else { return shown }
    return arrow + shown
  }

  /// The text with each mark in brackets.
  var bracketedText: String {
    let marks = storedMarks
    guard !marks.isEmpty else { return text }
    var result = String.UnicodeScalarView()
    var offset = 0
    var next = 0
    for scalar in text.unicodeScalars {
      // Marks start and end on scalars (the setter saw to it), so the offsets meet exactly.
      if next < marks.count, offset == marks[next].lowerBound { result.append("[") }
      result.append(scalar)
      offset += scalar.utf16.count
      if next < marks.count, offset == marks[next].upperBound {
        result.append("]")
        next += 1
      }
    }
    return String(result)
  }

  /// `marks` sorted, clamped to the text, widened to whole scalars, joined where they overlap
  /// or touch, and without empty runs.
  static func normalized(_ marks: [Range<Int>], in text: String) -> [Range<Int>] {
    guard !marks.isEmpty else { return [] }
    let utf16 = text.utf16
    let length = utf16.count
    // A Swift string holds no lone surrogate, so a trailing one always has its pair before it.
    func splitsAPair(_ offset: Int) -> Bool {
      offset > 0 && offset < length
        && UTF16.isTrailSurrogate(utf16[utf16.index(utf16.startIndex, offsetBy: offset)])
    }
    var result: [Range<Int>] = []
    for mark in marks.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      var lower = min(max(mark.lowerBound, 0), length)
      var upper = min(max(mark.upperBound, 0), length)
      guard lower < upper else { continue }
      if splitsAPair(lower) { lower -= 1 }
      if splitsAPair(upper) { upper += 1 }
      if let last = result.last, lower <= last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, upper)
      } else {
        result.append(lower..<upper)
      }
    }
    return result
  }
}

extension TextCell {
  /// The cell as a row's `cells` carries it: its text alone when it is plain (`.text`, no
  /// marks, no link), an object otherwise, with its `kind` and value (`CellValue`), `marks`
  /// (pairs of UTF-16 offsets, start and end) and `link` where it has them. The text is
  /// never bracketed, nor given an arrow.
  ///
  ///     "上市"
  ///     {"text":"台積電 - (2330)","marks":[[0,2],[7,11]]}
  ///     {"text":"https://www.tsmc.com","link":"https://www.tsmc.com"}
  ///     {"text":"+25.00","kind":"change","direction":"up","value":"25.00"}
  ///     {"text":"2,465.00","kind":"money","value":"2465.00","currency":"TWD"}
  ///     {"text":"30,113,012","kind":"integer","value":30113012}
  public var json: JSONValue { JSONValue { writeJSON(into: &$0) } }

  /// Appends the bytes of `json`: the one writer of a cell.
  public func writeJSON(into output: inout [UInt8]) {
    guard !storedMarks.isEmpty || link != nil || value != .text else {
      return JSONValue.write(string: text, into: &output)
    }
    JSONObjectWriter.write(into: &output) { object in
      object.add("text", string: text)
      if value != .text { value.writeMembers(into: &object) }
      if !storedMarks.isEmpty {
        object.key("marks")
        object.output.append(UInt8(ascii: "["))
        for (index, mark) in storedMarks.enumerated() {
          object.output.append(contentsOf: (index == 0 ? "[" : ",[").utf8)
          JSONValue.write(int: Int64(mark.lowerBound), into: &object.output)
          object.output.append(UInt8(ascii: ","))
          JSONValue.write(int: Int64(mark.upperBound), into: &object.output)
          object.output.append(UInt8(ascii: "]"))
        }
        object.output.append(UInt8(ascii: "]"))
      }
      if let link { object.add("link", string: link) }
    }
  }
}

extension CellValue {
  /// Writes `kind` and what the value adds: `value` (a whole number as a number, any other
  /// number as the string of its digits, a day or a time in ISO 8601), a change's and a
  /// badge's `direction`, money's `currency`.
  func writeMembers(into object: inout JSONObjectWriter) {
    object.add("kind", string: kind.rawValue)
    switch self {
    case .text, .code: break
    case .integer(let number): object.add("value", int: number)
    case .decimal(let number), .percent(let number):
      object.add("value", string: number.description)
    case .money(let number, let currency):
      object.add("value", string: number.description)
      object.add("currency", string: currency)
    case .change(let amount), .changePercent(let amount):
      object.add("direction", string: direction?.rawValue)
      if let amount { object.add("value", string: amount.description) }
    case .date(let date): object.add("value", string: date.description)
    case .time(let time): object.add("value", string: time.description)
    case .badge(let direction):
      if let direction { object.add("direction", string: direction.rawValue) }
    }
  }
}
