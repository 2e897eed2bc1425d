/// The rows of the full list a front end asks to see: `from ..< from + count`, set with
/// `{"event":"window","from":N,"count":M}`.
public struct WindowRequest: Hashable, Sendable, CustomStringConvertible {
  /// The fewest rows one window holds.
  public static let minCount = 1
  /// The most rows one window holds.
  public static let maxCount = 1000
  /// The window a session starts with: the first 100 rows.
  public static let initial = WindowRequest(uncheckedFrom: 0, count: 100)

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
  public init(_ arguments: EventArguments, current: WindowRequest) throws(SessionEventError) {
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

  /// The rows of a list of `total` rows this window describes, clamped to the list: a
  /// window past the end shows the list's last `count` rows.
  public func range(in total: Int) -> Range<Int> {
    let start = min(from, max(0, total - count))
    return start..<(start + min(count, total - start))
  }

  /// `from 0, count 100`.
  public var description: String { "from \(from), count \(count)" }
}
