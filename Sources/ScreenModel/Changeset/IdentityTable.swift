/// The symbol table of Heckel's method: from an identity to the old indices that carry it,
/// first unmatched first.
///
/// Open addressing over a flat array of slots, each holding the identity's hash beside the
/// indices, so a probe compares two integers and calls `==` on identities only when the
/// hashes agree. Each identity is hashed once on each side. A standard dictionary hashes an
/// old identity twice (to look it up, then to insert it) and compares identities at every
/// occupied slot it probes, which dominates when hashing or comparing is expensive (UUIDs).
@usableFromInline
struct IdentityTable {
  /// One slot: an identity and where its unmatched old indices start.
  @usableFromInline
  struct Slot {
    /// The identity's hash.
    @usableFromInline var hash: Int
    /// An old index carrying the identity, to compare against; -1 for an empty slot.
    @usableFromInline var key: Int32
    /// The first old index with the identity not yet matched, or -1 when all are.
    @usableFromInline var head: Int32

    @inlinable
    init(hash: Int, key: Int32, head: Int32) {
      self.hash = hash
      self.key = key
      self.head = head
    }
  }

  /// The largest old array the table indexes with 32-bit positions.
  @usableFromInline static let maxCount = Int(Int32.max) / 4

  @usableFromInline var slots: [Slot]
  @usableFromInline let mask: Int

  /// A table for `count` identities, at most half full.
  @inlinable
  init(capacityFor count: Int) {
    var size = 16
    while size < count * 2 { size *= 2 }
    slots = Array(repeating: Slot(hash: 0, key: -1, head: -1), count: size)
    mask = size - 1
  }

  /// The slot holding the identity whose hash is `hash`, or the empty slot where it would
  /// go; `isKey(old)` says whether the old element at index `old` has that identity.
  @inlinable
  func find(hash: Int, isKey: (Int) -> Bool) -> Int {
    var slot = hash & mask
    while true {
      let current = slots[slot]
      if current.key < 0 || (current.hash == hash && isKey(Int(current.key))) { return slot }
      slot = (slot &+ 1) & mask
    }
  }
}
