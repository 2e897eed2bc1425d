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

  /// The source locale's snapshot is the reference (`name.txt`); English and the
  /// pseudo-locale beside it (`name.en.txt`, `name.en-XA.txt`).
  private static let locales = [Words.sourceLocale, "en", "en-XA"]

  private func watchlist(_ order: Watchlist.Order, in words: Words = .source) -> Watchlist {
    var watchlist = Watchlist(words: StockWords(words))
    for company in companies { watchlist.handle(.added(company)) }
    watchlist.handle(.sortRequested(order))
    return watchlist
  }

  func testEmpty() {
    assertTextSnapshot(in: Self.locales) { Watchlist(words: StockWords($0)).screen }
  }

  func testByCode() {
    XCTAssertEqual(companies.count, 6, "every code is in the sample")
    assertTextSnapshot(in: Self.locales) { watchlist(.code, in: $0).screen }
  }

  func testByCapital() {
    assertTextSnapshot(in: Self.locales) { watchlist(.capital, in: $0).screen }
  }

  func testANoticeAndLookUpsUnderWay() {
    assertTextSnapshot(in: Self.locales) { words in
      var watchlist = watchlist(.code, in: words)
      watchlist.handle(.addRequested(code: "9999"))
      watchlist.handle(.addRequested(code: "2317"))
      watchlist.handle(.addRequested(code: "3008"))
      watchlist.handle(.lookedUp(code: "9999", company: nil))
      return watchlist.screen
    }
  }

  func testAFailedLookUpAndAListNotSaved() {
    assertTextSnapshot(in: Self.locales) { words in
      var watchlist = Watchlist(
        Watchlist.Stored(
          companies: [companies[0]],
          problem: .unsaved(file: "watchlist.json", reason: "No space left on device")),
        words: StockWords(words))
      watchlist.handle(.addRequested(code: "2317"))
      watchlist.handle(.lookupFailed(code: "2317", reason: "HTTP 503"))
      return watchlist.screen
    }
  }

  func testTheMarketClock_InEachLocale() {
    assertTextSnapshot(in: Self.locales) { words in
      var watchlist = Watchlist(words: StockWords(words))
      watchlist.showsMarketClock = true
      watchlist.handle(.clockTicked(WallTime(iso8601: "2026-12-04T13:30:00+08:00")!))
      watchlist.handle(.added(companies[0]))
      return watchlist.screen
    }
  }
}
