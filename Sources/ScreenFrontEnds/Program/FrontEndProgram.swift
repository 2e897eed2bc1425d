import CommandLineSyntax
import ScreenModel

/// A command-line program of every front end for the screens a program registers: `play`,
/// `browse`, `drive` and `serve`, each with `--help` made from the screens' declarations.
///
///     let program = FrontEndProgram("shelf", summary: "the books on a shelf") { _ in
///       [ShelfScreen.declaration]
///     }
///     exit(await program.run(Array(CommandLine.arguments.dropFirst())))
///
/// The program's data options (`options`) are taken by every command, and `screens` reads
/// them once a command's arguments are parsed; the first screen it returns opens first.
public struct FrontEndProgram: Sendable {
  /// Makes the screens of one run from its parsed arguments.
  public typealias Screens = @Sendable (FrontEndContext) throws -> [any ScreenRegistration]
  /// Makes the stage of one playing from its parsed arguments.
  public typealias Stage = @Sendable (FrontEndContext) throws -> ScenarioStage
  /// Gives the user's appearance of one run from its parsed arguments.
  public typealias Appearance = @Sendable (FrontEndContext) throws -> AppearanceSource?

  /// The program's name, as usage lines and messages show it.
  public var name: String
  /// What the program shows, the first line of its help.
  public var summary: String
  /// The commands the program adds to its scenarios, beside its screens' events; `stage`
  /// says what they do.
  public var scenarioCommands: [ScenarioCommandForm] = []
  /// The stage a scenario plays on; by default the screens, with no commands of their own.
  public var stage: Stage?
  /// The user's appearance (the colour of a rise), the program's and not a screen's: asked
  /// once a run, and given to every session the run makes (`browse`, `drive`, `serve`,
  /// `play`), which writes it in its updates. Nil, the default, or a nil answer writes none.
  ///
  ///     program.appearance = { _ in .fixed(SessionAppearance(rise: .green)) }
  public var appearance: Appearance?
  /// True when every session of `serve` (a tab) gets screens of its own: `screens` is called
  /// once a session, so the sources it makes there (a fake feed, a failure injected, a
  /// count) are that session's alone. False by default: the sessions of one locale share
  /// the screens `screens` made once, and whatever their sources hold.
  ///
  ///     var program = FrontEndProgram("quotes", summary: "…") { _ in
  ///       [QuoteScreen.declaration(feed: FakeFeed())]   // a feed for each tab
  ///     }
  ///     program.makesScreensPerSession = true
  public var makesScreensPerSession = false
  let screens: Screens
  /// The options every command takes for the program's data, and what they allow together.
  package var dataOptions: [CommandOption]
  package var dataRules: [OptionRule] = []
  /// The commands, in the order the help lists them.
  package var commands: [ProgramCommand] = [.play, .browse, .drive, .serve]
  /// The command run when none is named; nil asks for one.
  package var defaultCommand: String?
  /// The program's help, when it writes its own.
  package var mainHelp: (@Sendable (FrontEndProgram) -> String)?
  /// The program's own String Catalogs: its screens' words, and any locale it adds to the
  /// package's (a catalog with the package's keys in that locale), searched before the
  /// package's own. `--locale` and a tab's language choose among the locales these and the
  /// package's have, so a program lists here the catalogs its screens are declared with
  /// (`AnyScreenDeclaration(catalogs:_:)`) too.
  public var catalogs: [StringCatalog] = []
  /// The environment a run without `--locale` takes its locale from (`LC_ALL`,
  /// `LC_MESSAGES`, `LANG`); `run` sets it.
  package var environment: [String: String] = [:]
  /// The locale the user chose for runs without `--locale` (a settings file's), asked before
  /// the environment; nil, or a locale no catalog has, leaves the choice to the environment.
  package var preferredLocale: (@Sendable (ParsedArguments) -> String?)?

  /// A program named `name` of the screens `screens` makes from the data `options` give.
  public init(
    _ name: String, summary: String, options: [FrontEndOption] = [],
    screens: @escaping Screens
  ) {
    self.name = name
    self.summary = summary
    self.dataOptions = options.map(\.declaration)
    self.screens = screens
  }

  /// Runs the program with `arguments` (without the program's name) and returns its exit
  /// status: 0 done, 2 usage or scenario errors (a command of the program's may add others).
  /// Without `--locale`, the run speaks the locale `environment` asks for (a program passes
  /// `ProcessInfo.processInfo.environment`), or the package's first, `zh-Hant`.
  public func run(
    _ arguments: [String], console: Console = .standard, environment: [String: String] = [:]
  ) async -> Int32 {
    var program = self
    program.environment = environment
    return await program.run(arguments, console)
  }

  private func run(_ arguments: [String], _ console: Console) async -> Int32 {
    var arguments = arguments
    guard let command = arguments.isEmpty ? defaultCommand : arguments.removeFirst() else {
      return refuse(nil, console)
    }
    let asksForHelp = CommandOption.help.names
    if (asksForHelp + ["help"]).contains(command) {
      console.out(help(for: nil) ?? "")
      return 0
    }
    guard let found = commands.first(where: { $0.name == command }) else {
      return refuse(command, console)
    }
    if arguments.contains(where: asksForHelp.contains) {
      console.out(found.help(self))
      return 0
    }
    do {
      return try await found.run(self, arguments, console)
    } catch let error as ScenarioError {
      console.err("\(error)\n")
    } catch let error as UsageError {
      let hint = error.command.map { "\nRun `\(name) \($0) --help` for usage.\n" } ?? "\n"
      console.err("\(name): \(error.message)\(hint)")
    } catch {
      console.err("\(name): \(error)\n")
    }
    return 2
  }

