import ScreenModel
import StockScreens
import TaiwanMarket

/// Markets that reach a directory driver the way a refresh with new data brings them: each
/// answer but a market's last is served from a cache, so a retry asks again and the next
/// answer replaces it.
///
/// Given the fresh answers last, the final screen is the one `DirectorySession.prepared`
/// makes of them alone, so the keystrokes that follow compare with `keystroke.real.driver`.
struct RefreshedDirectory {
  /// Each market's answers in the order they arrive.
  var answers: [[MarketData]]

  /// Sends every answer to a new driver, untimed, then searches once and clears the search,
  /// as `DirectorySession.prepared` does.
  @MainActor
  func driver() async -> ScreenDriver<CompanyDirectory> {
    let driver = ScreenDriver(CompanyDirectory()) { _ in nil }
    for market in answers {
      for (number, data) in market.enumerated() {
        var answer = data
        if number < market.count - 1 {
          answer.staleBecause = MarketDataError(
            market: data.market, origin: data.origin, kind: .timeout(seconds: 10))
        }
        await driver.send(number == 0 ? .loadRequested(data.market) : .retryRequested(data.market))
        await driver.send(.marketLoaded(answer))
      }
    }
    await driver.send(.filterChanged("~"))
    await driver.send(.filterChanged(""))
    return driver
  }
}
