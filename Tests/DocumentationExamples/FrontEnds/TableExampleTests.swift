import Foundation
import ScreenModel
import StockScreens
import TaiwanMarket
import Testing

/// The table example applies each changeset as UIKit requires and ends on the new rows.
@MainActor
@Suite struct TableExampleTests {
  /// Shows each screen after the first through `TableRows.show` and checks what the table
  /// shows; returns how many moves the changesets held.
  private func play(_ screens: [[DirectoryRow]]) -> Int {
    let rows = TableRows(screens[0])
    let table = RecordingTable(showing: screens[0]) { rows.rows }
    var moves = 0
    for (old, new) in zip(screens, screens.dropFirst()) {
      let changes = Changeset(from: old, to: new)
      moves += changes.moves.count
      rows.show(new, changes: changes, in: table)
      #expect(table.inconsistencies == [])
      #expect(table.shown.map(\.title) == new.map(\.title))
      #expect(table.shown == new, "the highlights too")
      #expect(rows.rows == new)
    }
    return moves
  }

  @Test func marketsArrivingAndSearchesEndOnTheNewRows() {
    var directory = CompanyDirectory()
    var screens = [Array(directory.rows)]
    for event: DirectoryEvent in [
      .loadRequested(.listed), .marketLoaded(EmbeddedSampleSource.data(for: .listed)),
      .loadRequested(.otc), .marketLoaded(EmbeddedSampleSource.data(for: .otc)),
      .filterChanged("台"), .filterChanged("電"), .filterChanged("2"), .filterChanged("23"),
      .filterChanged(""),
    ] {
      directory.handle(event)
      screens.append(Array(directory.rows))
    }
    let moves = play(screens)
    #expect(moves > 0, "a search that ranks rows anew moves some")
  }

  @Test func theStandInRefusesAReloadAndAMoveOfOneRowInOneBatch() {
    let rows = TableRows(["a", "b"])
    let table = RecordingTable(showing: ["a", "b"]) { rows.rows }
    table.performBatchUpdates(
      {
        table.reloadRows(at: [[0, 0]], with: .automatic)
        table.moveRow(at: [0, 0], to: [0, 1])
      }, completion: nil)
    #expect(table.inconsistencies.count == 1)
    #expect(table.shown == ["a", "b"])
  }

  @Test func theStandInRefusesABatchWhoseCountDisagreesWithItsSource() {
    let rows = TableRows(["a", "b"])
    let table = RecordingTable(showing: ["a", "b"]) { rows.rows }
    table.performBatchUpdates(
      { table.deleteRows(at: [[0, 1]], with: .automatic) }, completion: nil)
    #expect(
      table.inconsistencies == [
        "batch 1: 2 rows - 1 deleted + 0 inserted is not the 2 rows of the data source"
      ])
  }
}
