/// A sequence of steps, each a label and the screen after it, rendered as one document.
///
/// Scenario snapshots are storyboards: a reviewer reads what each command did to the screen.
///
///     var board = Storyboard(title: "demo")
///     board.append("load listed", directoryScreen)
///     print(board.snapshotText)
///     // Prints "=== demo ===", then "--- 1. load listed ---" and the screen
public struct Storyboard: Hashable, Sendable {
  /// One step: what happened, and the screen text after it.
  public struct Step: Hashable, Sendable {
    /// What happened, such as the scenario command.
    public var label: String
    /// The rendered screen after the step.
    public var text: String

    /// The step as the storyboard prints it: `--- 3. label ---`, then the screen text.
    ///
    /// Programs that print steps as they happen use this to print the same text a
    /// storyboard of all the steps would.
    public func rendered(number: Int) -> String {
      let label = VisibleText.escaped(self.label).trimmingTrailingSpaces()
      var output = "--- \(number). \(label) ---\n" + text
      if !text.hasSuffix("\n") { output += "\n" }
      return output
    }

    public init(label: String, text: String) {
      self.label = label
      self.text = text
    }
  }

  /// An optional title printed above the first step.
  public var title: String?
  /// The steps in order.
  public private(set) var steps: [Step] = []

  /// The words around the controls' own in each step's screen.
  public var words: Words

  public init(title: String? = nil, words: Words = .source) {
    self.title = title
    self.words = words
  }

  /// Appends a step showing `screen`.
  public mutating func append<Rows: RowCollection>(_ label: String, _ screen: Screen<Rows>) {
    steps.append(Step(label: label, text: screen.snapshotText(in: words)))
  }

  /// Appends a step with text rendered elsewhere.
  public mutating func append(_ step: Step) {
    steps.append(step)
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
  /// separated by blank lines.
  public var snapshotText: String {
    var output = ""
    if let title {
      output += Self.heading(title)
    }
    for (offset, step) in steps.enumerated() {
      if offset > 0 { output += "\n" }
      output += step.rendered(number: offset + 1)
    }
    return output
  }
}
