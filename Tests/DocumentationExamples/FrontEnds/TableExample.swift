import Foundation
import ScreenModel

#if canImport(UIKit)
  import UIKit
#endif

// docs: begin table-stand-in
/// The part of `UITableView` that applying a changeset needs, with UIKit's own signatures, so
/// that the code below compiles where UIKit does not exist.
@MainActor
protocol BatchUpdatingTable: AnyObject {
  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
  func reloadRows(at indexPaths: [IndexPath], with animation: TableRowAnimation)
  func deleteRows(at indexPaths: [IndexPath], with animation: TableRowAnimation)
  func insertRows(at indexPaths: [IndexPath], with animation: TableRowAnimation)
  func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)
}

#if canImport(UIKit)
  typealias TableRowAnimation = UITableView.RowAnimation
  extension UITableView: BatchUpdatingTable {}
#else
  /// Stands in for `UITableView.RowAnimation`.
  enum TableRowAnimation {
    case automatic
  }
#endif
// docs: end table-stand-in

// docs: begin apply-stages
/// A table's data source: the rows its cells show, kept equal to what the table expects
/// after every batch.
@MainActor
final class TableRows<Row> {
  private(set) var rows: [Row]

  init(_ rows: [Row]) {
    self.rows = rows
  }

  /// Moves `table` from `rows` to `new`, one batch a stage: reloads, then deletions, then
  /// insertions and moves. Inside each batch the rows change to what that batch leaves.
  func show(_ new: [Row], changes: Changeset, in table: some BatchUpdatingTable) {
    for stage in changes.stages {
      table.performBatchUpdates(
        {
          switch stage {
          case .update(let updates):
            for update in updates { self.rows[update.old] = new[update.new] }
            table.reloadRows(at: updates.map { [0, $0.old] }, with: .automatic)
          case .delete(let indices):
            for index in indices.reversed() { self.rows.remove(at: index) }
            table.deleteRows(at: indices.map { [0, $0] }, with: .automatic)
          case .insertAndMove(let inserts, let moves):
            self.rows = new
            table.insertRows(at: inserts.map { [0, $0] }, with: .automatic)
            for move in moves { table.moveRow(at: [0, move.from], to: [0, move.to]) }
          }
        }, completion: nil)
    }
  }
}
// docs: end apply-stages

// docs: begin cell-accessibility
#if canImport(UIKit)
  extension UITableViewCell {
    /// The cell read by VoiceOver as its row's `accessibility` says.
    func read(_ reading: RowAccessibility) {
      isAccessibilityElement = true
      accessibilityLabel = reading.label
      accessibilityValue = reading.value
      accessibilityHint = reading.hint
      let traits: [(RowAccessibility.Traits, UIAccessibilityTraits)] = [
        (.header, .header), (.button, .button), (.link, .link), (.searchField, .searchField),
        (.image, .image), (.selected, .selected), (.notEnabled, .notEnabled),
        (.updatesFrequently, .updatesFrequently),
      ]
      accessibilityTraits = UIAccessibilityTraits(
        traits.filter { reading.traits.contains($0.0) }.map(\.1))
    }
  }
#endif
// docs: end cell-accessibility
