import ScreenFrontEnds
import ScreenModel

extension Search {
  /// Counts `failures`, and keeps the first of each check on each screen as a finding, with
  /// the path `run` took to it.
  mutating func record(_ failures: [Failure], on run: CheckedRun, locale: Int) async {
    for failure in failures {
      self.failures[failure.check.name, default: 0] += 1
      let screen = run.session.session.current.screen
      let key = "\(failure.check.name) \(screen.name)"
      guard findings.count < options.findingLimit, found.insert(key).inserted else { continue }
      let words = context.words[locale]
      findings.append(
        Finding(
          check: failure.check, message: failure.message, locale: words.locale, path: run.path,
          foundLength: run.path.count, event: events, screen: screen.name,
          snapshot: screen.snapshotText(in: words)))
    }
  }

  /// Each finding's path shrunk to the fewest lines that still fail its check on its screen,
  /// and checked as a scenario `play` reads.
  mutating func shrinkFindings() async {
    for index in findings.indices {
      var finding = findings[index]
      if options.shrinks, finding.path.count > 1 {
        let shrinker = Shrinker(limit: 200)
        let lines = await shrinker.shrink(finding.path.map(\.text)) { candidate in
          await self.failingPrefix(of: candidate, finding: finding)
        }
        if let replayed = await reproduce(lines, finding: finding) {
          finding.path = replayed.path
          finding.snapshot = replayed.snapshot
        }
      }
      finding.replayProblem = readProblem(of: finding)
      findings[index] = finding
    }
  }

  /// The lines of `candidate` up to the step where the finding's check fails again on its
  /// screen, or nil when it does not.
  func failingPrefix(of candidate: [String], finding: Finding) async -> [String]? {
    await reproduce(candidate, finding: finding).map { $0.path.map(\.text) }
  }

  /// Plays `lines` from the start in the finding's locale, checked as they were found: the
  /// path to the first failure of the finding's check on its screen, and that screen drawn.
  func reproduce(_ lines: [String], finding: Finding) async
    -> (path: [PlayedLine], snapshot: String)?
  {
    guard let locale = context.words.firstIndex(where: { $0.locale == finding.locale }),
      let run = try? await context.run(locale: locale)
    else { return nil }
    let words = context.words[locale]
    func hit(_ failures: [Failure]) -> (path: [PlayedLine], snapshot: String)? {
      let screen = run.session.session.current.screen
      guard screen.name == finding.screen,
        failures.contains(where: { $0.check == finding.check })
      else { return nil }
      return (run.path, screen.snapshotText(in: words))
    }
    if let found = hit(run.stateFailures() + run.invariantFailures()) { return found }
    for line in lines {
      let offered = run.offers(
        line, fromRows: rowActions.contains(line) && offersRowAction(line, in: run))
      let report = await run.step(line, offered: offered)
      if let found = hit(report.failures + run.stateFailures()) { return found }
    }
    return hit(await run.end())
  }

  /// Whether a row of the state `run` stands in, not a link, offers `line` as its action.
  private func offersRowAction(_ line: String, in run: CheckedRun) -> Bool {
    let offers = Offers.make(for: run)
    return offers.screen.indices.contains { index in
      !offers.isLink(index) && offers.actionLines(ofRow: index).contains(line)
    }
  }

  /// Why `play` would not read the finding's scenario, or nil when it reads it.
  func readProblem(of finding: Finding) -> String? {
    guard let stage = try? context.target.makeStage(context.words[0]) else {
      return "the screens cannot be made to read the scenario"
    }
    do throws(ScenarioError) {
      _ = try ScenarioParser.parse(
        finding.scenario(), file: "finding", screens: stage.screens,
        commands: context.target.commands)
      return nil
    } catch {
      return error.description
    }
  }
}
