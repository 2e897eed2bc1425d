import Foundation
import ScreenModel

/// What a command line said, read by a `CommandSyntax`: its positionals, and each option
/// given with its values.
package struct ParsedArguments: Sendable {
  /// The form that read the arguments.
  package var syntax: CommandSyntax
  /// The arguments that are not options, as many as the form declares.
  package var positionals: [String]
  /// The values of each option given, by long name; nil for `--live` without a URL.
  private var given: [String: [String?]]

  fileprivate init(syntax: CommandSyntax, positionals: [String], given: [String: [String?]]) {
    self.syntax = syntax
    self.positionals = positionals
    self.given = given
  }

  /// Whether `option` was given.
  package func has(_ option: CommandOption) -> Bool {
    !given(option).isEmpty
  }

  /// The value `option` was given with, if it was given one.
  package func value(of option: CommandOption) -> String? {
    given(option).last ?? nil
  }

  /// Every value a repeatable option was given, in order.
  package func values(of option: CommandOption) -> [String] {
    given(option).compactMap { $0 }
  }

  /// The value of `option` made into `Converted`; a value `convert` refuses is a usage error
  /// that names the option, what it needs and what it found.
  ///
  ///     try parsed.value(of: .port) { UInt16($0) }
  ///     // --port x: "--port needs a number from 0 to 65535, not x"
  package func value<Converted>(
    of option: CommandOption, as convert: (String) -> Converted?
  ) throws(UsageError) -> Converted? {
    guard let text = value(of: option) else { return nil }
    guard let converted = convert(text) else {
      let meaning: String
      if case .required(_, let declared) = option.value {
        meaning = declared
      } else {
        meaning = "a value"
      }
      throw UsageError(
        "\(option.name) needs \(meaning), not \(VisibleText.shown(text))", command: syntax.command)
    }
    return converted
  }

  private func given(_ option: CommandOption) -> [String?] {
    assert(
      syntax.option(named: option.name) != nil,
      "\(syntax.name) does not declare \(option.name): declare it before reading it")
    return given[option.name] ?? []
  }
}

