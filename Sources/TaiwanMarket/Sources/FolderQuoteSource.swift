import Foundation

/// Reads a market's daily closing quotes from a folder of exchange files (the command line's
/// `--data DIR`).
///
/// For the listed market the first of these files that exists is read: `STOCK_DAY_ALL.csv`
/// (the exchange's CSV form of the report) or `STOCK_DAY_ALL.json` (the OpenAPI's
/// `/v1/exchangeReport/STOCK_DAY_ALL`). The body decides CSV or JSON. No other market has
/// quotes here.
///
///     let source = FolderQuoteSource(folder: URL(fileURLWithPath: "../shared/data"))
///     print(try await source.loadQuotes(.listed).quotes.count)
///     // Prints "1369"
public struct FolderQuoteSource: QuoteSource {
  /// The folder read.
  public let folder: URL

  public init(folder: URL) {
    self.folder = folder
  }

  /// The names looked for, in order, for `market`; none for a market without quotes.
  public static func candidateNames(for market: Market) -> [String] {
    market == .listed ? ["STOCK_DAY_ALL.csv", "STOCK_DAY_ALL.json"] : []
  }

  /// The listed market (上市).
  public var quotedMarkets: [Market] {
    Market.allCases.filter { !Self.candidateNames(for: $0).isEmpty }
  }

  /// Reads and decodes the first file of `market` that exists.
  ///
  /// Throws `.notFound` (with the first name looked for, or the folder for a market without
  /// quotes) when none exists; `.fileTooLarge` past `QuoteDataDecoder.maxBodyBytes`, unread;
  /// `.unreadable` or `.notAFile` when it cannot be read; or the decoder's error.
  public func loadQuotes(_ market: Market) async throws(MarketDataError) -> QuoteData {
    let files = Self.candidateNames(for: market).map {
      folder.appendingPathComponent($0, isDirectory: false)
    }
    guard let file = files.first(where: FolderSource.isPresent) else {
      let expected = files.first?.path ?? folder.path
      throw MarketDataError(market: market, origin: .file(path: expected), kind: .notFound)
    }
    let origin = DataOrigin.file(path: file.path)
    let body = try FolderSource.read(
      file, limit: QuoteDataDecoder.maxBodyBytes, market: market, origin: origin)
    let type = file.pathExtension == "json" ? "application/json" : "text/csv"
    return try QuoteDataDecoder.decode(body, contentType: type, market: market, origin: origin)
  }
}
