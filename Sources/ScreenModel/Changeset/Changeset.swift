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

  /// The changes from `old` rows to `new` rows, by their `id`.
  @inlinable
  public init<Row: ScreenRow>(from old: [Row], to new: [Row]) {
    self.init(from: old, to: new, identifiedBy: { $0.id })
  }
}

extension Changeset {
  /// The changes for a matching found elsewhere: `oldToNew[i]` is the new index of the old
  /// element `i`, or -1 when it is gone, and `newToOld` is the same matching seen from the
  /// new side. For collections that know which elements correspond without hashing them,
  /// such as rows that are positions in one catalog: a lazy collection of a million rows
  /// diffs without building a row. Positions are 32-bit, which keeps the tables small.
  ///
  /// `isContentEqual` compares the old element at its first index with the new element at
  /// its second, for the matched pairs only.
  ///
  ///     // Old rows a, b, c; new rows c, a: a kept its place, b went, c moved up.
  ///     let changes = Changeset(matching: [1, -1, 0], [2, 0]) { _, _ in true }
  ///     print(changes.deletes, changes.moves)
  ///     // Prints "[1] [Move(from: 2, to: 0)]"
  ///
  /// - Precondition: the two arrays describe one matching: `oldToNew[i] == j` exactly when
  ///   `newToOld[j] == i`; the failure names the first index that breaks it.
  /// - Complexity: O(*n* + *m*), and `isContentEqual` called once a matched pair.
  public init(
    matching oldToNew: [Int32], _ newToOld: [Int32],
    isContentEqual: (_ old: Int, _ new: Int) -> Bool
  ) {
    // Both sides, before any is read through the other: a pair one side alone names would
    // send the walk out of its arrays.
    for (new, old) in newToOld.enumerated() where old >= 0 {
      precondition(
        Int(old) < oldToNew.count && oldToNew[Int(old)] == Int32(new),
        "newToOld[\(new)] is \(old), but oldToNew does not match it back")
    }
    for (old, new) in oldToNew.enumerated() where new >= 0 {
      precondition(
        Int(new) < newToOld.count && newToOld[Int(new)] == Int32(old),
        "oldToNew[\(old)] is \(new), but newToOld does not match it back")
    }
    self.init(uncheckedMatching: oldToNew, newToOld, isContentEqual: isContentEqual)
  }

  /// `init(matching:_:isContentEqual:)` without checking that the arrays agree: for the
  /// package's own collections, which build them so, on every keystroke.
  @inlinable
  package init(
    uncheckedMatching oldToNew: [Int32], _ newToOld: [Int32],
    isContentEqual: (_ old: Int, _ new: Int) -> Bool
  ) {
    var matchedCount = 0
    for index in oldToNew where index >= 0 { matchedCount += 1 }
    self = ChangesetBuilder(oldToNew: oldToNew, newToOld: newToOld, matchedCount: matchedCount)
      .build(isContentEqual: isContentEqual)
  }
}

extension Changeset {
  /// Where the element at `old` in the old array is in the new one, or nil when it was
  /// deleted: for a front end that keeps a selection or a scroll position across updates
  /// without reading the rows.
  ///
  ///     let changes = Changeset(from: ["a", "b", "c"], to: ["c", "a", "d"], identifiedBy: { $0 })
  ///     print(changes.newIndex(ofOld: 0), changes.newIndex(ofOld: 1))
  ///     // Prints "Optional(1) nil"
  ///
  /// - Complexity: O(*k* log *k*) for a changeset of *k* changes, whatever the arrays' length.
  public func newIndex(ofOld old: Int) -> Int? {
    guard old >= 0, !Self.contains(deletes, old) else { return nil }
    var movedBelow = 0
    for move in moves {
      if move.from == old { return move.to }
      if move.from < old { movedBelow += 1 }
    }
    // Elements that neither moved nor went keep their order and fill, in order, the new
    // positions that inserts and moves leave free.
    let rank = old - Self.count(of: deletes, below: old) - movedBelow
    var index = rank
    for taken in (inserts + moves.map(\.to)).sorted() {
      guard taken <= index else { break }
      index += 1
    }
    return index
  }

  private static func contains(_ ascending: [Int], _ value: Int) -> Bool {
    let position = count(of: ascending, below: value)
    return position < ascending.count && ascending[position] == value
  }
}

extension Changeset: CustomStringConvertible {
  /// A count of each kind of change: `+2 -1 ~0 >1` (inserted, deleted, updated, moved).
  public var description: String {
    "+\(inserts.count) -\(deletes.count) ~\(updates.count) >\(moves.count)"
  }
}
