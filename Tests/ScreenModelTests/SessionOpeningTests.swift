import ScreenModel
import TestSupport
import Testing

/// The first screen of a session may start a request as it opens (a list that fetches
/// itself): that request comes before any event's, and `waitUntilIdle` waits for it.
@MainActor @Suite struct SessionOpeningTests {
  /// The quote list, opened with `symbol` already added and its quote being fetched. The
  /// fetch takes many turns of the executor before it answers, so a session that did not
  /// wait for the opening would find the queue still empty.
  private static func quotes(opening symbol: String) -> ScreenDeclaration<QuoteList, NoInput> {
    ScreenDeclaration(
      "quotes", summary: "the watched quotes", events: [QuoteScreens.add],
      initial: QuoteList(), opening: .add(symbol), navigation: { _ in .close }
    ) { command in
      for _ in 0..<200 { await Task.yield() }
      guard case .fetch(let symbol) = command else { return nil }
      return .quoted(symbol, price: "189.50")
    }
  }

  @Test func waitUntilIdleWaitsForTheRequestsOfTheFirstScreensOpening() async throws {
    let requests = RequestQueue()
    let session = ScreenSession(
      screens: [AnyScreenDeclaration(Self.quotes(opening: "AAPL"))], requests: requests)
    try await withDeadline("the opening's request") { await session.waitUntilIdle() }
    #expect(await requests.waiting == [#"fetch("AAPL")"#])
    await requests.answerAll()
    #expect(session.current.screen.snapshotText == "# 自選\n  自選 1 檔\n  AAPL  189.50\n")
  }

  @Test func anEventSentAtOnceComesAfterTheOpeningsRequest() async throws {
    let requests = RequestQueue()
    let session = ScreenSession(
      screens: [AnyScreenDeclaration(Self.quotes(opening: "AAPL"))], requests: requests)
    try await session.send(SessionEvent("add", EventArguments([.init("symbol", "MSFT")])))
    #expect(await requests.waiting == [#"fetch("AAPL")"#, #"fetch("MSFT")"#])
  }
}
