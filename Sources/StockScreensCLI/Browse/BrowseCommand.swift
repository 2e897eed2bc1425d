/// `stock-screens browse [--data DIR | --live [BASE_URL]]`: the market in a full-screen
/// terminal, driven by the same controllers as every other front end.
enum BrowseCommand {
  /// Parses the options, checks that both ends are a terminal, and runs the browser.
  ///
  /// `isTerminal` says whether a file descriptor is a terminal; tests replace it.
  static func run(
    _ arguments: [String], console: Console,
    isTerminal: (Int32) -> Bool = TerminalIO.isTerminal
  ) async throws -> Int32 {
    var arguments = arguments
    let data = try DataOption(parsing: &arguments, as: .browse)
    if let extra = arguments.first {
      throw UsageError("browse takes no argument \(extra)", command: "browse")
    }
    guard isTerminal(0), isTerminal(1) else {
      throw UsageError(
        "browse needs a terminal: standard input and standard output must both be one, "
          + "not a pipe or a file (to print screens, use `stock-screens play`)",
        command: "browse")
    }
    // Progress lines on standard error would scribble over the full-screen frame.
    let quiet = Console(out: console.out, err: console.err, errIsTerminal: false)
    let source = try data.makeSource(console: quiet)
    return try await BrowseSession(source: source).run()
  }
}
