/// Turns a matching of old and new positions into deletions, insertions, moves and updates.
///
/// Whatever found the matching (hashing identities, or a table indexed by small integer
/// keys), the classification is the same linear pass.
@usableFromInline
struct ChangesetBuilder {
  /// For each old index, its matched new index, or -1.
  @usableFromInline let oldToNew: [Int]
  /// For each new index, its matched old index, or -1.
  @usableFromInline let newToOld: [Int]

  @inlinable
  init(oldToNew: [Int], newToOld: [Int]) {
    self.oldToNew = oldToNew
    self.newToOld = newToOld
  }

  @inlinable
  func build(isContentEqual: (_ old: Int, _ new: Int) -> Bool) -> Changeset {
    var result = Changeset()
    var oldRank = Array(repeating: 0, count: oldToNew.count)
    var rank = 0
    for index in oldToNew.indices {
      if oldToNew[index] < 0 {
        result.deletes.append(index)
      } else {
        oldRank[index] = rank
        rank += 1
      }
    }
    var newRank = Array(repeating: 0, count: newToOld.count)
    rank = 0
    for index in newToOld.indices {
      let oldIndex = newToOld[index]
      if oldIndex < 0 {
        result.inserts.append(index)
      } else {
        newRank[index] = rank
        rank += 1
        if !isContentEqual(oldIndex, index) {
          result.updates.append(Changeset.Update(old: oldIndex, new: index))
        }
      }
    }
    result.updates.sort { $0.old < $1.old }
    result.moves = moves(oldRank: oldRank, newRank: newRank)
    return result
  }

  /// Walks the new order against a cursor in the old order. An element that is where the
  /// cursor expects stays; otherwise either it or the element at the cursor moved, and the
  /// one displaced farther is taken as the move. Every step consumes an element: linear.
  @inlinable
  func moves(oldRank: [Int], newRank: [Int]) -> [Changeset.Move] {
    var moved = Array(repeating: false, count: oldToNew.count)
    var consumed = Array(repeating: false, count: oldToNew.count)
    var cursor = 0
    for index in newToOld.indices {
      let oldIndex = newToOld[index]
      // An element already taken as moved by the cursor needs no decision.
      guard oldIndex >= 0, !consumed[oldIndex] else { continue }
      while true {
        while cursor < oldToNew.count, oldToNew[cursor] < 0 || consumed[cursor] { cursor += 1 }
        if cursor == oldIndex {
          consumed[oldIndex] = true
          cursor += 1
          break
        }
        let displacement = abs(oldRank[oldIndex] - newRank[index])
        let cursorDisplacement = abs(oldRank[cursor] - newRank[oldToNew[cursor]])
        if cursorDisplacement > displacement {
          moved[cursor] = true
          consumed[cursor] = true
          cursor += 1
        } else {
          moved[oldIndex] = true
          consumed[oldIndex] = true
          break
        }
      }
    }
    var result: [Changeset.Move] = []
    for index in newToOld.indices {
      let oldIndex = newToOld[index]
      if oldIndex >= 0, moved[oldIndex] {
        result.append(Changeset.Move(from: oldIndex, to: index))
      }
    }
    return result
  }
}
