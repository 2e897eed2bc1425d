/// A screen as a program registers it: a `ScreenDeclaration` of any controller and input,
/// given as it is, so a registration is a plain list of declarations.
///
///     let session = ScreenSession(screens: [quotes, detail])   // two declarations of two types
///
/// A session, a program and every front end read it as an `AnyScreenDeclaration`, the
/// declaration with its types erased; a declaration erases itself.
public protocol ScreenRegistration: Sendable {
  /// The declaration with its types erased, as a session holds it.
  var erased: AnyScreenDeclaration { get }
}

extension ScreenDeclaration: ScreenRegistration {
  /// The declaration as a session holds it.
  public var erased: AnyScreenDeclaration { AnyScreenDeclaration(self) }
}

extension AnyScreenDeclaration: ScreenRegistration {
  /// Itself: it is erased already.
  public var erased: AnyScreenDeclaration { self }
}
