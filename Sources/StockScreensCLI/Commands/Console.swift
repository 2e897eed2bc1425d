import Foundation

/// Where the program writes: results to standard output, messages to standard error.
/// Tests give it closures that collect the text instead.
public struct Console: Sendable {
  /// Writes to standard output.
  public var out: @Sendable (String) -> Void
  /// Writes to standard error.
  public var err: @Sendable (String) -> Void
  /// True when standard error is a terminal (progress lines go only there).
  public var errIsTerminal: Bool

  /// Creates a console from writers.
  public init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    errIsTerminal: Bool = false
  ) {
    self.out = out
    self.err = err
    self.errIsTerminal = errIsTerminal
  }

  /// The process's standard output and error.
  public static let standard = Console(
    out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    err: { text in FileHandle.standardError.write(Data(text.utf8)) },
    errIsTerminal: isatty(2) == 1)
}

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
