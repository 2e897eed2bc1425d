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
  /// The most findings kept: the first of each check on each screen.
  public var findingLimit: Int
  /// Whether a finding's path is shrunk to the fewest lines that still fail.
  public var shrinks: Bool
  /// Every how many updates one is checked against the published schema as it is made: 1
  /// checks each, 0 none (the whole update of each new state is checked whatever it says).
  public var schemaSample: Int
  /// The most states kept in the report's catalog (`StateCatalog`), the first met breadth
  /// first; 0 keeps none. Walks add none: a catalog holds the states nearest the start, each
  /// named by the shortest path to it.
  public var catalogLimit: Int
  /// The most answers one step delivers: answers that keep asking again past it are the
  /// `hang` check's finding, a bound on steps rather than on time.
  public var answerLimit: Int
  /// The most rows a state holds: past it, what a walk piles up has no end in sight, the
  /// `memory` check's finding.
  public var rowLimit: Int
  /// The most bytes a state's text snapshot draws, in any locale checked: past it, `memory`.
  public var drawnByteLimit: Int

  public init(
    depth: Int = 3, events: Int = 10_000, seed: UInt64 = 7, walkLength: Int = 40,
    locales: [String] = [Words.sourceLocale], findingLimit: Int = 20, shrinks: Bool = true,
    schemaSample: Int = 16, catalogLimit: Int = 0, answerLimit: Int = 1_000,
    rowLimit: Int = 20_000, drawnByteLimit: Int = 4_000_000
  ) {
    self.answerLimit = answerLimit
    self.rowLimit = rowLimit
    self.drawnByteLimit = drawnByteLimit
    self.catalogLimit = catalogLimit
    self.schemaSample = schemaSample
    self.depth = depth
    self.events = events
    self.seed = seed
    self.walkLength = walkLength
    self.locales = locales.isEmpty ? [Words.sourceLocale] : locales
    self.findingLimit = findingLimit
    self.shrinks = shrinks
  }
}
