/// An event a front end may send to a screen, declared once: its name, its parameters, and
/// the controller's event they make. Reading it from JSON or a scenario line, writing a
/// controller's event back (a row's action, a button's event), the scenario grammar, help,
/// the JSON Schema and the error messages are all made from this one description.
///
///     EventForm("load", DirectoryEvent.loadRequested, .choice("market"), summary: "load a market")
///     // reads {"event":"load","market":"otc"} as .loadRequested(.otc),
///     // and writes .loadRequested(.otc) back as that object
///     EventForm("more", .loadMoreRequested, summary: "load the next page")
///
/// The event is made by the enum case given (`DirectoryEvent.loadRequested`); written back,
/// an event is taken apart by that case and checked to be made again equal by it, so no
/// inverse is written by hand and none can disagree. A session checks every form on sample
/// arguments when it starts (`ScreenSession.problems(in:)`).
public struct EventForm<Event: Sendable>: Sendable {
  /// The event's name in JSON (`"event":"load"`) and the first word of its scenario line.
  public var name: String
  /// Its parameters, in the order a scenario line writes them.
  public var parameters: [EventParameter]
  /// One line for help: what the event does.
  public var summary: String
  /// The screen this event may open on top (a select that opens a profile), when its
  /// controller's state gives the output that leads there; nil when it opens none. A
  /// scenario reads its next line on that screen first, and the session says whether it
  /// opened.
  public var opens: String?
  /// True when the event closes its screen (an editor's save), its controller's output
  /// saying what the screen below gets (`Navigation.close(returning:)`), which may close in
  /// turn: a scenario's next lines are then read against every screen, and the session
  /// refuses, at its line, one that does not fit the screen it shows.
  public var closes: Bool
  private let decode: @Sendable (EventArguments) -> Event?
  // Takes the event taken apart once by its caller, so that trying every form of a screen
  // on a row's action reflects on the action once, not once a form.
  private let encode: @Sendable (Event, EnumPayload) -> [JSONValue.Member]?

  /// A form whose reading and writing are given by hand, for an event that is not an enum
  /// case of parameters (the typed initializers cover those): `decode` makes the event of
  /// checked arguments (nil refuses them), `encode` gives the arguments of an event of this
  /// form (nil for any other). A session refuses to start when the two disagree on sample
  /// arguments.
  public init(
    _ name: String, _ parameters: [EventParameter] = [], summary: String, opens: String? = nil,
    closes: Bool = false, decode: @escaping @Sendable (EventArguments) -> Event?,
    encode: @escaping @Sendable (Event) -> [JSONValue.Member]?
  ) {
    self.init(
      name, parameters, summary: summary, opens: opens, closes: closes, decode: decode,
      reflectedEncode: { event, _ in encode(event) })
  }

  private init(
    _ name: String, _ parameters: [EventParameter], summary: String, opens: String?,
    closes: Bool, decode: @escaping @Sendable (EventArguments) -> Event?,
    reflectedEncode: @escaping @Sendable (Event, EnumPayload) -> [JSONValue.Member]?
  ) {
    self.name = name
    self.parameters = parameters
    self.summary = summary
    self.opens = opens
    self.closes = closes
    self.decode = decode
    self.encode = reflectedEncode
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

  /// The controller's event for the words of a scenario line after its name (`otc` of
  /// `load otc`), read by the parameters as `play` reads them.
  public func event(fromWords words: [String]) throws(SessionEventError) -> Event {
    try event(from: EventArguments(words: words, parameters: parameters, usage: usage))
  }

  /// The event object of `event` when it is of this form: `{"event":"load","market":"otc"}`.
  public func json(for event: Event) -> JSONValue? {
    json(for: event, payload: EnumPayload(of: event))
  }

  /// `event` as a session takes it, when it is of this form: what a control sends.
  public func sessionEvent(for event: Event) -> SessionEvent? {
    sessionEvent(for: event, payload: EnumPayload(of: event))
  }

  func json(for event: Event, payload: EnumPayload) -> JSONValue? {
    encode(event, payload).map { .object([.init("event", .string(name))] + $0) }
  }

  func sessionEvent(for event: Event, payload: EnumPayload) -> SessionEvent? {
    encode(event, payload).map { SessionEvent(name, EventArguments($0)) }
  }
}

extension EventForm where Event: Equatable {
  /// An event without parameters, which always stands for `event`: a feed's `more`, a
  /// screen's `retry`.
  ///
  ///     EventForm("more", .loadMoreRequested, summary: "load the next page")
  ///     // reads {"event":"more"} as .loadMoreRequested, and writes it back so
  ///
  /// A save that closes its editor: `EventForm("save", .saveRequested, summary: "…",
  /// closes: true)`.
  public init(
    _ name: String, _ event: Event, summary: String, opens: String? = nil, closes: Bool = false
  ) {
    self.init(
      name, [], summary: summary, opens: opens, closes: closes, decode: { _ in event },
      reflectedEncode: { written, _ in written == event ? [] : nil })
  }

