import ScreenModel
import StockScreens
import TaiwanMarket
import enum TerminalControl.Key

@testable import StockScreensCLI

/// Screens and models for the browser's tests, built from the embedded sample.
enum BrowseFixtures {
  static let size80x24 = WindowSize(width: 80, height: 24)

  /// The directory after `markets` arrived (in that order), `failed` failed and `loading`
  /// was requested, filtered by `filter`.
  static func directory(
    loaded markets: [Market] = [.listed], failed: [Market] = [], loading: [Market] = [],
    filter: String = ""
  ) -> Screen<DirectoryRows> {
    var directory = CompanyDirectory()
    for market in markets {
      directory.handle(.loadRequested(market))
      directory.handle(.marketLoaded(EmbeddedSampleSource.data(for: market)))
    }
    for market in failed {
      directory.handle(.loadRequested(market))
      directory.handle(
        .marketFailed(
          MarketDataError(
            market: market, origin: .memory(name: "test"), kind: .reported("HTTP 503"))))
    }
    for market in loading { directory.handle(.loadRequested(market)) }
    if !filter.isEmpty { directory.handle(.filterChanged(filter)) }
    return directory.screen
  }

  /// Every listed company of the sample, by code.
  static var listedCompanies: [Company] {
    EmbeddedSampleSource.data(for: .listed).companies.sorted { $0.code < $1.code }
  }

  /// The feed after `pages` pages of `pageSize`, then `then` (a load-more in flight, say).
  static func feed(
    pages: Int, pageSize: Int = 10, items: [Company] = listedCompanies,
    then event: Feed<Company>.Event? = nil
  ) -> Screen<FeedRows<Company>> {
    var list = Feed<Company>(pageSize: pageSize, title: BrowseModel.feedTitle)
    for page in 0..<pages {
      let commands = list.handle(page == 0 ? .refreshRequested : .loadMoreRequested)
      guard case .fetch(let request)? = commands.first else { break }
      let end = min(items.count, request.offset + request.limit)
      list.handle(.pageLoaded(request, Array(items[min(request.offset, end)..<end])))
    }
    if let event { list.handle(event) }
    return list.screen
  }

  /// The feed whose first load failed.
  static func failedFeed(reason: String) -> Screen<FeedRows<Company>> {
    var list = Feed<Company>(pageSize: 10, title: BrowseModel.feedTitle)
    guard case .fetch(let request)? = list.handle(.refreshRequested).first else {
      return list.screen
    }
    list.handle(.pageFailed(request, reason: reason))
    return list.screen
  }

  /// The update a driver publishes when its screen goes from `previous` to `screen`, as
  /// its `number`th update (a number the model did not expect makes it compare the screens
  /// itself, which must come to the same).
  static func update<Rows: RowCollection>(
    _ screen: Screen<Rows>, after previous: Screen<Rows>, number: Int = 1
  ) -> ScreenUpdate<Rows> {
    ScreenUpdate(screen: screen, changes: screen.changes(since: previous), number: number)
  }

  /// The first update of a profile driver opened on a sample company, as the directory
  /// opens it.
  static func profile(_ code: String) -> ScreenUpdate<[ProfileRow]>? {
    company(code).map { company in
      let profile = CompanyProfile(code: company.code, document: ProfileDocument(company: company))
      return ScreenUpdate(screen: profile.screen, changes: Changeset())
    }
  }

  /// A model of `size` on the directory showing `screen`.
  static func model(
    size: WindowSize = size80x24, directory screen: Screen<DirectoryRows> = directory()
  ) -> BrowseModel {
    var model = BrowseModel(size: size)
    _ = model.handle(.directoryChanged(update(screen, after: model.directory)))
    return model
  }

  /// A company of the sample by code.
  static func company(_ code: String) -> Company? {
    Market.allCases.lazy.compactMap { market in
      EmbeddedSampleSource.data(for: market).companies.first { $0.code == code }
    }.first
  }

  /// Feeds `keys` to `model` and returns every effect.
  @discardableResult
  static func press(_ keys: [Key], on model: inout BrowseModel) -> [BrowseEffect] {
    keys.flatMap { model.handle(.key($0)) }
  }

  /// The keys of typing `text`.
  static func typing(_ text: String) -> [Key] {
    text.map { .character($0) }
  }
}
