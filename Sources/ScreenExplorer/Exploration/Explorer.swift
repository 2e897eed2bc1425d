import ScreenFrontEnds
import ScreenModel

/// Explores a program's screens by itself: every line each state offers, breadth first from
/// the start to `ExplorerOptions.depth` lines, then seeded walks until the event budget is
/// spent, every step and every new state checked (`Check`), each check's first failure on a
/// screen kept as a `Finding` whose path is a scenario `play` replays.
///
///     let target = ExplorationTarget { _ in ScenarioStage(screens: [shelf]) }
///     let report = try await Explorer(target, options: ExplorerOptions(events: 2_000)).run()
///     #expect(report.findings.isEmpty, "\(report.summary)")
///
/// States are told apart by what they draw (`StateFingerprint`): a state met again is not
/// explored again breadth first, nor checked again in its locales.
@MainActor
public struct Explorer {
  /// The screens explored, and the team's rules for them.
  public let target: ExplorationTarget
  /// How far it goes, with which seed, in which locales.
  public let options: ExplorerOptions

  public init(_ target: ExplorationTarget, options: ExplorerOptions = ExplorerOptions()) {
    self.target = target
    self.options = options
  }

  /// Explores, and reports what it did and found; throws when the screens cannot be made,
  /// or their registration or schema has a problem, before anything is explored.
  public func run() async throws(ExplorerError) -> ExplorationReport {
    let context: ExplorationContext
    do throws(ExplorationContext.Unready) {
      context = try ExplorationContext(target: target, options: options)
    } catch {
      throw ExplorerError(description: error.description)
    }
    var search = Search(context: context)
    do throws(ExplorationContext.Unready) {
      try await search.breadthFirst()
      try await search.walk()
      await search.shrinkFindings()
    } catch {
      throw ExplorerError(description: error.description)
    }
    return search.report
  }
}

/// Why an exploration could not start: the screens cannot be made, or their registration or
/// published schema has a problem.
public struct ExplorerError: Error, Sendable, CustomStringConvertible {
  public var description: String
}

/// One exploration as it goes: what it has met, spent and found.
@MainActor
struct Search {
  let context: ExplorationContext
  /// The states met, by fingerprint.
  var seen: Set<Int> = []
  var events = 0
  var replayed = 0
  var depthReached = 0
  var walks = 0
  var unreadable: [String: Int] = [:]
  var failures: [String: Int] = [:]
  var findings: [Finding] = []
  /// The checks that found something, with the screen they found it on.
  var found: Set<String> = []
  /// The lines played as a row's action: offered wherever they are played again.
  var rowActions: Set<String> = []
  /// The states kept for review, and whether new states are kept (breadth first only).
  var catalog = StateCatalog()
  var cataloguing = false

  init(context: ExplorationContext) {
    self.context = context
  }

  var options: ExplorerOptions { context.options }

  var report: ExplorationReport {
    ExplorationReport(
      events: events, replayed: replayed, states: seen.count, depth: depthReached, walks: walks,
      unreadable: unreadable, failures: failures, findings: findings, catalog: catalog)
  }

  /// Every line of every state to `depth` lines from the start, at most half the events,
  /// each from a fresh start with the state's path played again, except after a refusal.
  mutating func breadthFirst() async throws(ExplorationContext.Unready) {
    let budget = options.depth > 0 ? options.events / 2 : 0
    cataloguing = options.catalogLimit > 0
    defer { cataloguing = false }
    let start = try await context.run()
    seen.insert(start.fingerprint.key)
    catalogue(start, path: [])
    await record(start.stateFailures() + start.invariantFailures(), on: start, locale: 0)
    await newStateInOtherLocales(path: [])
    var frontier: [[String]] = [[]]
    for depth in 0..<options.depth {
      var next: [[String]] = []
      for path in frontier {
        let probe = try await context.run(replaying: path)
        replayed += path.count
        // A refused line changes nothing: the next line is tried on the same run, which
        // still stands where the path led.
        var standing: CheckedRun? = probe
        for (kind, line) in Offers.all(in: probe) {
          guard events < budget else { break }
          let run: CheckedRun
          if let standing {
            run = standing
          } else {
            run = try await context.run(replaying: path)
            replayed += path.count
          }
          let (newPath, refused) = await explore(line, kind: kind, in: run)
          if let newPath { next.append(newPath) }
          if refused {
            standing = run
          } else {
            standing = nil
            await record(await run.end(), on: run, locale: 0)
          }
        }
        if let standing { await record(await standing.end(), on: standing, locale: 0) }
        guard events < budget else { return }
      }
      depthReached = depth + 1
      frontier = next
      if frontier.isEmpty { return }
    }
  }

  /// Seeded walks from fresh starts, `walkLength` lines each, until the events are spent.
  mutating func walk() async throws(ExplorationContext.Unready) {
    var random = WalkRandom(seed: options.seed)
    while events < options.events {
      walks += 1
      let run = try await context.run()
      for _ in 0..<options.walkLength where events < options.events {
        guard let (kind, line) = Offers.pick(in: run, using: &random) else { break }
        _ = await explore(line, kind: kind, in: run)
      }
      await record(await run.end(), on: run, locale: 0)
    }
  }

  /// Plays `line` in `run` and checks the step, and the state reached when it is new: the
  /// path to that new state (the lines refused on the way left out, as they changed
  /// nothing), or nil; and whether the session refused the line.
  mutating func explore(
    _ line: String, kind: Offers.Kind, in run: CheckedRun
  ) async -> (newPath: [String]?, refused: Bool) {
    events += 1
    if kind == .rowAction { rowActions.insert(line) }
    let offered = kind == .rowAction || (kind == .control && run.offers(line, fromRows: false))
    let report = await run.step(line, offered: offered)
    if let problem = report.outcome.unreadable {
      unreadable["\(line): \(problem)", default: 0] += 1
      return (nil, true)
    }
    await record(report.failures, on: run, locale: 0)
    let refused = report.outcome.refusal != nil && report.failures.isEmpty
    guard seen.insert(run.fingerprint.key).inserted else { return (nil, refused) }
    await record(run.stateFailures(), on: run, locale: 0)
    let path = run.path.filter { !$0.refused }.map(\.text)
    catalogue(run, path: path)
    await newStateInOtherLocales(path: path)
    return (path, refused)
  }

  /// A new state drawn and checked in each other locale asked for.
  mutating func newStateInOtherLocales(path: [String]) async {
    for locale in context.words.indices.dropFirst() {
      guard let run = try? await context.run(locale: locale, replaying: path) else { continue }
      replayed += path.count
      await record(run.localeFailures(), on: run, locale: locale)
      catalogueDrawing(of: run, path: path)
    }
  }
}
