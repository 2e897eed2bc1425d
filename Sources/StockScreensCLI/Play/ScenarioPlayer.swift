import ScreenModel
import StockScreens
import TaiwanMarket

/// Plays a scenario against a market-data source, the way the app would run: an
/// `AppSession` (the directory, the feed, profiles and the navigation between them), with
/// the failures the scenario plans injected at its sources.
///
/// Every answer waits in one `RequestQueue`: a request is made when its command runs, and
/// unless paused, every answer is delivered, in request order, before the next command
/// runs; while paused, answers wait until `resume`.
@MainActor
public final class ScenarioPlayer {
  private let requests = RequestQueue()
  private let faults = FaultPlan()
  private let session: ScreenSession
  private var isPaused = false
  private var previousRows: [KeyedRow] = []
  private var stepNumber = 0

  /// A player whose session loads markets and pages from `source`, through the failures
  /// the scenario plans.
  public init(source: any MarketDataSource) {
    let faults = self.faults
    let markets = FaultInjectingSource(base: source, plan: faults)
    session = AppSession.start(
      source: markets,
      pages: { FaultInjectingPageSource(base: CompanyPageSource(source: markets), plan: faults) },
      // A step's record holds every row: a window would only build rows twice.
      requests: requests, protocol: .v1)
  }

  /// Plays every step, handing each step's record to `onStep` as soon as it is known.
  public func play(_ scenario: Scenario, onStep: (StepRecord) -> Void) async {
    for step in scenario.steps {
      onStep(await play(step))
    }
  }

  /// Plays one step and returns what it left on screen.
  public func play(_ step: ScenarioStep) async -> StepRecord {
    switch step.command {
    case .event(let event):
      // A parsed scenario's events fit their screens: the parser checked them in order.
      _ = try? await session.send(event)
    case .fail(let market, let reason):
      await faults.failNextRequest(for: market, reason: reason ?? ScenarioCommand.defaultFailure)
    case .failNext(let reason):
      await faults.failNextPage(reason: reason ?? ScenarioCommand.defaultFailure)
    case .pause: isPaused = true
    case .resume: isPaused = false
    }
    if !isPaused { await requests.answerAll() }
    return record(step)
  }

  private func record(_ step: ScenarioStep) -> StepRecord {
    stepNumber += 1
    let screen = session.current.screen
    let rows = screen.rowsJSON
    // Keys carry the screen, so that a change of screen reads as every row replaced.
    let keyed = zip(screen.rowKeys, rows).map { KeyedRow(key: "\(screen.name):\($0)", json: $1) }
    let changes = Changeset(from: previousRows, to: keyed, identifiedBy: \.key)
    previousRows = keyed
    return StepRecord(
      number: stepNumber, step: step, screen: screen.name, rows: rows,
      text: screen.snapshotText, changes: changes)
  }
}

/// What one scenario step left on screen.
public struct StepRecord: Sendable {
  /// The step's place in the run, from 1; comments and blank lines take none.
  public var number: Int
  /// The scenario line that ran.
  public var step: ScenarioStep
  /// The name of the screen on top after it.
  public var screen: String
  /// The screen's rows as the session protocol writes them, with `id` and `action`.
  public var rows: [JSONValue]
  /// The screen as a snapshot shows it: its title, then a line a row.
  public var text: String
  /// From the previous step's rows to these; a change of screen replaces every row.
  public var changes: Changeset

  /// The step as one JSON line: step, command, screen, rows, changes.
  public var json: JSONValue {
    .object([
      "step": .int(Int64(number)),
      "command": .string(step.source),
      "screen": .string(screen),
      "rows": .array(rows),
      "changes": .object([
        "inserted": .int(Int64(changes.inserts.count)),
        "deleted": .int(Int64(changes.deletes.count)),
        "moved": .int(Int64(changes.moves.count)),
        "updated": .int(Int64(changes.updates.count)),
      ]),
    ])
  }
}

/// A row as the player compares steps: its identity across screens and its JSON.
private struct KeyedRow: Equatable {
  var key: String
  var json: JSONValue
}
