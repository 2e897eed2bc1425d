/// How a session's front ends draw what the user chose to see a certain way: which colour a
/// rise takes (a fall takes the other).
///
///     SessionAppearance(rise: .red).json   // {"rise":"red"}: 紅漲綠跌, as in Taiwan
///
/// An update writes it as `"appearance":{"rise":"red"}` in a front end's first message and in
/// any update where it changed since the one before (`SessionUpdate.writesAppearance`); a
/// session given none (`ScreenSession(screens:…:appearance:)`) never writes it.
public struct SessionAppearance: Hashable, Sendable {
  /// The colour of a rise: red (紅漲綠跌, Taiwan's convention) or green (綠漲紅跌, the
  /// reverse, common elsewhere). A fall is drawn in the other.
  public enum Rise: String, Hashable, Sendable, CaseIterable {
    case red
    case green
  }

  /// The colour a rise takes.
  public var rise: Rise

  public init(rise: Rise = .red) {
    self.rise = rise
  }

  /// `{"rise":"red"}`, as the protocol writes it.
  public var json: JSONValue {
    .object([.init("rise", .string(rise.rawValue))])
  }
}

/// Where a session reads its appearance, and hears of each change: the user's settings,
/// shared by every session of a program, which gives it to each session it makes
/// (`ScreenSession(screens:…:appearance:)`).
public struct AppearanceSource: Sendable {
  /// The appearance now.
  public var current: @MainActor @Sendable () -> SessionAppearance
  /// Calls the follower with each change, until it returns false (a session that ended).
  public var follow: @MainActor @Sendable (@escaping @MainActor (SessionAppearance) -> Bool) -> Void

  public init(
    current: @escaping @MainActor @Sendable () -> SessionAppearance,
    follow:
      @escaping @MainActor @Sendable (@escaping @MainActor (SessionAppearance) -> Bool) -> Void
  ) {
    self.current = current
    self.follow = follow
  }

  /// An appearance that never changes.
  public static func fixed(_ appearance: SessionAppearance) -> AppearanceSource {
    AppearanceSource(current: { appearance }, follow: { _ in })
  }
}
