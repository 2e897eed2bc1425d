import ScreenModel
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import XCTest

/// The screener as snapshots, one state each, on the embedded sample: loading, a failed
/// market, nothing loaded, each criterion, both orders, the bounds' problems, and nothing
/// that meets the criteria. The main states also in English and in the pseudo-locale
/// (`name.en.txt`, `name.en-XA.txt` beside the zh-Hant reference).
final class ScreenerSnapshotTests: XCTestCase {
  private static let locales = [Words.sourceLocale, "en", "en-XA"]

  private func loaded(_ events: Screener.Event..., in words: Words = .source) -> Screener {
    var (screener, _) = Screener.opening(words: StockWords(words))
    for market in Market.allCases {
      screener.handle(.marketLoaded(EmbeddedSampleSource.data(for: market)))
    }
    for event in events { screener.handle(event) }
    return screener
  }

  func testLoading() {
    assertTextSnapshot(in: Self.locales) { Screener.opening(words: StockWords($0)).0.screen }
  }

  func testAMarketFailed() {
    assertTextSnapshot(in: Self.locales) { words in
      var (screener, _) = Screener.opening(words: StockWords(words))
      screener.handle(.marketLoaded(EmbeddedSampleSource.data(for: .listed)))
      screener.handle(
        .marketFailed(
          MarketDataError(market: .otc, origin: .memory(name: "test"), kind: .httpStatus(503))))
      screener.handle(.industryChosen(Industry(code: "01")))
      return screener.screen
    }
  }

  func testNothingLoaded() {
    assertTextSnapshot(in: Self.locales) { words in
      var screener = Screener(words: StockWords(words))
      screener.handle(.sortRequested(.capital))
      return screener.screen
    }
  }

  func testEveryCompany_ByCode() {
    assertTextSnapshot(of: loaded().screen)
  }

  func testAMarket() {
    assertTextSnapshot(of: loaded(.marketChosen(.otc)).screen)
  }

  func testAnIndustry() {
    assertTextSnapshot(of: loaded(.industryChosen(Industry(code: "24"))).screen)
  }

  func testCapitalFrom() {
    assertTextSnapshot(of: loaded(.capitalFromChanged("500")).screen)
  }

  func testCapitalTo() {
    assertTextSnapshot(of: loaded(.marketChosen(.listed), .capitalToChanged("30")).screen)
  }

  func testCapitalFromAndTo_ByCapital() {
    let screener = loaded(
      .capitalFromChanged("100"), .capitalToChanged("1,000"), .sortRequested(.capital))
    assertTextSnapshot(of: screener.screen)
  }

  func testByCapital_ThoseWithoutOneLast() {
    assertTextSnapshot(of: loaded(.marketChosen(.emerging), .sortRequested(.capital)).screen)
  }

  func testWatchedOnly() {
    let screener = loaded(
      .watchlistChanged(["2330", "6488", "1101", "2603"]), .watchedOnlyChanged(true),
      .sortRequested(.capital))
    assertTextSnapshot(of: screener.screen)
  }

  func testEveryCriterion() {
    assertTextSnapshot(in: Self.locales) { words in
      let screener = loaded(
        .watchlistChanged(["2330", "2303", "6488", "1101"]), .marketChosen(.listed),
        .industryChosen(Industry(code: "24")), .capitalFromChanged("1000"),
        .watchedOnlyChanged(true), in: words)
      return screener.screen
    }
  }

  func testABoundThatIsNotANumber() {
    assertTextSnapshot(in: Self.locales) {
      loaded(.capitalFromChanged("一百"), .capitalToChanged("20"), in: $0).screen
    }
  }

  func testBothBoundsNotNumbers() {
    let screener = loaded(
      .industryChosen(Industry(code: "01")), .capitalFromChanged("1.2.3"), .capitalToChanged("x"))
    assertTextSnapshot(of: screener.screen)
  }

  func testFromExceedsTo() {
    assertTextSnapshot(in: Self.locales) {
      loaded(.capitalFromChanged("500"), .capitalToChanged("50"), in: $0).screen
    }
  }

  /// The form read aloud, a bound with its message and 清除條件 usable, above the first rows.
  func testReadAloud_TheFormAndTheFirstRows() {
    let screen = loaded(.capitalFromChanged("abc"), .industryChosen(Industry(code: "24"))).screen
    assertTextSnapshot(
      of: Screen(
        title: screen.title, rows: Array(screen.rows.prefix(3)), controls: screen.controls),
      as: .accessibility)
  }

  func testNoCompanyMeetsTheCriteria() {
    assertTextSnapshot(in: Self.locales) {
      loaded(.industryChosen(Industry(code: "91")), .marketChosen(.otc), in: $0).screen
    }
  }
}