  /// An event of one parameter, made by `make`: an enum case of one associated value.
  ///
  ///     EventForm("select", DirectoryEvent.companySelected, .word("code"), summary: "…")
  public init<A>(
    _ name: String, _ make: @escaping @Sendable (A) -> Event, _ a: Parameter<A>,
    summary: String, opens: String? = nil, closes: Bool = false
  ) {
    self.init(
      name, [a.declared], summary: summary, opens: opens, closes: closes,
      decode: { arguments in a.read(arguments[a.name]).map(make) },
      reflectedEncode: { event, payload in
        guard let value: A = payload.value(), make(value) == event else { return nil }
        return [a.member(value)].compactMap { $0 }
      })
  }

  /// An event of two parameters, made by `make`: an enum case of two associated values.
  public init<A, B>(
    _ name: String, _ make: @escaping @Sendable (A, B) -> Event, _ a: Parameter<A>,
    _ b: Parameter<B>, summary: String, opens: String? = nil, closes: Bool = false
  ) {
    self.init(
      name, [a.declared, b.declared], summary: summary, opens: opens, closes: closes,
      decode: { arguments in
        guard let first = a.read(arguments[a.name]), let second = b.read(arguments[b.name])
        else { return nil }
        return make(first, second)
      },
      reflectedEncode: { event, payload in
        guard let (first, second): (A, B) = payload.value(), make(first, second) == event
        else { return nil }
        return [a.member(first), b.member(second)].compactMap { $0 }
      })
  }
}

/// The associated values of an enum case, read by reflection only to be checked: a form
/// writes an event back only when its own case makes the same event again from them.
///
/// Reflection is slow (microseconds a value), so an event is taken apart once here and
/// every form of its screen reads the parts: a row's action is written on every update.
struct EnumPayload {
  /// The case's associated value (a tuple when it has several), nil for a case without one
  /// or a value that is no enum.
  private let payload: Any?
  /// The one value inside a one-element tuple (`select(code: "2330")`), or the payload
  /// itself when it is an enum (`.actionSelected(.openWebsite(url))`) taken apart in turn.
  private let inner: Inner

  private enum Inner {
    case none
    case single(Any)
    indirect case nested(EnumPayload)
  }

  init(of value: some Any) {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
      self.payload = nil
      self.inner = .none
      return
    }
    self.payload = payload
    let innerMirror = Mirror(reflecting: payload)
    switch innerMirror.displayStyle {
    // One labelled associated value comes as a tuple of one: `select(code: "2330")`.
    case .tuple? where innerMirror.children.count == 1:
      inner = innerMirror.children.first.map { .single($0.value) } ?? .none
    // A case of a case: `.actionSelected(.openWebsite(url))` gives `url`.
    case .enum?: inner = .nested(EnumPayload(of: payload))
    default: inner = .none
    }
  }

  /// The associated value (or the tuple of them) when it is a `Value`.
  func value<Value>() -> Value? {
    guard let payload else { return nil }
    if let typed = payload as? Value { return typed }
    switch inner {
    case .none: return nil
    case .single(let value): return value as? Value
    case .nested(let nested): return nested.value()
    }
  }
}

extension Array {
  /// The event object of `event`, by the first of these forms that writes it; nil when
  /// none does.
  public func json<Event>(for event: Event) -> JSONValue? where Element == EventForm<Event> {
    let payload = EnumPayload(of: event)
    for form in self {
      if let json = form.json(for: event, payload: payload) { return json }
    }
    return nil
  }

  /// `event` as a session takes it, by the first of these forms that writes it; nil when
  /// none of these forms writes it.
  public func sessionEvent<Event>(for event: Event) -> SessionEvent?
  where Element == EventForm<Event> {
    let payload = EnumPayload(of: event)
    for form in self {
      if let written = form.sessionEvent(for: event, payload: payload) { return written }
    }
    return nil
  }
}
