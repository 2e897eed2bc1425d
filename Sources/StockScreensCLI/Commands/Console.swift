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
