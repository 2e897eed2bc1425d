/// The arguments of an event, by name: the members of its JSON object, or the words of its
/// scenario line read by its parameters.
///
/// An event's `decode` only ever sees arguments checked against its parameters, so it reads
/// them without failing: `arguments.string("market")` is a token of the choice.
public struct EventArguments: Hashable, Sendable, CustomStringConvertible {
  /// The members, in order.
  public private(set) var members: [JSONValue.Member]

  public init(_ members: [JSONValue.Member] = []) {
    self.members = members
  }

  /// The value of `name`, nil when it is absent or null.
  public subscript(name: String) -> JSONValue? {
    guard let value = members.first(where: { $0.key == name })?.value, value != .null else {
      return nil
    }
    return value
  }

  /// The string argument `name`.
  public func string(_ name: String) -> String? {
    guard case .string(let text)? = self[name] else { return nil }
    return text
  }

  /// The whole-number argument `name`.
  public func int(_ name: String) -> Int? {
    guard case .int(let number)? = self[name] else { return nil }
    return Int(exactly: number)
  }

  /// The arguments as a JSON object's text.
  public var description: String { JSONValue.object(members).text }

  /// The arguments with each parameter checked and normalized (a whole number written
  /// `20.0` becomes `20`); members no parameter names are dropped, so a newer front end
  /// does not break an older engine.
  ///
  /// - Throws: `SessionEventError` naming `event` and the member at fault.
  func checked(
    against parameters: [EventParameter], event: String
  ) throws(SessionEventError) -> EventArguments {
    var result: [JSONValue.Member] = []
    for parameter in parameters {
      guard let value = self[parameter.name] else {
        if parameter.isOptional { continue }
        throw SessionEventError(
          .invalid, "\(event) needs \"\(parameter.name)\": \(parameter.summary)")
      }
      result.append(.init(parameter.name, try parameter.check(value, event: event)))
    }
    return EventArguments(result)
  }
}

extension EventParameter {
  /// `value` as the parameter takes it, or an error naming the event and the member.
  func check(_ value: JSONValue, event: String) throws(SessionEventError) -> JSONValue {
    // Made only when a value is refused: every keystroke's text passes through here.
    var fault: SessionEventError {
      SessionEventError(
        .invalid,
        "\(event): \"\(name)\" must be \(kind.defaultSummary), not \(VisibleText.shown(value.text))"
      )
    }
    switch (kind, value) {
    case (.text, .string): return value
    case (.word, .string(let text)):
      guard !text.isEmpty else {
        throw SessionEventError(.invalid, "\(event) needs \"\(name)\": \(summary)")
      }
      return value
    case (.choice(let choices, let noun), .string(let token)):
      guard choices.contains(where: { $0.token == token }) else {
        throw SessionEventError(
          .invalid,
          "\(event): unknown \(noun) \(VisibleText.quoted(token)); \(Kind.plural(noun)): "
            + choices.map(\.token).joined(separator: ", "))
      }
      return value
    case (.integer(let range), .int(let number)):
      guard let whole = Int(exactly: number), range.contains(whole) else {
        throw fault
      }
      return value
    case (.integer(let range), .double(let number)):
      // `20.0` is the whole number 20, as JSON has no separate integer type.
      guard number.rounded() == number, let whole = Int(exactly: number), range.contains(whole)
      else { throw fault }
      return .int(Int64(whole))
    case (.boolean, .bool): return value
    case (.boolean, _): throw fault
    case (.word, _), (.text, _), (.choice, _):
      throw SessionEventError(
        .invalid, "\(event): \"\(name)\" must be a string, not \(VisibleText.shown(value.text))")
    case (.integer, _): throw fault
    }
  }

  /// How a scenario's error names the parameter: `page size` for `PAGE_SIZE`.
  private var wordLabel: String { placeholder.lowercased().replacingUnderscores() }

  /// The value a scenario word stands for: a choice's token (an alias too), a number.
  public func value(ofWord word: String) throws(SessionEventError) -> JSONValue {
    switch kind {
    case .word, .text: return .string(word)
    case .integer(let range):
      guard let number = Int(word), range.contains(number) else {
        throw SessionEventError(
          .invalid, "\(wordLabel) must be \(kind.defaultSummary), found \(VisibleText.quoted(word))"
        )
      }
      return .int(Int64(number))
    case .boolean:
      switch word.lowercased() {
      case "on", "true", "yes": return .bool(true)
      case "off", "false", "no": return .bool(false)
      default:
        throw SessionEventError(
          .invalid, "\(wordLabel) must be on or off, found \(VisibleText.quoted(word))")
      }
    case .choice(let choices, let noun):
      let folded = word.lowercased()
      let found = choices.first { choice in
        choice.token.lowercased() == folded || choice.aliases.contains { $0.lowercased() == folded }
      }
      guard let found else {
        let aliases = choices.flatMap(\.aliases)
        throw SessionEventError(
          .invalid,
          "unknown \(noun) \(VisibleText.quoted(word)); \(Kind.plural(noun)): "
            + choices.map(\.token).joined(separator: ", ")
            + (aliases.isEmpty ? "" : " (\(aliases.joined(separator: ", ")))"))
      }
      return .string(found.token)
    }
  }
}

extension EventArguments {
  /// The arguments of a scenario line's words after its verb, read by `parameters`: one
  /// word each, a `text` parameter taking the rest of the line.
  ///
  /// - Throws: `SessionEventError` with `usage` when words are missing or left over.
  public init(
    words: [String], parameters: [EventParameter], usage: String
  ) throws(SessionEventError) {
    var members: [JSONValue.Member] = []
    var rest = words[...]
    for parameter in parameters {
      if case .text = parameter.kind {
        members.append(.init(parameter.name, .string(rest.joined(separator: " "))))
        rest = []
        break
      }
      guard let word = rest.popFirst() else {
        if parameter.isOptional { break }
        throw SessionEventError(.invalid, "missing argument; usage: \(usage)")
      }
      members.append(.init(parameter.name, try parameter.value(ofWord: word)))
    }
    guard rest.isEmpty else {
      let message =
        parameters.isEmpty
        ? "\(usage) takes no argument" : "too many arguments; usage: \(usage)"
      throw SessionEventError(.invalid, message)
    }
    self.init(members)
  }
}

/// An event a session cannot take, and why.
public struct SessionEventError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why the event was not taken.
  public enum Kind: Hashable, Sendable {
    /// Not an event: unknown, or an argument missing or wrong. HTTP 400.
    case invalid
    /// An event of another screen, or one that does not apply now (`back` with nothing
    /// under). Nothing changed. HTTP 409.
    case refused
  }

  /// Which of the two.
  public var kind: Kind
  /// What is wrong, naming the event and the member: `load needs "market": listed, otc or
  /// emerging`.
  public var message: String
  /// The id of the control whose edit or press was refused because it is disabled or
  /// read-only (`"control":"price"` on the wire); nil for any other refusal.
  public var control: String?

  public init(_ kind: Kind, _ message: String, control: String? = nil) {
    self.kind = kind
    self.message = message
    self.control = control
  }

  public var description: String { message }
}

extension String {
  /// `page_size` → `page size`.
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? " " : $0 })
  }
}
