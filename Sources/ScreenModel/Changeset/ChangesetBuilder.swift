/// Turns a matching of old and new positions into deletions, insertions, moves and updates.
///
/// Whatever found the matching (hashing identities, or positions in one catalog), the
/// classification is the same. Lists of a million rows go through it on every keystroke, so
/// it reads each side once, and does the rest (ranks and the move walk) on the matched
/// elements only, in arrays of 32-bit positions: a search that keeps 80,000 of a million
/// rows walks 80,000 elements, not a million.
@usableFromInline
struct ChangesetBuilder {
  /// For each old index, its matched new index, or -1.
  @usableFromInline let oldToNew: [Int32]
  /// For each new index, its matched old index, or -1.
  @usableFromInline let newToOld: [Int32]
  /// How many pairs are matched: the entries of `oldToNew` (and of `newToOld`) that are not -1.
  @usableFromInline let matchedCount: Int

  @inlinable
  init(oldToNew: [Int32], newToOld: [Int32], matchedCount: Int) {
    self.oldToNew = oldToNew
    self.newToOld = newToOld
    self.matchedCount = matchedCount
  }

  @inlinable
  func build(isContentEqual: (_ old: Int, _ new: Int) -> Bool) -> Changeset {
    var result = Changeset()
    // The old side, in old order: what went, what changed, and the matched old indices.
    // Both lists are sized exactly and written in place: this loop sees every old row.
    var matchedOld: [Int32] = []
    let unmatchedCount = max(0, oldToNew.count - matchedCount)
    result.deletes = [Int](unsafeUninitializedCapacity: unmatchedCount) { deletes, deleted in
      matchedOld = [Int32](unsafeUninitializedCapacity: matchedCount) { matched, kept in
        result.updates = [Changeset.Update](unsafeUninitializedCapacity: matchedCount) {
          updates, updated in
          oldToNew.withUnsafeBufferPointer { oldToNew in
            for oldIndex in oldToNew.indices {
              let newIndex = Int(oldToNew[oldIndex])
              if newIndex < 0 {
                if deleted < unmatchedCount {
                  deletes[deleted] = oldIndex
                  deleted += 1
                }
                continue
              }
              guard kept < matchedCount else { continue }
              matched[kept] = Int32(truncatingIfNeeded: oldIndex)
              kept += 1
              if !isContentEqual(oldIndex, newIndex) {
                updates[updated] = Changeset.Update(old: oldIndex, new: newIndex)
                updated += 1
              }
            }
          }
        }
      }
    }
    var ranks = MatchRanks(matchedOld: matchedOld, count: matchedOld.count)
    result.inserts = ranks.readNewSide(oldToNew: oldToNew, newToOld: newToOld)
    result.moves = ranks.moves()
    return result
  }
}

/// The matched elements by rank: the r-th matched element in old order and the s-th in new
/// order, and the permutation between the two orders.
@usableFromInline
struct MatchRanks {
  /// The old index of each old rank.
  @usableFromInline let matchedOld: [Int32]
  /// The new index of each new rank.
  @usableFromInline var matchedNew: [Int32] = []
  /// The new rank of each old rank.
  @usableFromInline var newRank: [Int32] = []
  /// The old rank of each new rank.
  @usableFromInline var oldRank: [Int32] = []
  @usableFromInline let count: Int

  @inlinable
  init(matchedOld: [Int32], count: Int) {
    self.matchedOld = matchedOld
    self.count = count
  }

  /// Reads the new side in new order: returns the unmatched new indices, ascending, and
  /// fills the ranks. A rank table is needed for one side; the shorter side's is built.
  @inlinable
  mutating func readNewSide(oldToNew: [Int32], newToOld: [Int32]) -> [Int] {
    let insertCount = max(0, newToOld.count - count)
    var newRank = [Int32](repeating: 0, count: count)
    var oldRank = [Int32](repeating: 0, count: count)
    var matchedNew: [Int32] = []
    let inserts = [Int](unsafeUninitializedCapacity: insertCount) { inserts, inserted in
      matchedNew = [Int32](unsafeUninitializedCapacity: count) { matchedNew, matched in
        newToOld.withUnsafeBufferPointer { newToOld in
          newRank.withUnsafeMutableBufferPointer { newRank in
            oldRank.withUnsafeMutableBufferPointer { oldRank in
              if newToOld.count <= oldToNew.count {
                // The new rank of each matched new index, then the old side looks them up.
                let rankAt = UnsafeMutableBufferPointer<Int32>.allocate(capacity: newToOld.count)
                rankAt.initialize(repeating: -1)
                defer { rankAt.deallocate() }
                for newIndex in newToOld.indices {
                  if newToOld[newIndex] < 0 {
                    if inserted < insertCount {
                      inserts[inserted] = newIndex
                      inserted += 1
                    }
                  } else if matched < count {
                    rankAt[newIndex] = Int32(truncatingIfNeeded: matched)
                    matchedNew[matched] = Int32(truncatingIfNeeded: newIndex)
                    matched += 1
                  }
                }
                for (rank, oldIndex) in matchedOld.enumerated() {
                  let rankInNew = Int(rankAt[Int(oldToNew[Int(oldIndex)])])
                  newRank[rank] = Int32(truncatingIfNeeded: rankInNew)
                  oldRank[rankInNew] = Int32(truncatingIfNeeded: rank)
                }
              } else {
                // The old rank of each matched old index, for the new side to look up.
                let rankAt = UnsafeMutableBufferPointer<Int32>.allocate(capacity: oldToNew.count)
                rankAt.initialize(repeating: -1)
                defer { rankAt.deallocate() }
                for (rank, oldIndex) in matchedOld.enumerated() {
                  rankAt[Int(oldIndex)] = Int32(truncatingIfNeeded: rank)
                }
                for newIndex in newToOld.indices {
                  let oldIndex = Int(newToOld[newIndex])
                  if oldIndex < 0 {
                    if inserted < insertCount {
                      inserts[inserted] = newIndex
                      inserted += 1
                    }
                  } else if matched < count {
                    let rankInOld = Int(rankAt[oldIndex])
                    newRank[rankInOld] = Int32(truncatingIfNeeded: matched)
                    oldRank[matched] = Int32(truncatingIfNeeded: rankInOld)
                    matchedNew[matched] = Int32(truncatingIfNeeded: newIndex)
                    matched += 1
                  }
                }
              }
            }
          }
        }
      }
    }
    self.newRank = newRank
    self.oldRank = oldRank
    self.matchedNew = matchedNew
    return inserts
  }

