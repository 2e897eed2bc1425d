/// The identities of a list's items, for keeping each item once.
///
/// Open addressing over a flat array of slots, each holding an identity's hash and the
/// position of the item that has it; the list compares identities itself when hashes agree.
/// Growing moves stored hashes and never hashes an identity again, and the table is not
/// generic, so a list over any item type reaches it without looking up generic metadata.
struct ItemIdentities: Sendable {
  /// Eight bytes: the low half of the hash (enough to place it in any table this size, and
  /// to rule out most mismatches) and the item's position. Small slots keep a long feed's
  /// table in the processor's cache.
  private struct Slot: Sendable {
    var hash: UInt32
    var position: Int32
  }

  private var slots = [Slot](repeating: Slot(hash: 0, position: -1), count: 16)
  private(set) var count = 0

  /// Records `hash` for the item at `position` unless a recorded position with the same
  /// hash `isSame`; true when the identity was new.
  mutating func insert(hash fullHash: Int, position: Int, isSame: (Int) -> Bool) -> Bool {
    let hash = UInt32(truncatingIfNeeded: fullHash)
    var slot = Int(hash) & (slots.count - 1)
    while slots[slot].position >= 0 {
      if slots[slot].hash == hash && isSame(Int(slots[slot].position)) { return false }
      slot = (slot &+ 1) & (slots.count - 1)
    }
    slots[slot] = Slot(hash: hash, position: Int32(truncatingIfNeeded: position))
    count += 1
    if count * 2 > slots.count { grow() }
    return true
  }

  /// Forgets every identity.
  mutating func removeAll() {
    slots = [Slot](repeating: Slot(hash: 0, position: -1), count: 16)
    count = 0
  }

  private mutating func grow() {
    let old = slots
    slots = [Slot](repeating: Slot(hash: 0, position: -1), count: old.count * 2)
    let mask = slots.count - 1
    for entry in old where entry.position >= 0 {
      var slot = Int(entry.hash) & mask
      while slots[slot].position >= 0 { slot = (slot &+ 1) & mask }
      slots[slot] = entry
    }
  }
}

extension ItemIdentities: Equatable {
  /// The identities are derived from the items, which a list compares itself; two indexes
  /// of equal items may lay out their slots differently.
  static func == (lhs: ItemIdentities, rhs: ItemIdentities) -> Bool {
    lhs.count == rhs.count
  }
}
