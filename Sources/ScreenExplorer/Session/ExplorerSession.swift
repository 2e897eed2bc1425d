import ScreenFrontEnds
import ScreenModel

/// One run of a program's screens as `play` runs a scenario, line for line, with what the
/// checks need to see of each step: the messages it made, whether its event was refused and
/// why, and the answers it left waiting.
///
/// A step is played as `ScenarioPlayer` plays it: an event sent to the session (with an id,
/// so that its `done` can be counted), a program command performed on the stage, or the
/// virtual clock moved; then, unless a command holds them, every answer delivered in request
/// order. So a path of steps is a scenario `play` replays to the same screens. The session
/// speaks protocol 2, whose window a `WindowReader` follows as a client would.
@MainActor
final class ExplorerSession {
  let session: ScreenSession
  let requests = RequestQueue()
  let control: PlayerControl
  /// The lines played so far, each marked when the session refused it.
  private(set) var path: [PlayedLine] = []
  private let perform: ScenarioStage.Perform
  private let commands: [ScenarioCommandForm]
  private var messages: [SessionMessage] = []
  private var nextCause = 0
  /// The most answers a step delivers before its answers count as never settling.
  private let answerLimit: Int
  /// Where each line is written as it is played, when a parent process watches for a trap.
  private let log: PathLog?

  /// A session of `stage`'s screens in `words`, on a virtual clock reading `clock`, each
  /// step delivering at most `answerLimit` answers and writing each line to `log`; the
  /// screens are checked already (`ExplorationContext`), made by the same code as those of
  /// every other run.
  init(
    stage: ScenarioStage, commands: [ScenarioCommandForm], clock: WallTime, words: Words,
    answerLimit: Int = 1_000, log: PathLog? = nil
  ) {
    self.answerLimit = answerLimit
    self.log = log
    log?.start(locale: words.locale)
    session = ScreenSession(
      screens: stage.screens, requests: requests, protocol: .v2, clock: .virtual(at: clock),
      words: words, appearance: stage.appearance, checked: [])
    perform = stage.perform
    control = PlayerControl(requests: requests)
    self.commands = commands
    session.observeMessages { [weak self] message in
      guard let self else { return false }
      self.messages.append(message)
      return true
    }
  }

  /// The declarations of the session, in its words.
  var screens: [AnyScreenDeclaration] { session.declarations }

  /// What `text` asks for on the screen now on top, read by the scenario grammar as `play`
  /// reads that line there; or why the grammar refuses it.
  func parse(_ text: String) -> Result<ScenarioStep, Unreadable> {
    // The parser follows its own stack from its first screen: the screen on top goes first,
    // so that the line is read where the session stands.
    let top = session.top
    let screens = [top] + session.declarations.filter { $0.name != top.name }
    do throws(ScenarioError) {
      let scenario = try ScenarioParser.parse(
        text, file: "explore", screens: screens, commands: commands)
      guard let step = scenario.steps.first else {
        return .failure(Unreadable(message: "no command"))
      }
      return .success(step)
    } catch {
      return .failure(Unreadable(message: error.message))
    }
  }

  /// Why the scenario grammar does not read a line.
  struct Unreadable: Error {
    var message: String
  }

  /// Plays `text`: read on the screen on top (`back` as itself, which the grammar checks
  /// against a stack of its own), then played as `play` plays a step.
  func play(_ text: String) async -> StepOutcome {
    // The grammar refuses `back` on a stack of one screen, which its own is: read as a line
    // whose refusal is expected, and played as the plain `back` it is.
    let read = text == "back" ? parse("\(ScenarioStep.refusalMark) back") : parse(text)
    switch read {
    case .success(var step):
      step.source = text
      step.expectsRefusal = false
      return await play(step)
    case .failure(let error): return StepOutcome(line: text, unreadable: error.message)
    }
  }

  /// Plays `step` as `ScenarioPlayer` does.
  func play(_ step: ScenarioStep) async -> StepOutcome {
    messages = []
    log?.playing(step.source)
    var outcome = StepOutcome(line: step.source)
    outcome.stackBefore = session.screens
    outcome.wasHolding = control.isHolding
    outcome.heldBefore = await requests.count
    switch step.command {
    case .event(let event):
      nextCause += 1
      let cause = "x\(nextCause)"
      outcome.cause = cause
      do throws(SessionEventError) {
        try await session.send(event, cause: cause)
      } catch {
        outcome.refusal = error
      }
    case .program(let name, let arguments):
      await perform(name, arguments, control)
    case .wait(let duration):
      outcome.isWait = true
      // The first screen's timers start with its opening, which comes first.
      await session.waitUntilIdle()
      await session.clock.advance(by: duration)
    }
    outcome.heldAnswers = await requests.count
    outcome.unsettled = await ScenarioPlayer.settle(
      session, requests: requests, holding: control.isHolding, limit: answerLimit)
    outcome.isHolding = control.isHolding
    outcome.stackAfter = session.screens
    for message in messages {
      switch message {
      case .update(let update): outcome.updates.append(update)
      case .done(let done): outcome.dones.append(done.cause)
      }
    }
    messages = []
    path.append(PlayedLine(text: step.source, refused: outcome.refusal != nil))
    log?.played(screen: session.top.name, refused: outcome.refusal != nil)
    return outcome
  }

  /// Ends the session as a front end that leaves does, delivering what is left to answer:
  /// what follows must hold once nothing runs (no subscription, every done sent).
  func finish() async -> (dones: [String], updates: [SessionUpdate]) {
    messages = []
    control.isHolding = false
    _ = await ScenarioPlayer.settle(
      session, requests: requests, holding: false, limit: answerLimit)
    session.finish()
    var dones: [String] = []
    var updates: [SessionUpdate] = []
    for message in messages {
      switch message {
      case .update(let update): updates.append(update)
      case .done(let done): dones.append(done.cause)
      }
    }
    messages = []
    return (dones, updates)
  }
}

/// A line of a path as it was played: its text, and whether the session refused its event,
/// which a scenario writes as `refused: LINE`.
public struct PlayedLine: Hashable, Sendable {
  /// The command, as the scenario grammar reads it: `load listed`, `set filter 台積`.
  public var text: String
  /// True when the session refused the line's event.
  public var refused: Bool

  /// The line as a scenario file holds it.
  public var scenarioLine: String {
    refused ? "\(ScenarioStep.refusalMark) \(text)" : text
  }
}

/// What one step did, for the checks to judge.
struct StepOutcome {
  /// The line played.
  var line: String
  /// Why the grammar could not read the line, when it could not: nothing was played.
  var unreadable: String?
  /// Why the session refused the line's event, when it did.
  var refusal: SessionEventError?
  /// The id the event was sent with.
  var cause: String?
  /// True for a `wait`.
  var isWait = false
  /// The updates the step made, in order.
  var updates: [SessionUpdate] = []
  /// The ids acknowledged during the step, in order.
  var dones: [String] = []
  /// The answers waiting once the step's own work was done: requests it (or an earlier
  /// step, while answers were held) made.
  var heldAnswers = 0
  /// The answers waiting before the step.
  var heldBefore = 0
  /// Whether answers were held before the step, and are after it.
  var wasHolding = false
  var isHolding = false
  /// The requests still waiting when the step stopped answering at its bound, oldest first:
  /// none when its answers settled (or were held).
  var unsettled: [String] = []
  /// The names of the screens on the stack before and after.
  var stackBefore: [String] = []
  var stackAfter: [String] = []

  init(line: String, unreadable: String? = nil) {
    self.line = line
    self.unreadable = unreadable
  }
}
