import Foundation
import TaiwanMarket

/// `decode.csv`: the MOPS listed file (`t187ap03_L.csv`, 632 KB, 1,036 companies) decoded
/// from bytes in memory into companies, in 10⁶ bytes a second.
///
/// The time covers everything the app does with a downloaded body: the byte-order mark,
/// the UTF-8 and line checks, the fields, and each `Company` with its numbers and dates.
/// There is no baseline: the seed app's decoder is not part of the package.
enum DecodeFigure {
  static func run(_ context: BenchContext) -> [Figure] {
    let target = Target([.oursAbove(100)])
    let bytes: Data
    switch context.realMarkets {
    case .success(let real): bytes = real.listedBytes
    case .failure(let missing):
      return [
        Figure(name: "decode.csv", unit: .megabytesPerSecond, target: target, skipped: "\(missing)")
      ]
    }
    let sample = context.sampler(warmUps: 5, full: 200, quick: 40).measure {
      let data = try? CSVMarketDecoder.decode(
        bytes, market: .listed, origin: .file(path: RealMarkets.listedFile))
      return data?.companies.count ?? -1
    }
    let rate = Double(bytes.count) / 1e6 / (sample.median / 1e9)
    return [
      Figure(
        name: "decode.csv", unit: .megabytesPerSecond, ours: rate, target: target,
        notes: ["\(bytes.count) bytes; \(sample.summary)"])
    ]
  }
}
