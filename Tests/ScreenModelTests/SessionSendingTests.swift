import ScreenModel
import TestSupport
import Testing

/// What a session takes besides a `SessionEvent`: one JSON object read once with its id
/// (`send(json:)`, the edge of `drive` and `serve`), and a controller's own event, from a
/// row or from the caller, delivered with no JSON at all.
@MainActor @Suite struct SessionSendingTests {
  private let prices = ["AAPL": "189.50", "MSFT": "412.00"]

  private func session() -> ScreenSession {
    ScreenSession(screens: [QuoteScreens.list(prices: prices), QuoteScreens.detail])
  }

  /// The quote list declared with `add` alone: no form writes a row's `select` or `pin`.
  private func unwrittenSession() -> ScreenSession {
    let prices = prices
    let list = ScreenDeclaration(
      "quotes", summary: "quotes whose rows' actions no form writes",
      events: [QuoteScreens.add], initial: QuoteList(),
      navigation: { output in
        switch output {
        case .show(let symbol): .open("detail", with: symbol)
        case .pin(let symbol): .send(QuoteList.Event.add(symbol), to: "pins")
        }
      }
    ) { command in
      guard case .fetch(let symbol) = command else { return nil }
      return .quoted(symbol, price: prices[symbol] ?? "—")
    }
    return ScreenSession(screens: [
      list, QuoteScreens.detail, QuoteScreens.list("pins", prices: prices),
    ])
  }

  private func settle(_ session: ScreenSession) async throws {
    try await withDeadline("the quotes' answers") { await session.waitUntilIdle() }
  }

  // MARK: send(json:)

