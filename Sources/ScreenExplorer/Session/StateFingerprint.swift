import ScreenModel

/// What tells one explored state from another: everything the screen on top is drawn from
/// (its title, its controls' states, each row's text), the stack under it, and whether
/// answers are held. Two states with one fingerprint draw the same text snapshot.
///
/// Each row's text is hashed once: an update's changes carry the hashes of the rows they
/// keep to their new places, and only inserted and updated rows are hashed again, so a step
/// costs what it changed. Whether those changes really turn the rows before into the rows
/// after is a check of its own (`Check.changes`): the hashes made afresh must be the same.
struct StateFingerprint {
  /// The hash of each row's text, in order.
  private(set) var rowHashes: [Int] = []
  /// The state's key.
  private(set) var key = 0

  /// The fingerprint of `screen`, every row hashed.
  init(_ screen: AnyScreen, stack: [String], isHolding: Bool) {
    rowHashes = Self.hashes(of: screen)
    seal(screen, stack: stack, isHolding: isHolding)
  }

  /// Every row of `screen` hashed afresh.
  static func hashes(of screen: AnyScreen) -> [Int] {
    screen.indices.map { index in screen.row(at: index).map { hash(of: $0) } ?? 0 }
  }

  private static func hash(of row: AnyRow) -> Int {
    var hasher = Hasher()
    hasher.combine(row.text)
    return hasher.finalize()
  }

  /// Follows `update`, whose changes turn the previous update's rows into its own.
  mutating func follow(_ update: SessionUpdate) throws(ChangeApplying.Mismatch) {
    let changes = update.changes
    guard !changes.isEmpty else { return }
    let screen = update.screen
    rowHashes = try ChangeApplying.apply(
      deletes: changes.deletes, inserts: changes.inserts,
      moves: changes.moves.map { (from: $0.from, to: $0.to) },
      updates: changes.updates.map { (old: $0.old, new: $0.new) }, to: rowHashes,
      count: screen.count
    ) { index in screen.row(at: index).map(Self.hash(of:)) }
  }

  /// Makes the key of the state whose rows it holds: `screen` on top of `stack`.
  mutating func seal(_ screen: AnyScreen, stack: [String], isHolding: Bool) {
    var hasher = Hasher()
    hasher.combine(stack)
    hasher.combine(isHolding)
    hasher.combine(screen.title)
    hasher.combine(screen.controls.map(\.state))
    hasher.combine(rowHashes)
    key = hasher.finalize()
  }
}
