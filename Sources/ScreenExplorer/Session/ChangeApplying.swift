/// Changes applied to a list as the session protocol says a front end applies them, apart
/// from the engine's own code: old elements deleted or moved away are gone, new slots
/// inserted or moved into are taken, each move puts its old element at its new index, the
/// old elements left fill the free slots in order, and inserted and updated slots take a
/// fresh element.
///
///     try ChangeApplying.apply(
///       deletes: [0], inserts: [2], moves: [], updates: [], to: ["a", "b"], count: 2
///     ) { _ in "c" }
///     // ["b", "c"]
enum ChangeApplying {
  /// Why changes do not fit the list they are applied to.
  struct Mismatch: Error, Sendable {
    var message: String
  }

  /// `old` with the changes applied, `count` elements long; `fresh` gives the element of an
  /// inserted or updated index (nil when it has none, which does not fit).
  static func apply<Element>(
    deletes: [Int], inserts: [Int], moves: [(from: Int, to: Int)],
    updates: [(old: Int, new: Int)], to old: [Element], count: Int,
    fresh: (Int) -> Element?
  ) throws(Mismatch) -> [Element] {
    var next = [Element?](repeating: nil, count: count)
    for move in moves {
      guard old.indices.contains(move.from), next.indices.contains(move.to) else {
        throw Mismatch(message: "a move from \(move.from) to \(move.to) outside the lists")
      }
      next[move.to] = old[move.from]
    }
    for index in inserts {
      guard next.indices.contains(index), let element = fresh(index) else {
        throw Mismatch(message: "an insert at \(index) without its row, or past the end")
      }
      next[index] = element
    }
    let gone = Set(deletes + moves.map(\.from))
    let taken = Set(inserts + moves.map(\.to))
    var kept = old.indices.lazy.filter { !gone.contains($0) }.makeIterator()
    for slot in next.indices where !taken.contains(slot) {
      guard let source = kept.next() else {
        throw Mismatch(message: "more free slots than rows kept, at \(slot)")
      }
      next[slot] = old[source]
    }
    if let left = kept.next() { throw Mismatch(message: "the old row \(left) is left no slot") }
    for update in updates {
      guard next.indices.contains(update.new), let element = fresh(update.new) else {
        throw Mismatch(message: "an update of \(update.new) without its row")
      }
      next[update.new] = element
    }
    let filled = next.compactMap { $0 }
    guard filled.count == count else { throw Mismatch(message: "a slot left empty") }
    return filled
  }
}
