import ScreenExplorer
import ScreenModel
import StockScreens
import TaiwanMarket

/// What `explore` explores of the stock app, for a program that drives the explorer itself
/// (the benchmark): the screens over the embedded sample data on the stage `play` plays on,
/// the app's scenario commands and its own rules.
public enum StockExploration {
  /// The stock screens over the embedded sample data, each path on a stage of its own.
  public static var target: ExplorationTarget {
    ExplorationTarget(
      commands: StockScenario.commands, invariants: invariants, catalogs: StockWords.catalogs
    ) { _ in StockScenario.stage(source: EmbeddedSampleSource()) }
  }

  /// The app's rules, which `explore` checks on every state it reaches.
  static let invariants: [ScreenInvariant] = [rowOnce]

  /// No row is listed twice on one screen: a company appears once in the directory, the
  /// screener and the watchlist.
  static let rowOnce = ScreenInvariant("row-once", summary: "a row is listed once on a screen") {
    state in
    var seen: Set<String> = []
    for index in state.screen.indices {
      guard let key = state.screen.row(at: index)?.key, !seen.insert(key).inserted else {
        continue
      }
      return "the row \(VisibleText.quoted(key)) is listed twice"
    }
    return nil
  }
}
