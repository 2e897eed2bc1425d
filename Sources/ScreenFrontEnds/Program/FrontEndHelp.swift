import CommandLineSyntax
import ScreenModel

/// The help of a program's front ends, made from its forms and its screens' declarations:
/// the grammar of `play`, the keys of `browse` and the events of `drive` name the program's
/// own screens, whatever they are.
package enum FrontEndHelp {
  @Sendable
  package static func main(_ program: FrontEndProgram) -> String {
    let forms = HelpLayout.usage(of: program.forms, program: program.name, grouped: true)
    let help = HelpLayout.entry(
      "\(program.name) COMMAND \(CommandOption.help.name)", "more about one command", column: 33)
    let rules = HelpLayout.rules(of: program.forms)
    return """
      \(program.name): \(program.summary)

      Usage:
      \(forms + help)
      \(rules.isEmpty ? "" : "Rules:\n\(rules)\n")\
      Screens:
      \(program.vocabulary.map { "  \($0.name): \($0.summary)" }.joined(separator: "\n"))

      Exit status: 0 done; 2 usage or scenario errors.

      Example:
        \(program.name) play my.scenario --format json

      """
  }

  @Sendable
  package static func play(_ program: FrontEndProgram) -> String {
    let screens = program.vocabulary
    let first = screens.first(where: \.opensOnRequest)?.openUsage ?? "open SCREEN"
    return """
      \(program.name) play: plays a scenario file and prints what each step left on screen.

      \(usage(program, "play"))
      \(HelpLayout.options(of: program.forms(of: "play")))
      Scenario commands, one a line, # starts a comment:
      \(ScenarioGrammar.help(for: screens, commands: program.scenarioCommands))

      A scenario with an unknown command, a missing argument or a command on the wrong
      screen stops before anything runs: exit 2, `FILE:LINE: message` on stderr. After an
      event that may open or close a screen, each line is checked against the screen the
      session shows as it plays.

      Example:
        printf '%s\\n' '\(first)' > first.scenario
        \(program.name) play first.scenario

      """
  }

  @Sendable
  package static func browse(_ program: FrontEndProgram) -> String {
    var keys = ""
    for screen in program.vocabulary {
      keys += "\(screen.name) (\(screen.label)):\n"
      for button in BrowseModel.buttons(of: screen) {
        keys += HelpLayout.entry(KeyHelp.name(of: button.key), button.label, column: 13)
      }
      let search = BrowseModel.searchField(of: screen)
      var form: [String] = []
      for control in screen.controls {
        switch control.kind {
        case .textField where control.id == search?.id:
          keys += HelpLayout.entry(
            "/", "search: type \(control.label); Enter opens, Esc clears", column: 13)
        case .endOfRows:
          keys += HelpLayout.entry("↓", "moving to the last rows loads more", column: 13)
        case .textField, .toggle, .choice: form.append(control.label)
        case .button: break
        }
      }
      if !form.isEmpty {
        keys += HelpLayout.entry(
          "Tab",
          "the form, then the next screen: \(form.joined(separator: ", "))\n"
            + "typing edits a field (Enter opens no row), Space turns a toggle,\n"
            + "← → choose, Esc back to the list",
          column: 13)
      }
    }
    return """
      \(program.name) browse: the screens in a full-screen terminal.

      \(usage(program, "browse"))
      \(HelpLayout.options(of: program.forms(of: "browse")))
      Keys, by screen:
      \(keys)Everywhere:
        ↑ ↓ j k    move (PgUp PgDn Home End g G too)
        Enter      the selected row's action
        Esc        back, from a screen opened on top
        Tab        the next screen that opens alone (Shift-Tab the one before)
        Ctrl-L     paint the screen again
        q          quit, outside a search (Ctrl-C quits anywhere, with exit status 130)

      Standard input and output must be a terminal; otherwise browse exits with status 2.

      Example:
        \(program.name) browse

      """
  }

  @Sendable
  package static func drive(_ program: FrontEndProgram) -> String {
    let screens = program.vocabulary
    var events = screens.filter(\.opensOnRequest).map { screen in
      "{\"event\":\"open\",\"screen\":\"\(screen.name)\"\(members(screen.openParameters))}"
    }
    events.append(#"{"event":"back"}"#)
    for name in screens.eventNames where name != "open" && name != "back" {
      let form = screens.lazy.compactMap { $0.event(named: name) }.first
      events.append("{\"event\":\"\(name)\"\(members(form?.parameters ?? []))}")
    }
    return """
      \(program.name) drive: the session protocol on standard input and output, for a front
      end in any language that runs the screens as a child process.

      \(usage(program, "drive"))
      \(HelpLayout.options(of: program.forms(of: "drive")))
      Each line of input is an event, a JSON object:
      \(events.map { "  " + $0 }.joined(separator: "\n"))
      An optional "id" (a string, or a whole number within ±2^53) comes back as "cause" on
      the update the event makes. A first line {"event":"locale","locale":"en"} starts the
      session again in that locale.

      \(driveOutput)

      Example:
        printf '%s\\n' '\(events.first ?? "")' | \(program.name) drive

      """
  }

  /// What `drive` writes, in the protocol it speaks by default; `DriveHelpTests` hold it
  /// to the keys of a run's output.
  package static let driveOutput = """
    Each line of output is a message, in protocol 2 unless --protocol 1 is given. First, and
    after every event, an update of the screen on top:
      {"protocol":2,"seq":N,"cause":"ID","screen":"…","title":"…","problems":["…"],
       "controls":[{"id":"…","kind":"…","label":"…",…}],"count":ROWS,
       "window":{"from":N,"count":M},
       "changes":{"deletes":[I,…],"inserts":[I,…],"moves":[{"from":I,"to":J},…],
                  "updates":[{"old":I,"new":J},…]},
       "rows":[{"index":I,"row":{"kind":"…","id":"…","text":"…",…}},…]}
    "cause" is the id of the event that made the update (none for an answer or a timer that
    came on its own); "problems" names what could not be shown or followed, when anything;
    "controls" holds the controls that changed since the screen's last update (every one
    when the screen is shown anew); "changes" go from the previous update's window rows to
    these, and "rows" holds the rows of the window inserted or updated. An event makes one
    update, of the screen on top once it is applied, none of a screen it leaves.
    An event with an id ends with exactly one message that names it: once its update is
    written and the requests it made are answered,
      {"protocol":2,"done":"ID"}
    or, when it is refused, its error, which carries the id as it was written:
      {"protocol":2,"error":"…","line":N,"id":ID}
    Read until one of them, and never wait on silence. A line that is not an event that
    applies (not JSON, longer than 1 MiB, an id other than a string or a whole number within
    ±2^53) is answered with that error, its "id" wherever one could be read.
    {"event":"window","from":N,"count":M} sets the rows updates describe (count 1…1000, at
    first the first 100, each screen its own); {"event":"window"} describes them again whole.
    With --protocol 1, an update carries every row and every control, and no window:
      {"protocol":1,"seq":N,"screen":"…","title":"…","controls":[…],"rows":[…],
       "changes":{"deletes":[…],"inserts":[…],"moves":[…],"updates":[…]}}
    Answers that arrive later, and the screens' timers, make updates of their own. At the end
    of input, drive cancels the screens' subscriptions, writes the answers still out, and
    exits 0.
    """

  @Sendable
  package static func serve(_ program: FrontEndProgram) -> String {
    """
    \(program.name) serve: the web front end, on this machine only.

    \(usage(program, "serve"))
    Prints http://127.0.0.1:PORT/ on its first line: open it in a browser. Each tab is a
    session of its own; updates reach the page as they happen (Server-Sent Events).

    \(HelpLayout.options(of: program.forms(of: "serve")))
    Only 127.0.0.1 is bound; requests naming another host, and posts from pages of other
    origins, are refused. Routes, for front ends of your own:
      POST /api/sessions                 {"session":ID,"update":{…}}
      GET  /api/sessions/ID              the session's last update
      POST /api/sessions/ID/events       an event (see `\(program.name) drive --help`) → its update
      GET  /api/sessions/ID/updates      Server-Sent Events, one update each
      GET  /api/schema                   the protocol's JSON Schema: the events and the updates

    Example:
      \(program.name) serve --port 0

    """
  }

  /// `Usage:` and the usage lines of `command`'s forms.
  package static func usage(_ program: FrontEndProgram, _ command: String) -> String {
    "Usage:\n" + HelpLayout.usage(of: program.forms(of: command), program: program.name)
  }

  /// The JSON members of `parameters`, each with its placeholder for a value.
  private static func members(_ parameters: [EventParameter]) -> String {
    parameters.map { parameter in
      let value =
        switch parameter.kind {
        case .integer: parameter.placeholder
        case .boolean: "true"
        case .choice(let choices, _): "\"\(choices.first?.token ?? parameter.placeholder)\""
        case .word, .text: "\"\(parameter.placeholder)\""
        }
      return ",\"\(parameter.name)\":\(value)"
    }.joined()
  }
}
