/// The form a session's updates take on the wire.
///
/// Protocol 1 writes every row of the screen in every update; protocol 2 writes the total,
/// a window of rows a front end asked to see, and row objects only for the window's rows
/// that are new or changed, so an update costs what changed, whatever the list's length.
public enum SessionProtocol: Int, Hashable, Sendable, CaseIterable {
  /// Every row, every update.
  case v1 = 1
  /// The window's changes, with the rows that came into it or changed.
  case v2 = 2

  /// The protocol numbered `number`, or nil when there is none: `1` or `2`.
  public init?(number: Int) {
    self.init(rawValue: number)
  }

  /// The number written as `"protocol"` in every message.
  public var number: Int { rawValue }
}

/// The rows of the full list a front end asks to see: `from ..< from + count`, set with
/// `{"event":"window","from":N,"count":M}`.
public struct SessionWindow: Hashable, Sendable, CustomStringConvertible {
  /// The fewest rows one window holds.
  public static let minCount = 1
  /// The most rows one window holds.
  public static let maxCount = 1000
  /// The window a session starts with: the first 100 rows.
  public static let initial = SessionWindow(uncheckedFrom: 0, count: 100)

  /// The first row asked for.
  public private(set) var from: Int
  /// How many rows are asked for, `minCount`…`maxCount`.
  public private(set) var count: Int

  /// A window of `count` rows from `from`.
  ///
  /// - Throws: `SessionEventError.invalid` naming the member and its limit when `from` is
  ///   negative or `count` is not `minCount`…`maxCount`.
  public init(from: Int, count: Int) throws(SessionEventError) {
    guard from >= 0 else {
      throw SessionEventError(.invalid, "window: \"from\" must be 0 or more, not \(from)")
    }
    guard (Self.minCount...Self.maxCount).contains(count) else {
      throw SessionEventError(
        .invalid, "window: \"count\" must be \(Self.minCount)…\(Self.maxCount), not \(count)")
    }
    self.init(uncheckedFrom: from, count: count)
  }

  private init(uncheckedFrom from: Int, count: Int) {
    self.from = from
    self.count = count
  }

  /// The window a `window` event's arguments ask for; a member left out keeps its value
  /// in `current`.
  ///
  /// - Throws: `SessionEventError.invalid` for a member that is not a whole number or is
  ///   out of its limits.
  public init(_ arguments: EventArguments, current: SessionWindow) throws(SessionEventError) {
    func number(_ name: String, _ kept: Int) throws(SessionEventError) -> Int {
      guard let value = arguments[name] else { return kept }
      if case .double(let fraction) = value, let whole = Int(exactly: fraction) { return whole }
      guard case .int(let whole) = value, let number = Int(exactly: whole) else {
        throw SessionEventError(.invalid, "window: \"\(name)\" must be a whole number")
      }
      return number
    }
    try self.init(from: number("from", current.from), count: number("count", current.count))
  }

  /// The same count from the first row: the window after a change of screen.
  public var fromTop: SessionWindow { SessionWindow(uncheckedFrom: 0, count: count) }

  /// The rows of a list of `total` rows this window describes, clamped to the list: a
  /// window past the end shows the list's last `count` rows.
  public func range(in total: Int) -> Range<Int> {
    let start = min(from, max(0, total - count))
    return start..<(start + min(count, total - start))
  }

  /// `from 0, count 100`.
  public var description: String { "from \(from), count \(count)" }
}

/// One row of a window as protocol 2 compares and writes it: its `id`, and its JSON
/// object's bytes, which are its content.
public struct WindowRow: Hashable, Sendable {
  /// The row's `id`.
  public var key: String
  /// The row's JSON object, written.
  public var json: [UInt8]

  public init(key: String, json: [UInt8]) {
    self.key = key
    self.json = json
  }
}

/// What a protocol 2 update says of its rows: how many the screen has, which of them its
/// window holds, and the changes from the previous update's window rows to these.
public struct UpdateWindow: Sendable {
  /// Every row of the screen now.
  public var total: Int
  /// The index in the full list of the window's first row.
  public var from: Int
  /// The window's rows, built: never more than `SessionWindow.maxCount`.
  public var rows: [WindowRow]
  /// From the previous window's rows to `rows`, each side's indices relative to its own
  /// window.
  public var changes: Changeset
  /// The screen instance the rows are of: another one is a change of screen.
  let instance: Int

  /// The window `requested` of `screen`, and the changes from `previous`: by row `id` and
  /// bytes while the screen stays, every row replaced when it is another or when `whole`.
  ///
  /// - Complexity: O(*w*) rows built for a window of *w* rows, whatever the screen's length.
  init(
    _ requested: SessionWindow, of screen: AnyScreen, instance: Int, after previous: UpdateWindow?,
    whole: Bool = false
  ) {
    let range = requested.range(in: screen.count)
    self.total = screen.count
    self.from = range.lowerBound
    self.rows = screen.windowRows(range)
    self.instance = instance
    let old = previous?.rows ?? []
    changes =
      previous?.instance == instance && !whole
      ? Changeset(from: old, to: rows, identifiedBy: \.key)
      : Changeset(deletes: Array(old.indices), inserts: Array(rows.indices))
  }

  /// The same rows described from nothing: every row inserted, as a front end's first
  /// message.
  var fromNothing: UpdateWindow {
    var window = self
    window.changes = Changeset(inserts: Array(rows.indices))
    return window
  }

  /// Writes `"count":…,"window":{…},"changes":{…},"rows":[…]`: the rows' objects only for
  /// the indices inserted or updated, ascending.
  func write(into output: inout [UInt8]) {
    output.append(contentsOf: #""count":"#.utf8)
    JSONValue.write(int: Int64(total), into: &output)
    output.append(contentsOf: #","window":{"from":"#.utf8)
    JSONValue.write(int: Int64(from), into: &output)
    output.append(contentsOf: #","count":"#.utf8)
    JSONValue.write(int: Int64(rows.count), into: &output)
    output.append(contentsOf: #"},"changes":"#.utf8)
    changes.json.write(into: &output)
    output.append(contentsOf: #","rows":["#.utf8)
    var first = true
    for index in Set(changes.inserts + changes.updates.map(\.new)).sorted()
    where rows.indices.contains(index) {
      if !first { output.append(UInt8(ascii: ",")) }
      first = false
      output.append(contentsOf: #"{"index":"#.utf8)
      JSONValue.write(int: Int64(index), into: &output)
      output.append(contentsOf: #","row":"#.utf8)
      output.append(contentsOf: rows[index].json)
      output.append(UInt8(ascii: "}"))
    }
    output.append(UInt8(ascii: "]"))
  }
}