extension CommandSyntax {
  /// Reads `arguments` (those after `words`) by this form: every option must be one it
  /// declares, given once unless repeatable, with the value it takes; the positionals must be
  /// as many as it declares; and the rules must hold. `others` are the program's other forms,
  /// so that an option of another command is refused with the command it goes with.
  ///
  ///     try serve.parse(["--port", "0", "--dry-run"], among: program)
  ///     // throws "--dry-run goes with snapshots accept, reject or prune, not with serve"
  package func parse(
    _ arguments: [String], among others: [CommandSyntax] = []
  ) throws(UsageError) -> ParsedArguments {
    var positionals: [String] = []
    var given: [String: [String?]] = [:]
    // A positional that followed an optional URL without being taken as it, for the message
    // when it is one too many.
    var declined: [String: CommandOption] = [:]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-"), argument != "-" else {
        positionals.append(argument)
        continue
      }
      let (name, inline) = Self.split(argument)
      guard let option = option(named: name) else { throw unknown(name, among: others) }
      guard given[option.name] == nil || option.repeatable else {
        throw problem("\(option.name) is given twice; give it once")
      }
      let next = index < arguments.count ? arguments[index] : nil
      let (value, takesNext) = try read(option, inline: inline, next: next)
      if takesNext {
        index += 1
      } else if inline == nil, let next, !next.hasPrefix("-"), case .optionalURL = option.value {
        declined[next] = option
      }
      given[option.name, default: []].append(value)
    }
    try check(positionals, declined: declined)
    let parsed = ParsedArguments(syntax: self, positionals: positionals, given: given)
    try check(rules, on: parsed)
    return parsed
  }

  /// The value `option` is given, from what followed `=` or from the next argument, and
  /// whether it took the next argument.
  private func read(
    _ option: CommandOption, inline: String?, next: String?
  ) throws(UsageError) -> (String?, takesNext: Bool) {
    if inline == "", option.value != .none {
      throw problem("\(option.name)= needs \(meaning(of: option)) after the =: \(option.term)")
    }
    switch option.value {
    case .none:
      guard inline == nil else { throw problem("\(option.name) takes no value: write it alone") }
      return (nil, false)
    case .required, .choice:
      let taken: (String, Bool)
      if let inline {
        taken = (inline, false)
      } else if let next, !next.hasPrefix("--") {
        taken = (next, true)
      } else {
        throw problem("\(option.name) needs \(meaning(of: option)): \(option.term)")
      }
      if case .choice(let choices) = option.value, !choices.contains(where: { $0.word == taken.0 })
      {
        throw problem(
          "\(option.name) must be \(meaning(of: option)), not \(VisibleText.shown(taken.0))")
      }
      return taken
    case .optionalURL(let placeholder):
      if let inline { return (try url(inline, for: option, placeholder: placeholder), false) }
      guard let next, Self.isWrittenAsURL(next) else { return (nil, false) }
      return (try url(next, for: option, placeholder: placeholder), true)
    }
  }

  /// `--name=value` as the name and the value; any other argument as itself and nil.
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// Whether `text` is written as a URL: a scheme, then `://`.
  static func isWrittenAsURL(_ text: String) -> Bool {
    guard let separator = text.range(of: "://") else { return false }
    let scheme = text[..<separator.lowerBound]
    guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
    return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
  }

  private func url(
    _ text: String, for option: CommandOption, placeholder: String
  ) throws(UsageError) -> String {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
    else {
      throw problem(
        "\(option.name) \(VisibleText.shown(text)): \(placeholder) must be an http:// or https:// URL with a host, "
          + "such as \(option.name) http://127.0.0.1:8080")
    }
    return text
  }

  private func meaning(of option: CommandOption) -> String {
    switch option.value {
    case .required(_, let meaning): meaning
    case .choice(let choices): Prose.list(choices.map(\.word), or: "or")
    case .optionalURL(let placeholder): placeholder
    case .none: "nothing"
    }
  }

  private func check(
    _ positionals: [String], declined: [String: CommandOption]
  ) throws(UsageError) {
    if positionals.count < self.positionals.count {
      throw problem("\(subject) needs \(self.positionals[positionals.count].meaning)")
    }
    guard positionals.count > self.positionals.count else { return }
    let extra = positionals[self.positionals.count]
    var message =
      self.positionals.isEmpty
      ? "\(subject) takes no argument \(VisibleText.shown(extra))"
      : "\(subject) takes \(self.positionals.count == 1 ? "one" : "only") "
        + "\(self.positionals.map(\.placeholder).joined(separator: " ")), not also "
        + VisibleText.shown(extra)
    if let option = declined[extra], case .optionalURL(let placeholder) = option.value {
      message +=
        " (\(option.name) reads the next argument as \(placeholder) only when it is written as a "
        + "URL, http://… or https://…; or write \(option.name)=\(placeholder))"
    }
    throw problem(message)
  }

  /// The form's name in messages; "the program" for a program without commands.
  var subject: String { name.isEmpty ? "the program" : name }

  /// What `rule` asks, as the help states it and a refusal begins:
  /// `--max-rows does not go with --format json`.
  package func statement(of rule: OptionRule) -> String {
    func terms(_ names: [String]) -> [String] { names.map { option(named: $0)?.term ?? $0 } }
    switch rule {
    case .oneOf(let names):
      return "choose one of \(Prose.list(terms(names), or: "and"))"
    case .atLeastOne(let names):
      let terms = terms(names)
      let choice =
        terms.count == 2 ? "\(terms[0]), \(terms[1]) or both" : Prose.list(terms, or: "or")
      return "\(subject) needs \(choice)"
    case .requires(let first, let second, _):
      return "\(first) goes with \(second)"
    case .notWith(let first, let other, let value, _):
      return "\(first) does not go with \(other) \(value)"
    }
  }

  private func check(_ rules: [OptionRule], on parsed: ParsedArguments) throws(UsageError) {
    func has(_ name: String) -> Bool { option(named: name).map(parsed.has) ?? false }
    for rule in rules {
      let broken: Bool
      let reason: String?
      switch rule {
      case .oneOf(let names):
        (broken, reason) = (names.filter(has).count > 1, nil)
      case .atLeastOne(let names):
        (broken, reason) = (!names.contains(where: has), nil)
      case .requires(let first, let second, let because):
        (broken, reason) = (has(first) && !has(second), because)
      case .notWith(let first, let other, let value, let because):
        let clash = option(named: other).map { parsed.value(of: $0) == value } ?? false
        (broken, reason) = (has(first) && clash, because)
      }
      if broken {
        let statement = statement(of: rule)
        throw problem(reason.map { "\(statement): \($0)" } ?? statement)
      }
    }
  }

  /// The refusal of an option this form does not take: the forms it goes with, the nearest
  /// one this form takes, or every one it takes.
  private func unknown(_ name: String, among others: [CommandSyntax]) -> UsageError {
    let owners = others.filter { $0 != self && $0.option(named: name) != nil }
    if !owners.isEmpty {
      let siblings = owners.allSatisfy { $0.command == command && $0.words.count > 1 }
      let forms: [String]
      if siblings {
        forms = owners.map { $0.words.dropFirst().joined(separator: " ") }
      } else {
        // `snapshots accept, reject or prune` rather than the command's word three times.
        var seen: [String] = []
        forms = owners.map { owner in
          let first = owner.command ?? ""
          defer { seen.append(first) }
          return seen.contains(first) ? owner.words.dropFirst().joined(separator: " ") : owner.name
        }
      }
      let this = siblings ? words.dropFirst().joined(separator: " ") : self.name
      return problem(
        "\(VisibleText.shown(name)) goes with \(Prose.list(forms, or: "or")), not with \(this)")
    }
    let forWhom = self.name.isEmpty ? "" : " for \(self.name)"
    let names = options.flatMap(\.names)
    if let nearest = Prose.nearest(to: name, among: names) {
      return problem(
        "unknown option \(VisibleText.shown(name))\(forWhom); did you mean \(nearest)?")
    }
    let known =
      options.isEmpty ? "it takes none" : "options: " + options.map(\.name).joined(separator: ", ")
    return problem("unknown option \(VisibleText.shown(name))\(forWhom); \(known)")
  }

  private func problem(_ message: String) -> UsageError {
    UsageError(message, command: command)
  }
}
