/// A screen controller's own event with its type erased: what a row of any screen offers a
/// front end in the same process, which sends it to the session as it is, with no JSON
/// written or read on the way.
///
///     let row = session.current.screen.row(at: 1)!   // a quote of the quote list
///     print(row.actionEvent!, row.actionEvent!.value)
///     // Prints select AAPL select("AAPL")
///     try await session.send(row.actionEvent!)       // QuoteList.Event.select("AAPL") arrives
///
/// The session delivers `value` to the screen on top when that screen's controller takes
/// events of its type, and refuses it otherwise (`ScreenSession.send(_:cause:)`). Two events
/// are equal when their values are, for an event type that is `Hashable`; otherwise when
/// they are of one type and describe themselves alike.
public struct AnyEvent: Sendable {
  /// The controller's event.
  public let value: any Sendable
  /// The name of the event's type, without its module: `QuoteList.Event`.
  public let typeName: String
  /// What equality compares: the value where its type is `Hashable`, its description else.
  private let identity: @Sendable () -> AnyHashable
  private let writer: @Sendable () -> SessionEvent?

  /// `event`, written by no form: a session delivers it by its type alone.
  public init<Event: Sendable>(_ event: Event) {
    self.init(event) { nil }
  }

  /// `event`, which `written` writes as its screen's forms do, when asked.
  init<Event: Sendable>(_ event: Event, written: @escaping @Sendable () -> SessionEvent?) {
    if let erased = event as? AnyEvent {
      self = erased
      return
    }
    value = event
    let name = String(reflecting: Event.self)
    typeName = name.firstIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
    identity = {
      (event as? any Hashable).map { AnyHashable($0) } ?? AnyHashable("\(name) \(event)")
    }
    writer = written
  }

  /// The event as its screen's forms write it, which `drive` and `serve` would read back as
  /// the same event: `select AAPL`. Nil when no form of its screen writes it, or when it
  /// was made without them.
  ///
  /// - Complexity: the forms' writing, done each time it is read: nothing is written for an
  ///   event that is only sent.
  public var written: SessionEvent? { writer() }
}

extension AnyEvent: Hashable {
  public static func == (lhs: AnyEvent, rhs: AnyEvent) -> Bool {
    lhs.identity() == rhs.identity()
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(identity()) }
}

extension AnyEvent: CustomStringConvertible {
  /// The event as a scenario line writes it (`select AAPL`), or as the value describes
  /// itself where no form writes it.
  public var description: String { written?.description ?? "\(value)" }
}
