import ScreenFrontEnds
import ScreenModel

/// One path of an exploration: a session played line by line, each step checked as it is
/// played (the per-event checks), with what the checks of a new state and of the path's end
/// need kept on the way: the window a protocol 2 client holds, the state's fingerprint, the
/// events taken and the dones that came.
///
/// A path played again to reach a state (`ExplorationContext.run(locale:replaying:)`) is
/// played without checks, each of its steps checked when first explored; the client's window
/// and the fingerprint are then made from the state reached.
@MainActor
final class CheckedRun {
  let session: ExplorerSession
  let context: ExplorationContext
  private(set) var fingerprint: StateFingerprint
  private(set) var reader = WindowReader()
  /// The ids of the events taken that have no done yet, with their lines.
  private var awaiting: [String: String] = [:]
  /// The ids acknowledged, and those refused, which must get none.
  private var acknowledged: Set<String> = []
  private var refused: Set<String> = []

  init(session: ExplorerSession, context: ExplorationContext) {
    self.session = session
    self.context = context
    let current = session.session.current
    fingerprint = StateFingerprint(
      current.screen, stack: session.session.screens, isHolding: session.control.isHolding)
    try? reader.apply(current.first.json)
  }

  /// The state reached, as an invariant reads it.
  var state: ExploredState {
    ExploredState(
      screen: session.session.current.screen, stack: session.session.screens,
      path: session.path, isHolding: session.control.isHolding)
  }

  /// The lines played so far.
  var path: [PlayedLine] { session.path }

  /// The client's window and the fingerprint made afresh from the state as it stands.
  func resynchronize() {
    let current = session.session.current
    reader = WindowReader()
    try? reader.apply(current.first.json)
    fingerprint = StateFingerprint(
      current.screen, stack: session.session.screens, isHolding: session.control.isHolding)
  }

  /// Plays `line` and checks the step: what it did, each update it made, and, when the
  /// state changed, the team's invariants. `offered` says the state offers the line (a row's
  /// action, a usable control set to another value), which must then do something or be
  /// refused with a reason.
  func step(_ line: String, offered: Bool) async -> StepReport {
    let before = fingerprint.key
    let subscribedBefore = session.session.subscriptionIDs
    let outcome = await session.play(line)
    var failures: [Failure] = []
    guard outcome.unreadable == nil else {
      return StepReport(outcome: outcome, failures: [], changed: false)
    }
    var problems: [String] = []
    for update in outcome.updates {
      failures += follow(update, problems: &problems)
    }
    let current = session.session.current
    fingerprint.seal(current.screen, stack: outcome.stackAfter, isHolding: outcome.isHolding)
    let changed = fingerprint.key != before
    failures += windowFailures(current, checkIDs: outcome.updates.contains { !$0.changes.isEmpty })
    failures += eventFailures(outcome, changed: changed, offered: offered, problems: problems)
    failures += subscriptionFailures(
      outcome, subscribedBefore: subscribedBefore, changed: changed)
    if !problems.isEmpty {
      failures.append(Failure(.sessionProblem, problems.joined(separator: "; ")))
    }
    if changed || session.path.count == 1 { failures += invariantFailures() }
    return StepReport(outcome: outcome, failures: failures, changed: changed)
  }

  /// Follows one update: its changes into the fingerprint, its JSON into the client's
  /// window, checked against the schema when it is one of the sample
  /// (`ExplorerOptions.schemaSample`).
  func follow(_ update: SessionUpdate, problems: inout [String]) -> [Failure] {
    var failures: [Failure] = []
    do throws(ChangeApplying.Mismatch) {
      try fingerprint.follow(update)
    } catch {
      failures.append(Failure(.changes, "update \(update.seq): \(error.message)"))
      fingerprint = StateFingerprint(update.screen, stack: [], isHolding: false)
    }
    let json = update.json
    let invalid =
      context.samplesSchema() ? context.validator.problems(of: json, against: "message") : []
    if !invalid.isEmpty {
      failures.append(
        Failure(.schema, "update \(update.seq): " + invalid.prefix(3).joined(separator: "; ")))
    }
    if case .array(let named)? = json["problems"] {
      for case .string(let problem) in named where !problems.contains(problem) {
        problems.append(problem)
      }
    }
    do throws(WindowReader.Mismatch) {
      try reader.apply(json)
    } catch {
      failures.append(Failure(.window, "update \(update.seq) does not apply: \(error.message)"))
      reader = WindowReader()
      try? reader.apply(update.first.json)
    }
    return failures
  }

