import ScreenModel
import TerminalControl

/// What `browse` would draw for a session's update, checked against the frame's promise: every
/// line within the window's width, the key help never cut (it drops its least needed parts
/// to fit, and a key cut in half presses nothing anyone can read), and every further action
/// of a selected row on a key of its own.
///
///     let problems = BrowseFrameCheck.problems(
///       of: session.current, stack: session.screens, screens: session.declarations,
///       words: session.words, width: 40, height: 12)
///     // [] when the frame keeps its promise; else each broken part, named
///
/// For an explorer, which has a state and no terminal: the frame is made as `browse` makes
/// it, its selection put on the first row and then on the first row of each other kind.
package enum BrowseFrameCheck {
  /// What is wrong with the frames of `update` at `width` by `height`, one line a problem.
  @MainActor
  package static func problems(
    of update: SessionUpdate, stack: [String], screens: [AnyScreenDeclaration], words: Words,
    width: Int, height: Int
  ) -> [String] {
    var model = BrowseModel(
      size: WindowSize(width: width, height: height), screens: screens, first: update,
      words: words)
    _ = model.handle(.updated(update, stack: stack))
    var problems: [String] = []
    for selection in selections(of: update.screen) {
      model.state.position.select(selection, count: model.rowCount, height: model.rowsHeight)
      let frame = BrowseFrame(model)
      let place = "\(width)×\(height), row \(selection + 1) selected"
      for (number, line) in frame.lines.enumerated() {
        let columns = DisplayWidth.of(line.text)
        if columns > width {
          problems.append("line \(number + 1) is \(columns) columns wide (\(place))")
        }
      }
      if let help = frame.lines.last, help.style == .help, help.text.hasSuffix("…") {
        problems.append(
          "the key help is cut at \(width) columns: \(VisibleText.quoted(help.text)) (\(place))")
      }
      for problem in model.rowActionProblems where !problems.contains(problem) {
        problems.append(problem)
      }
    }
    return problems
  }

  /// The first row, then the first row of each kind after it.
  private static func selections(of screen: AnyScreen) -> [Int] {
    var kinds: Set<String> = []
    var selections: [Int] = []
    for index in screen.indices {
      guard let kind = screen.row(at: index)?.kind, kinds.insert(kind).inserted else { continue }
      selections.append(index)
    }
    return selections.isEmpty ? [0] : selections
  }
}
