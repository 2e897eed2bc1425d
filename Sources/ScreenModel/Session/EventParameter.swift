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
    case .choice(let choices, _): Self.list(choices.map(\.token), last: "or")
    }
  }

  /// `a, b or c`.
  static func list(_ words: [String], last: String) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " \(last) " + (words.last ?? "")
  }
}

/// An event a front end may send to a screen, declared once: its name, its parameters, how
/// its arguments make the controller's event, and how an event of the controller is
/// written back as this form (a row's action).
///
///     EventForm<DirectoryEvent>(
///       "load", [market], summary: "load a market",
///       decode: { .loadRequested(Market(rawValue: $0.string("market")!)!) },
///       encode: { event in
///         guard case .loadRequested(let market) = event else { return nil }
///         return [.init("market", .string(market.rawValue))]
///       })
public struct EventForm<Event: Sendable>: Sendable {
  /// The event's name in JSON (`"event":"load"`) and the first word of its scenario line.
  public var name: String
  /// Its parameters, in the order a scenario line writes them.
  public var parameters: [EventParameter]
  /// One line for help: what the event does.
  public var summary: String
  /// The screen this event may open on top (a select that opens a profile), so that a
  /// scenario can be checked before it runs; nil when it opens none.
  public var opens: String?
  private let decode: @Sendable (EventArguments) -> Event?
  private let encode: @Sendable (Event) -> [JSONValue.Member]?

  /// - Parameters:
  ///   - name: the event's name.
  ///   - parameters: its parameters, checked before `decode` sees them.
  ///   - summary: what it does, for help.
  ///   - opens: the screen it may open, for checking scenarios.
  ///   - decode: the controller's event for checked arguments; nil refuses them.
  ///   - encode: the arguments of `event` when it is of this form, else nil.
  public init(
    _ name: String, _ parameters: [EventParameter] = [], summary: String, opens: String? = nil,
    decode: @escaping @Sendable (EventArguments) -> Event?,
    encode: @escaping @Sendable (Event) -> [JSONValue.Member]?
  ) {
    self.name = name
    self.parameters = parameters
    self.summary = summary
    self.opens = opens
    self.decode = decode
    self.encode = encode
  }

  /// The usage line: `load MARKET`, `retry [MARKET]`.
  public var usage: String { ([name] + parameters.map(\.usage)).joined(separator: " ") }

  /// The controller's event for `arguments`, checked against the parameters first.
  public func event(from arguments: EventArguments) throws(SessionEventError) -> Event {
    let checked = try arguments.checked(against: parameters, event: name)
    guard let event = decode(checked) else {
      throw SessionEventError(.invalid, "\(name): the arguments make no event: \(arguments)")
    }
    return event
  }

  /// The event object of `event` when it is of this form: `{"event":"load","market":"otc"}`.
  public func json(for event: Event) -> JSONValue? {
    encode(event).map { .object([.init("event", .string(name))] + $0) }
  }

  /// `event` as a session takes it, when it is of this form: what a control sends.
  public func sessionEvent(for event: Event) -> SessionEvent? {
    encode(event).map { SessionEvent(name, EventArguments($0)) }
  }
}

extension EventForm where Event: Equatable {
  /// An event without parameters, which always stands for `event`: a feed's `more`, a
  /// screen's `retry`.
  ///
  ///     EventForm("more", summary: "load the next page", event: .loadMoreRequested)
  ///     // reads {"event":"more"} as .loadMoreRequested, and writes it back so
  public init(_ name: String, summary: String, opens: String? = nil, event: Event) {
    self.init(
      name, summary: summary, opens: opens, decode: { _ in event },
      encode: { $0 == event ? [] : nil })
  }
}

extension Array {
  /// The event object of `event`, by the first of these forms that writes it; nil when
  /// none does.
  public func json<Event>(for event: Event) -> JSONValue? where Element == EventForm<Event> {
    for form in self {
      if let json = form.json(for: event) { return json }
    }
    return nil
  }

  /// `event` as a session takes it, by the first of these forms that writes it: the event
  /// of a button among a screen's controls, written from the controller's own event rather
  /// than by hand. Nil when none of these forms writes it.
  ///
  ///     events.sessionEvent(for: .show(.unread)).map { .button(label: "未讀完", event: $0) }
  ///     // a button that sends {"event":"show","list":"unread"}
  public func sessionEvent<Event>(for event: Event) -> SessionEvent?
  where Element == EventForm<Event> {
    lazy.compactMap { $0.sessionEvent(for: event) }.first
  }
}
