import ScreenFrontEnds
import ScreenModel
import StockScreens
import TaiwanMarket

extension StockScenario {
  /// The screens over `source` and the day's quotes of `quotes`, with the failures the
  /// scenario plans injected at their sources, and what each command does; the watchlist's
  /// list is `watchlist`'s, by default an empty one in memory, so that a scenario plays the
  /// same everywhere, and so are the settings, `settings`'s; `live` says what ticks, as the scenario's `wait` moves the clock.
  static func stage(
    source: any MarketDataSource, quotes: (any QuoteSource)? = nil,
    watchlist: WatchlistStore = WatchlistStore(), settings: SettingsStore = SettingsStore(),
    live: AppSession.Live = AppSession.Live()
  ) -> ScenarioStage {
    let faults = FaultPlan()
    let markets = FaultInjectingSource(base: source, plan: faults)
    let screens = AppSession.screens(
      source: markets,
      pages: { FaultInjectingPageSource(base: CompanyPageSource(source: markets), plan: faults) },
      quotes: quotes, watchlist: watchlist, settings: settings, live: live)
    return ScenarioStage(screens: screens, appearance: settings.appearance) {
      name, arguments, control in
      let reason = arguments.dropFirst(name == "fail" ? 1 : 0).first
      switch name {
      case "fail":
        guard let market = arguments.first.flatMap(Market.init(rawValue:)) else { return }
        await faults.failNextRequest(for: market, reason: reason)
      case "fail-next": await faults.failNextPage(reason: reason)
      case "pause": control.isHolding = true
      case "resume": control.isHolding = false
      case "twice": await control.repeatNextAnswer()
      default: break
      }
    }
  }
}

extension ScenarioPlayer {
  /// A player of the stock screens over `source`, through the failures the scenario plans,
  /// with what `live` makes tick, on a virtual clock that reads `clock` at the start, its
  /// screens speaking `words`.
  public convenience init(
    source: any MarketDataSource, quotes: (any QuoteSource)? = nil,
    live: AppSession.Live = AppSession.Live(), clock: WallTime = .system(),
    words: Words = .source
  ) {
    self.init(
      StockScenario.stage(source: source, quotes: quotes, live: live), clock: clock, words: words)
  }
}

extension WebFrontEnd {
  /// A front end whose sessions show the stock app's screens over `source`, every one the
  /// list of `watchlist` and the settings of `settings` (by default in memory, the front
  /// end's own).
  public convenience init(
    source: any MarketDataSource, quotes: (any QuoteSource)? = nil, maxSessions: Int = 32,
    watchlist: WatchlistStore = WatchlistStore(), settings: SettingsStore = SettingsStore()
  ) {
    let screens = AppSession.screens(
      source: source, quotes: quotes, watchlist: watchlist, settings: settings)
    self.init(screens: screens, limits: WebFrontEndLimits(maxSessions: maxSessions)) {
      version, words in
      ScreenSession(
        screens: screens, protocol: version, words: words, appearance: settings.appearance)
    }
  }
}
