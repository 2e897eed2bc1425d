/// One batch of a changeset that a table view can apply on its own without an inconsistency.
///
/// A table view applies a batch against the rows as they stand before it; mixing reloads with
/// moves of the same rows, or deletions with insertions at shifting indices, is where batch
/// updates crash. Stages keep them apart: updates first, then deletions, then insertions and
/// moves.
public enum ChangeStage: Hashable, Sendable {
  /// Reload rows in place; nothing moves. Indices are old indices, also current ones.
  case update([Changeset.Update])
  /// Delete rows at these current indices (the old indices), ascending.
  case delete([Int])
  /// Insert rows at these final indices, and move rows from a current index (after the
  /// deletions) to a final index.
  case insertAndMove(inserts: [Int], moves: [Changeset.Move])
}

extension Changeset {
  /// The changeset as batches: updates, then deletions, then insertions and moves. Empty
  /// batches are left out, so an empty changeset has no stages.
  public var stages: [ChangeStage] {
    var result: [ChangeStage] = []
    if !updates.isEmpty { result.append(.update(updates)) }
    if !deletes.isEmpty { result.append(.delete(deletes)) }
    if !inserts.isEmpty || !moves.isEmpty {
      let deletes = self.deletes
      let currentIndex = { (old: Int) in old - Self.count(of: deletes, below: old) }
      let staged = moves.map { Move(from: currentIndex($0.from), to: $0.to) }
      result.append(.insertAndMove(inserts: inserts, moves: staged))
    }
    return result
  }

  /// Applies the stages to `old`, taking inserted and updated elements from `new`, the way a
  /// table view would; a correct changeset yields `new` exactly.
  ///
  /// Elements that neither moved nor changed are taken from `old`, so a wrong changeset
  /// shows as a wrong result rather than being papered over.
  ///
  /// - Precondition: the changeset fits the arrays, as `validate(oldCount:newCount:)`
  ///   checks; an index out of range traps. Changesets this type builds between `old` and
  ///   `new` always fit; use `checkedApply(to:taking:)` for one from elsewhere.
  public func apply<Element>(to old: [Element], taking new: [Element]) -> [Element] {
    var current = old
    for stage in stages {
      switch stage {
      case .update(let updates):
        for update in updates { current[update.old] = new[update.new] }
      case .delete(let indices):
        for index in indices.reversed() { current.remove(at: index) }
      case .insertAndMove(let inserts, let moves):
        current = Self.place(current, inserts: inserts, moves: moves, from: new)
      }
    }
    return current
  }

  /// How many of the ascending `values` are below `bound`.
  static func count(of values: [Int], below bound: Int) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < bound { low = middle + 1 } else { high = middle }
    }
    return low
  }

  private static func place<Element>(
    _ current: [Element], inserts: [Int], moves: [Move], from new: [Element]
  ) -> [Element] {
    var slots: [Element?] = Array(repeating: nil, count: current.count + inserts.count)
    var movedFrom = Array(repeating: false, count: current.count)
    for index in inserts { slots[index] = new[index] }
    for move in moves {
      slots[move.to] = current[move.from]
      movedFrom[move.from] = true
    }
    var remaining = current.indices.filter { !movedFrom[$0] }.makeIterator()
    for index in slots.indices where slots[index] == nil {
      guard let next = remaining.next() else { break }
      slots[index] = current[next]
    }
    return slots.compactMap { $0 }
  }
}
