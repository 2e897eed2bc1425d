import CommandLineSyntax
import StockScreensCLI

/// What the command line asked for: output format, run length and which figures.
///
///     let options = try BenchOptions(parsing: ["--quick", "--only", "diff"])
///     print(options.quick, options.only)
///     // Prints "true ["diff"]"
struct BenchOptions: Sendable {
  /// Print `{"figures":[…]}` instead of the table.
  var json = false
  /// Fewer repetitions and keystrokes, so the whole run takes under a minute.
  var quick = false
  /// Print each figure's details (repetitions, spread, checksums) to standard error.
  var verbose = false
  /// Print the usage and stop.
  var help = false
  /// Measure ours only, for profiling under callgrind: figures get no baseline.
  var skipBaselines = false
  /// Figure names or name prefixes to run (`keystroke`, `diff.5k`); empty runs them all.
  var only: [String] = []

  /// Reads the arguments that follow the program's name by `syntax`.
  init(parsing arguments: [String]) throws(UsageError) {
    let parsed = try Self.syntax.parse(arguments)
    json = parsed.has(Option.json)
    quick = parsed.has(Option.quick)
    verbose = parsed.has(Option.verbose)
    help = parsed.has(Option.help)
    skipBaselines = parsed.has(Option.noBaseline)
    only = parsed.values(of: Option.only).flatMap { $0.split(separator: ",").map(String.init) }
  }

  /// True when the figure called `name` should run: no `--only`, its name, or a prefix of it
  /// (`keystroke` selects `keystroke.real` and `keystroke.1m`). A prefix that is a figure's
  /// own name selects only the figures measured with it: `serve.keystroke` is the HTTP
  /// figure alone, not `serve.keystroke.1m`, whose million companies take minutes to make.
  func selects(_ name: String) -> Bool {
    only.isEmpty
      || only.contains { asked in
        guard name != asked else { return true }
        guard name.hasPrefix(asked + ".") else { return false }
        guard let family = FigureFamily.all.first(where: { $0.names.contains(asked) }) else {
          return true
        }
        return family.names.contains(name)
      }
  }

  /// Picks the full or the quick count.
  func count(full: Int, quick: Int) -> Int {
    self.quick ? quick : full
  }

  /// The benchmark's command line, declared once for the parser and the usage text.
  static let syntax = CommandSyntax(
    words: [],
    options: [
      Option.quick, Option.json, Option.verbose, Option.only, Option.noBaseline, Option.help,
    ])

  /// The options of `syntax`.
  enum Option {
    static let quick = CommandOption(
      "--quick", help: "fewer repetitions and keystrokes; under a minute on two cores")
    static let json = CommandOption(
      "--json",
      help: #"print {"figures":[{"name":…,"ours":…,"baseline":…,"ratio":…,"unit":…}]}"#)
    static let verbose = CommandOption(
      "--verbose", "-v",
      help: "print each figure's repetitions, spread and checksum on standard error")
    static let only = CommandOption(
      "--only", value: .required("NAME[,NAME…]", meaning: "a figure name, such as keystroke.1m"),
      help: """
        run figure NAME, or every figure under it (keystroke: keystroke.*);
        repeat it or write NAME,NAME for more
        """, repeatable: true)
    static let noBaseline = CommandOption(
      "--no-baseline", help: "measure ours only, for profiling (valgrind's callgrind)")
    static let help = CommandOption("--help", "-h", help: "print this text")
  }

  /// The usage text: the usage line and option lines made from `syntax`, and what the
  /// figures are.
  static let usage = """
    Usage:
    \(HelpLayout.usage(of: [syntax], program: "stock-screens-bench"))
    Measures the screen engine against the seed app's way of doing the same work, in one
    process, after a warm-up, as the median of many repetitions. Build it for release:

      swift run -c release stock-screens-bench

    \(HelpLayout.options(of: [syntax]))
    Figures: keystroke.real (with keystroke.real.driver and keystroke.real.refreshed),
    keystroke.1m (with keystroke.1m.p99, keystroke.1m.driver, keystroke.1m.driver.p99,
    session.keystroke.1m, keystroke.1m.memory and keystroke.1m.rss), session.bytes.1m,
    serve.keystroke.1m (with serve.keystroke.1m.p99), diff.5k, diff.100k, merge.markets,
    screener.edit.1m, decode.csv, render.100k (with render.100k.renderer), paging.linear,
    serve.keystroke, serve.tick, page.update (with page.update.max), snapshots.10k,
    snapshots.linear, report.50mb, report.linear.
    Figures that read the real exchange files are skipped, with the reason, when
    ../shared/data (or the folder STOCK_SCREENS_DATA names) is absent.

    Times are in nanoseconds; the ratio is the baseline's time over ours (higher is
    better), or ours over the baseline for throughputs.

    """
}
