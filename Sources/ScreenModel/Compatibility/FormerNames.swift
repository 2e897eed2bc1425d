// The names the session's types had before each was named for its stage: a control as a
// screen declares it, the same declaration as every front end reads it, and a window as a
// front end asks for it. Each former name still compiles, with a warning whose fix-it
// writes the new one.

/// The former name of ``ControlDeclaration``.
@available(*, deprecated, renamed: "ControlDeclaration")
public typealias Control<Event: Sendable> = ControlDeclaration<Event>

/// The former name of ``AnyControlDeclaration``.
@available(*, deprecated, renamed: "AnyControlDeclaration")
public typealias ScreenControl = AnyControlDeclaration

/// The former name of ``WindowRequest``.
@available(*, deprecated, renamed: "WindowRequest")
public typealias SessionWindow = WindowRequest

extension ScreenDeclaration {
  /// The former name of ``outlivesSession``.
  @available(*, deprecated, renamed: "outlivesSession")
  public var isKept: Bool {
    get { outlivesSession }
    set { outlivesSession = newValue }
  }
}

extension AnyScreenDeclaration {
  /// The former name of ``outlivesSession``.
  @available(*, deprecated, renamed: "outlivesSession")
  public var isKept: Bool { outlivesSession }
}