  /// The help of `command`, or the program's own for nil; nil for a command it does not have.
  public func help(for command: String?) -> String? {
    guard let command else { return mainHelp?(self) ?? FrontEndHelp.main(self) }
    return commands.first { $0.name == command }?.help(self)
  }

  /// Every form, in the order the help lists them.
  package var forms: [CommandSyntax] { commands.flatMap { $0.forms(self) } }

  /// The forms of `command`.
  package func forms(of command: String) -> [CommandSyntax] {
    forms.filter { $0.command == command }
  }

  /// Reads `arguments` by `syntax`, refusing an option of another command by its name.
  package func parse(_ arguments: [String], as syntax: CommandSyntax) throws(UsageError)
    -> ParsedArguments
  {
    try syntax.parse(arguments, among: forms)
  }

  /// The screens `parsed` names, for `console`, in the words of the locale it asks for (or
  /// of `words`), checked: a registration with a problem (`ScreenSession.problems(in:)`)
  /// stops the program before anything runs, naming each.
  func screens(_ parsed: ParsedArguments, console: Console, words: Words? = nil) throws
    -> [AnyScreenDeclaration]
  {
    let words = try words ?? self.words(parsed)
    let context = FrontEndContext(parsed: parsed, console: console, words: words)
    let erased = try screens(context).map(\.erased)
    let spoken = words.including(erased.flatMap(\.catalogs))
    return try checked(erased.map { $0.speaking(spoken) })
  }

  /// The appearance of the run `parsed` asks for (`appearance`), for `console`.
  package func appearance(_ parsed: ParsedArguments, console: Console) throws
    -> AppearanceSource?
  {
    guard let appearance else { return nil }
    return try appearance(try context(parsed, console: console))
  }

  /// The context of a run: `parsed`, `console` and the words of the locale it asks for.
  package func context(_ parsed: ParsedArguments, console: Console) throws(UsageError)
    -> FrontEndContext
  {
    FrontEndContext(parsed: parsed, console: console, words: try words(parsed))
  }

  /// The words of the locale `parsed` names with `--locale`, else of the one the user chose
  /// (`preferredLocale`), else of the one the environment asks for that a catalog has, else
  /// of `zh-Hant`; a `--locale` no catalog has is refused,
  /// naming those there are.
  package func words(_ parsed: ParsedArguments) throws(UsageError) -> Words {
    let available = LocaleMatch.available(in: catalogs)
    // A program's own commands (a demo) may take no --locale.
    let option = parsed.syntax.option(named: CommandOption.locale.name)
    guard let asked = option.flatMap(parsed.value(of:)) else {
      // Only a command that takes --locale reads the user's choice: a demo speaks as it is.
      let chosen = option == nil ? nil : preferredLocale?(parsed)
      let wanted = chosen.map { [$0] } ?? LocaleMatch.requested(byEnvironment: environment)
      let locale = LocaleMatch.best(for: wanted, among: available) ?? Words.sourceLocale
      return Words(locale: locale, catalogs: catalogs)
    }
    guard let locale = LocaleMatch.best(for: [asked], among: available) else {
      throw UsageError(
        "no catalog has the locale \(VisibleText.quoted(asked)); there are \(available.joined(separator: ", "))",
        command: parsed.syntax.command)
    }
    return Words(locale: locale, catalogs: catalogs)
  }

  /// The words of `locale`, when a catalog has it or a parent of it.
  package func words(locale: String) -> Words? {
    LocaleMatch.best(for: [locale], among: LocaleMatch.available(in: catalogs))
      .map { Words(locale: $0, catalogs: catalogs) }
  }

  /// `screens`, or a `RegistrationError` naming every problem they have.
  func checked(_ screens: [AnyScreenDeclaration]) throws(RegistrationError)
    -> [AnyScreenDeclaration]
  {
    let problems = ScreenSession.problems(in: screens)
    guard problems.isEmpty else { throw RegistrationError(problems) }
    return screens
  }

  /// The screens of a run with no data options, whose declarations help and scenarios read.
  var vocabulary: [AnyScreenDeclaration] {
    let bare = (try? CommandSyntax(words: [], options: dataOptions).parse([]))
    let console = Console(out: { _ in }, err: { _ in })
    return bare.flatMap { try? screens($0, console: console) } ?? []
  }

  /// Says that `command` is none of the program's (or that none was named, for nil).
  private func refuse(_ command: String?, _ console: Console) -> Int32 {
    let names = commands.map(\.name)
    let problem =
      command.map { "unknown command \(VisibleText.quoted($0))" } ?? "a command is needed"
    let nearest =
      command.flatMap { Prose.nearest(to: $0, among: names) }.map { "did you mean \($0)? " } ?? ""
    console.err(
      "\(name): \(problem); \(nearest)commands: \(names.joined(separator: ", "))\n"
        + "Run `\(name) --help` for usage.\n")
    return 2
  }
}

extension CommandOption {
  package static let locale = CommandOption(
    "--locale", value: .required("LOCALE", meaning: "a locale such as en or zh-Hant"),
    help: """
      the language of the front ends: zh-Hant, en, or en-XA
      (English accented, longer and bracketed, to see the
      words no catalog gave); by default the one LC_ALL,
      LC_MESSAGES or LANG asks for, else zh-Hant
      """)
}
