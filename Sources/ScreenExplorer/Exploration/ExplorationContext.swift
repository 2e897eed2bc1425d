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

  /// Where every run writes the lines it plays, for a parent process to read after a trap.
  let log: PathLog?

  /// How many updates were followed, for the schema's sample.
  private var updatesFollowed = 0

  /// Whether the next update followed is one the schema checks: every
  /// `options.schemaSample`th (the whole update of each new state is checked apart).
  func samplesSchema() -> Bool {
    updatesFollowed += 1
    return options.schemaSample > 0
      && updatesFollowed % options.schemaSample == 1 % options.schemaSample
  }

  /// Why an exploration cannot start: its stage cannot be made, or the schema not read.
  struct Unready: Error, Sendable, CustomStringConvertible {
    var description: String
  }

  init(target: ExplorationTarget, options: ExplorerOptions, log: PathLog? = nil) throws(Unready) {
    self.target = target
    self.options = options
    self.log = log
    words = options.locales.map { Words(locale: $0, catalogs: target.catalogs) }
    let stage: ScenarioStage
    do {
      stage = try target.makeStage(words[0])
    } catch {
      throw Unready(description: "the screens cannot be made: \(error)")
    }
    let problems = ScreenSession.problems(in: stage.screens)
    guard problems.isEmpty else {
      throw Unready(description: RegistrationError(problems).description)
    }
    do {
      validator = try SchemaValidator(ProtocolSchema(screens: stage.screens).json)
    } catch {
      throw Unready(description: error.description)
    }
    programLines = target.commands.explorableLines(screens: stage.screens)
    let spoken = words[0].including(stage.screens.flatMap(\.catalogs))
    leaks = LocaleLeaks(catalogs: spoken.catalogs, locales: words.map(\.locale))
  }

  /// A fresh run in the locale at `index` of `options.locales`: a new stage and session at
  /// the start.
  func run(locale index: Int = 0) throws(Unready) -> CheckedRun {
    do {
      let stage = try target.makeStage(words[index])
      return CheckedRun(
        session: ExplorerSession(
          stage: stage, commands: target.commands, clock: target.start, words: words[index],
          answerLimit: options.answerLimit, log: log),
        context: self)
    } catch {
      throw Unready(description: "the screens cannot be made: \(error)")
    }
  }
}
