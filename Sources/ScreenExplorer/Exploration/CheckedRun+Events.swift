import ScreenFrontEnds
import ScreenModel

extension CheckedRun {
  /// What the step's event did: refused with a reason and nothing changed, or taken; an
  /// offered event taken must change something, ask for something or say something; each
  /// done is of an event taken, once.
  func eventFailures(
    _ outcome: StepOutcome, changed: Bool, offered: Bool, problems: [String]
  ) -> [Failure] {
    noteEvent(outcome)
    var failures = doneFailures(outcome.dones)
    let line = VisibleText.quoted(outcome.line)
    if let refusal = outcome.refusal {
      if refusal.message.allSatisfy(\.isWhitespace) {
        failures.append(Failure(.silentRefusal, "\(line) was refused with no reason"))
      }
      if changed || outcome.stackAfter != outcome.stackBefore {
        failures.append(
          Failure(
            .refusalChangedState,
            "\(line) was refused (\(refusal.message)), and the screen changed all the same"))
      }
      let invalid = context.errorProblems(refusal.message, id: outcome.cause)
      if !invalid.isEmpty {
        failures.append(
          Failure(.schema, "the error of \(line): " + invalid.prefix(3).joined(separator: "; ")))
      }
    } else if offered, !changed, outcome.stackAfter == outcome.stackBefore,
      outcome.heldAnswers == outcome.heldBefore, problems.isEmpty
    {
      failures.append(
        Failure(
          .ignoredEvent,
          "\(line), which the \(outcome.stackAfter.last ?? "screen") offers, was taken and "
            + "changed nothing, asked for nothing and said nothing"))
    }
    return failures
  }

  /// What runs for which screen: only the screen on top's subscriptions, no more timers than
  /// it has, and nothing changing as time passes where none runs.
  func subscriptionFailures(
    _ outcome: StepOutcome, subscribedBefore: [String], changed: Bool
  ) -> [Failure] {
    let ids = session.session.subscriptionIDs
    let top = outcome.stackAfter.last ?? ""
    var wrong: [String] = []
    for id in session.requests.subscriptions where !ids.contains(id) {
      wrong.append("the subscription \(VisibleText.quoted(id)) is live, and the \(top) runs none")
    }
    let timers = session.session.clock.timerCount
    if timers > ids.count {
      wrong.append("\(timers) timers run for the \(ids.count) subscriptions of the \(top)")
    }
    if outcome.isWait, subscribedBefore.isEmpty, changed, !outcome.wasHolding {
      wrong.append("the \(top) changed as time passed, and runs no subscription")
    }
    return wrong.map { Failure(.subscription, "after \(VisibleText.quoted(outcome.line)): \($0)") }
  }

  /// Whether `line` is one the state offers: a row's action (`fromRows`), or one of its
  /// controls set to what it does not show already. A button pressed is not: what it does
  /// may be outside the screens (a store, a file), where the explorer cannot see it, and a
  /// button of what is shown already (a market's tab) rightly does nothing.
  func offers(_ line: String, fromRows: Bool) -> Bool {
    if fromRows { return true }
    let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
    guard words.count >= 2 else { return false }
    let verb = words[0]
    let id = String(words[1])
    let rest = words.count > 2 ? String(words[2]) : ""
    guard let shown = session.session.current.screen.controls.first(where: { $0.id == id })
    else { return false }
    let json = shown.json
    switch (verb, json["kind"]) {
    case ("set", "textField"): return json["value"] != .string(rest)
    case ("choose", "choice"): return json["selected"] != .string(rest)
    case ("toggle", "toggle"): return json["on"] != .bool(rest == "on")
    default: return false
    }
  }
}
