import ScreenModel
import XCTest

/// The driver under a screen of another team's: what it publishes, in what order, and what
/// it hands out instead of performing.
@MainActor
final class ScreenDriverTests: XCTestCase {
  private func quotes(
    requests: RequestQueue? = nil, prices: [String: String] = ["AAPL": "189.50"]
  ) -> ScreenDriver<QuoteList> {
    ScreenDriver(QuoteList(), requests: requests) { command in
      guard case .fetch(let symbol) = command else { return nil }
      return .quoted(symbol, price: prices[symbol] ?? "—")
    }
  }

  /// The numbers of the updates a driver publishes, as they come.
  private final class Published {
    var numbers: [Int] = []
  }

  private func published(by driver: ScreenDriver<QuoteList>) -> Published {
    let published = Published()
    driver.observe { update in
      published.numbers.append(update.number)
      return true
    }
    return published
  }

  func testAnAnswerThatChangesNothing_PublishesNoUpdate() async {
    let requests = RequestQueue()
    let driver = quotes(requests: requests)
    let published = published(by: driver)
    await driver.send(.add("AAPL"))
    await driver.send(.remove("AAPL"))
    await requests.answerAll()
    XCTAssertEqual(
      published.numbers, [1, 2], "the quote of a symbol no longer watched changes no row")
    await driver.send(.remove("AAPL"))
    XCTAssertEqual(published.numbers, [1, 2, 3], "an event of the user's is always answered")
  }

  func testAnAnswerRepeated_ComesAgainAfterThoseWaiting_AndTheOneAfterItOnce() async {
    let requests = RequestQueue()
    let driver = quotes(requests: requests)
    let published = published(by: driver)
    await driver.send(.add("AAPL"))
    await requests.repeatNextAnswer()
    await driver.send(.add("MSFT"))
    let before = await requests.waiting
    XCTAssertEqual(before, [#"fetch("AAPL")"#, #"fetch("MSFT")"#])
    let answered = await requests.answerNext()
    XCTAssertTrue(answered)
    let after = await requests.waiting
    XCTAssertEqual(after, [#"fetch("MSFT")"#, #"fetch("AAPL") again"#], "again, after the rest")
    let left = await requests.answerAll(atMost: 10)
    XCTAssertEqual(left, [], "MSFT once, and AAPL's answer a second time: nothing more")
    // Two adds and two quotes; the quote of AAPL again changes no row, so no update.
    XCTAssertEqual(published.numbers, [1, 2, 3, 4])
  }

  func testPostThenSend_AppliesThePostedEventFirst() async {
    let driver = quotes()
    driver.post(.add("MSFT"))
    let update = await driver.send(.add("AAPL"))
    XCTAssertEqual(update.screen.rows.map(\.id), ["header", "MSFT", "AAPL"])
  }

  func testOutputs_GoToTheHandlerAndAreNotPerformed() async {
    let requests = RequestQueue()
    let driver = quotes(requests: requests)
    var shown: [QuoteList.Output] = []
    driver.onOutput = { shown.append($0) }
    await driver.send(.add("AAPL"))
    await driver.send(.select("AAPL"))
    await driver.send(.select("TSLA"))
    XCTAssertEqual(shown, [.show("AAPL")], "only a watched symbol is shown")
    let waiting = await requests.waiting
    XCTAssertEqual(waiting, [#"fetch("AAPL")"#], "the output waits for no answer")
  }

  func testAnOutputWithNoHandler_IsAProblemTheDriverNames_NotADrop() async {
    let driver = quotes()
    var told: [String] = []
    driver.onProblem = { told.append($0) }
    await driver.send(.add("AAPL"))
    await driver.send(.select("AAPL"))
    let problem =
      #"the output show("AAPL") went nowhere: no onOutput handler takes the driver's outputs"#
    XCTAssertEqual(driver.problems, [problem])
    XCTAssertEqual(told, [problem], "said as it happens, to whoever listens")
    var shown: [QuoteList.Output] = []
    driver.onOutput = { shown.append($0) }
    await driver.send(.select("AAPL"))
    XCTAssertEqual(shown, [.show("AAPL")])
    XCTAssertEqual(driver.problems, [problem], "a handled output is no problem")
  }

  func testTheDriverKeepsItsLatestProblems_UpToItsMost() async {
    let driver = quotes()
    await driver.send(.add("AAPL"))
    let most = ScreenDriver<QuoteList>.maxProblems
    for _ in 0..<most { await driver.send(.select("AAPL")) }
    XCTAssertEqual(driver.problems.count, most)
    await driver.send(.pin("AAPL"))
    XCTAssertEqual(driver.problems.count, most, "one past the most drops the oldest")
    XCTAssertEqual(
      driver.problems.last,
      #"the output pin("AAPL") went nowhere: no onOutput handler takes the driver's outputs"#)
  }

  func testAScreenWithoutCommands_NeedsNoPerform() async {
    let driver = ScreenDriver(QuoteDetail(symbol: "AAPL"))
    XCTAssertEqual(driver.current.screen.rows.map(\.id), ["代號"])
  }

  func testAMatchingFoundElsewhere_ReadsAsTheDocumentationSays() {
    // Old rows a, b, c; new rows c, a: b went, and c moved above a.
    let changes = Changeset(matching: [1, -1, 0], [2, 0]) { _, _ in true }
    XCTAssertEqual(changes.deletes, [1])
    XCTAssertEqual(changes.inserts, [])
    XCTAssertEqual(changes.moves, [Changeset.Move(from: 2, to: 0)])
    XCTAssertEqual(
      changes, Changeset(from: ["a", "b", "c"], to: ["c", "a"], identifiedBy: { $0 }),
      "the same changes as matching by identity")
  }
}
