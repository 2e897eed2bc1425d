import ScreenModel
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import XCTest

/// The watchlist as snapshots: empty, by code and by capital on the embedded sample, and a
/// notice with look-ups under way.
final class WatchlistSnapshotTests: XCTestCase {
  /// Companies of the three markets, a company without a capital among them.
  private let companies: [Company] = {
    let sample = Market.allCases.map { EmbeddedSampleSource.data(for: $0).companies }
    let codes: [String] = ["2330", "1101", "6488", "2603", "6643"]
    let found = codes.compactMap { code in sample.joined().first { $0.code == code } }
    return found + [Fixtures.emerging[0]]
  }()

  private func watchlist(_ order: Watchlist.Order) -> Watchlist {
    var watchlist = Watchlist()
    for company in companies { watchlist.handle(.added(company)) }
    watchlist.handle(.sortRequested(order))
    return watchlist
  }

  func testEmpty() {
    assertTextSnapshot(of: Watchlist().screen)
  }

  func testByCode() {
    XCTAssertEqual(companies.count, 6, "every code is in the sample")
    assertTextSnapshot(of: watchlist(.code).screen)
  }

  func testByCapital() {
    assertTextSnapshot(of: watchlist(.capital).screen)
  }

  func testANoticeAndLookUpsUnderWay() {
    var watchlist = watchlist(.code)
    watchlist.handle(.addRequested(code: "9999"))
    watchlist.handle(.addRequested(code: "2317"))
    watchlist.handle(.addRequested(code: "3008"))
    watchlist.handle(.lookedUp(code: "9999", company: nil))
    assertTextSnapshot(of: watchlist.screen)
  }
}
