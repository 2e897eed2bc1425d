import Foundation
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
    assertTextSnapshot(of: CompanyDirectory().screen)
  }

  func testLoading() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.otc))
    directory.handle(.loadRequested(.emerging))
    assertTextSnapshot(of: directory.screen)
  }

  func testOneMarket() {
    assertTextSnapshot(of: loaded([.listed]).screen)
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
    assertTextSnapshot(of: board)
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
    assertTextSnapshot(of: board)
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
    assertTextSnapshot(of: board)
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
    assertTextSnapshot(of: board)
  }

  /// Line 3 has no code, line 5 no name: both skipped; line 6's capital is not a number, so
  /// the record stays with its capital left empty.
  func testNotice_SkippedAndRepairedRecords() {
    var directory = CompanyDirectory()
    var board = Storyboard()
    load(.listed, Self.listedWithProblems, into: &directory)
    board.append("listed: lines 3 and 5 skipped, line 6 repaired", directory.screen)
    directory.handle(.filterChanged("台"))
    board.append("filter 台: the notice stays", directory.screen)
    directory.handle(.filterChanged(""))
    load(.otc, Self.cleanOTC, into: &directory)
    board.append("otc arrives clean: no notice of its own", directory.screen)
    assertTextSnapshot(of: board)
  }

  /// JSON records are numbered, not lined; past five the list ends in an ellipsis.
  func testNotice_ManySkippedJSONRecords() {
    var directory = CompanyDirectory()
    let records = Array(repeating: "null", count: 7) + [Self.record("6488", "環球晶")] + ["42"]
    load(.otc, "[" + records.joined(separator: ",\n") + "]", into: &directory)
    assertTextSnapshot(of: directory.screen)
  }

  /// A stale copy that had skipped records shows both rows; a retry answered with clean data
  /// removes both.
  func testNotice_RetryThatSucceedsCleanlyRemovesIt() throws {
    var directory = CompanyDirectory()
    var board = Storyboard()
    var stale = try Self.decode(.listed, Self.listedWithProblems).get()
    stale.staleBecause = MarketDataError(
      market: .listed, origin: .url("https://mopsfin.twse.com.tw/opendata/t187ap03_L.csv"),
      kind: .timeout(seconds: 20))
    directory.handle(.loadRequested(.listed))
    directory.handle(.marketLoaded(stale))
    board.append("listed from the cache, which had skipped records", directory.screen)
    XCTAssertEqual(directory.handle(.retryRequested(.listed)), [.load(.listed)])
    load(.listed, Self.cleanListed, into: &directory)
    board.append("retry answered with clean data", directory.screen)
    assertTextSnapshot(of: board)
  }

  /// An answer without a company is the market's error row, never 0 companies; the rows
  /// already shown stay, and a retry can bring the market in.
  func testNoUsableCompany_IsTheMarketsErrorRow() {
    var directory = CompanyDirectory()
    var board = Storyboard()
    load(.otc, Self.cleanOTC, into: &directory)
    load(.listed, "[1, 2, 3]", name: "t187ap03_L.json", into: &directory)
    board.append("listed answers [1, 2, 3]", directory.screen)
    load(.emerging, String(Self.header.dropLast()), name: "t187ap03_R.csv", into: &directory)
    board.append("emerging answers a header alone", directory.screen)
    XCTAssertEqual(directory.handle(.retryRequested(.listed)), [.load(.listed)])
    load(.listed, Self.cleanListed, into: &directory, requesting: false)
    board.append("retry listed, answered with companies", directory.screen)
    assertTextSnapshot(of: board)
  }

  private func assertFilter(
    _ text: String, file: StaticString = #filePath, line: UInt = #line, testName: String = #function
  ) {
    var directory = loaded(Market.allCases)
    directory.handle(.filterChanged(text))
    assertTextSnapshot(of: directory.screen, file: file, testName: testName, line: line)
  }
}

extension CompanyDirectorySnapshotTests {
  static let header = "出表日期,公司代號,公司名稱,公司簡稱,實收資本額\n"

  static func line(_ code: String, _ fullName: String, _ shortName: String, _ capital: String)
    -> String
  {
    "\"1131029\",\"\(code)\",\"\(fullName)\",\"\(shortName)\",\"\(capital)\"\n"
  }

  static let listedWithProblems =
    header + line("1101", "臺灣水泥股份有限公司", "台泥", "77511817420")
    + line("", "沒有代號股份有限公司", "沒有代號", "100")
    + line("2330", "台灣積體電路製造股份有限公司", "台積電", "259,327,332,420")
    + line("9904", "", "", "300") + line("2303", "聯華電子股份有限公司", "聯電", "一千億")

  static let cleanListed =
    header + line("1101", "臺灣水泥股份有限公司", "台泥", "77511817420")
    + line("2303", "聯華電子股份有限公司", "聯電", "125284663840")
    + line("2330", "台灣積體電路製造股份有限公司", "台積電", "259327332420")

  static let cleanOTC =
    header + line("6488", "環球晶圓股份有限公司", "環球晶", "4781137250")
    + line("6643", "円星科技股份有限公司", "M31", "418051600")

  static func record(_ code: String, _ shortName: String) -> String {
    #"{"公司代號": "\#(code)", "公司簡稱": "\#(shortName)", "公司名稱": "\#(shortName)股份有限公司"}"#
  }

  static func decode(
    _ market: Market, _ body: String, name: String? = nil
  ) -> Result<MarketData, MarketDataError> {
    let origin = DataOrigin.file(path: name ?? FolderSource.candidateNames(for: market)[0])
    return Result { () throws(MarketDataError) in
      try MarketDataDecoder.decode(
        Data(body.utf8), contentType: nil, market: market, origin: origin)
    }
  }

  /// Requests `market` (unless already requested) and answers with `body` decoded as the file
  /// `name` (the market's CSV file by default).
  func load(
    _ market: Market, _ body: String, name: String? = nil, into directory: inout CompanyDirectory,
    requesting: Bool = true
  ) {
    if requesting { directory.handle(.loadRequested(market)) }
    switch Self.decode(market, body, name: name) {
    case .success(let data): directory.handle(.marketLoaded(data))
    case .failure(let error): directory.handle(.marketFailed(error))
    }
  }
}
