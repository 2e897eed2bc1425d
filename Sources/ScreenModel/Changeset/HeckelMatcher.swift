/// Matches the elements of two arrays by identity in linear time, then classifies them.
///
/// Kept `@usableFromInline` so that the changeset's generic entry point specializes in the
/// caller's module: the hashing loop is the whole cost.
@usableFromInline
struct HeckelMatcher<Element: Equatable, ID: Hashable> {
  @usableFromInline let old: [Element]
  @usableFromInline let new: [Element]
  /// For each old index, its matched new index, or -1.
  @usableFromInline var oldToNew: [Int32]
  /// For each new index, its matched old index, or -1.
  @usableFromInline var newToOld: [Int32]
  /// How many pairs are matched.
  @usableFromInline var matchedCount = 0

  @inlinable
  init(old: [Element], new: [Element], identity: (Element) -> ID) {
    precondition(
      old.count < Int32.max && new.count < Int32.max,
      "Changeset: arrays of \(old.count) and \(new.count) elements; at most \(Int32.max - 1)")
    self.old = old
    self.new = new
    oldToNew = Array(repeating: -1, count: old.count)
    newToOld = Array(repeating: -1, count: new.count)
    if Self.matchesByPosition(old: old, new: new, identity: identity) {
      for index in old.indices {
        oldToNew[index] = Int32(truncatingIfNeeded: index)
        newToOld[index] = Int32(truncatingIfNeeded: index)
      }
      matchedCount = old.count
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

  /// The symbol table: each identity stands for its last old index in the table, `heads`
  /// holds the first of its old indices not yet matched, and `nextOld` chains the old
  /// indices that repeat it, so repeated identities match in order.
  @inlinable
  mutating func match(identity: (Element) -> ID) {
    guard old.count <= IdentityTable.maxCount else { return matchWithDictionary(identity) }
    var table = IdentityTable(capacityFor: old.count)
    var heads = Array(repeating: Int32(-1), count: old.count)
    var nextOld = Array(repeating: Int32(-1), count: old.count)
    let old = self.old
    for index in old.indices.reversed() {
      let key = identity(old[index])
      let position = Int32(truncatingIfNeeded: index)
      if let standing = table.insert(
        hash: key.hashValue, position: index, isSame: { identity(old[$0]) == key })
      {
        nextOld[index] = heads[standing]
        heads[standing] = position
      } else {
        heads[index] = position
      }
    }
    for index in new.indices {
      let key = identity(new[index])
      guard
        let standing = table.position(hash: key.hashValue, isSame: { identity(old[$0]) == key })
      else { continue }
      let oldIndex = Int(heads[standing])
      guard oldIndex >= 0 else { continue }
      heads[standing] = nextOld[oldIndex]
      oldToNew[oldIndex] = Int32(truncatingIfNeeded: index)
      newToOld[index] = Int32(truncatingIfNeeded: oldIndex)
      matchedCount += 1
    }
  }

  /// The same matching with a dictionary, for arrays too long for 32-bit positions.
  @inlinable
  mutating func matchWithDictionary(_ identity: (Element) -> ID) {
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
      oldToNew[oldIndex] = Int32(truncatingIfNeeded: index)
      newToOld[index] = Int32(truncatingIfNeeded: oldIndex)
      matchedCount += 1
    }
  }

  @inlinable
  func changeset() -> Changeset {
    ChangesetBuilder(oldToNew: oldToNew, newToOld: newToOld, matchedCount: matchedCount)
      .build { old[$0] == new[$1] }
  }
}
