import ScreenModel
import StockScreens
import TaiwanMarket

/// A keystroke the way the engine does it: the filter event, the lazy rows, the changeset
/// against the rows on screen, and the visible rows materialized as a table would.
struct DirectorySession: KeystrokeSession {
  private var directory: CompanyDirectory
  private var previous: DirectoryRows

  /// A directory with `markets` loaded in order, whose search index is built, as after a
  /// first search that the user cleared; sessions start from copies of it.
  static func prepared(_ markets: [MarketData]) -> CompanyDirectory {
    var directory = CompanyDirectory()
    for data in markets {
      directory.handle(.loadRequested(data.market))
      directory.handle(.marketLoaded(data))
    }
    // "~" matches nothing and is part of no query in the script, so no result is reused.
    directory.handle(.filterChanged("~"))
    directory.handle(.filterChanged(""))
    return directory
  }

  /// Starts a session from `directory`, showing its rows.
  init(_ directory: CompanyDirectory) {
    self.directory = directory
    previous = directory.rows
  }

  var companyCount: Int { previous.companyCount }

  mutating func type(_ text: String) -> Int {
    directory.handle(.filterChanged(text))
    let rows = directory.rows
    let changes = rows.changes(since: previous)
    previous = rows
    return changes.inserts.count &+ 3 &* changes.deletes.count &+ 5 &* changes.moves.count
      &+ 7 &* changes.updates.count &+ KeystrokeScript.touchVisible(rows)
  }
}
