import Observation
import ScreenModel
import StockScreens
import TaiwanMarket
import XCTest

/// The `@Observable` model a SwiftUI view binds to follows the driver's screens.
final class ObservableScreenTests: XCTestCase {
  private struct Instant: MarketDataSource {
    func load(_ market: Market) async throws(MarketDataError) -> MarketData {
      Fixtures.data(market)
    }
  }

  @MainActor
  func testModel_FollowsTheDriverAndNotifiesObservers() async {
    let driver = ScreenDriver.directory(source: Instant())
    let model = ObservableScreen(driver: driver, initial: CompanyDirectory())
    XCTAssertEqual(model.screen.rows, [.empty(text: "尚未取得資料")])

    let changed = ChangeFlag()
    withObservationTracking {
      _ = model.screen
    } onChange: {
      changed.set()
    }
    model.send(.loadRequested(.otc))
    for _ in 0..<100_000 where model.screen.rows.count < 3 { await Task.yield() }
    XCTAssertTrue(changed.isSet, "observers of screen are told it changed")
    XCTAssertEqual(model.screen.rows.first, .status(text: "已取得 上櫃 資料 - 數量 2 筆"))
    XCTAssertEqual(model.changes.inserts.count, 3)
    XCTAssertGreaterThanOrEqual(model.version, 2)
  }
}

private final class ChangeFlag: @unchecked Sendable {
  private var value = false
  private let lock = NSLock()
  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
