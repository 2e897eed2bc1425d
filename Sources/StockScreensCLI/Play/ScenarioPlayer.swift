import ScreenModel
import StockScreens
import TaiwanMarket

/// Plays a scenario against a market-data source, the way the app would run: a directory,
/// a feed, profiles, and the navigation between them, each screen on its own `ScreenDriver`.
///
/// Every driver holds its answers in one `RequestQueue`: a request is made when its command
/// runs, and unless paused, every answer is delivered, in request order, before the next
/// command runs; while paused, answers wait until `resume`.
public final class ScenarioPlayer {
  private enum Top {
    case directory
    case feed
    case profile(ScreenDriver<CompanyProfile>)
  }

  private let requests = RequestQueue()
  private let faults = FaultPlan()
  private let markets: FaultInjectingSource
  private let profiles: MarketProfileSource
  private let selections = Selections()
  private let directory: ScreenDriver<CompanyDirectory>
  private var feed: ScreenDriver<PagedList<Company>>?
  private var stack: [Top] = [.directory]
  private var isPaused = false
  private var previousRows: [RowRecord] = []
  private var stepNumber = 0

  /// A player over `source`.
  public init(source: any MarketDataSource) {
    markets = FaultInjectingSource(base: source, plan: faults)
    profiles = MarketProfileSource(source: markets)
    let selections = self.selections
    directory = .directory(source: markets, requests: requests) { company in
      await selections.add(company)
    }
  }

  /// Plays every step, handing each step's record to `onStep` as soon as it is known.
  public func play(_ scenario: Scenario, onStep: (StepRecord) -> Void) async {
    for step in scenario.steps {
      onStep(await play(step))
    }
  }

  /// Plays one step and returns what it left on screen.
  public func play(_ step: ScenarioStep) async -> StepRecord {
    await run(step.command)
    if !isPaused { await requests.answerAll() }
    return await record(step)
  }

  private func run(_ command: ScenarioCommand) async {
    switch command {
    case .openDirectory: stack = [.directory]
    case .openFeed(let pageSize): await openFeed(pageSize: pageSize ?? 20)
    case .openProfile(let code):
      stack.append(.profile(await .profile(code: code, source: profiles, requests: requests)))
    case .load(let market): await directory.send(.loadRequested(market))
    case .fail(let market, let reason):
      await faults.failNextRequest(for: market, reason: reason ?? ScenarioCommand.defaultFailure)
    case .failNext(let reason):
      await faults.failNextPage(reason: reason ?? ScenarioCommand.defaultFailure)
    case .retry(let market): await retry(market)
    case .filter(let text): await directory.send(.filterChanged(text))
    case .select(let code): await select(code)
    case .back: if stack.count > 1 { stack.removeLast() }
    case .refresh: await feed?.send(.refreshRequested)
    case .more: await feed?.send(.loadMoreRequested)
    case .pause: isPaused = true
    case .resume: isPaused = false
    }
  }

  private func openFeed(pageSize: Int) async {
    stack = [.feed]
    if let feed, await feed.controller.pageSize == pageSize { return }
    let pages = FaultInjectingPageSource(
      base: CompanyPageSource(source: markets), plan: faults)
    let driver = ScreenDriver.pagedList(
      source: pages, pageSize: pageSize, title: Self.feedTitle, requests: requests)
    feed = driver
    await driver.send(.refreshRequested)
  }

  private func retry(_ market: Market?) async {
    switch stack.last {
    case .feed: await feed?.send(.retryRequested)
    case .profile(let profile): await profile.send(.retryRequested)
    default: await directory.send(.retryRequested(market))
    }
  }

  /// Opens the profile the directory shows for `code`; a code the directory does not hold
  /// opens a profile that says so.
  private func select(_ code: String) async {
    await directory.send(.companySelected(code: code))
    if let company = await selections.take() {
      stack.append(.profile(.profile(of: company, source: profiles, requests: requests)))
    } else {
      stack.append(.profile(await .profile(code: code, source: Nowhere(), requests: requests)))
    }
  }

  private func record(_ step: ScenarioStep) async -> StepRecord {
    stepNumber += 1
    let kind: ScenarioScreenKind
    let rows: [RowRecord]
    let text: String
    switch stack.last ?? .directory {
    case .directory:
      let screen = await directory.current.screen
      (kind, rows, text) = (.directory, screen.rows.map(RowRecords.directory), screen.snapshotText)
    case .feed:
      let screen = await feed?.current.screen ?? PagedList<Company>(title: Self.feedTitle).screen
      (kind, rows, text) = (.feed, screen.rows.map(RowRecords.feed), screen.snapshotText)
    case .profile(let profile):
      let screen = await profile.current.screen
      (kind, rows, text) = (.profile, screen.rows.map(RowRecords.profile), screen.snapshotText)
    }
    let changes = Changeset(from: previousRows, to: rows, identifiedBy: \.id)
    previousRows = rows
    return StepRecord(
      number: stepNumber, step: step, screen: kind, rows: rows, text: text, changes: changes)
  }

  /// The feed's title in every front end.
  static let feedTitle = "公司一覽"
}

/// The companies the directory asked to show, as its driver performs `showProfile`.
private actor Selections {
  private var pending: [Company] = []

  func add(_ company: Company) { pending.append(company) }

  func take() -> Company? { pending.isEmpty ? nil : pending.removeFirst() }
}

/// A profile source that knows no company: a code the directory does not hold.
private struct Nowhere: ProfileSource {
  func profile(code: String) async throws -> (
    document: ProfileDocument, problems: [ProfileProblem]
  )? { nil }
}
