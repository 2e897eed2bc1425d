import Foundation
import TaiwanMarket
import XCTest

/// The market cache is computed from the wrapped source's answers: each good answer
/// replaces it, so a failure serves the latest one, never an older.
final class MarketCacheChangeTests: XCTestCase {
  /// Answers each load with the next of `answers`.
  private actor Answers: MarketDataSource {
    private var answers: [Result<MarketData, MarketDataError>]

    init(_ answers: [Result<MarketData, MarketDataError>]) {
      self.answers = answers
    }

    func load(_ market: Market) async throws(MarketDataError) -> MarketData {
      try answers.removeFirst().get()
    }
  }

  private func data(_ codes: [String], day: Int) -> MarketData {
    MarketData(
      market: .otc,
      companies: codes.map {
        Company(code: $0, shortName: "公司\($0)", fullName: "公司\($0)有限公司", capital: nil, market: .otc)
      },
      dataDate: CalendarDate(year: 2024, month: 10, day: day), origin: .memory(name: "otc"))
  }

  private let offline = MarketDataError(
    market: .otc, origin: .memory(name: "otc"), kind: .transport(.lost))

  func testANewerAnswer_ReplacesTheCachedCopyThatAFailureServes() async throws {
    let folder = try TestFiles.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let older = data(["6488", "6643"], day: 28)
    let newer = data(["6488", "8069", "8299"], day: 29)
    let source = CachedSource(
      wrapping: Answers([.success(older), .success(newer), .failure(offline)]), folder: folder)
    _ = try await source.load(.otc)
    _ = try await source.load(.otc)
    let stale = try await source.load(.otc)
    XCTAssertEqual(stale.companies, newer.companies)
    XCTAssertEqual(stale.dataDate, newer.dataDate)
    XCTAssertEqual(stale.staleBecause, offline)
  }

  func testAFailureBetweenAnswers_LeavesTheCacheForTheNextGoodOne() async throws {
    let folder = try TestFiles.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = data(["6488"], day: 27)
    let second = data(["6643"], day: 30)
    let source = CachedSource(
      wrapping: Answers([
        .success(first), .failure(offline), .success(second), .failure(offline),
      ]), folder: folder)
    _ = try await source.load(.otc)
    let served = try await source.load(.otc)
    XCTAssertEqual(served.companies, first.companies)
    let written = try await source.load(.otc)
    XCTAssertFalse(written.isStale, "the stale copy it served was not cached as news")
    let latest = try await source.load(.otc)
    XCTAssertEqual(latest.companies, second.companies)
    XCTAssertEqual(latest.dataDate, second.dataDate)
  }
}
