import Bookshelf
import ScreenModel
import Testing

/// The alert list on a session whose clock is virtual: the quote ticks only as the test
/// moves the clock, waiting for the session returns while the quote's timer runs, and the
/// editor's save closes it with the alert returned to the list.
@MainActor @Suite struct AlertListTests {
  private func session(_ requests: RequestQueue = RequestQueue()) -> ScreenSession {
    let start = WallTime(iso8601: "2026-12-03T09:00:00+08:00")!
    return ScreenSession(
      screens: [AlertScreens.list, AlertScreens.editor], requests: requests,
      clock: .virtual(at: start))
  }

  private func quote(_ session: ScreenSession) -> String {
    session.current.screen.row(at: 0)?.title ?? ""
  }

  @Test func theQuoteTicksEvery500msOfTheSessionsClock_AndNothingWaitsForIt() async throws {
    let requests = RequestQueue()
    let session = session(requests)
    await session.waitUntilIdle()
    await requests.answerAll()
    #expect(session.subscriptionIDs == ["quote"])
    #expect(quote(session).hasSuffix("（第 1 跳）"), "the timer fires as it starts: \(quote(session))")
    await session.clock.advance(by: .seconds(2))
    #expect(quote(session).hasSuffix("（第 5 跳）"), "\(quote(session))")
    session.finish()
    #expect(session.subscriptionIDs.isEmpty)
  }

  @Test func theEditorsSave_ReturnsTheAlertToTheList() async throws {
    let session = session()
    try await session.send(json: JSONValue(parsing: #"{"event":"edit"}"#))
    #expect(session.screens == ["alerts", "editor"])
    #expect(session.subscriptionIDs.isEmpty, "the quote stops while the editor shows")
    try await session.send(json: JSONValue(parsing: #"{"event":"code","text":"2330"}"#))
    let typo = try await session.send(
      json: JSONValue(parsing: #"{"event":"threshold","text":"15x"}"#))
    let message = typo.screen.controls.first { $0.id == "threshold" }?.state.message
    #expect(message == "請輸入數字，例如 1500.5")
    try await session.send(json: JSONValue(parsing: #"{"event":"threshold","text":"1500.5"}"#))
    try await session.send(json: JSONValue(parsing: #"{"event":"direction","to":"below"}"#))
    let saved = try await session.send(json: JSONValue(parsing: #"{"event":"save"}"#))
    #expect(session.screens == ["alerts"])
    #expect(saved.screen.rowKeys == ["quote", "alert:2330 低於 1500.5"])
    #expect(session.subscriptionIDs == ["quote"], "the quote ticks again")
    session.finish()
  }
}
