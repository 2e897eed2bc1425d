import ScreenModel
import StockScreens
import TaiwanMarket

/// The screens the session figures register around a prepared directory.
enum BenchScreens {
  /// The directory opened on `prepared`, with the screens its navigation names: a session
  /// refuses every event of a registration whose events open or send to a screen it lacks.
  static func directory(_ prepared: CompanyDirectory) -> [any ScreenRegistration] {
    let sample = EmbeddedSampleSource()
    return [
      AppSession.directory(source: sample, initial: prepared),
      AppSession.profile(source: MarketProfileSource(source: sample)),
      AppSession.watchlist(source: sample, store: WatchlistStore()),
    ]
  }
}
