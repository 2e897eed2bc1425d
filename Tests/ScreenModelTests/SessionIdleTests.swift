import ScreenModel
import Testing

/// `waitUntilIdle(within:)`: it returns once the session's commands are done, and throws
/// when one never ends, instead of hanging the test that waits.
@MainActor @Suite struct SessionIdleTests {
  /// The quote list, its quotes fetched by `fetch`.
  private func session(fetch: @escaping @Sendable (String) async -> String) -> ScreenSession {
    ScreenSession(screens: [
      ScreenDeclaration<QuoteList, NoInput>(
        "quotes", summary: "quotes", events: [QuoteScreens.add],
        open: { requests in
          ScreenDriver(QuoteList(), requests: requests) { command in
            guard case .fetch(let symbol) = command else { return nil }
            return .quoted(symbol, price: await fetch(symbol))
          }
        }, navigation: { _ in .close })
    ])
  }

  private let add = SessionEvent("add", EventArguments([.init("symbol", "AAPL")]))

  @Test func anIdleSessionReturnsAtOnce_AndOneWhoseAnswerCameToo() async throws {
    let session = session { _ in "189.50" }
    try await session.waitUntilIdle(within: .seconds(30))
    try await session.send(add)
    try await session.waitUntilIdle(within: .seconds(30))
    #expect(session.current.screen.snapshotText.contains("AAPL  189.50"))
  }

  @Test func aCommandThatNeverEnds_IsNamedWhenTheWaitRunsOut() async throws {
    // The command waits for a stream that ends only once the test is over, so that nothing
    // is left suspended for good.
    let (release, releasing) = AsyncStream.makeStream(of: Void.self)
    defer { releasing.finish() }
    let session = session { _ in
      for await _ in release {}
      return "never"
    }
    try await session.send(add)
    await #expect(throws: SessionBusyError(limit: .milliseconds(200))) {
      try await session.waitUntilIdle(within: .milliseconds(200))
    }
    #expect(
      SessionBusyError(limit: .seconds(30)).description
        == "the session was still busy after 30 seconds")
  }
}
