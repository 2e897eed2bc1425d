import CommandLineSyntax

@testable import StockScreensCLI

/// A help text read back the way a person reads it, without the declarations that made it:
/// its option lines and its usage lines.
struct HelpText {
  let text: String

  init(_ text: String) {
    self.text = text
  }

  /// The option part of each option line (`--data DIR`, `--format json`, `--verbose, -v`).
  var optionLines: [String] {
    text.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("  -") else { return nil }
      let term = line.dropFirst(2).components(separatedBy: "  ")[0]
      return term.trimmingCharacters(in: .whitespaces)
    }
  }

  /// The lines of each `Usage:` section that start with the program's name, each joined
  /// with the lines that continue it.
  var usageLines: [UsageLine] {
    var lines: [String] = []
    var inUsage = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "Usage:" {
        inUsage = true
      } else if line.isEmpty {
        inUsage = false
      } else if inUsage, line.hasPrefix("  stock-screens") {
        // A usage line with its purpose beside it ends where the purpose begins.
        lines.append(line.dropFirst(2).components(separatedBy: "   ")[0])
      } else if inUsage, line.trimmingCharacters(in: .whitespaces).hasPrefix("["), !lines.isEmpty {
        lines[lines.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
      }
    }
    return lines.map(UsageLine.init)
  }
}

/// A usage line such as
/// `stock-screens play FILE [--data DIR | --live [BASE_URL] [--no-cache]] [--format text|json]`:
/// the words that choose the form, its positionals, and its brackets of alternatives.
struct UsageLine {
  /// An option in a bracket: its name, the values to try with it (nil for none), and the
  /// options in brackets beside it, which go only with it.
  struct Alternative {
    var option: String
    var values: [String?]
    var companions: [Alternative]
  }

  private indirect enum Node {
    case word(String)
    case bracket([[Node]])
  }

  let text: String
  private(set) var words: [String] = []
  private(set) var positionals: [String] = []
  private(set) var groups: [[Alternative]] = []

  init(_ text: String) {
    self.text = text
    var tokens = Self.tokens(of: text)[...]
    for node in Self.nodes(&tokens).first?.dropFirst() ?? [] {
      switch node {
      case .word(let word) where word.allSatisfy({ $0.isUppercase || $0 == "_" }):
        positionals.append(word)
      case .word(let word): words.append(word)
      case .bracket(let alternatives): groups.append(alternatives.compactMap(Self.alternative))
      }
    }
  }

  /// Whether the line names a command: not the program alone, nor `COMMAND --help`.
  var namesACommand: Bool {
    words.first.map { !$0.hasPrefix("-") } ?? false
  }

  /// Every option name the line shows.
  var options: [String] {
    groups.flatMap { $0.flatMap { [$0.option] + $0.companions.map(\.option) } }
  }

  /// The forms the words name; `accept|reject|prune` names three.
  func forms() throws -> [CommandSyntax] {
    guard let command = words.first else { return [] }
    let actions = words.count > 1 ? words[1].split(separator: "|").map(String.init) : [nil]
    return actions.compactMap { action in
      ProgramSyntax.forms.first { $0.words == [command] + (action.map { [$0] } ?? []) }
    }
  }

  /// The argument lists the line shows: the positionals alone, then with each option of
  /// each bracket in each of its shapes, and with each companion beside its option.
  var shapes: [[String]] {
    let base = positionals.map(HelpTests.sample)
    var shapes = [base]
    for alternative in groups.joined() {
      for value in alternative.values {
        let given = [alternative.option] + (value.map { [$0] } ?? [])
        shapes.append(base + given)
        for companion in alternative.companions {
          shapes += companion.values.map {
            base + given + [companion.option] + ($0.map { [$0] } ?? [])
          }
        }
      }
    }
    return shapes
  }

  /// For each bracket of alternatives, the first two given together.
  var alternativesTogether: [[String]] {
    groups.filter { $0.count > 1 }.map { group in
      positionals.map(HelpTests.sample)
        + group.prefix(2).flatMap {
          [$0.option] + ($0.values.last.flatMap { $0 }.map { [$0] } ?? [])
        }
    }
  }

  private static func tokens(of text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    for character in text {
      if character == "[" || character == "]" || character == " " {
        if !current.isEmpty { tokens.append(current) }
        current = ""
        if character != " " { tokens.append(String(character)) }
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  /// The alternatives up to the closing bracket (or the end), parted at each lone `|`.
  private static func nodes(_ tokens: inout ArraySlice<String>) -> [[Node]] {
    var alternatives: [[Node]] = [[]]
    while let token = tokens.popFirst() {
      switch token {
      case "]": return alternatives
      case "[": alternatives[alternatives.count - 1].append(.bracket(nodes(&tokens)))
      case "|": alternatives.append([])
      default: alternatives[alternatives.count - 1].append(.word(token))
      }
    }
    return alternatives
  }

  private static func alternative(_ nodes: [Node]) -> Alternative? {
    guard case .word(let option)? = nodes.first, option.hasPrefix("--") else { return nil }
    var result = Alternative(option: option, values: [nil], companions: [])
    for node in nodes.dropFirst() {
      switch node {
      case .word(let placeholder):
        result.values =
          placeholder.contains("|")
          ? placeholder.split(separator: "|").map(String.init) : [HelpTests.sample(placeholder)]
      case .bracket(let inner):
        if let companion = inner.first.flatMap(alternative) {
          result.companions.append(companion)
        } else if case .word(let placeholder)? = inner.first?.first {
          result.values = [nil, HelpTests.sample(placeholder)]
        }
      }
    }
    return result
  }
}
