/// Identities by hash, for matching rows by identity without a dictionary: for each identity
/// met, the position of the one element that stands for it.
///
/// Open addressing over a flat array of eight-byte slots, each holding the low half of an
/// identity's hash (enough to place it in any table this size, and to rule out most
/// mismatches) and the position of its element; the caller compares identities itself, by
/// position, only when hashes agree. Each identity is hashed once; growing moves stored hashes
/// and never hashes again; and the table is not generic, so any element type reaches it
/// without looking up generic metadata. Small slots keep a long list's table in cache.
///
/// The changeset uses it to match old rows with new ones; the feed, to keep each item once.
/// Use it where a collection of your own keeps its elements unique by identity, or matches
/// two versions of itself for `Changeset(matching:_:isContentEqual:)`, without hashing into a
/// dictionary of identities.
///
///     var table = IdentityTable()
///     let items = ["a", "b", "a"]
///     for (position, item) in items.enumerated() {
///       let earlier = table.insert(hash: item.hashValue, position: position) { items[$0] == item }
///       print(earlier as Any)
///     }
///     // Prints nil, nil, Optional(0)
public struct IdentityTable: Sendable {
  @usableFromInline
  struct Slot: Sendable {
    @usableFromInline var hash: UInt32
    /// The position of the element standing for the identity; -1 for an empty slot.
    @usableFromInline var position: Int32

    @inlinable
    init(hash: UInt32, position: Int32) {
      self.hash = hash
      self.position = position
    }
  }

  /// The most identities a table takes: positions are 32-bit, and the table stays at most
  /// half full.
  public static let maxCount = Int(Int32.max) / 4

  @usableFromInline var slots: [Slot]
  /// How many identities are recorded.
  public var count: Int { recorded }
  @usableFromInline var recorded = 0

  /// A table sized for `expected` identities; it grows past that as needed.
  @inlinable
  public init(capacityFor expected: Int = 8) {
    var size = 16
    while size < expected * 2 { size *= 2 }
    slots = Array(repeating: Slot(hash: 0, position: -1), count: size)
  }

  /// The position recorded for the identity whose hash is `hash`, or nil when none is;
  /// `isSame(position)` says whether the element at `position` has that identity.
  @inlinable
  public func position(hash: Int, isSame: (Int) -> Bool) -> Int? {
    let position = slots[slot(for: UInt32(truncatingIfNeeded: hash), isSame: isSame)].position
    return position < 0 ? nil : Int(position)
  }

  /// Records `position` for the identity whose hash is `hash` unless one is recorded
  /// already: returns the position recorded before, or nil when the identity is new.
  ///
  /// - Precondition: `position` is from 0 to `maxCount`, and no more than `maxCount`
  ///   identities are recorded.
  @inlinable
  public mutating func insert(hash fullHash: Int, position: Int, isSame: (Int) -> Bool) -> Int? {
    precondition(
      (0...Self.maxCount).contains(position) && count < Self.maxCount,
      "an identity table holds positions from 0 to \(Self.maxCount); got \(position)")
    let hash = UInt32(truncatingIfNeeded: fullHash)
    let slot = slot(for: hash, isSame: isSame)
    if slots[slot].position >= 0 { return Int(slots[slot].position) }
    slots[slot] = Slot(hash: hash, position: Int32(truncatingIfNeeded: position))
    recorded += 1
    if recorded * 2 > slots.count { grow() }
    return nil
  }

  /// Forgets every identity.
  public mutating func removeAll() {
    slots = Array(repeating: Slot(hash: 0, position: -1), count: 16)
    recorded = 0
  }

  /// The slot holding the identity, or the empty slot where it would go.
  @inlinable
  func slot(for hash: UInt32, isSame: (Int) -> Bool) -> Int {
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while true {
      let current = slots[slot]
      if current.position < 0 || (current.hash == hash && isSame(Int(current.position))) {
        return slot
      }
      slot = (slot &+ 1) & mask
    }
  }

  @usableFromInline
  mutating func grow() {
    let old = slots
    slots = Array(repeating: Slot(hash: 0, position: -1), count: old.count * 2)
    let mask = slots.count - 1
    for entry in old where entry.position >= 0 {
      var slot = Int(entry.hash) & mask
      while slots[slot].position >= 0 { slot = (slot &+ 1) & mask }
      slots[slot] = entry
    }
  }
}

extension IdentityTable: Equatable {
  /// Tables are equal when they hold as many identities: the identities are derived from
  /// elements their owners compare themselves, and equal tables may lay out slots differently.
  public static func == (lhs: IdentityTable, rhs: IdentityTable) -> Bool {
    lhs.count == rhs.count
  }
}
