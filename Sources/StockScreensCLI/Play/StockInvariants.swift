import ScreenExplorer
import ScreenModel

/// The stock app's own rules, which `explore` checks on every state it reaches.
enum StockInvariants {
  static let all: [ScreenInvariant] = [rowOnce]

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
