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
