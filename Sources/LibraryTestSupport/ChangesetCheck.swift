import ScreenModel

/// What a changeset between two arrays must be, checked without trusting it: it fits the
/// arrays (checked before anything is applied, so a bad index fails a test instead of
/// trapping), applying it gives the new array, and it is minimal.
///
/// Minimal means: no update where the content is equal; no move that could be dropped (the
/// element put back among the unmoved ones would leave them in order); no identity both
/// deleted and inserted, which should have been matched; every move and update joins two
/// elements of one identity.
///
///     let changes = Changeset(from: old, to: new, identifiedBy: \.id)
///     if let problem = ChangesetCheck.problem(changes, from: old, to: new, identity: \.id) {
///       XCTFail(problem)
///     }
public enum ChangesetCheck {
  /// The first way `changeset` fails to turn `old` into `new` minimally, or nil.
  ///
  /// - Complexity: O(*n* × *k*) for *n* elements and *k* moves.
  public static func problem<Element: Equatable, ID: Hashable>(
    _ changeset: Changeset, from old: [Element], to new: [Element],
    identity: (Element) -> ID
  ) -> String? {
    let applied: [Element]
    do {
      applied = try changeset.checkedApply(to: old, taking: new)
    } catch {
      return "the changeset \(changeset) does not fit \(old.count) → \(new.count): \(error)"
    }
    if applied != new { return "applying \(changeset) does not give the new array" }
    for update in changeset.updates where old[update.old] == new[update.new] {
      return "\(update) joins equal content"
    }
    let pairs =
      changeset.updates.map { ($0.old, $0.new, "\($0)") }
      + changeset.moves.map { ($0.from, $0.to, "\($0)") }
    for (from, to, name) in pairs where identity(old[from]) != identity(new[to]) {
      return "\(name) joins two identities"
    }
    let deleted = Set(changeset.deletes.map { identity(old[$0]) })
    if let index = changeset.inserts.first(where: { deleted.contains(identity(new[$0])) }) {
      return "inserts[\(index)] has the identity of a deleted element: they should match"
    }
    return droppableMove(changeset, oldCount: old.count, newCount: new.count)
  }

  /// The first move whose element, put back among the unmoved ones, keeps them in order.
  private static func droppableMove(_ changeset: Changeset, oldCount: Int, newCount: Int)
    -> String?
  {
    let movedFrom = Set(changeset.moves.map(\.from))
    let movedTo = Set(changeset.moves.map(\.to))
    let deleted = Set(changeset.deletes)
    let inserted = Set(changeset.inserts)
    // Unmoved elements keep their relative order, so they pair up in order.
    let keptOld = (0..<oldCount).filter { !deleted.contains($0) && !movedFrom.contains($0) }
    let keptNew = (0..<newCount).filter { !inserted.contains($0) && !movedTo.contains($0) }
    let kept = Array(zip(keptOld, keptNew))
    for move in changeset.moves
    where kept.allSatisfy({ ($0.0 < move.from) == ($0.1 < move.to) }) {
      return "\(move) could be dropped: the unmoved elements stay in order without it"
    }
    return nil
  }
}
