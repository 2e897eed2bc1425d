/// A failure that ends the program with exit status 2 and a message on standard error.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message, with the fix where there is one.
  public var message: String
  /// The command whose `--help` tells more.
  public var command: String?

  /// Creates an error; `command` names the command whose help to point at.
  public init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }

  /// The message.
  public var description: String { message }
}
