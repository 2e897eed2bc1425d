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
