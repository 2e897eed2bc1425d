import Foundation

/// What a front end wrote, from whichever thread it writes on.
public final class WrittenLines: @unchecked Sendable {
  private var collected = ""
  private let lock = NSLock()

  public init() {}

  /// Adds `text` to what was written.
  public func append(_ text: String) { lock.withLock { collected += text } }
  /// Everything written so far.
  public var text: String { lock.withLock { collected } }
}
