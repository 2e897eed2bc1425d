/// Why a changeset cannot turn an array of one size into an array of another: the rule it
/// breaks, and the part and index that break it.
///
///     let changes = Changeset(inserts: [7])
///     try changes.validate(oldCount: 2, newCount: 3)
///     // Throws "inserts[0] = 7 is outside 0..<3 of the new array"
public enum ChangesetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An index outside `0..<count` of the array it points into; `part` names it, as
  /// `moves[2].from`.
  case outOfRange(part: String, index: Int, count: Int)
  /// Deletions or insertions that are not strictly ascending: `part` repeats or goes back.
  case notAscending(part: String, index: Int)
  /// An index that two entries of moves or updates share.
  case repeated(part: String, index: Int)
  /// An old index both deleted and moved or updated, or a new index both inserted and moved
  /// or updated.
  case conflict(part: String, index: Int, other: String)
  /// The sizes do not add up: `old - deleted + inserted` is not `new`.
  case sizeMismatch(old: Int, deleted: Int, inserted: Int, new: Int)

  /// What is wrong and where, in a sentence.
  public var description: String {
    switch self {
    case .outOfRange(let part, let index, let count):
      let side = part.hasPrefix("deletes") || part.hasSuffix(".from") || part.hasSuffix(".old")
      return "\(part) = \(index) is outside 0..<\(count) of the \(side ? "old" : "new") array"
    case .notAscending(let part, let index):
      return "\(part) = \(index) is not above the index before it"
    case .repeated(let part, let index):
      return "\(part) = \(index) appears twice"
    case .conflict(let part, let index, let other):
      return "\(part) = \(index) is also in \(other)"
    case .sizeMismatch(let old, let deleted, let inserted, let new):
      return "\(old) old - \(deleted) deleted + \(inserted) inserted is not \(new) new"
    }
  }
}

extension Changeset {
  /// Checks that the changeset can turn an array of `oldCount` elements into one of
  /// `newCount`: every index in range, deletions and insertions ascending, no index used
  /// twice or both kept and removed, and sizes that add up. Throws the first rule broken.
  ///
  /// Changesets this type builds always pass; a front end that receives one from elsewhere
  /// (a server, a file) checks it before handing it to a table view.
  ///
  /// - Complexity: O(*n* + *m* + *c*) for arrays of *n* and *m* elements and *c* changes.
  public func validate(oldCount: Int, newCount: Int) throws(ChangesetError) {
    let oldCount = max(0, oldCount)
    let newCount = max(0, newCount)
    var deleted = [Bool](repeating: false, count: oldCount)
    var inserted = [Bool](repeating: false, count: newCount)
    try Self.mark(deletes, "deletes", count: oldCount, in: &deleted)
    try Self.mark(inserts, "inserts", count: newCount, in: &inserted)
    guard oldCount - deletes.count + inserts.count == newCount else {
      throw .sizeMismatch(
        old: oldCount, deleted: deletes.count, inserted: inserts.count, new: newCount)
    }
    var movedFrom = [Bool](repeating: false, count: oldCount)
    var movedTo = [Bool](repeating: false, count: newCount)
    for (number, move) in moves.enumerated() {
      let from = "moves[\(number)].from"
      let to = "moves[\(number)].to"
      try Self.check(move.from, from, count: oldCount, against: deleted, "deletes")
      try Self.check(move.to, to, count: newCount, against: inserted, "inserts")
      guard !movedFrom[move.from] else { throw .repeated(part: from, index: move.from) }
      guard !movedTo[move.to] else { throw .repeated(part: to, index: move.to) }
      movedFrom[move.from] = true
      movedTo[move.to] = true
    }
    var updated = [Bool](repeating: false, count: oldCount)
    for (number, update) in updates.enumerated() {
      let old = "updates[\(number)].old"
      try Self.check(update.old, old, count: oldCount, against: deleted, "deletes")
      try Self.check(
        update.new, "updates[\(number)].new", count: newCount, against: inserted, "inserts")
      guard !updated[update.old] else { throw .repeated(part: old, index: update.old) }
      updated[update.old] = true
    }
  }

  /// `apply(to:taking:)` after `validate(oldCount:newCount:)`: a changeset that does not fit
  /// the arrays throws, naming the bad index, instead of trapping.
  public func checkedApply<Element>(
    to old: [Element], taking new: [Element]
  ) throws(ChangesetError) -> [Element] {
    try validate(oldCount: old.count, newCount: new.count)
    return apply(to: old, taking: new)
  }

  /// Marks `indices` in `seen`, which has `count` entries: each in range, strictly ascending.
  private static func mark(
    _ indices: [Int], _ name: String, count: Int, in seen: inout [Bool]
  ) throws(ChangesetError) {
    var previous = -1
    for (number, index) in indices.enumerated() {
      let part = "\(name)[\(number)]"
      guard (0..<count).contains(index) else {
        throw .outOfRange(part: part, index: index, count: count)
      }
      guard index > previous else { throw .notAscending(part: part, index: index) }
      seen[index] = true
      previous = index
    }
  }

  /// Checks that `index` is in `0..<count` and not marked in `removed` (named `other`).
  private static func check(
    _ index: Int, _ part: String, count: Int, against removed: [Bool], _ other: String
  ) throws(ChangesetError) {
    guard (0..<count).contains(index) else {
      throw .outOfRange(part: part, index: index, count: count)
    }
    guard !removed[index] else { throw .conflict(part: part, index: index, other: other) }
  }
}
