import ScreenModel

/// A screen of notes and pongs: `ping` asks its shell for a pong, `note` writes a line, of
/// which it keeps the last three. `bug` plants what the explorer's bounds are to find.
struct Echo: ScreenController {
  /// The bugs an echo can be made with.
  enum Bug: Hashable, Sendable {
    /// Every pong asks for another: a ping's commands never settle.
    case loops
    /// Every note is kept: the rows grow with each, without end.
    case grows
    /// A ping after a note traps: the process dies.
    case traps
  }

  enum Event: Hashable, Sendable {
    case ping
    case pong
    case note(String)
  }

  enum Command: Hashable, Sendable {
    case echo
  }

  var pongs = 0
  var notes: [String] = []
  let bug: Bug?

  var title: String { "Echo" }

  var rows: [EchoRow] {
    [EchoRow(id: "pongs", line: "\(pongs) pongs")]
      + notes.enumerated().map { EchoRow(id: "note \($0.offset)", line: $0.element) }
  }

  mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .ping:
      precondition(bug != .traps || notes.isEmpty, "a ping after a note")
      return [.echo]
    case .pong:
      pongs += 1
      return bug == .loops ? [.echo] : []
    case .note(let line):
      notes.append(line)
      if bug != .grows, notes.count > 3 { notes.removeFirst() }
    }
    return []
  }

  /// The echo's declaration, with `bug` planted; its shell answers each echo with a pong.
  static func declaration(bug: Bug?) -> ScreenDeclaration<Echo, NoInput> {
    ScreenDeclaration(
      "echo", summary: "pongs and notes",
      events: [
        EventForm("ping", Event.ping, summary: "ask for a pong"),
        EventForm("note", Event.note, .word("line"), summary: "write a line"),
      ],
      open: { requests in
        ScreenDriver(Echo(bug: bug), requests: requests) { _ in Event.pong }
      }
    )
  }
}

/// A line of the echo: its pongs, or a note.
struct EchoRow: DescribedRow {
  var id: String
  var line: String

  var text: RowText { RowText(line) }
}
