/// The parts of a help text made from `CommandSyntax` declarations: usage lines and option
/// lines. The prose around them is written by hand; these parts never are.
package enum HelpLayout {
  /// The widest a usage line grows before it wraps, indent included.
  static let width = 96
  /// Where option help starts: two spaces, then the option in a field of 21.
  static let column = 23

  /// The usage lines of `forms`, each indented by two spaces and wrapped under its first
  /// argument. `grouped` joins consecutive forms of one command that take the same arguments
  /// (`snapshots accept|reject|prune`); `summaries` puts each form's summary under its line.
  ///
  ///       stock-screens play FILE [--data DIR | --live [BASE_URL] [--no-cache]] [--format text|json]
  ///                          [--max-rows N]
  package static func usage(
    of forms: [CommandSyntax], program: String, grouped: Bool = false, summaries: Bool = false
  ) -> String {
    var merged: [(words: [String], syntax: CommandSyntax)] = []
    for form in forms {
      if grouped, let last = merged.last, last.syntax.words.count == 2, form.words.count == 2,
        last.syntax.command == form.command, last.syntax.positionals == form.positionals,
        last.syntax.options == form.options, last.syntax.rules == form.rules
      {
        merged[merged.count - 1].words[1] += "|" + form.words[1]
      } else {
        merged.append((form.words, form))
      }
    }
    return merged.map { words, syntax in
      var text = usage(
        head: ([program] + words).joined(separator: " "), terms: terms(of: syntax), indent: 2)
      if summaries, let summary = syntax.summary {
        text += summary.split(separator: "\n").map { "\n      \($0)" }.joined()
      }
      return text + "\n"
    }.joined()
  }

  /// The option lines of `forms`, one section a heading in the order the headings first
  /// appear, each option once (forms that share one share its line); then their `rules`.
  package static func options(of forms: [CommandSyntax]) -> String {
    var seen: Set<String> = []
    var sections: [(heading: String, lines: String)] = []
    for option in forms.flatMap(\.options) where seen.insert(option.name).inserted {
      let lines = self.lines(of: option)
      if let index = sections.firstIndex(where: { $0.heading == option.section }) {
        sections[index].lines += lines
      } else {
        sections.append((option.section, lines))
      }
    }
    let rules = rules(of: forms)
    if !rules.isEmpty { sections.append(("Rules", rules)) }
    return sections.map { "\($0.heading):\n\($0.lines)" }.joined(separator: "\n")
  }

  /// The lines stating the rules of `forms` that usage lines cannot show (a needed one of
  /// several options, an option that does not go with a value of another), each once.
  package static func rules(of forms: [CommandSyntax]) -> String {
    var rules: [String] = []
    for form in forms {
      for rule in form.rules {
        switch rule {
        case .atLeastOne, .notWith:
          let line = form.statement(of: rule)
          if !rules.contains(line) { rules.append(line) }
        case .oneOf, .requires:
          continue
        }
      }
    }
    return rules.map { "  \($0)\n" }.joined()
  }

  /// `term` in the option field and `help` beside it, its later lines at `column`; a term
  /// too wide for the field puts the help on the next line.
  package static func entry(_ term: String, _ help: String, column: Int = column) -> String {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    let field = "  " + term
    let margin = String(repeating: " ", count: column)
    var text =
      field.count + 2 <= column
      ? field + String(repeating: " ", count: column - field.count) + (lines.first ?? "")
      : field + "\n" + margin + (lines.first ?? "")
    for line in lines.dropFirst() { text += "\n" + margin + line }
    return text + "\n"
  }

  private static func lines(of option: CommandOption) -> String {
    let aliases = option.names.dropFirst().map { ", \($0)" }.joined()
    switch option.value {
    case .choice(let choices) where choices.allSatisfy({ $0.help != nil }):
      return choices.map { entry("\(option.name) \($0.word)\(aliases)", $0.help ?? "") }.joined()
    case .optionalURL(let placeholder):
      let note =
        "\(placeholder): an http:// or https:// URL, as the next argument or as\n"
        + "\(option.name)=\(placeholder); a next argument without :// is not read as one"
      return entry(option.term + aliases, option.help + "\n" + note)
    default:
      return entry(option.term + aliases, option.help)
    }
  }

  /// The positionals, then each option in brackets; the options of a `oneOf` rule share one
  /// bracket as alternatives, and an option that requires another sits beside it.
  private static func terms(of syntax: CommandSyntax) -> [String] {
    var companions: [String: [String]] = [:]
    var groups: [[String]] = []
    for rule in syntax.rules {
      switch rule {
      case .requires(let first, let second, _): companions[second, default: []].append(first)
      case .oneOf(let names): groups.append(names)
      case .atLeastOne, .notWith: break
      }
    }
    let placedBeside = Set(
      companions.filter { syntax.option(named: $0.key) != nil }.values.joined())
    func withCompanions(_ option: CommandOption) -> String {
      ([option.term]
        + (companions[option.name] ?? []).map { "[\(syntax.option(named: $0)?.term ?? $0)]" })
        .joined(separator: " ")
    }
    var terms = syntax.positionals.map(\.placeholder)
    var placed: Set<String> = []
    for option in syntax.options
    where !placed.contains(option.name) && !placedBeside.contains(option.name) {
      let group = groups.first { $0.contains(option.name) } ?? [option.name]
      let members = group.compactMap(syntax.option(named:))
      placed.formUnion(members.map(\.name))
      terms.append("[" + members.map(withCompanions).joined(separator: " | ") + "]")
    }
    return terms
  }

  private static func usage(head: String, terms: [String], indent: Int) -> String {
    let margin = String(repeating: " ", count: indent)
    let continuation = String(repeating: " ", count: indent + head.count + 1)
    var lines = [margin + head]
    for term in terms {
      if lines[lines.count - 1].count + 1 + term.count > width,
        lines[lines.count - 1] != margin + head
      {
        lines.append(continuation + term)
      } else {
        lines[lines.count - 1] += " " + term
      }
    }
    return lines.joined(separator: "\n")
  }
}
