/// The screens a session has open, and the outputs they gave that wait to be followed.
///
/// It keeps one invariant: every screen it holds is live exactly once, by its instance. The
/// stack (`entries`, bottom first) is never empty once the session started; a root screen
/// open with an input is in `roots` under its name, whether it is on the stack or not, so a
/// tab shown again is the same instance with its state; a stacked screen lives only while it
/// is on the stack. Instances are numbered once a session and never reused, so an update or
/// a window can name the screen it is of.
///
/// It decides nothing about updates or subscriptions: the session shows what it returns.
@MainActor
final class ScreenStack {
  /// The screens on the stack, bottom first.
  private(set) var entries: [OpenScreen] = []
  /// The root screens opened, by name, on the stack or not.
  private(set) var roots: [String: OpenScreen] = [:]
  /// The most screens the stack holds.
  let maxDepth: Int
  /// Outputs given and not yet followed, in order.
  private var outputs: [Navigation] = []
  private var lastInstance = -1

  init(maxDepth: Int) {
    self.maxDepth = max(1, maxDepth)
  }

  /// The screen on top.
  var top: OpenScreen? { entries.last }

  /// Every live screen, each once: the roots, then the stacked screens.
  var live: [OpenScreen] {
    var seen = Set<Int>()
    return (Array(roots.values) + entries).filter { seen.insert($0.instance).inserted }
  }

  /// The number the next screen opened is known by.
  func nextInstance() -> Int {
    lastInstance += 1
    return lastInstance
  }

  /// The root screen `name` opened with `input`, when it is live: the one to show again.
  func root(_ name: String, openedWith input: ScreenInput) -> OpenScreen? {
    guard let root = roots[name], root.input == input else { return nil }
    return root
  }

  /// The screen an event sent to `name` goes to: the nearest the top of the stack, else the
  /// live root of that name.
  func receiver(named name: String) -> OpenScreen? {
    entries.last { $0.name == name } ?? roots[name]
  }

  /// Keeps `screen`, just opened, as the root of its name, in place of any other.
  func keepRoot(_ screen: OpenScreen) {
    roots[screen.name] = screen
  }

  /// Puts `screens` on the stack in place of what is there.
  func replace(with screens: [OpenScreen]) {
    entries = screens
  }

  /// The stack with `screen` opened on it: alone when it is a root, on top otherwise.
  func opening(_ screen: OpenScreen, asRoot: Bool) -> [OpenScreen] {
    asRoot ? [screen] : entries + [screen]
  }

  /// Whether one more stacked screen fits.
  var hasRoom: Bool { entries.count < maxDepth }

  /// Notes an output to follow.
  func give(_ output: Navigation) {
    outputs.append(output)
  }

  /// The next output to follow, oldest first; nil when none waits.
  func nextOutput() -> Navigation? {
    outputs.isEmpty ? nil : outputs.removeFirst()
  }
}
