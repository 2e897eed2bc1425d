import CommandLineSyntax
import Foundation

/// A console whose output tests read.
public final class OutputCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var out = ""
  private var err = ""

  public init() {}

  /// What was written to standard output, so far.
  public var text: String { lock.withLock { out } }
  /// What was written to standard error, so far.
  public var errors: String { lock.withLock { err } }

  /// A console that writes here, from any thread.
  public var console: Console {
    Console(
      out: { text in self.lock.withLock { self.out += text } },
      err: { text in self.lock.withLock { self.err += text } })
  }
}
