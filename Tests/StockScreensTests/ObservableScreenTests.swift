import Observation
import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

/// The `@Observable` model a SwiftUI view binds to follows the driver's screens.
final class ObservableScreenTests: XCTestCase {
  private struct Instant: MarketDataSource {
    func load(_ market: Market) async throws(MarketDataError) -> MarketData {
      Fixtures.data(market)
    }
  }

  @MainActor
  func testModel_FollowsTheDriverAndNotifiesObservers() async throws {
    let driver = ScreenDriver.directory(source: Instant())
    let model = ObservableScreen(driver: driver)
    XCTAssertEqual(Array(model.screen.rows), [.empty(text: "尚未取得資料")])

    let changed = ChangeFlag()
    withObservationTracking {
      _ = model.screen
    } onChange: {
      changed.set()
    }
    model.send(.loadRequested(.otc))
    try await withDeadline("the model to settle") { await model.settled() }
    XCTAssertTrue(changed.isSet, "observers of screen are told it changed")
    XCTAssertEqual(model.screen.rows.first, .status(text: "已取得 上櫃 資料 - 數量 2 筆"))
    XCTAssertEqual(model.screen.rows.count, 3)
    // Whether or not the model saw the loading screen, its changes lead from what it showed.
    XCTAssertEqual(model.changes.inserts, [0, 1, 2])
    XCTAssertEqual(model.changes.deletes, [0])
  }

  /// A thousand keystrokes typed back to back on the main actor reach the driver in the
  /// order they were typed: the screen at the end is the one for the last text.
  @MainActor
  func testThousandKeystrokesFromTheMainActor_EndOnTheLastText() async throws {
    let driver = ScreenDriver.directory(source: Instant())
    try await assertTypingEndsOnTheLastText(driver, answer: {})
  }

  /// The same through a driver that holds its answers: its events are posted and applied
  /// by the driver later, still in order.
  @MainActor
  func testThousandKeystrokesThroughAHoldingDriver_EndOnTheLastText() async throws {
    let requests = RequestQueue()
    let driver = ScreenDriver.directory(source: Instant(), requests: requests)
    try await assertTypingEndsOnTheLastText(driver, answer: { await requests.answerAll() })
  }

  @MainActor
  private func assertTypingEndsOnTheLastText(
    _ driver: ScreenDriver<CompanyDirectory>, answer: () async -> Void,
    line: UInt = #line
  ) async throws {
    let model = ObservableScreen(driver: driver)
    model.send(.loadRequested(.listed))
    model.send(.loadRequested(.otc))
    try await withDeadline("the model to settle") { await model.settled() }
    await answer()
    let queries = ["台", "台積", "台積電", "6", "64", "648", "6488", "M", "M3", "M31"]
    for index in 0..<1_000 { model.send(.filterChanged(queries[index % queries.count])) }
    model.send(.filterChanged("環球"))
    try await withDeadline("the model to settle") { await model.settled() }

    XCTAssertEqual(driver.controller.filter, "環球", line: line)
    XCTAssertEqual(
      model.screen.rows.first, .status(text: "符合「環球」 1 筆 / 共 6 筆"), line: line)
    XCTAssertEqual(model.screen.rows.count, 2, line: line)
    guard case .company(let row)? = model.screen.rows.last else {
      return XCTFail("the match is a company row", line: line)
    }
    XCTAssertEqual(row.company.code, "6488", line: line)
    XCTAssertEqual(
      model.version, 1_005, "two loads, their answers and 1,001 keystrokes, each shown",
      line: line)
  }
}

private final class ChangeFlag: @unchecked Sendable {
  private var value = false
  private let lock = NSLock()
  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
