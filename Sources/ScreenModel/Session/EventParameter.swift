/// One parameter of an event or of a screen's opening, declared once: JSON decoding, the
/// scenario grammar, help and errors are all made from it.
///
///     EventParameter("market", .choice([.init("listed", aliases: ["上市"]), …], noun: "market"))
///     // JSON: "market":"listed"   scenario: load listed (or load 上市)
public struct EventParameter: Hashable, Sendable {
  /// What values the parameter takes.
  public enum Kind: Hashable, Sendable {
    /// A non-empty string; in a scenario, one word.
    case word
    /// Any string, empty too; in a scenario, the rest of the line.
    case text
    /// A whole number in `range`.
    case integer(ClosedRange<Int>)
    /// `true` or `false`; in a scenario, `on` or `off` too.
    case boolean
    /// One of `choices`, written by its token; `noun` names one in errors (`market`).
    case choice([Choice], noun: String)
  }

  /// A value of a `choice` parameter: its token in JSON, and other words a scenario may use.
  public struct Choice: Hashable, Sendable {
    /// The value as JSON writes it: `listed`.
    public var token: String
    /// Other words a scenario line may write for it, matched ignoring letter case: `上市`.
    public var aliases: [String]

    public init(_ token: String, aliases: [String] = []) {
      self.token = token
      self.aliases = aliases
    }
  }

  /// The member's name in JSON: `market`, `pageSize`.
  public var name: String
  /// What values it takes.
  public var kind: Kind
  /// True when the parameter may be left out (or be null).
  public var isOptional: Bool
  /// How errors and help describe the value: `a company code`, `page size`.
  public var summary: String
  /// The placeholder in a usage line: `MARKET`, `CODE`.
  public var placeholder: String

  /// - Parameters:
  ///   - name: the JSON member.
  ///   - kind: the values it takes.
  ///   - optional: whether it may be left out.
  ///   - summary: how errors describe it; by default made from the kind.
  ///   - placeholder: its place in a usage line; by default the name in capitals.
  public init(
    _ name: String, _ kind: Kind = .word, optional: Bool = false, summary: String? = nil,
    placeholder: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.isOptional = optional
    self.summary = summary ?? kind.defaultSummary
    self.placeholder = placeholder ?? Self.capitals(of: name)
  }

  /// The usage of the parameter: `MARKET`, or `[MARKET]` when it is optional.
  public var usage: String { isOptional ? "[\(placeholder)]" : placeholder }

  /// `pageSize` → `PAGE_SIZE`.
  private static func capitals(of name: String) -> String {
    var result = ""
    for character in name {
      if character.isUppercase, !result.isEmpty { result += "_" }
      result += character.uppercased()
    }
    return result
  }
}

extension EventParameter.Kind {
  /// `listed, otc or emerging`; `a whole number from 1 to 1000`; `a string`.
  var defaultSummary: String {
    switch self {
    case .word, .text: "a string"
    case .integer(let range): "a whole number from \(range.lowerBound) to \(range.upperBound)"
    case .boolean: "true or false"
    case .choice(let choices, _): Self.list(choices.map(\.token), last: "or")
    }
  }

  /// The English plural of a choice's noun, as errors list the choices: `markets`,
  /// `industries`, `boxes`; a noun of another language is left as it is.
  static func plural(_ noun: String) -> String {
    guard let last = noun.last, last.isASCII, last.isLetter else { return noun }
    let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
    if last == "y", let before = noun.dropLast().last, !vowels.contains(before) {
      return noun.dropLast() + "ies"
    }
    if ["s", "x", "z", "ch", "sh"].contains(where: noun.hasSuffix) { return noun + "es" }
    return noun + "s"
  }

  /// `a, b or c`.
  static func list(_ words: [String], last: String) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " \(last) " + (words.last ?? "")
  }
}
