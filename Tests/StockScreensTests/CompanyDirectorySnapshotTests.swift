import ScreenModel
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import XCTest

/// Every state of the directory on the embedded sample, as snapshot files a reader can check
/// against the issue: Snapshots/CompanyDirectorySnapshotTests/.
final class CompanyDirectorySnapshotTests: XCTestCase {
  private func sample(_ market: Market) -> MarketData { EmbeddedSampleSource.data(for: market) }

  private func loaded(_ markets: [Market]) -> CompanyDirectory {
    var directory = CompanyDirectory()
    for market in markets {
      directory.handle(.loadRequested(market))
      directory.handle(.marketLoaded(sample(market)))
    }
    return directory
  }

  func testEmpty() {
    assertSnapshot(of: CompanyDirectory().screen)
  }

  func testLoading() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.otc))
    directory.handle(.loadRequested(.emerging))
    assertSnapshot(of: directory.screen)
  }

  func testOneMarket() {
    assertSnapshot(of: loaded([.listed]).screen)
  }

  /// The same companies whatever the order; only the status header's order changes.
  func testThreeMarkets_InEachArrivalOrder() {
    let orders: [[Market]] = [
      [.listed, .otc, .emerging], [.listed, .emerging, .otc], [.otc, .listed, .emerging],
      [.otc, .emerging, .listed], [.emerging, .listed, .otc], [.emerging, .otc, .listed],
    ]
    let screens = orders.map { loaded($0).screen }
    for screen in screens.dropFirst() {
      XCTAssertEqual(Array(screen.rows.dropFirst()), Array(screens[0].rows.dropFirst()))
    }
    var board = Storyboard(title: "三個市場，六種抵達順序")
    for (order, screen) in zip(orders, screens) {
      board.append(order.map(\.token).joined(separator: " → "), screen)
    }
    assertSnapshot(of: board)
  }

  func testDuplicateRequest_IsIgnored() {
    var directory = CompanyDirectory()
    var board = Storyboard()
    XCTAssertEqual(directory.handle(.loadRequested(.emerging)), [.load(.emerging)])
    board.append("load emerging → request", directory.screen)
    XCTAssertEqual(directory.handle(.loadRequested(.emerging)), [], "still loading")
    board.append("load emerging again → no request", directory.screen)
    directory.handle(.marketLoaded(sample(.emerging)))
    board.append("answer", directory.screen)
    XCTAssertEqual(directory.handle(.loadRequested(.emerging)), [], "already loaded")
    board.append("load emerging once more → no request", directory.screen)
    assertSnapshot(of: board)
  }

  func testFailure_KeepsRows_ThenRetrySucceeds() {
    var directory = loaded([.listed])
    var board = Storyboard()
    board.append("listed loaded", directory.screen)
    directory.handle(.loadRequested(.otc))
    let error = MarketDataError(
      market: .otc, origin: .url("https://mopsfin.twse.com.tw/opendata/t187ap03_O.csv"),
      kind: .httpStatus(503))
    directory.handle(.marketFailed(error))
    board.append("otc fails with HTTP 503", directory.screen)
    XCTAssertEqual(directory.handle(.retryRequested(.otc)), [.load(.otc)])
    board.append("retry otc", directory.screen)
    directory.handle(.marketLoaded(sample(.otc)))
    board.append("otc arrives", directory.screen)
    assertSnapshot(of: board)
  }

  func testFilter_ByCode() { assertFilter("2330") }
  func testFilter_ByCodePrefix() { assertFilter("23") }
  func testFilter_ByShortName() { assertFilter("台積") }
  func testFilter_ByFullName() { assertFilter("積體電路") }
  func testFilter_ByEnglishName() { assertFilter("tsmc") }
  func testFilter_TaiFindsTai() { assertFilter("台灣水泥") }
  func testFilter_FullWidthAndCase() { assertFilter("ＵＭＣ") }
  func testFilter_NoMatch() { assertFilter("xyz") }

  func testFilter_ReappliedWhenAMarketArrives() {
    var directory = loaded([.listed])
    directory.handle(.loadRequested(.otc))
    directory.handle(.filterChanged("科技"))
    var board = Storyboard()
    board.append("filter 科技 while otc loads", directory.screen)
    directory.handle(.marketLoaded(sample(.otc)))
    board.append("otc arrives", directory.screen)
    directory.handle(.filterChanged(""))
    board.append("filter cleared", directory.screen)
    assertSnapshot(of: board)
  }

  private func assertFilter(
    _ text: String, file: StaticString = #filePath, line: UInt = #line, testName: String = #function
  ) {
    var directory = loaded(Market.allCases)
    directory.handle(.filterChanged(text))
    assertSnapshot(of: directory.screen, file: file, testName: testName, line: line)
  }
}
