import ScreenFrontEnds
import ScreenModel

/// What an exploration explores: a program's screens on a stage made afresh for each path,
/// as if the program started again, the program's own scenario commands, the rules its team
/// declares, and where the clock starts.
///
///     let target = ExplorationTarget { _ in ScenarioStage(screens: [shelf, editor]) }
///     let report = await Explorer(target, options: ExplorerOptions(events: 5_000)).run()
///     #expect(report.findings.isEmpty, "\(report.summary)")
///
/// The stage is the one `play` plays a scenario on: its screens, and what its commands do
/// (a failure planned, answers held), so that every path is a scenario `play` replays.
public struct ExplorationTarget: Sendable {
  /// Makes a stage in the words of a locale: the screens, and the program's commands, with
  /// state of their own (a failure planned, a list kept) that no other path shares.
  public var makeStage: @MainActor @Sendable (Words) throws -> ScenarioStage
  /// The program's own scenario commands (`fail MARKET`, `pause`), which the stage performs:
  /// the explorer tries each alone, or with each token a screen's choices declare that its
  /// form takes.
  public var commands: [ScenarioCommandForm]
  /// The rules the team declares for its screens.
  public var invariants: [ScreenInvariant]
  /// The moment the session's virtual clock reads at the start of every path.
  public var start: WallTime
  /// How far a `wait` moves the clock: each is tried (those past a minute only while no
  /// timer runs, as every tick on the way is an event).
  public var waits: [Duration]
  /// The program's String Catalogs, searched before the package's, for the words of each
  /// locale explored.
  public var catalogs: [StringCatalog]

  /// - Parameters:
  ///   - commands: the program's scenario commands, which `makeStage`'s stage performs.
  ///   - invariants: the team's rules.
  ///   - start: where the clock starts: by default Thursday 2026-12-03 08:59:50 in Taipei, a
  ///     fixed moment, so that every exploration of one seed is the same.
  ///   - waits: how far a `wait` moves the clock.
  ///   - catalogs: the program's String Catalogs.
  ///   - makeStage: a fresh stage, in the words given.
  public init(
    commands: [ScenarioCommandForm] = [], invariants: [ScreenInvariant] = [],
    start: WallTime = Self.defaultStart, waits: [Duration] = Self.defaultWaits,
    catalogs: [StringCatalog] = [],
    makeStage: @escaping @MainActor @Sendable (Words) throws -> ScenarioStage
  ) {
    self.makeStage = makeStage
    self.commands = commands
    self.invariants = invariants
    self.start = start
    self.waits = waits
    self.catalogs = catalogs
  }

  /// Thursday 2026-12-03 08:59:50 in Taipei: ten seconds before a market's morning, a
  /// weekday, so that a clock that knows trading hours crosses one with the first waits.
  public static let defaultStart = WallTime(sinceEpoch: .seconds(1_796_259_590))

  /// A second, ten, a minute, ten minutes, an hour, four and a half hours (a morning's
  /// trading), a day.
  public static let defaultWaits: [Duration] = [
    .seconds(1), .seconds(10), .seconds(60), .seconds(600), .seconds(3600), .seconds(16_200),
    .seconds(86_400),
  ]
}