  /// The client's window against the session's: its place, its length, and, after changes,
  /// the ids of its rows.
  private func windowFailures(_ current: SessionUpdate, checkIDs: Bool) -> [Failure] {
    guard let window = current.window else { return [] }
    let screen = current.screen
    var wrong: [String] = []
    if reader.count != screen.count { wrong.append("count \(reader.count), not \(screen.count)") }
    if reader.from != window.from { wrong.append("from \(reader.from), not \(window.from)") }
    if reader.rows.count != window.count {
      wrong.append("\(reader.rows.count) rows, not \(window.count)")
    } else if checkIDs {
      let ids = window.range.map { screen.row(at: $0)?.key ?? "" }
      if reader.ids != ids {
        let index = Self.firstDifference(reader.ids, ids)
        wrong.append("row \(window.from + index) is \(reader.ids[index]), not \(ids[index])")
      }
    }
    guard !wrong.isEmpty else { return [] }
    let failure = Failure(.window, "the client's window: " + wrong.joined(separator: "; "))
    resynchronize()
    return [failure]
  }

  /// The team's invariants on the state reached.
  func invariantFailures() -> [Failure] {
    let state = self.state
    return context.target.invariants.compactMap { invariant in
      guard invariant.applies(to: state.screen.name), let wrong = invariant.check(state) else {
        return nil
      }
      return Failure(invariant.asCheck, wrong)
    }
  }

  /// Ends the path: answers what is left, lets the session go, and checks what must hold
  /// once nothing runs: every event taken has its done, and no subscription or timer runs.
  func end() async -> [Failure] {
    let (dones, _) = await session.finish()
    var failures = doneFailures(dones)
    for (cause, line) in awaiting.sorted(by: { $0.key < $1.key }) {
      failures.append(Failure(.done, "\(VisibleText.quoted(line)) (id \(cause)) got no done"))
    }
    awaiting = [:]
    let live = session.requests.subscriptions
    let timers = session.session.clock.timerCount
    if !live.isEmpty || timers > 0 {
      failures.append(
        Failure(
          .subscription,
          "after the session ended, \(timers) timers run and the subscriptions "
            + "\(live.joined(separator: ", ")) are live"))
    }
    return failures
  }

  /// The dones of a step: each of an event taken, once, and none of a refused one.
  func doneFailures(_ dones: [String]) -> [Failure] {
    var failures: [Failure] = []
    for cause in dones {
      if refused.contains(cause) {
        failures.append(Failure(.done, "a done for \(cause), whose event was refused"))
      } else if acknowledged.contains(cause) {
        failures.append(Failure(.done, "a second done for \(cause)"))
      } else if awaiting.removeValue(forKey: cause) == nil {
        failures.append(Failure(.done, "a done for \(cause), which no event carried"))
      }
      acknowledged.insert(cause)
    }
    return failures
  }

  /// Notes the event of `outcome` as taken (awaiting its done) or refused.
  func noteEvent(_ outcome: StepOutcome) {
    guard let cause = outcome.cause else { return }
    if outcome.refusal != nil { refused.insert(cause) } else { awaiting[cause] = outcome.line }
  }
}

/// One step as played and checked.
struct StepReport {
  var outcome: StepOutcome
  var failures: [Failure]
  /// True when the state after differs from the state before.
  var changed: Bool
}
