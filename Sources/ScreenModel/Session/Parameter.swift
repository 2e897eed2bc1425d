/// A parameter of an event, with the type its value has in the controller's event: what an
/// `EventForm` reads from a front end's arguments and writes back, declared once.
///
///     Parameter<Market>.choice("market", aliases: { [$0.displayName] })
///     // JSON: "market":"listed"   scenario: load listed (or load 上市)   Swift: Market.listed
///     Parameter<String>.word("code", summary: "a company code")
///     Parameter<Int>.integer("pageSize", in: 1...1000).optional
///
/// The untyped `declared` parameter is what help, the scenario grammar, the JSON Schema and
/// the arguments' checks read; `read` and `write` turn a checked argument into the value
/// and back, so a form made of parameters needs no hand-written decoding nor encoding.
public struct Parameter<Value: Sendable>: Sendable {
  /// The parameter as every front end reads it: its name, kind, summary and placeholder.
  public let declared: EventParameter
  let read: @Sendable (JSONValue?) -> Value?
  let write: @Sendable (Value) -> JSONValue?

  /// A parameter of a kind of your own: `read` takes the argument as its declared kind
  /// checked it (nil when absent), `write` gives the argument of a value (nil leaves it
  /// out). `read(write(v))` must give `v` back: a session checks it on sample arguments
  /// when it starts.
  public init(
    _ declared: EventParameter, read: @escaping @Sendable (JSONValue?) -> Value?,
    write: @escaping @Sendable (Value) -> JSONValue?
  ) {
    self.declared = declared
    self.read = read
    self.write = write
  }

  /// The parameter's JSON member.
  public var name: String { declared.name }

  /// The same parameter, which may be left out: nil in the event when it is.
  public var optional: Parameter<Value?> {
    var declared = self.declared
    declared.isOptional = true
    let (read, write) = (self.read, self.write)
    return Parameter<Value?>(
      declared, read: { argument in argument.map(read) ?? .some(nil) },
      write: { value in value.flatMap(write) })
  }

  /// The member written for `value`, nil when it is left out.
  func member(_ value: Value) -> JSONValue.Member? {
    write(value).map { .init(name, $0) }
  }
}

extension Parameter where Value == String {
  /// A non-empty string; in a scenario, one word: a code, an id.
  public static func word(
    _ name: String, summary: String? = nil, placeholder: String? = nil
  ) -> Parameter {
    Parameter(
      EventParameter(name, .word, summary: summary, placeholder: placeholder),
      read: { if case .string(let text)? = $0 { text } else { nil } },
      write: { .string($0) })
  }

  /// Any string, empty too; in a scenario, the rest of the line. `optional` lets a front end
  /// leave it out, read as the empty string (a search cleared).
  public static func text(
    _ name: String, optional: Bool = false, summary: String? = nil, placeholder: String? = nil
  ) -> Parameter {
    Parameter(
      EventParameter(
        name, .text, optional: optional, summary: summary, placeholder: placeholder),
      read: { argument in
        switch argument {
        case .string(let text)?: text
        case nil: optional ? "" : nil
        default: nil
        }
      },
      write: { .string($0) })
  }
}

extension Parameter where Value == Int {
  /// A whole number in `range`; `20.0` in JSON reads as 20, a number past the range or not
  /// whole is refused before the event is made.
  public static func integer(
    _ name: String, in range: ClosedRange<Int>, summary: String? = nil,
    placeholder: String? = nil
  ) -> Parameter {
    Parameter(
      EventParameter(name, .integer(range), summary: summary, placeholder: placeholder),
      read: { if case .int(let number)? = $0 { Int(exactly: number) } else { nil } },
      write: { .int(Int64($0)) })
  }
}

extension Parameter where Value == Bool {
  /// `true` or `false`; in a scenario, `on` or `off` too: what a toggle sends.
  public static func boolean(
    _ name: String, summary: String? = nil, placeholder: String? = nil
  ) -> Parameter {
    Parameter(
      EventParameter(name, .boolean, summary: summary, placeholder: placeholder),
      read: { if case .bool(let value)? = $0 { value } else { nil } },
      write: { .bool($0) })
  }
}

extension Parameter
where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
  /// One of `Value`'s cases, written by its raw value; a scenario may also write one of
  /// `aliases` (matched ignoring letter case). `noun` names a value in errors; by default
  /// the parameter's name.
  ///
  ///     Parameter<Shelf>.choice("list", aliases: { [$0.label] })
  ///     // "list":"unread" or, in a scenario, show 未讀完
  public static func choice(
    _ name: String, noun: String? = nil,
    aliases: (Value) -> [String] = { _ in [] }, summary: String? = nil,
    placeholder: String? = nil
  ) -> Parameter {
    let choices = Value.allCases.map { EventParameter.Choice($0.rawValue, aliases: aliases($0)) }
    return Parameter(
      EventParameter(
        name, .choice(choices, noun: noun ?? name), summary: summary, placeholder: placeholder),
      read: { if case .string(let token)? = $0 { Value(rawValue: token) } else { nil } },
      write: { .string($0.rawValue) })
  }
}
