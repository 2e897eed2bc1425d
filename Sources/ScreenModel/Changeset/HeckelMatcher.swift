/// Matches the elements of two arrays by identity in linear time, then classifies them.
///
/// Kept `@usableFromInline` so that the changeset's generic entry point specializes in the
/// caller's module: the hashing loop is the whole cost.
@usableFromInline
struct HeckelMatcher<Element: Equatable, ID: Hashable> {
  @usableFromInline let old: [Element]
  @usableFromInline let new: [Element]
  /// For each old index, its matched new index, or -1.
  @usableFromInline var oldToNew: [Int]
  /// For each new index, its matched old index, or -1.
  @usableFromInline var newToOld: [Int]

  @inlinable
  init(old: [Element], new: [Element], identity: (Element) -> ID) {
    self.old = old
    self.new = new
    oldToNew = Array(repeating: -1, count: old.count)
    newToOld = Array(repeating: -1, count: new.count)
    if Self.matchesByPosition(old: old, new: new, identity: identity) {
      for index in old.indices {
        oldToNew[index] = index
        newToOld[index] = index
      }
      return
    }
    match(identity: identity)
  }

  /// The common case of a screen whose rows kept their identities in place.
  @inlinable
  static func matchesByPosition(old: [Element], new: [Element], identity: (Element) -> ID)
    -> Bool
  {
    guard old.count == new.count else { return false }
    for index in old.indices where identity(old[index]) != identity(new[index]) {
      return false
    }
    return true
  }

  /// The symbol table: each identity points at its first unmatched old index, and `nextOld`
  /// chains the old indices that repeat it, so repeated identities match in order.
  @inlinable
  mutating func match(identity: (Element) -> ID) {
    var table: [ID: Int] = [:]
    table.reserveCapacity(old.count)
    var nextOld = Array(repeating: -1, count: old.count)
    for index in old.indices.reversed() {
      let key = identity(old[index])
      if let slot = table.index(forKey: key) {
        nextOld[index] = table.values[slot]
        table.values[slot] = index
      } else {
        table[key] = index
      }
    }
    for index in new.indices {
      guard let slot = table.index(forKey: identity(new[index])) else { continue }
      let oldIndex = table.values[slot]
      guard oldIndex >= 0 else { continue }
      table.values[slot] = nextOld[oldIndex]
      oldToNew[oldIndex] = index
      newToOld[index] = oldIndex
    }
  }

  @inlinable
  mutating func changeset() -> Changeset {
    var result = Changeset()
    var oldRank = Array(repeating: 0, count: old.count)
    var rank = 0
    for index in old.indices {
      if oldToNew[index] < 0 {
        result.deletes.append(index)
      } else {
        oldRank[index] = rank
        rank += 1
      }
    }
    var newRank = Array(repeating: 0, count: new.count)
    rank = 0
    for index in new.indices {
      let oldIndex = newToOld[index]
      if oldIndex < 0 {
        result.inserts.append(index)
      } else {
        newRank[index] = rank
        rank += 1
        if old[oldIndex] != new[index] {
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
    var moved = Array(repeating: false, count: old.count)
    var consumed = Array(repeating: false, count: old.count)
    var cursor = 0
    for index in new.indices {
      let oldIndex = newToOld[index]
      // An element already taken as moved by the cursor needs no decision.
      guard oldIndex >= 0, !consumed[oldIndex] else { continue }
      while true {
        while cursor < old.count, oldToNew[cursor] < 0 || consumed[cursor] { cursor += 1 }
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
    for index in new.indices {
      let oldIndex = newToOld[index]
      if oldIndex >= 0, moved[oldIndex] {
        result.append(Changeset.Move(from: oldIndex, to: index))
      }
    }
    return result
  }
}
