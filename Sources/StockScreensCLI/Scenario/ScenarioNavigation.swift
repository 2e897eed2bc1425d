import StockScreens

/// The screens a scenario moves through are known before it runs: it starts on the
/// directory and follows the session's own navigation, so a command that does not fit its
/// screen is found before anything runs, by the rule a session applies to front ends.
enum ScenarioNavigation {
  /// Walks the steps and rejects a command that does not fit its screen.
  static func check(_ scenario: Scenario) throws(ScenarioError) {
    var stack: [SessionScreenKind] = [.directory]
    for step in scenario.steps {
      guard case .event(let event) = step.command else { continue }
      if let reason = event.refusal(on: stack) {
        throw ScenarioError(file: scenario.name, line: step.line, message: reason)
      }
      stack = event.screens(after: stack)
    }
  }
}
