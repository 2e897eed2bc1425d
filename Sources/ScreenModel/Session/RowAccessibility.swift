/// What assistive technology reads for a row: a label, an optional value and hint, and
/// traits, the way VoiceOver, TalkBack and ARIA describe an element.
///
///     RowAccessibility(label: "上櫃 資料取得失敗：HTTP 503", hint: "重試", traits: .button)
///       .spoken
///     // "上櫃 資料取得失敗：HTTP 503 — 按鈕，重試"
///
/// Every `DescribedRow` has one: by default its title, a button when it offers an action.
/// A screen sets its own where that is not enough (a company read as its name, code, market
/// and capital in words, without the search's highlight marks).
public struct RowAccessibility: Hashable, Sendable {
  /// What kind of element a row is to assistive technology.
  public struct Traits: OptionSet, Hashable, Sendable {
    /// The traits as bits, one a trait.
    public let rawValue: Int

    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// A heading: a screen's title, a profile's header part.
    public static let header = Traits(rawValue: 1 << 0)
    /// Activating it does something: a company that opens, a failure that retries.
    public static let button = Traits(rawValue: 1 << 1)
    /// The selected element of a group.
    public static let selected = Traits(rawValue: 1 << 2)
    /// Shown, but not usable now.
    public static let notEnabled = Traits(rawValue: 1 << 3)
    /// Its text changes on its own (a status line, a loading row): a live region.
    public static let updatesFrequently = Traits(rawValue: 1 << 4)
    /// It leads out of the app: a web address, an e-mail, a telephone number.
    public static let link = Traits(rawValue: 1 << 5)
    /// A field to type a search in.
    public static let searchField = Traits(rawValue: 1 << 6)
    /// A picture.
    public static let image = Traits(rawValue: 1 << 7)
    /// A field to type a value in: a form's code, a price.
    public static let textField = Traits(rawValue: 1 << 8)
    /// A switch, on or off.
    public static let toggle = Traits(rawValue: 1 << 9)
    /// A group of options, one of which is selected.
    public static let choice = Traits(rawValue: 1 << 10)
    /// Its value can be read, not changed: a field the screen fills in itself.
    public static let readOnly = Traits(rawValue: 1 << 11)

    /// Each trait with its name in JSON, in the order the spoken description reads them; its
    /// word there is the catalog's `accessibility.trait.NAME`.
    public static let names: [(trait: Traits, json: String)] = [
      (.header, "header"), (.button, "button"), (.link, "link"), (.searchField, "searchField"),
      (.textField, "textField"), (.toggle, "toggle"), (.choice, "choice"), (.image, "image"),
      (.selected, "selected"), (.notEnabled, "notEnabled"), (.readOnly, "readOnly"),
      (.updatesFrequently, "updatesFrequently"),
    ]

    /// The traits' words in `words`, in order: `["按鈕"]`.
    public func spoken(in words: Words) -> [String] {
      Self.names.filter { contains($0.trait) }.map { words["accessibility.trait." + $0.json] }
    }

    /// The traits' names in JSON: `["button"]`.
    public var jsonNames: [String] { Self.names.filter { contains($0.trait) }.map(\.json) }
  }

  /// What is read first: `台積電，2330，上市`.
  public var label: String
  /// A value read after the label: a figure's amount.
  public var value: String?
  /// What activating it does: `開啟公司資料`.
  public var hint: String?
  /// What kind of element it is.
  public var traits: Traits

  public init(label: String, value: String? = nil, hint: String? = nil, traits: Traits = []) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
  }

  /// The element as a screen reader meets it, in the package's first language.
  public var spoken: String { spoken(in: .source) }

  /// The element as a screen reader meets it, on one line: the label and the value, then
  /// after ` — ` the traits' words in `words` and the hint.
  public func spoken(in words: Words) -> String {
    let separator = words["accessibility.separator"]
    let read = ([label] + (value.map { [$0] } ?? [])).joined(separator: separator)
    let after = traits.spoken(in: words) + (hint.map { [$0] } ?? [])
    return after.isEmpty ? read : read + " — " + after.joined(separator: separator)
  }

  /// Appends the bytes of `json`: the one writer of an element's description.
  public func writeJSON(into output: inout [UInt8]) {
    output.append(contentsOf: #"{"label":"#.utf8)
    JSONValue.write(string: label, into: &output)
    if let value {
      output.append(contentsOf: #","value":"#.utf8)
      JSONValue.write(string: value, into: &output)
    }
    if let hint {
      output.append(contentsOf: #","hint":"#.utf8)
      JSONValue.write(string: hint, into: &output)
    }
    output.append(contentsOf: #","traits":["#.utf8)
    var first = true
    for name in Traits.names where traits.contains(name.trait) {
      if !first { output.append(UInt8(ascii: ",")) }
      first = false
      JSONValue.write(string: name.json, into: &output)
    }
    output.append(contentsOf: "]}".utf8)
  }

  /// `{"label":…,"value":…,"hint":…,"traits":[…]}`, value and hint only where there are.
  public var json: JSONValue { JSONValue { writeJSON(into: &$0) } }
}

/// A screen as assistive technology meets it: its title as a heading, then each control and
/// each row, in reading order. What the `.accessibility` snapshot strategy writes.
public protocol AccessibilityDescribable {
  /// The elements in reading order, the words of its controls' states in the package's
  /// first language.
  var accessibilityElements: [RowAccessibility] { get }

  /// The elements in reading order, the words of its controls' states (`關閉`, `無法使用`)
  /// in `words`. By default `accessibilityElements`.
  func accessibilityElements(in words: Words) -> [RowAccessibility]

  /// One element a line in the value's own words: a session's screen in the session's.
  /// By default in the package's first language.
  var accessibilityText: String { get }
}

extension AccessibilityDescribable {
  /// `accessibilityElements`, for a value whose elements have no words of their own.
  public func accessibilityElements(in words: Words) -> [RowAccessibility] {
    accessibilityElements
  }

  /// One element a line, in the package's first language.
  public var accessibilityText: String { accessibilityText(in: .source) }

  /// One element a line, as `RowAccessibility.spoken(in:)` reads it in `words`.
  public func accessibilityText(in words: Words) -> String {
    accessibilityElements(in: words).map { $0.spoken(in: words) + "\n" }.joined()
  }
}

extension Screen: AccessibilityDescribable where Rows.Element: DescribedRow {
  /// The title as a heading, then each control, then every row.
  ///
  /// - Complexity: O(*n*): every row is built.
  public var accessibilityElements: [RowAccessibility] { accessibilityElements(in: .source) }

  /// The title as a heading, then each control in `words`, then every row.
  public func accessibilityElements(in words: Words) -> [RowAccessibility] {
    [RowAccessibility(label: title, traits: .header)]
      + controls.map { $0.accessibility(in: words) } + rows.map(\.accessibility)
  }
}

extension AnyScreen: AccessibilityDescribable {
  /// The title as a heading, then each control shown, then every row, in the screen's own
  /// words (`words`).
  ///
  /// - Complexity: O(*n*): every row is built.
  public var accessibilityElements: [RowAccessibility] { accessibilityElements(in: words) }

  /// The title as a heading, then each control shown in `words`, then every row.
  public func accessibilityElements(in words: Words) -> [RowAccessibility] {
    [RowAccessibility(label: title, traits: .header)]
      + controls.map { $0.state.accessibility(in: words) }
      + indices.compactMap { row(at: $0)?.accessibility }
  }

  /// One element a line, in the screen's own words.
  public var accessibilityText: String { accessibilityText(in: words) }
}
