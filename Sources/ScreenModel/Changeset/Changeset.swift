/// The difference between two arrays of rows by identity: deletions, insertions, moves and
/// updates (the same identity with new content).
///
///     let changes = Changeset(from: ["a", "b", "c"], to: ["c", "a", "d"], identifiedBy: { $0 })
///     print(changes.deletes, changes.inserts, changes.moves)
///     // Prints "[1] [2] [Move(from: 2, to: 0)]"
///
/// Built with Paul Heckel's method: a table from identity to old positions matches each new
/// element to an old one in one pass, what is left over is deleted or inserted, and a single
/// pass over the matches picks as moves the elements that left their relative order. The
/// result is minimal in the sense a table view cares about: no update where the content is
/// equal, and no move that could be dropped (its element, put back among the unmoved ones,
/// would leave them out of order). Repeated identities match first with first; extra copies
/// are inserted or deleted, never a crash.
///
/// - Complexity: O(*n* + *m*) hashing operations for arrays of *n* and *m* elements.
public struct Changeset: Hashable, Sendable {
  /// An element that changed its relative position.
  public struct Move: Hashable, Sendable, CustomStringConvertible {
    /// Its index in the old array.
    public var from: Int
    /// Its index in the new array.
    public var to: Int

    /// Creates a move.
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }

    /// `Move(from: 2, to: 0)`.
    public var description: String { "Move(from: \(from), to: \(to))" }
  }

  /// An element whose identity stayed but whose content changed.
  public struct Update: Hashable, Sendable, CustomStringConvertible {
    /// Its index in the old array.
    public var old: Int
    /// Its index in the new array.
    public var new: Int

    /// Creates an update.
    public init(old: Int, new: Int) {
      self.old = old
      self.new = new
    }

    /// `Update(old: 1, new: 1)`.
    public var description: String { "Update(old: \(old), new: \(new))" }
  }

  /// Indices in the old array of elements that are gone, ascending.
  public var deletes: [Int]
  /// Indices in the new array of elements that are new, ascending.
  public var inserts: [Int]
  /// Elements that kept their identity but changed relative position, by new index.
  public var moves: [Move]
  /// Elements that kept their identity but changed content, by old index.
  public var updates: [Update]

  /// Creates a changeset from its parts.
  public init(deletes: [Int] = [], inserts: [Int] = [], moves: [Move] = [], updates: [Update] = [])
  {
    self.deletes = deletes
    self.inserts = inserts
    self.moves = moves
    self.updates = updates
  }

  /// True when the two arrays are equal.
  public var isEmpty: Bool {
    deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty
  }
}

extension Changeset {
  /// The changes from `old` to `new`, where `identity` says which elements are the same.
  @inlinable
  public init<Element: Equatable, ID: Hashable>(
    from old: [Element], to new: [Element], identifiedBy identity: (Element) -> ID
  ) {
    self = HeckelMatcher(old: old, new: new, identity: identity).changeset()
  }

  /// The changes from `old` rows to `new` rows, by their identity.
  @inlinable
  public init<Row: ScreenRow>(from old: [Row], to new: [Row]) {
    self.init(from: old, to: new, identifiedBy: { $0.identity })
  }
}

extension Changeset: CustomStringConvertible {
  /// A count of each kind of change: `+2 -1 ~0 >1` (inserted, deleted, updated, moved).
  public var description: String {
    "+\(inserts.count) -\(deletes.count) ~\(updates.count) >\(moves.count)"
  }
}

extension Changeset {
  /// The changes between two arrays identified by small non-negative integer keys, such as
  /// positions in a table both arrays index. A repeated key matches first with first.
  ///
  /// A flat table replaces the hash table, which makes very long lists cheap to compare.
  /// `isContentEqual` compares the old element at its first index with the new element at
  /// its second.
  ///
  /// - Precondition: every key is in `0..<keyBound`.
  /// - Complexity: O(*n* + *m* + `keyBound`).
  @inlinable
  public init(
    fromKeys old: [Int], toKeys new: [Int], keyBound: Int,
    isContentEqual: (_ old: Int, _ new: Int) -> Bool
  ) {
    var oldPosition = [Int32](repeating: -1, count: keyBound)
    for (index, key) in old.enumerated() where oldPosition[key] < 0 {
      oldPosition[key] = Int32(truncatingIfNeeded: index)
    }
    var oldToNew = [Int](repeating: -1, count: old.count)
    var newToOld = [Int](repeating: -1, count: new.count)
    var matchedCount = 0
    for (index, key) in new.enumerated() {
      let match = Int(oldPosition[key])
      guard match >= 0 else { continue }
      oldPosition[key] = -1
      oldToNew[match] = index
      newToOld[index] = match
      matchedCount += 1
    }
    self = ChangesetBuilder(oldToNew: oldToNew, newToOld: newToOld, matchedCount: matchedCount)
      .build(isContentEqual: isContentEqual)
  }
}
