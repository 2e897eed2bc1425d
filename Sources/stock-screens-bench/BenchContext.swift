import CommandLineSyntax
import Foundation
import StockScreensCLI
import TaiwanMarket
import TestSupport

/// What every figure family gets: the options, the checksum sink, a place for verbose
/// notes, and the inputs that several families share (read or made once).
final class BenchContext {
  let options: BenchOptions
  /// Where measured results go.
  let sink = Sink()
  private var syntheticCache: [Int: [Company]] = [:]
  private var realCache: Result<RealMarkets, RealMarkets.Missing>?

  init(options: BenchOptions) {
    self.options = options
  }

  /// A sampler with the given repetitions, or the quick ones under `--quick`.
  func sampler(warmUps: Int = 2, full: Int, quick: Int) -> Sampler {
    Sampler(warmUps: warmUps, repetitions: options.count(full: full, quick: quick), sink: sink)
  }

  /// Runs `measure` unless `--no-baseline` asked to skip baselines.
  func baseline<Result>(_ measure: () -> Result) -> Result? {
    options.skipBaselines ? nil : measure()
  }

  /// `count` synthetic companies, sorted by code; the same every run.
  func synthetic(_ count: Int) -> [Company] {
    if let cached = syntheticCache[count] { return cached }
    var generator = SyntheticMarket(seed: 0x5EED_2330)
    let companies = generator.companies(count: count)
    syntheticCache[count] = companies
    return companies
  }

  /// Drops the synthetic companies kept for reuse, to free their memory.
  func forgetSynthetic() {
    syntheticCache = [:]
  }

  /// The real listed and OTC markets, or why they cannot be read.
  var realMarkets: Result<RealMarkets, RealMarkets.Missing> {
    if let realCache { return realCache }
    let result = RealMarkets.load()
    realCache = result
    return result
  }

  /// Writes a detail line to standard error under `--verbose`.
  func note(_ text: @autoclosure () -> String) {
    guard options.verbose else { return }
    Console.standard.err(text() + "\n")
  }
}
