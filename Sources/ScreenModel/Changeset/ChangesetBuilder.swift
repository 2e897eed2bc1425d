/// Turns a matching of old and new positions into deletions, insertions, moves and updates.
///
/// Whatever found the matching (hashing identities, or a table indexed by small integer
/// keys), the classification is the same linear pass. Lists of a million rows go through
/// it on every keystroke, so it sizes its results exactly (the matcher counts its pairs),
/// walks each side once on raw buffers, and keeps what the move pass needs in flat arrays.
@usableFromInline
struct ChangesetBuilder {
  /// For each old index, its matched new index, or -1.
  @usableFromInline let oldToNew: [Int]
  /// For each new index, its matched old index, or -1.
  @usableFromInline let newToOld: [Int]
  /// How many pairs are matched: the entries of `oldToNew` (and of `newToOld`) that are not -1.
  @usableFromInline let matchedCount: Int

  @inlinable
  init(oldToNew: [Int], newToOld: [Int], matchedCount: Int) {
    self.oldToNew = oldToNew
    self.newToOld = newToOld
    self.matchedCount = matchedCount
  }

  @inlinable
  func build(isContentEqual: (_ old: Int, _ new: Int) -> Bool) -> Changeset {
    var result = Changeset()
    // For each matched index, how many matched indices precede it on its side.
    var oldRank = [Int](repeating: 0, count: oldToNew.count)
    var newRank = [Int](repeating: 0, count: newToOld.count)
    result.deletes = Self.classify(oldToNew, matchedCount, ranks: &oldRank)
    result.inserts = Self.classify(newToOld, matchedCount, ranks: &newRank)
    // Walking the old side keeps updates in old order, the order they are reported in.
    for (oldIndex, newIndex) in oldToNew.enumerated()
    where newIndex >= 0 && !isContentEqual(oldIndex, newIndex) {
      result.updates.append(Changeset.Update(old: oldIndex, new: newIndex))
    }
    result.moves = moves(oldRank: oldRank, newRank: newRank)
    return result
  }

  /// The unmatched indices, ascending, and the rank of each matched one in `ranks`.
  @inlinable
  static func classify(_ matches: [Int], _ matchedCount: Int, ranks: inout [Int]) -> [Int] {
    let unmatchedCount = max(0, matches.count - matchedCount)
    return [Int](unsafeUninitializedCapacity: unmatchedCount) { unmatched, initialized in
      matches.withUnsafeBufferPointer { matches in
        ranks.withUnsafeMutableBufferPointer { ranks in
          var rank = 0
          for index in matches.indices {
            if matches[index] >= 0 {
              ranks[index] = rank
              rank += 1
            } else if initialized < unmatchedCount {
              unmatched[initialized] = index
              initialized += 1
            }
          }
        }
      }
    }
  }

  /// Walks the new order against a cursor in the old order. An element that is where the
  /// cursor expects stays; otherwise either it or the element at the cursor moved, and the
  /// one displaced farther is taken as the move. Every step consumes an element: linear.
  @inlinable
  func moves(oldRank: [Int], newRank: [Int]) -> [Changeset.Move] {
    // Per old index: 0 waits for the cursor, 1 is settled (unmatched, or kept), 2 moved.
    var state = oldToNew.map { $0 < 0 ? UInt8(1) : 0 }
    let movedCount = state.withUnsafeMutableBufferPointer { state in
      let walked = walk(&state, oldRank: oldRank, newRank: newRank)
      return walked > 0 ? walked - keepMovesThatFit(&state) : 0
    }
    guard movedCount > 0 else { return [] }
    var result: [Changeset.Move] = []
    result.reserveCapacity(movedCount)
    for (index, oldIndex) in newToOld.enumerated() where oldIndex >= 0 && state[oldIndex] == 2 {
      result.append(Changeset.Move(from: oldIndex, to: index))
    }
    return result
  }

  /// Puts back among the kept elements every moved one that fits between its kept
  /// neighbours, and returns how many. The walk decides by displacement, one element at a
  /// time, and can take as moved an element that turns out to sit in order after all: a
  /// table view would animate it for nothing. One pass each way.
  @inlinable
  func keepMovesThatFit(_ state: inout UnsafeMutableBufferPointer<UInt8>) -> Int {
    // For each old index, the new index of the next element kept by the walk after it.
    var nextKept = [Int](repeating: newToOld.count, count: state.count)
    var following = newToOld.count
    for index in state.indices.reversed() {
      nextKept[index] = following
      if state[index] == 1 && oldToNew[index] >= 0 { following = oldToNew[index] }
    }
    // Elements put back lie between kept ones, so the next kept one stays a bound for all.
    var previous = -1
    var kept = 0
    for index in state.indices where oldToNew[index] >= 0 {
      let target = oldToNew[index]
      if state[index] == 2, previous < target, target < nextKept[index] {
        state[index] = 1
        kept += 1
      }
      if state[index] == 1 { previous = target }
    }
    return kept
  }

  /// The walk itself: marks each old element kept (1) or moved (2), and counts the moves.
  @inlinable
  func walk(_ state: inout UnsafeMutableBufferPointer<UInt8>, oldRank: [Int], newRank: [Int])
    -> Int
  {
    var cursor = 0
    var movedCount = 0
    for (index, oldIndex) in newToOld.enumerated() {
      // An element already taken as moved by the cursor needs no decision.
      guard oldIndex >= 0, state[oldIndex] == 0 else { continue }
      while true {
        while cursor < state.count, state[cursor] != 0 { cursor += 1 }
        if cursor == oldIndex {
          state[oldIndex] = 1
          cursor += 1
          break
        }
        let displacement = abs(oldRank[oldIndex] - newRank[index])
        let cursorDisplacement = abs(oldRank[cursor] - newRank[oldToNew[cursor]])
        movedCount += 1
        if cursorDisplacement > displacement {
          state[cursor] = 2
          cursor += 1
        } else {
          state[oldIndex] = 2
          break
        }
      }
    }
    return movedCount
  }
}
