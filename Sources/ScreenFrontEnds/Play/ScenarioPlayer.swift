import ScreenModel

/// Plays a scenario on a session of a program's screens, the way the program would run,
/// with the program's own commands performed by the hook it supplies.
///
/// Every answer waits in one `RequestQueue`: a request is made when its command runs, and
/// unless held, every answer is delivered, in request order, before the next command runs;
/// while `PlayerControl.isHolding`, answers wait. The session's clock is virtual: it moves
/// only by the scenario's `wait`, which fires the screens' timers due on the way, so a
/// storyboard of a ticking screen is the same on every run from the same start.
@MainActor
public final class ScenarioPlayer {
  private let requests = RequestQueue()
  private let control: PlayerControl
  private let session: ScreenSession
  private let perform: ScenarioStage.Perform
  private var previousRows: [KeyedRow] = []
  private var stepNumber = 0
  /// What the session's updates named since the last step was recorded.
  private var problems: [String] = []
  /// The problems of the controls the last step's screen showed, named when they first show.
  private var controlProblems: [String] = []

  /// A player of `stage`: a session of its screens in `words`, whose answers wait in the
  /// player's queue, on a virtual clock that reads `clock` at the start, and its commands.
  public init(_ stage: ScenarioStage, clock: WallTime = .system(), words: Words = .source) {
    // A step's record holds every row: a window would only build rows twice.
    session = ScreenSession(
      screens: stage.screens, requests: requests, protocol: .v1, clock: .virtual(at: clock),
      words: words, appearance: stage.appearance)
    perform = stage.perform
    control = PlayerControl(requests: requests)
    session.observe { [weak self] update in
      guard let self else { return false }
      self.problems += update.problems
      return true
    }
  }

  /// Plays every step, handing each step's record to `onStep` as soon as it is known.
  ///
  /// - Throws: `ScenarioError` at the first line whose event the session refused unless
  ///   the line expected it (`refused:`), or took though the line expected a refusal: the
  ///   parser checks each line against the screens it runs on, and the session refuses what
  ///   the parser could not foresee (a screen an output opened, a stack at its most).
  public func play(
    _ scenario: Scenario, onStep: (StepRecord) -> Void
  ) async throws(ScenarioError) {
    for step in scenario.steps {
      let record = await play(step)
      if let failure = record.failure {
        throw ScenarioError(file: scenario.name, line: step.line, message: failure)
      }
      onStep(record)
    }
  }

  /// Plays one step and returns what it left on screen, and what went wrong on the way.
  public func play(_ step: ScenarioStep) async -> StepRecord {
    var refusal: String?
    switch step.command {
    case .event(let event):
      do throws(SessionEventError) {
        try await session.send(event)
      } catch {
        refusal = error.message
      }
    case .program(let name, let arguments):
      await perform(name, arguments, control)
    case .wait(let duration):
      // The first screen's timers start with its opening, which comes first.
      await session.waitUntilIdle()
      await session.clock.advance(by: duration)
    }
    let unsettled = await Self.settle(
      session, requests: requests, holding: control.isHolding, limit: Self.answerLimit)
    var record = record(step)
    record.refusal = step.expectsRefusal ? refusal : nil
    record.failure = Self.failure(of: step, refusal: refusal) ?? Self.failure(unsettled: unsettled)
    return record
  }

  /// The most answers one step delivers: a screen whose answers keep asking again fails
  /// the step rather than play on for ever.
  public static let answerLimit = 10_000

  /// What fails a step whose answers kept asking for more past `answerLimit`.
  private static func failure(unsettled: [String]) -> String? {
    guard let oldest = unsettled.first else { return nil }
    return "the answers never settle: after \(DigitGrouping.grouped(answerLimit)) answers, "
      + "\(DigitGrouping.grouped(unsettled.count)) requests still wait, the oldest \(oldest)"
  }

  /// What fails the scenario at `step`: a refusal it did not expect, or no refusal where it
  /// expected one.
  private static func failure(of step: ScenarioStep, refusal: String?) -> String? {
    guard case .event = step.command else { return nil }
    switch (refusal, step.expectsRefusal) {
    case (let refusal?, false):
      return "the session refused it: \(refusal) (a line whose event is to be refused starts "
        + "with \(ScenarioStep.refusalMark))"
    case (nil, true):
      return "the session took the event, which the line expects it to refuse"
    default: return nil
    }
  }

