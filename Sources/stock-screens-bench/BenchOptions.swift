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

  /// A usage error, reported on standard error with exit status 2.
  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  /// Creates the defaults: every figure, full repetitions, a table.
  init() {}

  /// Parses the arguments that follow the program name.
  init(parsing arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": json = true
      case "--quick": quick = true
      case "--verbose", "-v": verbose = true
      case "--help", "-h": help = true
      case "--no-baseline": skipBaselines = true
      case "--only":
        guard let names = remaining.popFirst(), !names.hasPrefix("-") else {
          throw UsageError(description: "--only needs a figure name, such as keystroke.1m")
        }
        only += names.split(separator: ",").map(String.init)
      default:
        throw UsageError(description: "unknown argument \"\(argument)\"")
      }
    }
  }

  /// True when the figure called `name` should run: no `--only`, or a name or prefix of it
  /// (`keystroke` selects `keystroke.real` and `keystroke.1m`).
  func selects(_ name: String) -> Bool {
    only.isEmpty || only.contains { name == $0 || name.hasPrefix($0 + ".") }
  }

  /// Picks the full or the quick count.
  func count(full: Int, quick: Int) -> Int {
    self.quick ? quick : full
  }

  /// The usage text.
  static let usage = """
    Usage: stock-screens-bench [--quick] [--json] [--verbose] [--only NAME[,NAME…]]
                               [--no-baseline]

    Measures the screen engine against the seed app's way of doing the same work, in one
    process, after a warm-up, as the median of many repetitions. Build it for release:

      swift run -c release stock-screens-bench

    Options:
      --quick        fewer repetitions and keystrokes; under a minute on two cores
      --json         print {"figures":[{"name":…,"ours":…,"baseline":…,"ratio":…,"unit":…}]}
      --verbose      print each figure's repetitions, spread and checksum on standard error
      --only N       run figure N, or every figure under it (keystroke: keystroke.*);
                     repeat it or write N,M for more
      --no-baseline  measure ours only, for profiling (valgrind's callgrind)
      --help         print this text

    Figures: keystroke.real (with keystroke.real.driver), keystroke.1m (with
    keystroke.1m.p99, keystroke.1m.driver, keystroke.1m.driver.p99, keystroke.1m.memory and
    keystroke.1m.rss), diff.5k, diff.100k, merge.markets, decode.csv, render.100k (with
    render.100k.renderer), paging.linear, serve.keystroke, snapshots.10k, snapshots.linear.
    Figures that read the real exchange files are skipped, with the reason, when
    ../shared/data (or the folder STOCK_SCREENS_DATA names) is absent.

    Times are in nanoseconds; the ratio is the baseline's time over ours (higher is
    better), or ours over the baseline for throughputs.
    """
}
