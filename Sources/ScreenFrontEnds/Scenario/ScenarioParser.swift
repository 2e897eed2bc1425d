import ScreenModel

/// Reads scenario text into steps, and checks that each command fits the screen it runs on.
///
/// The grammar is made from the screens' declarations: `open SCREEN …` with each screen's
/// opening parameters, `back`, each screen's events with their parameters (`load MARKET`),
/// lines that set its controls (`set code 2330`, `choose direction below`, `toggle mine on`,
/// `press save`: `ScenarioControls`), and the commands the program adds
/// (`ScenarioCommandForm`).
public enum ScenarioParser {
  /// The longest scenario line accepted, in bytes.
  static let maxLineBytes = 4096

  /// Parses `text`, naming `file` in errors; the first problem stops parsing.
  ///
  /// A line that starts with `refused:` expects the session to refuse its event
  /// (`refused: back` on a screen alone on the stack): it is checked as an event, and the
  /// screens are taken to stay as they were after it.
  ///
  /// - Parameters:
  ///   - screens: the screens the scenario runs on, the first one shown at its start.
  ///   - commands: the program's own commands, read after the screens' events.
  public static func parse(
    _ text: String, file: String, screens: [AnyScreenDeclaration],
    commands: [ScenarioCommandForm] = []
  ) throws(ScenarioError) -> Scenario {
    var steps: [ScenarioStep] = []
    var navigation = ScenarioNavigation(screens: screens)
    // "\r\n" is one Character in Swift, so both line endings are named.
    let lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    for (offset, rawLine) in lines.enumerated() {
      let number = offset + 1
      var line = rawLine
      if number == 1, line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
      guard line.utf8.count <= maxLineBytes else {
        throw ScenarioError(
          file: file, line: number, message: "line is longer than \(maxLineBytes) bytes")
      }
      // A NUL is no part of any command, and parting words at it would make a command of
      // what follows it: named here, for what it is.
      if let nul = line.unicodeScalars.firstIndex(of: "\u{0}") {
        let column = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: nul) + 1
        throw ScenarioError(
          file: file, line: number,
          message: "a NUL byte at column \(column); a scenario is text, one command a line")
      }
      let (body, note) = splitComment(line)
      // Any white space parts words, a stray carriage return too, and scalar by scalar: as
      // Characters, a space followed by a combining mark would be one and part no words.
      let words = body.unicodeScalars.split(whereSeparator: \.properties.isWhitespace)
        .map { String(Substring($0)) }
      guard !words.isEmpty else { continue }
      let expectsRefusal = words.first == ScenarioStep.refusalMark
      do throws(SessionEventError) {
        let said = expectsRefusal ? Array(words.dropFirst()) : words
        guard let verb = said.first else {
          throw SessionEventError(
            .invalid, "\(ScenarioStep.refusalMark) needs the event the session is to refuse")
        }
        let command = try command(
          verb: verb, words: Array(said.dropFirst()), on: navigation, commands: commands)
        switch command {
        case .event(let event) where !expectsRefusal: try navigation.take(event)
        // A refused event changes nothing: the screens stay as they were.
        case .event: break
        case .wait, .program:
          guard !expectsRefusal else {
            throw SessionEventError(
              .invalid,
              "\(ScenarioStep.refusalMark) marks an event the session is to refuse; "
                + "\(VisibleText.quoted(verb)) is not an event of the screens")
          }
        }
        steps.append(
          ScenarioStep(
            line: number, source: words.joined(separator: " "), note: note, command: command,
            expectsRefusal: expectsRefusal))
      } catch {
        throw ScenarioError(file: file, line: number, message: error.message)
      }
    }
    return Scenario(name: file, steps: steps)
  }

  private static func splitComment(_ line: Substring) -> (Substring, String?) {
    guard let hash = line.firstIndex(of: "#") else { return (line, nil) }
    let note = line[line.index(after: hash)...].trimmingCharacters()
    return (line[..<hash], note.isEmpty ? nil : String(note))
  }

  private static func command(
    verb: String, words: [String], on navigation: ScenarioNavigation,
    commands: [ScenarioCommandForm]
  ) throws(SessionEventError) -> ScenarioCommand {
    for screen in navigation.candidates {
      if let event = try ScenarioControls.event(verb: verb, words: words, on: screen) {
        return .event(event)
      }
    }
    let declared = navigation.screens.contains { $0.event(named: verb) != nil }
    if verb == "wait", !declared { return .wait(try ScenarioWait.duration(words)) }
    if !declared, verb != "open", verb != "back",
      let form = commands.first(where: { $0.name == verb })
    {
      return .program(verb, arguments: try form.read(words))
    }
    guard declared || verb == "open" || verb == "back" else {
      if let top = navigation.top,
        let unknown = ScenarioControls.unknownControl(verb: verb, words: words, on: top)
      {
        throw unknown
      }
      let known = navigation.screens.eventNames + ["wait"] + commands.map(\.name)
      throw SessionEventError(
        .invalid,
        "unknown command \(VisibleText.quoted(verb)); commands: \(known.joined(separator: ", "))")
    }
    return .event(try navigation.event(verb: verb, words: words))
  }
}

