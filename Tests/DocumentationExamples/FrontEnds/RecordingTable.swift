import Foundation
import ScreenModel

/// A table view as UIKit behaves within `performBatchUpdates`, for tests of code written
/// against `BatchUpdatingTable`: deletions and reloads name rows as they were before the
/// batch, insertions and the ends of moves name rows as they are after it, and a batch whose
/// row count disagrees with its data source, or that touches one row twice, is an
/// inconsistency (UIKit raises an exception; this records it).
@MainActor
final class RecordingTable<Row>: BatchUpdatingTable {
  /// The rows the table's cells show.
  private(set) var shown: [Row]
  /// What went wrong, one sentence a batch at most.
  private(set) var inconsistencies: [String] = []
  /// How many batches were performed.
  private(set) var batchCount = 0

  /// The rows the data source holds now; the table reads inserted and reloaded rows there.
  private let source: () -> [Row]
  private var reloads: [Int] = []
  private var deletes: [Int] = []
  private var inserts: [Int] = []
  private var moves: [(from: Int, to: Int)] = []

  init(showing rows: [Row], source: @escaping () -> [Row]) {
    shown = rows
    self.source = source
  }

  func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    (reloads, deletes, inserts, moves) = ([], [], [], [])
    updates?()
    batchCount += 1
    if let problem = problem() {
      inconsistencies.append("batch \(batchCount): \(problem)")
    } else {
      shown = rowsAfterBatch()
    }
    completion?(true)
  }

  func reloadRows(at indexPaths: [IndexPath], with animation: TableRowAnimation) {
    reloads += indexPaths.map { $0[1] }
  }

  func deleteRows(at indexPaths: [IndexPath], with animation: TableRowAnimation) {
    deletes += indexPaths.map { $0[1] }
  }

  func insertRows(at indexPaths: [IndexPath], with animation: TableRowAnimation) {
    inserts += indexPaths.map { $0[1] }
  }

  func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    moves.append((indexPath[1], newIndexPath[1]))
  }

  /// Why UIKit would refuse the batch, or nil.
  private func problem() -> String? {
    let before = shown.count
    let after = source().count
    let touched = reloads + deletes + moves.map(\.from)
    if let bad = touched.first(where: { !(0..<before).contains($0) }) {
      return "row \(bad) is not among the \(before) rows before the batch"
    }
    if Set(touched).count != touched.count {
      return "a row is reloaded, deleted or moved twice in one batch: \(touched.sorted())"
    }
    let arrivals = inserts + moves.map(\.to)
    if let bad = arrivals.first(where: { !(0..<after).contains($0) }) {
      return "row \(bad) is not among the \(after) rows after the batch"
    }
    if Set(arrivals).count != arrivals.count {
      return "a row is inserted or moved to twice in one batch: \(arrivals.sorted())"
    }
    guard before - deletes.count + inserts.count == after else {
      return "\(before) rows - \(deletes.count) deleted + \(inserts.count) inserted is not the "
        + "\(after) rows of the data source"
    }
    return nil
  }

  /// The cells after the batch: inserted and reloaded rows read from the data source, the
  /// others kept, in the order UIKit puts them.
  private func rowsAfterBatch() -> [Row] {
    let current = source()
    var slots: [Int?] = Array(repeating: nil, count: current.count)
    var taken = Set(deletes)
    for move in moves {
      slots[move.to] = move.from
      taken.insert(move.from)
    }
    let inserted = Set(inserts)
    var staying = shown.indices.filter { !taken.contains($0) }.makeIterator()
    for index in slots.indices where slots[index] == nil && !inserted.contains(index) {
      slots[index] = staying.next()
    }
    let reloaded = Set(reloads)
    return slots.indices.map { index in
      guard let old = slots[index], !reloaded.contains(old) else { return current[index] }
      return shown[old]
    }
  }
}
