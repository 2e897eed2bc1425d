/// The screens a scenario moves through are known before it runs: it starts on the
/// directory, `open directory` and `open feed` switch to that screen, `open profile` and
/// `select` put a profile on top, `back` takes it off.
enum ScenarioNavigation {
  /// Walks the steps and rejects a command that does not fit its screen.
  static func check(_ scenario: Scenario) throws(ScenarioError) {
    var stack: [ScenarioScreenKind] = [.directory]
    for step in scenario.steps {
      let current = stack.last ?? .directory
      func reject(_ message: String) -> ScenarioError {
        ScenarioError(file: scenario.name, line: step.line, message: message)
      }
      switch step.command {
      case .openDirectory: stack = [.directory]
      case .openFeed: stack = [.feed]
      case .openProfile: stack.append(.profile)
      case .select:
        guard current == .directory else {
          throw reject("select works on the directory; the screen here is the \(current.rawValue)")
        }
        stack.append(.profile)
      case .back:
        guard stack.count > 1 else {
          throw reject("back: nothing to go back to from the \(current.rawValue)")
        }
        stack.removeLast()
      case .load, .filter:
        guard current == .directory else {
          throw reject(
            "\(step.source) works on the directory; the screen here is the \(current.rawValue)")
        }
      case .refresh, .more:
        guard current == .feed else {
          throw reject(
            "\(step.source) works on the feed; the screen here is the \(current.rawValue)")
        }
      case .retry(let market):
        guard current != .profile || market == nil else {
          throw reject("retry MARKET works on the directory; the screen here is the profile")
        }
        if current == .feed, market != nil {
          throw reject("retry on the feed takes no market")
        }
      case .fail, .failNext, .pause, .resume: break
      }
    }
  }
}
