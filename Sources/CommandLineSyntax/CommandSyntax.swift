/// One form of a command line, declared once: the parser reads arguments by it and the help
/// prints its usage line and option lines from it, so the two cannot disagree.
///
///     let serve = CommandSyntax(
///       words: ["serve"], options: DataOption.options + [.port], rules: DataOption.rules)
///     print(HelpLayout.usage(of: [serve], program: "stock-screens"), terminator: "")
///     // Prints "  stock-screens serve [--data DIR | --live [BASE_URL] [--no-cache]] [--port N]"
package struct CommandSyntax: Sendable, Hashable {
  /// The words after the program's name that choose this form: `["play"]`,
  /// `["snapshots", "accept"]`, or none for a program without commands.
  package var words: [String]
  /// The arguments that are not options, in order; each one is required.
  package var positionals: [Positional]
  /// In the order the usage line and the help list them.
  package var options: [CommandOption]
  /// What the options allow together, beyond each one alone.
  package var rules: [OptionRule]
  /// What this form does, shown under its usage line where forms are listed with their
  /// purpose (the actions of `snapshots`); line breaks are kept.
  package var summary: String?

  package init(
    words: [String], positionals: [Positional] = [], options: [CommandOption] = [],
    rules: [OptionRule] = [], summary: String? = nil
  ) {
    self.words = words
    self.positionals = positionals
    self.options = options
    self.rules = rules
    self.summary = summary
  }

  /// The first word, whose `--help` tells more; nil for a program without commands.
  package var command: String? { words.first }

  /// The words as a person types them: `snapshots accept`.
  package var name: String { words.joined(separator: " ") }

  /// The option spelled `name` (a long name or an alias), if this form takes it.
  package func option(named name: String) -> CommandOption? {
    options.first { $0.names.contains(name) }
  }
}

/// An argument that is not an option: `FILE` of `play FILE`.
package struct Positional: Sendable, Hashable {
  /// How the usage line shows it: `FILE`.
  package var placeholder: String
  /// What it is, as the message for a missing one says it: `a scenario FILE`.
  package var meaning: String

  package init(_ placeholder: String, meaning: String) {
    self.placeholder = placeholder
    self.meaning = meaning
  }
}

/// An option: its spellings, the value it takes, and its line in the help.
package struct CommandOption: Sendable, Hashable {
  /// What follows the option's name.
  package enum Value: Sendable, Hashable {
    /// Nothing: `--dry-run`.
    case none
    /// The next argument, or what follows `=`: `--port N`, where `meaning` says what N is
    /// in messages (`a number from 0 to 65535`).
    case required(String, meaning: String)
    /// One of a few words, each with its own help line when every one has one.
    case choice([Choice])
    /// `--live [BASE_URL]`: an http or https URL that may be left out. The next argument
    /// is taken as the value only when it is written as a URL (`SCHEME://…`), so a file
    /// name after the option is never read as its value; `--live=BASE_URL` always is.
    case optionalURL(String)
  }

  /// A word a `.choice` option takes, with what it means.
  package struct Choice: Sendable, Hashable {
    package var word: String
    /// The help line for this word, or nil to describe the option as a whole.
    package var help: String?

    package init(_ word: String, help: String? = nil) {
      self.word = word
      self.help = help
    }
  }

  /// The long name first (`--verbose`), then any short aliases (`-v`).
  package var names: [String]
  package var value: Value
  /// The help text beside the option; line breaks are kept, and each line is indented to
  /// the help's column.
  package var help: String
  /// The heading of the help section the option is listed under: `Options`, `Data (…)`.
  package var section: String
  /// Whether the option may be given more than once (its values add up).
  package var repeatable: Bool

  package init(
    _ names: String..., value: Value = .none, help: String, section: String = "Options",
    repeatable: Bool = false
  ) {
    self.names = names
    self.value = value
    self.help = help
    self.section = section
    self.repeatable = repeatable
  }

  /// `--help` and `-h`, which every command takes; a program reads them before any form.
  package static let help = CommandOption(
    "--help", "-h", help: "what a command does, its options, an example")

  /// The long name: `--port`.
  package var name: String { names[0] }

  /// The option as usage lines show it: `--port N`, `--format text|json`, `--live [BASE_URL]`.
  package var term: String {
    switch value {
    case .none: name
    case .required(let placeholder, _): "\(name) \(placeholder)"
    case .choice(let choices): "\(name) \(choices.map(\.word).joined(separator: "|"))"
    case .optionalURL(let placeholder): "\(name) [\(placeholder)]"
    }
  }
}

/// What options allow together. Each rule carries the reason a person reads when it is
/// broken, so that the message says why and what to do.
package enum OptionRule: Sendable, Hashable {
  /// At most one of these options; the usage line shows them as `[A | B]`.
  case oneOf([String])
  /// At least one of these options.
  case atLeastOne([String])
  /// The first option only with the second; the usage line shows it beside the second.
  case requires(String, String, because: String)
  /// The first option not when the second has this value.
  case notWith(String, option: String, value: String, because: String)
}
