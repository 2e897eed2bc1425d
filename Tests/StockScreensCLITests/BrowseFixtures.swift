import ScreenModel
import StockScreens
import TaiwanMarket
import TerminalControl

import enum TerminalControl.Key

@testable import ScreenFrontEnds
@testable import StockScreensCLI

/// Screens and models for the browser's tests, built from the embedded sample.
enum BrowseFixtures {
  static let size80x24 = WindowSize(width: 80, height: 24)

  /// The stock app's screens, as the browser is given them.
  static let screens = AppSession.screens(source: EmbeddedSampleSource())
  static let directoryScreen = AppSession.directory(source: EmbeddedSampleSource())
  static let feedScreen = AppSession.feed { CompanyPageSource(source: EmbeddedSampleSource()) }
  static let profileScreen = AppSession.profile(
    source: MarketProfileSource(source: EmbeddedSampleSource()))
  static let watchlistScreen = AppSession.watchlist(source: EmbeddedSampleSource())

  /// The directory after `markets` arrived (in that order), `failed` failed and `loading`
  /// was requested, filtered by `filter`, in `words`.
  static func directory(
    loaded markets: [Market] = [.listed], failed: [Market] = [], loading: [Market] = [],
    filter: String = "", words: Words = .source
  ) -> AnyScreen {
    var directory = CompanyDirectory(words: StockWords(words))
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
    let declaration = AppSession.directory(
      source: EmbeddedSampleSource(), words: StockWords(words))
    return AnyScreen(directory.screen, of: declaration)
  }

  /// Every listed company of the sample, by code.
  static var listedCompanies: [Company] {
    EmbeddedSampleSource.data(for: .listed).companies.sorted { $0.code < $1.code }
  }

  /// The feed after `pages` pages of `pageSize`, then `then` (a load-more in flight, say),
  /// in `words`.
  static func feed(
    pages: Int, pageSize: Int = 10, items: [Company] = listedCompanies,
    then event: Feed<Company>.Event? = nil, words: Words = .source
  ) -> AnyScreen {
    let stock = StockWords(words)
    var list = Feed<Company>(pageSize: pageSize, title: stock["feed.title"], words: stock)
    for page in 0..<pages {
      let commands = list.handle(page == 0 ? .refreshRequested : .loadMoreRequested)
      guard case .fetch(let request)? = commands.first else { break }
      let end = min(items.count, request.offset + request.limit)
      list.handle(.pageLoaded(request, Array(items[min(request.offset, end)..<end])))
    }
    if let event { list.handle(event) }
    let declaration = AppSession.feed(
      pages: { CompanyPageSource(source: EmbeddedSampleSource()) }, words: stock)
    return AnyScreen(list.screen, of: declaration)
  }

  /// The feed whose first load failed.
  static func failedFeed(reason: String) -> AnyScreen {
    var list = Feed<Company>(pageSize: 10, title: AppSession.feedTitle)
    if case .fetch(let request)? = list.handle(.refreshRequested).first {
      list.handle(.pageFailed(request, reason: reason))
    }
    return AnyScreen(list.screen, of: feedScreen)
  }

  /// The profile of a sample company, as the directory opens it, in `words`.
  static func profile(_ code: String, words: Words = .source) -> AnyScreen? {
    let stock = StockWords(words)
    return company(code).map { company in
      let profile = CompanyProfile(
        code: company.code, document: ProfileDocument(company: company, words: stock.words),
        words: stock)
      let declaration = AppSession.profile(
        source: MarketProfileSource(source: EmbeddedSampleSource()), words: stock)
      return AnyScreen(profile.screen, of: declaration)
    }
  }

  /// A model of `size` on the directory showing `screen` (by default the listed market, in
  /// `words`), the browser's words and the screens' declarations in `words`.
  static func model(
    size: WindowSize = size80x24, directory screen: AnyScreen? = nil,
    words: Words = .source
  ) -> BrowseModel {
    let empty = AnyScreen(CompanyDirectory().screen, of: directoryScreen)
    let spoken = words.including(StockWords.catalogs)
    var model = BrowseModel(
      size: size, screens: screens.map { $0.speaking(spoken) },
      first: SessionUpdate(seq: 0, screen: empty, changes: Changeset()), words: words)
    show(screen ?? directory(words: words), on: &model)
    return model
  }

  /// Hands `model` the session's next update: `screen` on top of `stack` (by default the
  /// stack as it is, with `screen` on top).
  @discardableResult
  static func show(
    _ screen: AnyScreen, on model: inout BrowseModel, stack: [String]? = nil
  ) -> [BrowseEffect] {
    let update = SessionUpdate(
      seq: model.shownSeq + 1, screen: screen, changes: screen.changes(since: model.top))
    return model.handle(.updated(update, stack: stack ?? (model.stack.dropLast() + [screen.name])))
  }

  /// A company of the sample by code.
  static func company(_ code: String) -> Company? {
    Market.allCases.lazy.compactMap { market in
      EmbeddedSampleSource.data(for: market).companies.first { $0.code == code }
    }.first
  }

  /// Feeds `keys` to `model` and returns every effect but the `window` events a scroll
  /// sends, which `BrowseWindowTests` checks.
  @discardableResult
  static func press(_ keys: [Key], on model: inout BrowseModel) -> [BrowseEffect] {
    keys.flatMap { model.handle(.key($0)) }.filter {
      if case .send(let event) = $0 { event.name != "window" } else { true }
    }
  }

  /// The effect of a row's action that sends `event`, the controller's own.
  static func acts(_ event: some Sendable) -> BrowseEffect {
    .sendAction(AnyEvent(event))
  }

  /// The events sent by `effects` as the session's forms write them: a row's action as its
  /// screen's forms write the controller's event, nil where none does.
  static func written(_ effects: [BrowseEffect]) -> [SessionEvent?] {
    effects.map { effect in
      switch effect {
      case .send(let event): event
      case .sendAction(let event): event.written
      case .repaint, .quit: nil
      }
    }
  }

  /// The keys of typing `text`.
  static func typing(_ text: String) -> [Key] {
    text.map { .character($0) }
  }
}