/// The screens a scenario moves through, as far as they are known before it runs: it starts
/// on the first screen and follows what is sure (`open` puts a screen where it goes, `back`
/// takes the top one off), so a command that does not fit its screen is found before
/// anything runs, by the rule a session applies to front ends.
///
/// An output is where that knowledge ends, for only the controller's state says whether it
/// comes and where it leads: an event that may open a screen (`EventForm.opens`) opens it
/// only when the state gives the output (a ticket of a book not read yet opens nothing), and
/// the value a closing screen returns goes to the screen below, which may close in turn (a
/// confirm that closes its ticket too). From there each line is read against every screen,
/// the one believed on top first, and the session itself refuses, at its line, a line that
/// does not fit the screen it really shows; an `open` of a root screen makes the screens
/// known again.
struct ScenarioNavigation {
  let screens: [AnyScreenDeclaration]
  private var stack: [AnyScreenDeclaration]
  /// False after an event that may open or close a screen, until a root screen is opened:
  /// see the type's discussion.
  private(set) var isKnown = true

  init(screens: [AnyScreenDeclaration]) {
    self.screens = screens
    stack = Array(screens.prefix(1))
  }

  /// The screen on top, as far as it is known.
  var top: AnyScreenDeclaration? { stack.last }

  /// The screens a line's control is looked for on: the one on top, and, once the screens
  /// are not known, the others of the stack from the top down, then every other screen.
  var candidates: [AnyScreenDeclaration] {
    guard isKnown else {
      let below = stack.reversed()
      return Array(below) + screens.filter { screen in !below.contains { $0.name == screen.name } }
    }
    return top.map { [$0] } ?? []
  }

  /// The event a line's words make: `open SCREEN …`, `back`, or an event of the screen on
  /// top, read by its parameters.
  func event(verb: String, words: [String]) throws(SessionEventError) -> SessionEvent {
    switch verb {
    case "open":
      let names = screens.map(\.name)
      guard let name = words.first else {
        throw SessionEventError(
          .invalid,
          "open needs a screen: " + ScenarioGrammar.opens(screens))
      }
      guard let screen = screens.first(where: { $0.name == name }) else {
        throw SessionEventError(
          .invalid,
          "unknown screen \(VisibleText.quoted(name)); screens: \(names.joined(separator: ", "))")
      }
      let arguments = try EventArguments(
        words: Array(words.dropFirst()), parameters: screen.openParameters,
        usage: screen.openUsage)
      return .open(name, arguments.members)
    case "back":
      _ = try EventArguments(words: words, parameters: [], usage: "back")
      return .back
    default:
      guard
        let form = top?.event(named: verb)
          ?? screens.lazy.compactMap({ $0.event(named: verb) }).first
      else { throw screens.refusal(of: verb, on: top?.name ?? "") }
      let arguments = try EventArguments(
        words: words, parameters: form.parameters, usage: form.usage)
      return SessionEvent(verb, arguments)
    }
  }

  /// Follows `event` on the stack, refusing it where the session would.
  mutating func take(_ event: SessionEvent) throws(SessionEventError) {
    switch event.name {
    case "open":
      guard let screen = screens.first(where: { $0.name == event.screen }) else { return }
      show(screen)
    case "back":
      guard stack.count > 1 else {
        guard isKnown else { return }
        throw SessionEventError(
          .refused, "back: nothing to go back to from the \(top?.name ?? "")")
      }
      stack.removeLast()
    default:
      // Not known, the screen that declares the event is taken to be on top.
      if !isKnown, top?.event(named: event.name) == nil,
        let owner = stack.lastIndex(where: { $0.event(named: event.name) != nil })
      {
        stack.removeSubrange((owner + 1)...)
      }
      guard let form = top?.event(named: event.name) else {
        guard isKnown else { return }
        throw screens.refusal(of: event.name, on: top?.name ?? "")
      }
      if form.closes, stack.count > 1 {
        stack.removeLast()
        isKnown = false
      } else if let opened = form.opens,
        let screen = screens.first(where: { $0.name == opened })
      {
        show(screen)
        isKnown = false
      }
    }
  }

  /// Puts `screen` where opening it puts it: alone for a root screen, on top otherwise.
  private mutating func show(_ screen: AnyScreenDeclaration) {
    stack = screen.placement == .root ? [screen] : stack + [screen]
    if screen.placement == .root { isKnown = true }
  }
}

extension Substring {
  fileprivate func trimmingCharacters() -> Substring {
    let isSpace = { (character: Character) in character.isWhitespace }
    let trimmed = drop(while: isSpace)
    var end = trimmed.endIndex
    while end > trimmed.startIndex, isSpace(trimmed[trimmed.index(before: end)]) {
      end = trimmed.index(before: end)
    }
    return trimmed[..<end]
  }
}
