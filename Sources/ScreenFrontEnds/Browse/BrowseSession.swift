import CommandLineSyntax
import ScreenModel
import TerminalControl

/// The browser's shell: runs a session of registered screens, reads keys, and draws the
/// frames of a `BrowseModel` on the terminal until the user quits.
///
/// Everything that reaches the model comes through one stream, one input at a time: keys,
/// resizes, and the session's updates. What goes wrong on the way (an event the session
/// refuses, a problem an update names, a row's action no key reaches) is said on standard
/// error, each once: at once when standard error is not the terminal, else once the
/// terminal is restored, so that no line scribbles over the frame.
struct BrowseSession {
  /// Makes the session to browse, on the main actor.
  let makeSession: @MainActor @Sendable () -> ScreenSession
  /// Where the problems are said.
  let console: Console
  /// Whether the terminal shows colour, so that rises and falls are coloured
  /// (`FramePainter.hasColor`).
  let hasColor: Bool

  /// Runs on the terminal and returns the exit status: 0 after `q`, 130 after Ctrl-C.
  ///
  /// - Throws: `UsageError` (exit 2) when the terminal cannot be put in raw mode, or stops
  ///   giving keys before the user quits.
  @MainActor
  func run() async throws(UsageError) -> Int32 {
    let problems = BrowseProblems(console: console)
    defer { problems.sayHeld() }
    return try await runOnTerminal(problems)
  }

  @MainActor
  private func runOnTerminal(_ problems: BrowseProblems) async throws(UsageError) -> Int32 {
    guard TerminalSignals.enterRawMode() else {
      throw UsageError("browse cannot switch the terminal to raw mode", command: "browse")
    }
    defer { TerminalSignals.restore() }
    Terminal.write(Escape.enter)

    let (inputs, continuation) = AsyncStream.makeStream(
      of: BrowseInput.self, bufferingPolicy: .unbounded)
    let session = makeSession()
    var model = BrowseModel(
      size: Terminal.windowSize(), screens: session.declarations, first: session.current,
      words: session.words)
    session.observe { [weak session] update in
      problems.note(update.problems + update.screen.controlProblems)
      continuation.yield(.updated(update, stack: session?.screens ?? []))
      return true
    }
    KeyReader.start { event in
      switch event {
      case .keys(let keys): for key in keys { continuation.yield(.key(key)) }
      case .resized: continuation.yield(.resized(Terminal.windowSize()))
      case .ended: continuation.finish()
      }
    }

    // The session describes the rows the first frame shows from now on.
    for case .send(let event) in model.handle(.resized(model.state.size)) {
      await problems.sending { () async throws(SessionEventError) in try await session.send(event) }
    }
    var painter = FramePainter(colorsChanges: hasColor)
    _ = painter.take(session.current.appearance)
    draw(model, with: &painter)
    for await input in inputs {
      let before = DrawnPart(model)
      for effect in model.handle(input) {
        switch effect {
        case .send(let event):
          await problems.sending { () async throws(SessionEventError) in
            try await session.send(event)
          }
        case .sendAction(let event):
          await problems.sending { () async throws(SessionEventError) in
            try await session.send(event)
          }
        case .repaint: painter.reset()
        case .quit(let status): return status
        }
      }
      problems.note(model.rowActionProblems)
      // A change of the colour of a rise (made in 設定, here or in another session) redraws
      // every line in its new colours.
      var recoloured = false
      if case .updated(let update, _) = input { recoloured = painter.take(update.appearance) }
      // An update that changes no row is drawn all the same when a control or the title
      // shows something else: a choice moved on must show at once, not at the next key.
      guard recoloured || before.needsFrame(after: input, model) else { continue }
      draw(model, with: &painter)
    }
    // Keys stop only when the terminal cannot be read (closed, or this process is not in
    // its foreground): never a quit the user asked for.
    throw UsageError(
      "browse stopped: the terminal gave no more keys (it closed, or browse runs where it "
        + "cannot read it, such as in the background); q quits",
      command: "browse")
  }

  private func draw(_ model: BrowseModel, with painter: inout FramePainter) {
    Terminal.write(painter.escapes(for: BrowseFrame(model), width: model.state.size.width))
  }
}

/// What a frame draws of a model besides its rows' text: when an update changes no row and
/// this stays, the frame does too.
struct DrawnPart: Equatable {
  var state: BrowseState
  var count: Int
  var title: String
  var controls: [ControlState]

  init(_ model: BrowseModel) {
    state = model.state
    count = model.top.count
    title = model.top.title
    controls = model.top.controls.map(\.state)
  }

  /// False only when `input` changed no row and `model` draws all else as it was: a frame
  /// drawn then would be the one on the terminal.
  func needsFrame(after input: BrowseInput, _ model: BrowseModel) -> Bool {
    !input.changesNoRow || DrawnPart(model) != self
  }
}

extension BrowseInput {
  /// True for an update whose changeset is empty: the rows are the same, so the frame is
  /// too unless the model moved.
  var changesNoRow: Bool {
    guard case .updated(let update, _) = self else { return false }
    return update.changes.isEmpty
  }
}

/// `browse`: the screens in a full-screen terminal, driven by the same sessions as every
/// other front end.
enum BrowseCommand {
  /// Parses the options, checks that both ends are a terminal, and runs the browser.
  ///
  /// `isTerminal` says whether a file descriptor is a terminal, `isForeground` whether this
  /// process may read it; tests replace them.
  static func run(
    _ arguments: [String], console: Console, program: FrontEndProgram,
    isTerminal: (Int32) -> Bool = Terminal.isTerminal,
    isForeground: (Int32) -> Bool = Terminal.isForeground
  ) async throws -> Int32 {
    let parsed = try program.parse(arguments, as: program.syntax("browse"))
    guard isTerminal(0), isTerminal(1) else {
      throw UsageError(
        "browse needs a terminal: standard input and standard output must both be one, "
          + "not a pipe or a file (to print screens, use `\(program.name) play`)",
        command: "browse")
    }
    guard isForeground(0) else {
      throw UsageError(
        "browse needs to read the terminal, and runs in the background: start it in the "
          + "foreground (under `timeout`, with --foreground)",
        command: "browse")
    }
    return try await BrowseSession(
      makeSession: sessions(program, parsed, console: console), console: console,
      hasColor: FramePainter.hasColor(program.environment)
    ).run()
  }

  /// What makes the sessions of a run of `parsed`: the program's screens, their keys
  /// checked, in its words, with its appearance.
  static func sessions(
    _ program: FrontEndProgram, _ parsed: ParsedArguments, console: Console
  ) throws -> @MainActor @Sendable () -> ScreenSession {
    // Progress lines on standard error would scribble over the full-screen frame.
    let quiet = Console(out: console.out, err: console.err, errIsTerminal: false)
    let screens = try program.screens(parsed, console: quiet)
    let keyProblems = BrowseModel.keyProblems(of: screens)
    guard keyProblems.isEmpty else { throw RegistrationError(keyProblems) }
    let words = try program.words(parsed)
    let appearance = try program.appearance(parsed, console: quiet)
    return { ScreenSession(screens: screens, words: words, appearance: appearance) }
  }
}