  /// Walks the new order against a cursor in the old order. An element that is where the
  /// cursor expects stays; otherwise either it or the element at the cursor moved, and the
  /// one displaced farther is taken as the move. Every step consumes an element: linear.
  @inlinable
  func moves() -> [Changeset.Move] {
    // Per old rank: 0 waits for the cursor, 1 is kept, 2 moved.
    var state = [UInt8](repeating: 0, count: count)
    let movedCount = state.withUnsafeMutableBufferPointer { state in
      oldRank.withUnsafeBufferPointer { oldRank in
        newRank.withUnsafeBufferPointer { newRank in
          let walked = Self.walk(&state, oldRank: oldRank, newRank: newRank)
          return walked > 0 ? walked - Self.keepMovesThatFit(&state, newRank: newRank) : 0
        }
      }
    }
    guard movedCount > 0 else { return [] }
    var result: [Changeset.Move] = []
    result.reserveCapacity(movedCount)
    state.withUnsafeBufferPointer { state in
      oldRank.withUnsafeBufferPointer { oldRank in
        for rankInNew in oldRank.indices where state[Int(oldRank[rankInNew])] == 2 {
          let rank = Int(oldRank[rankInNew])
          result.append(
            Changeset.Move(from: Int(matchedOld[rank]), to: Int(matchedNew[rankInNew])))
        }
      }
    }
    return result
  }

  /// Puts back among the kept elements every moved one that fits between its kept
  /// neighbours, and returns how many. The walk decides by displacement, one element at a
  /// time, and can take as moved an element that turns out to sit in order after all: a
  /// table view would animate it for nothing. One pass each way.
  @inlinable
  static func keepMovesThatFit(
    _ state: inout UnsafeMutableBufferPointer<UInt8>, newRank: UnsafeBufferPointer<Int32>
  ) -> Int {
    let count = state.count
    // For each old rank, the new rank of the next element kept by the walk after it.
    var nextKept = [Int32](repeating: Int32(truncatingIfNeeded: count), count: count)
    var following = Int32(truncatingIfNeeded: count)
    for rank in state.indices.reversed() {
      nextKept[rank] = following
      if state[rank] == 1 { following = newRank[rank] }
    }
    // Elements put back lie between kept ones, so the next kept one stays a bound for all.
    var previous: Int32 = -1
    var kept = 0
    for rank in state.indices {
      let target = newRank[rank]
      if state[rank] == 2, previous < target, target < nextKept[rank] {
        state[rank] = 1
        kept += 1
      }
      if state[rank] == 1 { previous = target }
    }
    return kept
  }

  /// The walk itself: marks each old rank kept (1) or moved (2), and counts the moves.
  @inlinable
  static func walk(
    _ state: inout UnsafeMutableBufferPointer<UInt8>, oldRank: UnsafeBufferPointer<Int32>,
    newRank: UnsafeBufferPointer<Int32>
  ) -> Int {
    let count = state.count
    var movedCount = 0
    var cursor = 0
    for rankInNew in 0..<count {
      let rank = Int(oldRank[rankInNew])
      // An element already taken as moved by the cursor needs no decision.
      guard state[rank] == 0 else { continue }
      while true {
        while cursor < count, state[cursor] != 0 { cursor += 1 }
        if cursor == rank {
          state[rank] = 1
          cursor += 1
          break
        }
        movedCount += 1
        if abs(cursor - Int(newRank[cursor])) > abs(rank - rankInNew) {
          state[cursor] = 2
          cursor += 1
        } else {
          state[rank] = 2
          break
        }
      }
    }
    return movedCount
  }
}
