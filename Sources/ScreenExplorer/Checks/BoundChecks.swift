import ScreenModel

extension CheckedRun {
  /// What a step must keep within bounds: its answers settle within
  /// `ExplorerOptions.answerLimit` (`hang`), and the state it leaves holds at most
  /// `ExplorerOptions.rowLimit` rows (`memory`).
  ///
  ///     hang: "ping": after 1,000 answers its commands still ask: echo, the oldest of 1
  ///     memory: "add Dune": the log holds 20,001 rows, past the bound of 20,000
  func boundFailures(_ outcome: StepOutcome) -> [Failure] {
    var failures: [Failure] = []
    let line = VisibleText.quoted(outcome.line)
    let options = context.options
    if let oldest = outcome.unsettled.first {
      failures.append(
        Failure(
          .hang,
          "\(line): after \(DigitGrouping.grouped(options.answerLimit)) answers its commands "
            + "still ask: \(oldest), the oldest of \(DigitGrouping.grouped(outcome.unsettled.count))"
        ))
    }
    let screen = session.session.current.screen
    if screen.count > options.rowLimit {
      failures.append(
        Failure(
          .memory,
          "\(line): the \(screen.name) holds \(DigitGrouping.grouped(screen.count)) rows, past "
            + "the bound of \(DigitGrouping.grouped(options.rowLimit))"))
    }
    return failures
  }

  /// A state's text snapshot past `ExplorerOptions.drawnByteLimit` bytes (`memory`).
  func drawnFailures(_ text: String, screen: String, locale: String) -> [Failure] {
    let bytes = text.utf8.count
    let limit = context.options.drawnByteLimit
    guard bytes > limit else { return [] }
    return [
      Failure(
        .memory,
        "the \(screen) draws \(DigitGrouping.grouped(bytes)) bytes in \(locale), past the bound "
          + "of \(DigitGrouping.grouped(limit))")
    ]
  }
}