  @Test(
    arguments: [
      (#"{"event":"add","symbol":"AAPL","id":"a1"}"#, "a1"),
      (#"{"id":7,"event":"add","symbol":"AAPL"}"#, "7"),
      (#"{"event":"add","symbol":"AAPL","id":-12}"#, "-12"),
      (#"{"event":"add","symbol":"AAPL"}"#, nil),
      // An id of another kind (true, null) refuses the event: EventIDTests.
    ] as [(String, String?)])
  func anEventObjectsIdComesBackAsTheCause(text: String, cause: String?) async throws {
    let session = session()
    let update = try await session.send(json: JSONValue(parsing: text))
    #expect(update.cause == cause)
    #expect(update.screen.rowKeys == ["header", "AAPL"], "the id is no argument of add")
    try await settle(session)
    #expect(session.current.cause == nil, "the answer that came later has no cause")
  }

  @Test func theFirstOfANameGivenTwiceCounts() async throws {
    let session = session()
    let text = #"{"event":"add","id":"first","symbol":"AAPL","event":"remove","id":"second"}"#
    let update = try await session.send(json: JSONValue(parsing: text))
    #expect(update.cause == "first")
    #expect(update.screen.rowKeys == ["header", "AAPL"])
  }

  @Test(arguments: [
    (#"["add"]"#, "an event is a JSON object"),
    (#""add""#, "an event is a JSON object"),
    (#"{"symbol":"AAPL","id":1}"#, #"an event needs "event": the event's name"#),
    (#"{"event":"","id":1}"#, #"an event needs "event": the event's name"#),
    (#"{"event":3}"#, #"an event needs "event": the event's name"#),
  ])
  func whatIsNoEventObjectIsInvalidAndChangesNothing(text: String, message: String) async throws {
    let session = session()
    await #expect(throws: SessionEventError(.invalid, message)) {
      try await session.send(json: JSONValue(parsing: text))
    }
    #expect(session.current.seq == 0)
    #expect(throws: SessionEventError(.invalid, message)) {
      try SessionEvent(json: JSONValue(parsing: text))
    }
  }

  @Test func anEventsOwnErrorsAreTheSessionsAsBefore() async throws {
    let session = session()
    let refused = "back: nothing to go back to from the quotes"
    await #expect(throws: SessionEventError(.refused, refused)) {
      try await session.send(json: JSONValue(parsing: #"{"event":"back","id":"b"}"#))
    }
    let invalid = #"add: "symbol" must be a string, not 7"#
    await #expect(throws: SessionEventError(.invalid, invalid)) {
      try await session.send(json: JSONValue(parsing: #"{"event":"add","symbol":7}"#))
    }
  }

  // MARK: A controller's own events

  @Test func aRowsActionIsTheControllersEventAndItsFormsWriteItAsTheJSONSays() async throws {
    let session = session()
    try await session.send(QuoteList.Event.add("AAPL"))
    try await settle(session)
    let row = try #require(session.current.screen.row(at: 1))
    let action = try #require(row.actionEvent)
    #expect(action == AnyEvent(QuoteList.Event.select("AAPL")))
    #expect(action.value as? QuoteList.Event == .select("AAPL"))
    #expect(action.typeName == "QuoteList.Event")
    #expect(action.written?.json == row.action, "the same event as the row's JSON action")
    #expect(action.description == "select AAPL")
    #expect(row.actionEvents.map(\.name) == ["pin"])
    #expect(row.actionEvents.first?.event == AnyEvent(QuoteList.Event.pin("AAPL")))
    #expect(row.actionEvents.first?.event.written?.json == row.actions.first?.event)

    let detail = try await session.send(action, cause: "tap")
    #expect(session.screens == ["quotes", "detail"])
    #expect(detail.screen.title == "AAPL")
    #expect(detail.cause == "tap")
  }

  @Test func aRowsActionIsSentWhereNoFormWritesIt() async throws {
    let session = unwrittenSession()
    try await session.send(json: JSONValue(parsing: #"{"event":"add","symbol":"MSFT"}"#))
    try await settle(session)
    let row = try #require(session.current.screen.row(at: 1))
    #expect(row.action == nil, "no form writes select, so the JSON has no action")
    #expect(row.json["problem"] != nil, "and says so")
    let action = try #require(row.actionEvent)
    #expect(action.written == nil)
    #expect(action.description == #"select("MSFT")"#)

    let pin = try #require(row.actionEvents.first?.event)
    try await session.send(pin)
    try await session.send(action)
    #expect(session.screens == ["quotes", "detail"])
    #expect(session.current.screen.title == "MSFT")
    try await session.send(.open("pins"))
    try await settle(session)
    #expect(session.current.screen.rowKeys == ["header", "MSFT"], "the pin reached the pins")
  }

  @Test func anEventOfTheControllerOnTopIsDeliveredAndAnotherIsRefused() async throws {
    let session = session()
    let added = try await session.send(QuoteList.Event.add("MSFT"), cause: "m")
    #expect(added.cause == "m")
    #expect(added.screen.rowKeys == ["header", "MSFT"])
    try await session.send(QuoteList.Event.remove("MSFT"))
    #expect(session.current.screen.rowKeys == ["empty"], "remove needs no form either")

    try await session.send(.open("detail", [.init("symbol", "TSLA")]))
    let before = session.current.seq
    let message = #"add("X") is a QuoteList.Event, which the detail on top does not take"#
    await #expect(throws: SessionEventError(.refused, message)) {
      try await session.send(QuoteList.Event.add("X"))
    }
    let text = "back is a String, which the detail on top does not take"
    await #expect(throws: SessionEventError(.refused, text), "a string is no session event") {
      try await session.send("back")
    }
    #expect(session.current.seq == before, "a refused event makes no update")
    #expect(session.screens == ["quotes", "detail"])
  }

  @Test func aSessionEventWrappedAsAnyEventIsStillTheSessions() async throws {
    let session = session()
    try await session.send(.open("detail", [.init("symbol", "TSLA")]))
    try await session.send(AnyEvent(SessionEvent.back))
    #expect(session.screens == ["quotes"])
    #expect(AnyEvent(AnyEvent(QuoteList.Event.add("A"))) == AnyEvent(QuoteList.Event.add("A")))
    #expect(AnyEvent(QuoteList.Event.add("A")) != AnyEvent(QuoteList.Event.add("B")))
  }
}