  private func record(_ step: ScenarioStep) -> StepRecord {
    stepNumber += 1
    let screen = session.current.screen
    let rows = screen.rowsJSON
    // Keys carry the screen, so that a change of screen reads as every row replaced.
    let keyed = zip(screen.rowKeys, rows).map { KeyedRow(key: "\(screen.name):\($0)", json: $1) }
    let changes = Changeset(from: previousRows, to: keyed, identifiedBy: \.key)
    previousRows = keyed
    // A control's problem shows on every update while the state shows it: named once.
    let shown = screen.controlProblems
    let named = problems + shown.filter { !controlProblems.contains($0) }
    (problems, controlProblems) = ([], shown)
    return StepRecord(
      number: stepNumber, step: step, screen: screen.name, controls: screen.controls.map(\.json),
      rows: rows, text: screen.snapshotText(in: session.words), changes: changes,
      problems: named)
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
  /// Its controls with what each shows, as the session protocol writes them
  /// (`ShownControl.json`); empty for a screen without any.
  public var controls: [JSONValue]
  /// The screen's rows as the session protocol writes them, with `id` and `action`.
  public var rows: [JSONValue]
  /// The screen as a snapshot shows it: its title, then a line a row.
  public var text: String
  /// From the previous step's rows to these; a change of screen replaces every row.
  public var changes: Changeset
  /// What the session named on the way that no refusal said (`SessionUpdate.problems`: an
  /// output that led nowhere, a control's state it could not show), each once.
  public var problems: [String] = []
  /// Why the session refused the step's event, when the line expected it (`refused:`).
  public var refusal: String?
  /// Why the step fails the scenario: a refusal the line did not expect, or none where it
  /// expected one.
  public var failure: String?

  /// The step as one JSON line: step, command, screen, its controls (where it has any, as
  /// a protocol 1 update writes them), why it was refused (`refused`, where the line
  /// expected it) and what went wrong on the way (`problems`, where anything did), rows,
  /// changes.
  public var json: JSONValue {
    var members: [JSONValue.Member] = [
      .init("step", .int(Int64(number))), .init("command", .string(step.source)),
      .init("screen", .string(screen)),
    ]
    if !controls.isEmpty { members.append(.init("controls", .array(controls))) }
    if let refusal { members.append(.init("refused", .string(refusal))) }
    if !problems.isEmpty { members.append(.init("problems", .array(problems.map { .string($0) }))) }
    members += [
      .init("rows", .array(rows)),
      .init(
        "changes",
        .object([
          "inserted": .int(Int64(changes.inserts.count)),
          "deleted": .int(Int64(changes.deletes.count)),
          "moved": .int(Int64(changes.moves.count)),
          "updated": .int(Int64(changes.updates.count)),
        ])),
    ]
    return .object(members)
  }
}

/// The screens one playing runs on, and what the program's own scenario commands do there:
/// made afresh for each playing, so that state the commands share with the screens' sources
/// (failures planned for the next request) belongs to that playing alone.
public struct ScenarioStage: Sendable {
  /// Performs a program command: its name and the arguments its form read.
  public typealias Perform = @MainActor @Sendable (String, [String], PlayerControl) async -> Void

  /// The screens, the first shown at the start.
  public var screens: [AnyScreenDeclaration]
  /// What the program's commands do.
  public var perform: Perform
  /// The user's appearance the session on the stage writes; nil for none.
  public var appearance: AppearanceSource?

  /// A stage of `screens`, whose program commands `perform` carries out; by default a
  /// program with no commands of its own.
  public init(
    screens: [any ScreenRegistration], appearance: AppearanceSource? = nil,
    perform: @escaping Perform = { _, _, _ in }
  ) {
    self.screens = screens.map(\.erased)
    self.appearance = appearance
    self.perform = perform
  }
}

/// What a program command may change in the player: whether answers wait, and whether one
/// comes twice.
@MainActor
public final class PlayerControl {
  /// True while answers to requests wait; the player answers them all, in request order,
  /// after each step once it is false again.
  public var isHolding = false
  private let requests: RequestQueue

  /// A control that holds nothing, of the answers of `requests`: a player's own, or an
  /// explorer's, which plays a program's commands as the player does.
  package init(requests: RequestQueue) {
    self.requests = requests
  }

  /// The next answer delivered comes a second time, after those waiting then
  /// (`RequestQueue.repeatNextAnswer()`): a source that answers twice.
  public func repeatNextAnswer() async {
    await requests.repeatNextAnswer()
  }
}

/// A row as the player compares steps: its identity across screens and its JSON.
private struct KeyedRow: Equatable {
  var key: String
  var json: JSONValue
}
