import Foundation

/// The benchmark program: measures the figures of issue 10 and prints them.
///
///     swift run -c release stock-screens-bench [--quick] [--json] [--verbose] [--only NAME]
let options: BenchOptions
do {
  options = try BenchOptions(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
  Console.err("stock-screens-bench: \(error)\n\n\(BenchOptions.usage)")
  exit(2)
}
if options.help {
  Console.out(BenchOptions.usage)
  exit(0)
}
let families = FigureFamily.all.filter { $0.names.contains(where: options.selects) }
if families.isEmpty {
  Console.err("stock-screens-bench: no figure is named \(options.only.joined(separator: ", "))")
  exit(2)
}

let context = BenchContext(options: options)
var figures: [Figure] = []
let start = Stopwatch.nanoseconds()
if !options.json { Console.out(TableReport.header) }
for family in families {
  for figure in await family.run(context) where options.selects(figure.name) {
    figures.append(figure)
    for note in figure.notes { context.note("\(figure.name): \(note)") }
    if !options.json {
      Console.out(TableReport.line(for: figure))
    }
  }
}
if options.json { Console.out(JSONReport.text(for: figures)) }
let seconds = NumberText.decimals(Double(Stopwatch.nanoseconds() - start) / 1e9, 1)
context.note("checksum \(String(context.sink.checksum, radix: 16)); \(seconds) s in all")
