import ScreenModel

/// Scenario lines written from what a screen declares: an event object as its line
/// (`{"event":"select","code":"2330"}` is `select 2330`), an event with chosen arguments, a
/// screen opened with its parameters. Each is checked by the explorer against the grammar
/// that `play` reads, so a path is only ever lines `play` reads back as the same events.
enum LineWriter {
  /// The line of `event`, an event object of `declaration`'s: its name and its arguments in
  /// the order of the event's parameters; nil when the screen declares no event of that
  /// name, or an argument cannot be written as a scenario word.
  static func line(of event: JSONValue, on declaration: AnyScreenDeclaration) -> String? {
    guard case .string(let name)? = event["event"],
      let parameters = declaration.event(named: name)?.parameters
    else { return nil }
    return line(name, parameters: parameters) { event[$0.name] }
  }

  /// `name` followed by each of `parameters`' words, as `value` gives the arguments; a
  /// missing optional argument ends the line, a `text` argument takes the rest of it.
  static func line(
    _ name: String, parameters: [EventParameter], value: (EventParameter) -> JSONValue?
  ) -> String? {
    var words = [name]
    for (offset, parameter) in parameters.enumerated() {
      guard let argument = value(parameter), argument != .null else {
        // Leaving a parameter out leaves out every one after it.
        let rest = parameters[(offset + 1)...]
        guard parameter.isOptional, rest.allSatisfy({ value($0) == nil || value($0) == .null })
        else { return nil }
        break
      }
      guard let word = self.word(argument, for: parameter.kind) else { return nil }
      if case .text = parameter.kind {
        if !word.isEmpty { words.append(word) }
        break
      }
      words.append(word)
    }
    return words.joined(separator: " ")
  }

  /// `argument` as a scenario writes it for a parameter of `kind`; nil when it cannot be.
  static func word(_ argument: JSONValue, for kind: EventParameter.Kind) -> String? {
    switch (argument, kind) {
    case (.string(let text), .text): return TextSamples.isRest(text) ? text : nil
    case (.string(let text), _): return TextSamples.isWord(text) ? text : nil
    case (.int(let number), _): return String(number)
    case (.bool(let value), _): return value ? "on" : "off"
    default: return nil
    }
  }

  /// The words a parameter is tried with: a choice's tokens, a whole number's bounds, on and
  /// off, `samples` for words and text (the first only, for an optional one left out too).
  static func arguments(
    for parameter: EventParameter, samples: [String]
  ) -> [JSONValue] {
    var values: [JSONValue]
    switch parameter.kind {
    case .choice(let choices, _): values = choices.map { .string($0.token) }
    case .integer(let range):
      values = [range.lowerBound, range.upperBound].map { .int(Int64($0)) }
    case .boolean: values = [.bool(true), .bool(false)]
    case .word: values = samples.filter(TextSamples.isWord).map { .string($0) }
    case .text: values = samples.filter(TextSamples.isRest).map { .string($0) }
    }
    if parameter.isOptional { values.insert(.null, at: 0) }
    return values
  }

  /// Lines of the event `name` with `parameters`, each parameter tried with its arguments,
  /// the first parameter's every argument and each later one's first and last: at most
  /// `limit`, in a fixed order.
  static func lines(
    _ name: String, parameters: [EventParameter], samples: (EventParameter) -> [String],
    limit: Int
  ) -> [String] {
    let choices = parameters.map { arguments(for: $0, samples: samples($0)) }
    guard !choices.contains(where: \.isEmpty) || parameters.isEmpty else { return [] }
    var combinations: [[JSONValue]] = [choices.map { $0.first ?? .null }]
    for (position, options) in choices.enumerated() {
      let tried = position == 0 ? options : [options.first, options.last].compactMap { $0 }
      for option in tried {
        var combination = combinations[0]
        combination[position] = option
        if !combinations.contains(combination) { combinations.append(combination) }
      }
    }
    var written: [String] = []
    for combination in combinations {
      let values = Dictionary(
        zip(parameters.map(\.name), combination), uniquingKeysWith: { first, _ in first })
      if let line = line(name, parameters: parameters, value: { values[$0.name] }),
        !written.contains(line)
      {
        written.append(line)
      }
      if written.count >= limit { break }
    }
    return written
  }
}
