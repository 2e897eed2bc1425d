import Foundation
import TaiwanMarket
import XCTest

/// Decoding shortcuts shared by the tests.
enum Decoding {
  /// The origin a fixture is decoded with: its path, so that messages name the file.
  static func origin(_ name: String) -> DataOrigin {
    .file(path: TestFiles.fixture(name).path)
  }

  /// A fixture through the CSV decoder.
  static func csv(
    _ name: String, market: Market = .listed
  ) throws -> Result<MarketData, MarketDataError> {
    let body = try TestFiles.fixtureData(name)
    return Result { () throws(MarketDataError) in
      try CSVMarketDecoder.decode(body, market: market, origin: origin(name))
    }
  }

  /// A fixture through the JSON decoder.
  static func json(
    _ name: String, market: Market = .listed
  ) throws -> Result<MarketData, MarketDataError> {
    let body = try TestFiles.fixtureData(name)
    return Result { () throws(MarketDataError) in
      try JSONMarketDecoder.decode(body, market: market, origin: origin(name))
    }
  }

  /// Bytes through the front door.
  static func any(
    _ body: Data, contentType: String?, market: Market = .listed, name: String = "body"
  ) -> Result<MarketData, MarketDataError> {
    Result { () throws(MarketDataError) in
      try MarketDataDecoder.decode(
        body, contentType: contentType, market: market, origin: .memory(name: name))
    }
  }
}

extension Result where Success == MarketData, Failure == MarketDataError {
  /// The error of a result that should have failed; fails the test when it succeeded.
  func failure(file: StaticString = #filePath, line: UInt = #line) -> MarketDataError? {
    switch self {
    case .success(let data):
      XCTFail("expected an error, got \(data.companies.count) companies", file: file, line: line)
      return nil
    case .failure(let error): return error
    }
  }
}

extension MarketData {
  /// The company with `code`, or nil.
  func company(_ code: String) -> Company? {
    companies.first { $0.code == code }
  }
}

/// The error of an async load that should have failed; fails the test when it succeeded.
func loadFailure(
  _ source: any MarketDataSource, _ market: Market, file: StaticString = #filePath,
  line: UInt = #line
) async -> MarketDataError? {
  do {
    let data = try await source.load(market)
    XCTFail("expected an error, got \(data.companies.count) companies", file: file, line: line)
    return nil
  } catch {
    return error
  }
}
