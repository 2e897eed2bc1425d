/// A sequence of steps, each a label and the screen after it, rendered as one document.
///
/// Scenario snapshots are storyboards: a reviewer reads what each command did to the screen.
///
///     var board = Storyboard(title: "demo")
///     board.append("load listed", directoryScreen)
///     board.append("select 2330", session.current.screen)   // any screen of a session
///     print(board.snapshotText)
///     // Prints "=== demo ===", then "--- 1. load listed ---" and the screen, and so on
///
/// A storyboard keeps each screen it is given, not its text, so the words around the
/// controls' own (`（不可用）`, `！`) are those of the snapshot that reads it: a storyboard
/// asserted in English (`assertTextSnapshot(in: ["en"])`, `snapshotText(in:)`) writes
/// English words, never the package's first language's. Given `words`, it speaks those.
public struct Storyboard: Hashable, Sendable {
  /// One step: what happened, and the screen after it.
  public struct Step: Hashable, Sendable {
    /// What happened, such as the scenario command.
    public var label: String
    /// The rendered screen after the step: in the storyboard's words when it has them, else
    /// the package's first language's; a step appended with text, that text. Setting it
    /// makes the step that text in every locale.
    public var text: String { didSet { screen = nil } }
    /// The screen the step shows, kept to be drawn in the words a snapshot asks for.
    private var screen: ScreenText?

    /// The step as the storyboard prints it: `--- 3. label ---`, then the screen text.
    ///
    /// Programs that print steps as they happen use this to print the same text a
    /// storyboard of all the steps would.
    public func rendered(number: Int) -> String {
      Self.rendered(number: number, label: label, text: text)
    }

    /// The step as the storyboard prints it in `words`: its screen's words around the
    /// controls' own in those.
    public func rendered(number: Int, in words: Words) -> String {
      Self.rendered(number: number, label: label, text: text(in: words))
    }

    /// The screen text after the step in `words`; a step appended as text, that text.
    public func text(in words: Words) -> String {
      screen?.rendered(in: words) ?? text
    }

    public init(label: String, text: String) {
      self.label = label
      self.text = text
    }

    init(label: String, screen: ScreenText, words: Words) {
      self.label = label
      self.text = screen.rendered(in: words)
      self.screen = screen
    }

    private static func rendered(number: Int, label: String, text: String) -> String {
      let label = VisibleText.escaped(label).trimmingTrailingSpaces()
      var output = "--- \(number). \(label) ---\n" + text
      if !text.hasSuffix("\n") { output += "\n" }
      return output
    }
  }

  /// An optional title printed above the first step.
  public var title: String?
  /// The steps in order.
  public private(set) var steps: [Step] = []

  /// The words around the controls' own in each step's screen, whatever words a snapshot
  /// asks for; nil (the default) for the words each snapshot asks for, or the package's
  /// first language's where none asks (`snapshotText`).
  public var words: Words?

  public init(title: String? = nil, words: Words? = nil) {
    self.title = title
    self.words = words
  }

  /// Appends a step showing `screen`.
  public mutating func append<Rows: RowCollection>(_ label: String, _ screen: Screen<Rows>) {
    let text = ScreenText(
      title: screen.title, controls: screen.controls, rows: screen.rows.map(\.text))
    steps.append(Step(label: label, screen: text, words: words ?? .source))
  }

  /// Appends a step showing `screen`, a screen of a session, with the controls it shows (the
  /// declared ones, with what its state shows); in its session's words where the storyboard
  /// has none of its own.
  public mutating func append(_ label: String, _ screen: AnyScreen) {
    let text = ScreenText(
      title: screen.title, controls: screen.controls.map(\.state), rows: screen.rowTexts)
    steps.append(Step(label: label, screen: text, words: words ?? screen.words))
  }

  /// Appends a step with text rendered elsewhere.
  public mutating func append(_ step: Step) {
    steps.append(step)
  }
}

/// What a storyboard keeps of a screen: its title, the states of its controls and the text of
/// its rows, drawn in whichever words a snapshot asks for.
struct ScreenText: Hashable, Sendable {
  var title: String
  var controls: [ControlState]
  var rows: [RowText]

  func rendered(in words: Words) -> String {
    TextRenderer(words: words).render(title: title, controls: controls, rows: rows)
  }
}

extension Storyboard {
  /// The title as a storyboard prints it, `=== title ===` and a blank line, for programs that
  /// print steps as they happen.
  public static func heading(_ title: String) -> String {
    "=== " + VisibleText.escaped(title).trimmingTrailingSpaces() + " ===\n\n"
  }
}

extension Storyboard: TextSnapshotRepresentable {
  /// The document: the title, then each step's `--- N. label ---` line and its screen,
  /// separated by blank lines; each screen in the storyboard's words, or where it has none,
  /// in its own: a session's screen in its session's, any other in the package's first
  /// language's.
  public var snapshotText: String {
    guard let words else { return document { $0.rendered(number: $1) } }
    return document { $0.rendered(number: $1, in: words) }
  }

  /// The document with each screen's words around the controls' own in `words`, unless the
  /// storyboard was given words of its own.
  public func snapshotText(in words: Words) -> String {
    let words = self.words ?? words
    return document { $0.rendered(number: $1, in: words) }
  }

  private func document(_ rendered: (Step, Int) -> String) -> String {
    var output = ""
    if let title {
      output += Self.heading(title)
    }
    for (offset, step) in steps.enumerated() {
      if offset > 0 { output += "\n" }
      output += rendered(step, offset + 1)
    }
    return output
  }
}
