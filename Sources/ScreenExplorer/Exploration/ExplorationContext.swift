import ScreenFrontEnds
import ScreenModel

/// What every run of one exploration shares, made once: the target and options, the words of
/// each locale, the schema's validator, and the lines of the program's commands.
@MainActor
final class ExplorationContext {
  let target: ExplorationTarget
  let options: ExplorerOptions
  /// The words of each locale of `options.locales`, in order.
  let words: [Words]
  /// The schema the program publishes for its screens, as a validator.
  let validator: SchemaValidator
  /// The program's commands as lines, each alone or with the words its form takes.
  let programLines: [String]
  /// Every catalog text of every locale, for the check that no other locale's words show.
  let leaks: LocaleLeaks

  /// How many updates were followed, for the schema's sample.
  private var updatesFollowed = 0

  /// Whether the next update followed is one the schema checks: every
  /// `options.schemaSample`th (the whole update of each new state is checked apart).
  func samplesSchema() -> Bool {
    updatesFollowed += 1
    return options.schemaSample > 0
      && updatesFollowed % options.schemaSample == 1 % options.schemaSample
  }

  /// The schema's problems of the error a front end gets for a refusal, by its message.
  private var refusalErrors: [String: [String]] = [:]

  /// What the schema finds wrong with the error a front end gets for an event with `id`
  /// refused saying `message`, as the protocol writes it. Each message is checked once, with
  /// the id of the first event refused with it: an error's shape does not hang on which of
  /// the explorer's ids (`x` and a number) it echoes.
  func errorProblems(_ message: String, id: String?) -> [String] {
    if let known = refusalErrors[message] { return known }
    let error = SessionError(message, id: id.map { EventID(.string($0)) }, protocol: .v2)
    let problems = validator.problems(of: error.json, against: "message")
    refusalErrors[message] = problems
    return problems
  }

  /// Why an exploration cannot start: its stage cannot be made, or the schema not read.
  struct Unready: Error, Sendable, CustomStringConvertible {
    var description: String
  }

  init(target: ExplorationTarget, options: ExplorerOptions) throws(Unready) {
    self.target = target
    self.options = options
    words = options.locales.map { Words(locale: $0, catalogs: target.catalogs) }
    let stage = try Self.checkedStages(of: target, in: words)
    do {
      validator = try SchemaValidator(ProtocolSchema(screens: stage.screens).json)
    } catch {
      throw Unready(description: error.description)
    }
    programLines = target.commands.explorableLines(screens: stage.screens)
    let spoken = words[0].including(stage.screens.flatMap(\.catalogs))
    leaks = LocaleLeaks(catalogs: spoken.catalogs, locales: words.map(\.locale))
  }

  /// The stage of the first of `words`, once the screens of a stage in each of them are
  /// checked as a session would check them at its start: every run's session is then spared
  /// the check, its stage made by the same code from the same words.
  private static func checkedStages(
    of target: ExplorationTarget, in words: [Words]
  ) throws(Unready) -> ScenarioStage {
    var first: ScenarioStage?
    var problems: [String] = []
    for locale in words {
      let stage: ScenarioStage
      do {
        stage = try target.makeStage(locale)
      } catch {
        throw Unready(description: "the screens cannot be made: \(error)")
      }
      first = first ?? stage
      let screens = ScreenSession.declarations(of: stage.screens, in: locale).screens
      for problem in ScreenSession.problems(in: screens) where !problems.contains(problem) {
        problems.append(problem)
      }
    }
    guard problems.isEmpty, let first else {
      throw Unready(description: RegistrationError(problems).description)
    }
    return first
  }

  /// A fresh run in the locale at `index` of `options.locales`: a new stage and session,
  /// with `path` played on it unchecked (`CheckedRun.replay`).
  func run(locale index: Int = 0, replaying path: [String] = []) async throws(Unready)
    -> CheckedRun
  {
    let stage: ScenarioStage
    do {
      stage = try target.makeStage(words[index])
    } catch {
      throw Unready(description: "the screens cannot be made: \(error)")
    }
    let session = ExplorerSession(
      stage: stage, commands: target.commands, clock: target.start, words: words[index])
    for line in path { _ = await session.play(line) }
    return CheckedRun(session: session, context: self)
  }
}
