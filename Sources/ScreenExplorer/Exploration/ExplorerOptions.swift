import ScreenModel

/// How far an exploration goes and what it keeps.
///
///     ExplorerOptions(depth: 4, events: 100_000, seed: 7, locales: ["en", "zh-Hant", "en-XA"])
///
/// An exploration spends its events breadth first, every line each state offers to `depth`
/// lines from the start (at most half the events), then in seeded walks of `walkLength`
/// lines, each from a fresh start. Only the lines explored count as events: a state's path
/// played again to try the next line from it does not.
public struct ExplorerOptions: Hashable, Sendable {
  /// How many lines from the start breadth-first exploration goes.
  public var depth: Int
  /// How many lines are explored in all.
  public var events: Int
  /// The seed of the walks: the same seed explores the same lines.
  public var seed: UInt64
  /// How many lines a walk plays before it starts again.
  public var walkLength: Int
  /// The locales each new state is drawn and checked in; the first is the one the
  /// exploration plays in.
  public var locales: [String]
  /// The most states the catalog keeps: the first found, breadth first; 0 keeps none.
  public var catalogLimit: Int
  /// The rows of a catalog state's update (its window): what a page first shows.
  public var catalogWindow: Int
  /// The most findings kept: the first of each check on each screen.
  public var findingLimit: Int
  /// Whether a finding's path is shrunk to the fewest lines that still fail.
  public var shrinks: Bool
  /// The most resident memory, in bytes, the process may hold while it explores.
  public var memoryLimit: Int

  public init(
    depth: Int = 3, events: Int = 10_000, seed: UInt64 = 7, walkLength: Int = 40,
    locales: [String] = [Words.sourceLocale], catalogLimit: Int = 0, catalogWindow: Int = 30,
    findingLimit: Int = 20, shrinks: Bool = true, memoryLimit: Int = 2 << 30
  ) {
    self.depth = depth
    self.events = events
    self.seed = seed
    self.walkLength = walkLength
    self.locales = locales.isEmpty ? [Words.sourceLocale] : locales
    self.catalogLimit = catalogLimit
    self.catalogWindow = catalogWindow
    self.findingLimit = findingLimit
    self.shrinks = shrinks
    self.memoryLimit = memoryLimit
  }
}
