import ScreenFrontEnds
import ScreenModel

extension CheckedRun {
  /// The checks of a state met for the first time, in the run's locale: the rows the
  /// updates' changes led to against the rows made afresh, the client's whole window against
  /// the session's and the schema, and what `localeFailures` checks.
  func stateFailures() -> [Failure] {
    let current = session.session.current
    var failures: [Failure] = []
    let afresh = StateFingerprint.hashes(of: current.screen)
    if afresh != fingerprint.rowHashes {
      let index = Self.firstDifference(afresh, fingerprint.rowHashes)
      failures.append(
        Failure(
          .changes,
          "the updates' changes lead to other rows than the screen's, first at row "
            + "\(index + 1) of \(afresh.count) (\(fingerprint.rowHashes.count) followed)"))
    }
    let engine = current.windowRows.map { (try? JSONValue(parsing: $0.json)) ?? .null }
    if engine != reader.rows {
      let index = Self.firstDifference(engine, reader.rows)
      failures.append(
        Failure(
          .window,
          "the client's window differs from the session's at row \(reader.from + index + 1): "
            + "\(reader.rows.count) rows held, \(engine.count) in the session"))
    }
    let first = current.first.json
    let invalid = context.validator.problems(of: first, against: "message")
    if !invalid.isEmpty {
      failures.append(
        Failure(.schema, "the state's first update: " + invalid.prefix(3).joined(separator: "; ")))
    }
    return failures + localeFailures()
  }

  /// The checks of a state in the locale the run speaks: drawn twice alike (its text, what
  /// a screen reader reads, its rows' JSON), every row and control labelled, `browse`'s
  /// frames within their width, every word from a catalog, none of another locale.
  func localeFailures() -> [Failure] {
    let current = session.session.current
    let screen = current.screen
    let words = session.session.words
    var failures: [Failure] = []
    let problemsBefore = words.problems.count
    let text = screen.snapshotText(in: words)
    if text != screen.snapshotText(in: words)
      || screen.accessibilityText(in: words) != screen.accessibilityText(in: words)
      || current.windowRows != current.windowRows
    {
      failures.append(
        Failure(.determinism, "the \(screen.name) drew different bytes twice in \(words.locale)"))
    }
    failures += labelFailures(screen, words: words)
    failures += drawnFailures(text, screen: screen.name, locale: words.locale)
    for (width, height) in [(80, 24), (40, 12)] {
      let problems = BrowseFrameCheck.problems(
        of: current, stack: session.session.screens, screens: session.screens, words: words,
        width: width, height: height)
      failures += problems.map { Failure(.browseFrame, "\($0) in \(words.locale)") }
    }
    let leaks = context.leaks.found(in: text, locale: words.locale)
    if !leaks.isEmpty {
      failures.append(
        Failure(
          .localeLeak,
          "the \(screen.name) in \(words.locale) shows " + leaks.prefix(3).joined(separator: "; ")
        ))
    }
    let problems = words.problems
    if problems.count > problemsBefore {
      failures.append(
        Failure(
          .words, problems[problemsBefore...].prefix(3).joined(separator: "; ")))
    }
    return failures
  }

  private func labelFailures(_ screen: AnyScreen, words: Words) -> [Failure] {
    var unlabelled: [String] = []
    for control in screen.controls
    where control.state.accessibility(in: words).label.allSatisfy(\.isWhitespace) {
      unlabelled.append("the control \(VisibleText.quoted(control.id))")
    }
    for index in screen.indices {
      guard let row = screen.row(at: index),
        row.accessibility.label.allSatisfy(\.isWhitespace)
      else { continue }
      unlabelled.append("the row \(VisibleText.quoted(row.key))")
      if unlabelled.count >= 3 { break }
    }
    guard !unlabelled.isEmpty else { return [] }
    return [
      Failure(
        .label,
        "on the \(screen.name), \(unlabelled.joined(separator: ", ")) has no accessible label")
    ]
  }
}

extension CheckedRun {
  /// The first index at which `one` and `other` differ, or the shorter one's length.
  static func firstDifference<Element: Equatable>(_ one: [Element], _ other: [Element]) -> Int {
    let shorter = min(one.count, other.count)
    return (0..<shorter).first { one[$0] != other[$0] } ?? shorter
  }
}
