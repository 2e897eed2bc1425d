import ScreenModel
import StockScreens
import TaiwanMarket
import Testing

/// The examples of "Verifying screen logic in CI" that need no snapshot: a screen's core
/// driven by hand, and a driver whose answers wait until the test releases them.
@Suite struct PureCoreExamples {
  // docs: begin core-by-hand
  @Test func failedMarketKeepsTheRowsAlreadyShown() {
    var directory = CompanyDirectory()
    #expect(directory.handle(.loadRequested(.listed)) == [.load(.listed)])
    directory.handle(.marketLoaded(EmbeddedSampleSource.data(for: .listed)))

    #expect(directory.handle(.loadRequested(.otc)) == [.load(.otc)])
    let outage = MarketDataError(
      market: .otc, origin: .url("https://mopsfin.twse.com.tw/opendata/t187ap03_O.csv"),
      kind: .httpStatus(503))
    directory.handle(.marketFailed(outage))

    let titles = directory.rows.map(\.title)
    #expect(titles.prefix(2) == ["已取得 上市 資料 - 數量 30 筆", "上櫃 資料取得失敗：HTTP 503"])
    #expect(titles.contains("台積電 - (2330)"))
    #expect(directory.rows[1].action == .retryRequested(.otc))
  }
  // docs: end core-by-hand

  // docs: begin request-queue
  @Test @MainActor func answersArriveInRequestOrderWhenReleased() async {
    let requests = RequestQueue()
    let driver = ScreenDriver.directory(source: EmbeddedSampleSource(), requests: requests)
    await driver.send(.loadRequested(.otc))
    await driver.send(.loadRequested(.listed))
    #expect(await requests.count == 2)
    #expect(driver.current.screen.rows.map(\.title) == ["正在取得 上櫃 資料…", "正在取得 上市 資料…"])

    await requests.answerNext()
    #expect(driver.current.screen.rows.first?.title == "已取得 上櫃 資料 - 數量 30 筆")
    #expect(driver.current.screen.rows.contains { $0.title == "正在取得 上市 資料…" })

    await requests.answerAll()
    #expect(driver.current.screen.rows.first?.title == "已取得 上櫃 上市 資料 - 數量 60 筆")
    #expect(driver.current.changes.inserts.count == 30)
  }
  // docs: end request-queue
}
