import ScreenModel
import TestSupport
import Testing

/// When an event is done: one update of the screen it leaves on top (none of a screen it
/// leaves), then, for an event with an id, `done` once the requests it made are answered.
@MainActor @Suite struct SessionAcknowledgementTests {
  private let prices = ["AAPL": "189.50", "MSFT": "412.00"]

  private func session(_ requests: RequestQueue? = nil) -> ScreenSession {
    ScreenSession(
      screens: [QuoteScreens.list(prices: prices), QuoteScreens.detail], requests: requests)
  }

  /// What the session says from now on, as `drive` would write it: `update SCREEN CAUSE` or
  /// `done CAUSE`.
  @MainActor private final class Transcript {
    var lines: [String] = []

    init(_ session: ScreenSession) {
      session.observeMessages { [weak self] message in
        guard let self else { return false }
        switch message {
        case .update(let update):
          lines.append("update \(update.screen.name) \(update.cause ?? "-")")
        case .done(let done): lines.append("done \(done.cause)")
        }
        return true
      }
    }
  }

  @Test func anEventThatOpensAScreen_MakesOneUpdate_OfTheScreenItOpens() async throws {
    let requests = RequestQueue()
    let session = session(requests)
    try await session.send(json: JSONValue(parsing: #"{"event":"add","symbol":"AAPL"}"#))
    await requests.answerAll()
    let transcript = Transcript(session)
    let before = session.current.seq
    let opened = try await session.send(
      json: JSONValue(parsing: #"{"event":"select","symbol":"AAPL","id":"s"}"#))
    #expect(transcript.lines == ["update detail s", "done s"])
    #expect(opened.seq == before + 1, "no update of the quotes it left")
    #expect(opened.changes.inserts == [0], "every row of the detail replaces the list's")
    #expect(opened.changes.deletes == Array(0..<2))
    let back = try await session.send(json: JSONValue(parsing: #"{"event":"back","id":"b"}"#))
    #expect(back.screen.name == "quotes")
    #expect(transcript.lines.suffix(2) == ["update quotes b", "done b"])
  }

  @Test func done_WaitsForTheAnswersToTheEventsRequests() async throws {
    let requests = RequestQueue()
    let session = session(requests)
    let transcript = Transcript(session)
    try await session.send(json: JSONValue(parsing: #"{"event":"add","symbol":"AAPL","id":"a"}"#))
    try await session.send(json: JSONValue(parsing: #"{"event":"add","symbol":"MSFT"}"#))
    #expect(transcript.lines == ["update quotes a", "update quotes -"], "both answers are held")
    await requests.answerNext()
    #expect(transcript.lines.suffix(2) == ["update quotes -", "done a"])
    #expect(session.current.screen.rowsText.contains("189.50"))
    await requests.answerNext()
    #expect(transcript.lines.filter { $0.hasPrefix("done") } == ["done a"], "no id, no done")
  }

  @Test func done_ComesAfterTheUpdateOfItsAnswer_WhenAnswersComeOnTheirOwn() async throws {
    let session = session()
    let messages = StreamReader(session.messages())
    _ = try await messages.next("the session's first update")
    try await session.send(json: JSONValue(parsing: #"{"event":"add","symbol":"MSFT","id":7}"#))
    var seen: [SessionMessage] = []
    while true {
      let message = try #require(await messages.next("the messages up to done 7"))
      seen.append(message)
      if case .done(let done) = message {
        #expect(done.cause == "7")
        #expect(done.text == #"{"protocol":2,"done":"7"}"#)
        break
      }
    }
    guard case .update(let last) = seen.dropLast().last else {
      Issue.record("done came with no update before it: \(seen.map(\.text))")
      return
    }
    #expect(last.screen.rowsText.contains("412.00"), "the answer's update came before done")
  }

  @Test func aRefusedEvent_IsAnsweredByItsError_WithNoDoneFromTheSession() async throws {
    let session = session()
    let transcript = Transcript(session)
    await #expect(throws: SessionEventError.self) {
      try await session.send(json: JSONValue(parsing: #"{"event":"back","id":"x"}"#))
    }
    #expect(transcript.lines.isEmpty)
  }
}

extension AnyScreen {
  fileprivate var rowsText: String { snapshotText }
}
