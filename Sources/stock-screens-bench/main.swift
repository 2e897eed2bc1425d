import CommandLineSyntax
import Foundation
import StockScreensCLI

/// The benchmark program: measures the figures the README lists, each against its baseline,
/// and prints them; `BenchOptions.syntax` declares its command line.
let options: BenchOptions
do {
  options = try BenchOptions(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
  Console.standard.err("stock-screens-bench: \(error.message)\n\n\(BenchOptions.usage)")
  exit(2)
}
if options.help {
  Console.standard.out(BenchOptions.usage)
  exit(0)
}
let families = FigureFamily.all.filter { $0.names.contains(where: options.selects) }
if families.isEmpty {
  Console.standard.err(
    "stock-screens-bench: no figure is named \(options.only.joined(separator: ", "))\n")
  exit(2)
}

let context = BenchContext(options: options)
var figures: [Figure] = []
let start = Stopwatch.nanoseconds()
if !options.json { Console.standard.out(TableReport.header + "\n") }
for family in families {
  for figure in await family.run(context) where options.selects(figure.name) {
    figures.append(figure)
    for note in figure.notes { context.note("\(figure.name): \(note)") }
    if !options.json {
      Console.standard.out(TableReport.line(for: figure) + "\n")
    }
  }
}
if options.json { Console.standard.out(JSONReport.text(for: figures) + "\n") }
let seconds = NumberText.decimals(Double(Stopwatch.nanoseconds() - start) / 1e9, 1)
context.note("checksum \(String(context.sink.checksum, radix: 16)); \(seconds) s in all")
