import Foundation
import TaiwanMarket
import TestSupport

/// The real exchange files of 2024-10-29, read from `../shared/data` and decoded with the
/// package's own CSV decoder: 1,036 listed and 831 OTC companies.
struct RealMarkets {
  /// Why the real data cannot be used; the figures that need it print it as their reason.
  struct Missing: Error, CustomStringConvertible {
    var description: String
  }

  static let listedFile = "t187ap03_L.csv"
  static let otcFile = "t187ap03_O.csv"

  var listed: MarketData
  var otc: MarketData
  /// The listed file's bytes, for the decoding figure.
  var listedBytes: Data

  /// Reads and decodes both files.
  static func load() -> Result<RealMarkets, Missing> {
    do {
      let listedBytes = try bytes(of: listedFile)
      let otcBytes = try bytes(of: otcFile)
      let listed = try decode(listedBytes, .listed, listedFile)
      let otc = try decode(otcBytes, .otc, otcFile)
      return .success(RealMarkets(listed: listed, otc: otc, listedBytes: listedBytes))
    } catch {
      return .failure(error)
    }
  }

  /// The bytes of the data file `name`.
  static func bytes(of name: String) throws(Missing) -> Data {
    guard let url = SharedData.file(name) else {
      throw Missing(description: "no ../shared/data/\(name) (set STOCK_SCREENS_DATA)")
    }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw Missing(description: "cannot read \(name): \(error.localizedDescription)")
    }
  }

  /// Decodes a file's bytes as the app does.
  static func decode(_ bytes: Data, _ market: Market, _ name: String) throws(Missing) -> MarketData
  {
    do {
      return try CSVMarketDecoder.decode(bytes, market: market, origin: .file(path: name))
    } catch {
      throw Missing(description: "\(name) does not decode: \(error)")
    }
  }
}
