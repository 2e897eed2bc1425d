import Foundation

/// Where the program writes: results to standard output, messages to standard error.
/// Tests give it closures that collect the text instead; the benchmark writes through it too.
public struct Console: Sendable {
  /// Takes text for standard output as it is: callers end their own lines.
  public var out: @Sendable (String) -> Void
  /// Takes text for standard error as it is.
  public var err: @Sendable (String) -> Void
  /// True when standard error is a terminal (progress lines go only there).
  public var errIsTerminal: Bool

  /// A console over two writers; `errIsTerminal` lets progress lines through to `err`.
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

  /// An error whose message ends with a pointer to `stock-screens COMMAND --help` when
  /// `command` is given.
  public init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }

  /// The message alone, without the program's name before it or the pointer to the help.
  public var description: String { message }
}
