/// What a protocol 2 update says of its rows: how many the screen has, which of them its
/// window holds, and the changes from the previous update's window rows to these.
///
/// The window's changes are cut from the changes of the whole list, the one comparison an
/// update makes (the driver's, or the session's when it missed one): a row stays when the
/// whole list's changes keep it within both windows, is updated when they update it, and
/// comes or goes otherwise. No row is written to be compared; only the rows that came into
/// the window or changed are written, when the update is.
public struct UpdateWindow: Sendable {
  /// Every row of the screen now.
  public var total: Int
  /// The index in the full list of the window's first row.
  public var from: Int
  /// How many rows the window holds: never more than `WindowRequest.maxCount`.
  public var count: Int
  /// From the previous window's rows to these, each side's indices relative to its own
  /// window.
  public var changes: Changeset
  /// The screen instance the rows are of: another one is a change of screen.
  let instance: Int

  /// The rows of the full list the window holds.
  public var range: Range<Int> { from..<(from + count) }

  /// The window `requested` of `screen`, with the changes from `previous`: cut from
  /// `changes`, those of the whole list since the previous update, while the screen stays;
  /// every row replaced when it is another, or when `whole`.
  ///
  /// - Complexity: O(*w* + *k*) for a window of *w* rows and *k* changes of the whole
  ///   list, whatever its length; no row is built.
  init(
    _ requested: WindowRequest, of screen: AnyScreen, instance: Int, after previous: UpdateWindow?,
    changes whole: Changeset, anew: Bool = false
  ) {
    let range = requested.range(in: screen.count)
    total = screen.count
    from = range.lowerBound
    count = range.count
    self.instance = instance
    guard let previous, previous.instance == instance, !anew else {
      changes = Changeset(
        deletes: Array(0..<(previous?.count ?? 0)), inserts: Array(0..<range.count))
      return
    }
    changes = Self.cut(whole, from: previous.range, to: range)
  }

  /// The same rows described from nothing: every row inserted, as a front end's first
  /// message.
  var fromNothing: UpdateWindow {
    var window = self
    window.changes = Changeset(inserts: Array(0..<count))
    return window
  }

  /// The changes between the rows `old` of the old list and the rows `new` of the new one,
  /// from `whole`, the changes between the two lists.
  static func cut(_ whole: Changeset, from old: Range<Int>, to new: Range<Int>) -> Changeset {
    var newToOld = [Int32](repeating: -1, count: new.count)
    var oldToNew = [Int32](repeating: -1, count: old.count)
    var sources = OldPositions(of: whole, startingAt: new.lowerBound)
    for (local, index) in new.enumerated() {
      guard let source = sources.next(index), old.contains(source) else { continue }
      newToOld[local] = Int32(truncatingIfNeeded: source - old.lowerBound)
      oldToNew[source - old.lowerBound] = Int32(truncatingIfNeeded: local)
    }
    let updated = Set(whole.updates.lazy.map(\.old))
    let base = old.lowerBound
    return Changeset(uncheckedMatching: oldToNew, newToOld) { oldLocal, _ in
      !updated.contains(base + oldLocal)
    }
  }

  /// Writes `"count":…,"window":{…},"changes":{…},"rows":[…]`: the objects of `screen`'s
  /// rows only for the indices inserted or updated, ascending.
  func write(rowsOf screen: AnyScreen, into output: inout [UInt8]) {
    output.append(contentsOf: #""count":"#.utf8)
    JSONValue.write(int: Int64(total), into: &output)
    output.append(contentsOf: #","window":{"from":"#.utf8)
    JSONValue.write(int: Int64(from), into: &output)
    output.append(contentsOf: #","count":"#.utf8)
    JSONValue.write(int: Int64(count), into: &output)
    output.append(contentsOf: #"},"changes":"#.utf8)
    changes.json.write(into: &output)
    output.append(contentsOf: #","rows":["#.utf8)
    var first = true
    for index in Set(changes.inserts + changes.updates.map(\.new)).sorted()
    where (0..<count).contains(index) {
      if !first { output.append(UInt8(ascii: ",")) }
      first = false
      output.append(contentsOf: #"{"index":"#.utf8)
      JSONValue.write(int: Int64(index), into: &output)
      output.append(contentsOf: #","row":"#.utf8)
      screen.writeRowsJSON(from + index..<from + index + 1, into: &output)
      output.append(UInt8(ascii: "}"))
    }
    output.append(UInt8(ascii: "]"))
  }
}

/// The old index of each new index of a list, read in ascending order from a changeset:
/// nil for an inserted row, the move's source for a moved one; the others keep their order,
/// so the *r*-th of them came from the *r*-th old row that was neither deleted nor moved.
///
/// - Complexity: O(*k*) to start, for *k* changes, then O(1) amortized a step.
private struct OldPositions {
  /// New indices that are inserted or the target of a move, ascending.
  private let taken: [Int]
  /// Old indices that are deleted or the source of a move, ascending.
  private let gone: [Int]
  private let moved: [Int: Int]
  private let inserted: Set<Int>
  private var nextTaken = 0
  private var nextGone = 0
  /// The old index of the last row that stayed in place, -1 before the first.
  private var lastStayed = -1

  init(of changes: Changeset, startingAt first: Int) {
    moved = Dictionary(
      changes.moves.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
    inserted = Set(changes.inserts)
    taken = (changes.inserts + changes.moves.map(\.to)).sorted()
    gone = (changes.deletes + changes.moves.map(\.from)).sorted()
    // The rows before `first` that stayed: `first` less the new rows taken below it. The
    // last of them is the old row of that rank among those that stayed.
    while nextTaken < taken.count, taken[nextTaken] < first { nextTaken += 1 }
    let stayedBefore = first - nextTaken
    guard stayedBefore > 0 else { return }
    var old = stayedBefore - 1
    while nextGone < gone.count, gone[nextGone] <= old {
      old += 1
      nextGone += 1
    }
    lastStayed = old
  }

  /// The old index of the row at `index`, the next new index after the last one asked.
  mutating func next(_ index: Int) -> Int? {
    if let source = moved[index] { return source }
    if inserted.contains(index) { return nil }
    lastStayed = stayed(after: lastStayed)
    return lastStayed
  }

  /// The first old index after `old` that was neither deleted nor moved.
  private mutating func stayed(after old: Int) -> Int {
    var candidate = old + 1
    while nextGone < gone.count, gone[nextGone] <= candidate {
      if gone[nextGone] == candidate { candidate += 1 }
      nextGone += 1
    }
    return candidate
  }
}
