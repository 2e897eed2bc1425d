import ScreenModel
import StockScreens
import TaiwanMarket

/// Plays a scenario against a market-data source, the way the app would run: a directory,
/// a feed, profiles, and the navigation between them.
///
/// Unless paused, every request a command makes is answered before the next command runs;
/// while paused, requests wait and are answered in request order on `resume`.
public final class ScenarioPlayer {
  private enum Top {
    case directory
    case feed
    case profile(CompanyProfile)
  }

  private enum Request {
    case market(Market, failure: String?)
    case page(PageRequest, failure: String?)
    case profile(code: String, depth: Int)
  }

  private let source: any MarketDataSource
  private let plan = FaultPlan()
  private let injected: FaultInjectingSource
  private var directory = CompanyDirectory()
  private var feed: PagedList<Company>?
  private var feedSource: CompanyPageSource
  private var stack: [Top] = [.directory]
  private var queue: [Request] = []
  private var isPaused = false
  private var previousRows: [RowRecord] = []
  private var stepNumber = 0

  /// A player over `source`.
  public init(source: any MarketDataSource) {
    self.source = source
    self.injected = FaultInjectingSource(base: source, plan: plan)
    self.feedSource = CompanyPageSource(source: injected)
  }

  /// Plays every step, handing each step's record to `onStep` as soon as it is known.
  public func play(_ scenario: Scenario, onStep: (StepRecord) -> Void) async {
    for step in scenario.steps {
      await run(step.command)
      if !isPaused { await answerQueue() }
      onStep(record(step))
    }
  }

  private func run(_ command: ScenarioCommand) async {
    switch command {
    case .openDirectory: stack = [.directory]
    case .openFeed(let pageSize): openFeed(pageSize: pageSize ?? 20)
    case .openProfile(let code):
      let (profile, commands) = CompanyProfile.open(code: code)
      stack.append(.profile(profile))
      perform(commands)
    case .load(let market): perform(directory.handle(.loadRequested(market)))
    case .fail(let market, let reason):
      plan.failNextRequest(for: market, reason: reason ?? ScenarioCommand.defaultFailure)
    case .failNext(let reason): plan.failNextPage(reason: reason ?? ScenarioCommand.defaultFailure)
    case .retry(let market): retry(market)
    case .filter(let text): perform(directory.handle(.filterChanged(text)))
    case .select(let code): select(code)
    case .back: if stack.count > 1 { stack.removeLast() }
    case .refresh: handleFeed(.refreshRequested)
    case .more: handleFeed(.loadMoreRequested)
    case .pause: isPaused = true
    case .resume:
      isPaused = false
    }
  }

  private func openFeed(pageSize: Int) {
    stack = [.feed]
    guard feed?.pageSize != pageSize else { return }
    var list = PagedList<Company>(pageSize: pageSize, title: "公司一覽")
    let commands = list.handle(.refreshRequested)
    feed = list
    perform(commands)
  }

  private func retry(_ market: Market?) {
    switch stack.last {
    case .feed: handleFeed(.retryRequested)
    case .profile(var profile):
      let commands = profile.handle(.retryRequested)
      stack[stack.count - 1] = .profile(profile)
      perform(commands)
    default: perform(directory.handle(.retryRequested(market)))
    }
  }

  private func select(_ code: String) {
    let commands = directory.handle(.companySelected(code: code))
    if commands.isEmpty {
      var (profile, _) = CompanyProfile.open(code: code)
      profile.handle(.companyNotFound)
      stack.append(.profile(profile))
    }
    perform(commands)
  }

  private func handleFeed(_ event: PagedList<Company>.Event) {
    guard var list = feed else { return }
    let commands = list.handle(event)
    feed = list
    perform(commands)
  }

  private func perform(_ commands: [DirectoryCommand]) {
    for command in commands {
      switch command {
      case .load(let market):
        queue.append(.market(market, failure: plan.takeFailure(for: market)))
      case .showProfile(let company):
        stack.append(
          .profile(CompanyProfile(code: company.code, document: ProfileDocument(company: company))))
      }
    }
  }

  private func perform(_ commands: [PagedList<Company>.Command]) {
    for case .fetch(let request) in commands {
      queue.append(.page(request, failure: plan.takePageFailure()))
    }
  }

  private func perform(_ commands: [CompanyProfile.Command]) {
    for command in commands {
      if case .fetchProfile(let code) = command {
        queue.append(.profile(code: code, depth: stack.count - 1))
      }
    }
  }

  private func answerQueue() async {
    while !queue.isEmpty {
      await answer(queue.removeFirst())
    }
  }

  private func answer(_ request: Request) async {
    switch request {
    case .market(let market, let failure):
      if let failure {
        let error = MarketDataError(
          market: market, origin: .memory(name: "scenario"), kind: .injected(failure))
        perform(directory.handle(.marketFailed(error)))
        return
      }
      do throws(MarketDataError) {
        perform(directory.handle(.marketLoaded(try await source.load(market))))
      } catch {
        perform(directory.handle(.marketFailed(error)))
      }
    case .page(let pageRequest, let failure):
      let event: PagedList<Company>.Event
      if let failure {
        event = .pageFailed(pageRequest, reason: failure)
      } else {
        do {
          event = .pageLoaded(
            pageRequest,
            try await feedSource.page(offset: pageRequest.offset, limit: pageRequest.limit))
        } catch {
          event = .pageFailed(
            pageRequest, reason: (error as? PageSourceError)?.reason ?? "\(error)")
        }
      }
      handleFeed(event)
    case .profile(let code, let depth):
      let event = await profileEvent(code: code)
      guard stack.indices.contains(depth), case .profile(var profile) = stack[depth],
        profile.code == code
      else { return }
      perform(profile.handle(event))
      stack[depth] = .profile(profile)
    }
  }

  private func profileEvent(code: String) async -> CompanyProfile.Event {
    do {
      guard let found = try await MarketProfileSource(source: injected).profile(code: code) else {
        return .companyNotFound
      }
      return .documentLoaded(found.document, problems: found.problems)
    } catch let error as MarketDataError {
      return .loadFailed(reason: error.reason)
    } catch {
      return .loadFailed(reason: "\(error)")
    }
  }

  private func record(_ step: ScenarioStep) -> StepRecord {
    stepNumber += 1
    let kind: ScenarioScreenKind
    let rows: [RowRecord]
    let text: String
    switch stack.last ?? .directory {
    case .directory:
      let screen = directory.screen
      (kind, rows, text) = (.directory, screen.rows.map(RowRecords.directory), screen.snapshotText)
    case .feed:
      let screen = feed?.screen ?? PagedList<Company>(title: "公司一覽").screen
      (kind, rows, text) = (.feed, screen.rows.map(RowRecords.feed), screen.snapshotText)
    case .profile(let profile):
      let screen = profile.screen
      (kind, rows, text) = (.profile, screen.rows.map(RowRecords.profile), screen.snapshotText)
    }
    let changes = Changeset(from: previousRows, to: rows, identifiedBy: \.identity)
    previousRows = rows
    return StepRecord(
      number: stepNumber, step: step, screen: kind, rows: rows, text: text, changes: changes)
  }
}
