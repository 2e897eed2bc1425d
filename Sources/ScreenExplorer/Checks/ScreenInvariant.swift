import ScreenModel

/// A rule a team declares for its own screens, checked by an exploration on every state it
/// reaches: a closure over the screen on top as any front end reads it, its rows and
/// controls, which says what is wrong or nil.
///
///     ScreenInvariant("book-once", on: ["shelf"], summary: "a book is listed once") { state in
///       let ids = state.screen.rowKeys
///       return Set(ids).count == ids.count ? nil : "a book is listed twice"
///     }
///
/// A team reads its own rows as it likes (`state.screen.screen(as: ShelfRows.self)`), or
/// through their JSON; the explorer itself reads only the erased forms.
public struct ScreenInvariant: Sendable {
  /// Its name: a finding's check is `invariant:NAME`.
  public var name: String
  /// The screens it holds on; empty, every screen.
  public var screens: [String]
  /// What it holds, in a line.
  public var summary: String
  /// What is wrong with `state`, or nil when it holds.
  public var check: @MainActor @Sendable (ExploredState) -> String?

  public init(
    _ name: String, on screens: [String] = [], summary: String,
    check: @escaping @MainActor @Sendable (ExploredState) -> String?
  ) {
    self.name = name
    self.screens = screens
    self.summary = summary
    self.check = check
  }

  /// Whether it holds on the screen named `name`.
  func applies(to name: String) -> Bool { screens.isEmpty || screens.contains(name) }

  /// The check its findings carry.
  var asCheck: Check { .invariant(name, summary: summary) }
}

/// A state an exploration reached, as an invariant reads it: the screen on top, the stack
/// under it, and the path that led there.
public struct ExploredState: Sendable {
  /// The screen on top, its rows and controls as the session's last update carries them.
  public var screen: AnyScreen
  /// The names of the screens on the stack, bottom first.
  public var stack: [String]
  /// The lines played to reach it, from the first screen.
  public var path: [PlayedLine]
  /// True while the program's commands hold answers (`pause`).
  public var isHolding: Bool

  public init(screen: AnyScreen, stack: [String], path: [PlayedLine], isHolding: Bool) {
    self.screen = screen
    self.stack = stack
    self.path = path
    self.isHolding = isHolding
  }
}
