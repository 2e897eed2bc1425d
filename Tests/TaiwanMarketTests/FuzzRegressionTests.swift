import Foundation
import TaiwanMarket
import XCTest

/// Replays the decoders' fuzz seeds and any input that once broke a decoder
/// (`Fuzz/Corpus/<target>`, `Fuzz/Regressions/<target>`), with the fuzz targets' checks:
/// every body decodes to at least one company, with sorted, unique, non-empty codes and a
/// name, or fails with a typed error on a line that exists, and a profile survives a round
/// trip.
final class FuzzRegressionTests: XCTestCase {
  func testCSVSeeds_DecodeAsWritten() throws {
    let data = try decodeCSV("Fuzz/Corpus/csv/mops_33_columns.csv").get()
    XCTAssertEqual(data.companies.map(\.code), ["2330", "3673", "6643"])
    XCTAssertEqual(data.companies.last?.fullName, "円星科技股份有限公司")
    XCTAssertEqual(data.companies[1].foreignRegistration, "KY 開曼群島")
    let unsorted = try decodeCSV("Fuzz/Corpus/csv/mops_crlf_unsorted.csv").get()
    XCTAssertEqual(unsorted.companies.map(\.code), ["2330", "2883B", "910322"])
    XCTAssertEqual(unsorted.companies[1].capital, 167_017_430_790)
    XCTAssertEqual(unsorted.companies[2].parValue, "美金0.005元")
  }

  func testCSVSeedsAndRegressions_KeepTheDecodersPromises() throws {
    let files = Self.files("csv")
    XCTAssertGreaterThanOrEqual(files.count, 5)
    for file in files {
      let body = try Data(contentsOf: file)
      let lines = body.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
      check(try decodeCSV(file), lines: lines, file.lastPathComponent)
    }
  }

  func testJSONSeedsAndRegressions_KeepTheDecodersPromises() throws {
    let files = Self.files("json")
    XCTAssertGreaterThanOrEqual(files.count, 5)
    var decoded = 0
    for file in files {
      let body = try Data(contentsOf: file)
      let result = Result { () throws(MarketDataError) in
        try MarketDataDecoder.decode(
          body, contentType: "application/json", market: .otc, origin: .memory(name: "fuzz"))
      }
      check(result, lines: nil, file.lastPathComponent)
      if case .success = result { decoded += 1 }
    }
    XCTAssertGreaterThanOrEqual(decoded, 3, "the well-formed seeds decode")
    XCTAssertLessThan(decoded, files.count, "the broken seeds fail")
  }

  /// Seeds that are not profile documents on purpose; every other seed and regression must
  /// decode, so that a decoder refusing everything cannot pass by skipping.
  static let profileSeedsThatFail: Set = ["cut_short.json", "not_object.json"]

  func testProfileSeedsAndRegressions_SurviveARoundTrip() throws {
    let files = Self.files("profile")
    XCTAssertGreaterThanOrEqual(files.count, 6)
    var decoded = 0
    for file in files {
      let name = file.lastPathComponent
      let body = try Data(contentsOf: file)
      guard !Self.profileSeedsThatFail.contains(name) else {
        XCTAssertThrowsError(try ProfileDocument.decode(from: body), name)
        continue
      }
      let (document, _) = try ProfileDocument.decode(from: body)
      let again = try ProfileDocument.decode(from: JSONEncoder().encode(document))
      XCTAssertEqual(again.document, document, name)
      XCTAssertEqual(again.problems, [], name)
      decoded += 1
    }
    XCTAssertEqual(decoded, files.count - Self.profileSeedsThatFail.count)
  }

  private func decodeCSV(_ path: String) throws -> Result<MarketData, MarketDataError> {
    let root = TestFiles.packageRoot
    return try decodeCSV(root.appendingPathComponent(path))
  }

  private func decodeCSV(_ file: URL) throws -> Result<MarketData, MarketDataError> {
    let body = try Data(contentsOf: file)
    return Result { () throws(MarketDataError) in
      try CSVMarketDecoder.decode(body, market: .otc, origin: .memory(name: "fuzz"))
    }
  }

  private func check(
    _ result: Result<MarketData, MarketDataError>, lines: Int?, _ name: String
  ) {
    switch result {
    case .success(let data):
      let codes = data.companies.map(\.code)
      XCTAssertFalse(codes.isEmpty, "\(name): data without a company instead of an error")
      XCTAssertFalse(codes.contains(""), name)
      XCTAssertTrue(
        data.companies.allSatisfy { !$0.shortName.isEmpty || !$0.fullName.isEmpty }, name)
      XCTAssertEqual(Set(codes).count, codes.count, name)
      XCTAssertTrue(
        zip(codes, codes.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) },
        name)
      XCTAssertTrue(data.companies.allSatisfy { $0.market == .otc }, name)
    case .failure(let error):
      XCTAssertEqual(error.market, .otc, name)
      XCTAssertFalse(error.reason.isEmpty, name)
      if let line = error.line { XCTAssertTrue((1...(lines ?? .max)).contains(line), name) }
    }
  }

  private static func files(_ target: String) -> [URL] {
    ["Fuzz/Corpus/", "Fuzz/Regressions/"].flatMap { folder in
      let url = TestFiles.packageRoot.appendingPathComponent(folder + target, isDirectory: true)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.sorted().filter { !$0.hasPrefix(".") }.map { url.appendingPathComponent($0) }
    }
  }
}
