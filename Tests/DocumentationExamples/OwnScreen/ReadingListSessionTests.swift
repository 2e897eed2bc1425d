import ScreenModel
import ScreenModelTesting
import Testing

@MainActor @Suite struct ReadingListSessionTests {
  // docs: begin session-test
  @Test func eventsInUpdatesOut() async throws {
    let requests = RequestQueue()
    let source = FakeBookSource([.success(Array(SampleBooks.all.prefix(2)))])
    let session = ScreenSession(screens: ReadingApp.screens(source: source), requests: requests)
    var lines = [session.current.text]
    session.observe { update in
      lines.append(update.text)
      return true
    }
    try await session.waitUntilIdle(within: .seconds(30))
    await requests.answerAll()

    let events = [
      #"{"event":"show","list":"unread","id":"1"}"#, #"{"event":"toggle","book":"santi","id":"2"}"#,
    ]
    for line in events {
      try await session.send(json: JSONValue(parsing: line))
    }
    assertTextSnapshot(of: lines.joined(separator: "\n"), as: .lines)
  }
  // docs: end session-test

  // docs: begin session-refusals
  @Test func whatTheSessionRefuses() async throws {
    let session = ScreenSession(screens: ReadingApp.screens(source: FakeBookSource([])))
    let borrowed = try JSONValue(parsing: #"{"event":"show","list":"borrowed"}"#)
    let unknown = await #expect(throws: (any Error).self) { try await session.send(json: borrowed) }
    #expect("\(unknown!)" == #"show: unknown list "borrowed"; lists: all, unread, finished"#)
    let alone = await #expect(throws: (any Error).self) { try await session.send(.back) }
    #expect("\(alone!)" == "back: nothing to go back to from the booklist")
  }
  // docs: end session-refusals

  /// The scenario lines the article says the forms read, read by them; each event is
  /// written back as its line, an alias by its token.
  @Test(arguments: [
    ("load", ReadingList.Event.load, "load"),
    ("search 村上 春樹", .search("村上 春樹"), "search 村上 春樹"),
    ("show unread", .show(.unread), "show unread"), ("show 未讀完", .show(.unread), "show unread"),
    ("toggle santi", .toggle(bookID: "santi"), "toggle santi"),
  ])
  func theFormsReadScenarioLines(line: String, event: ReadingList.Event, written: String) throws {
    let words = line.split(separator: " ").map(String.init)
    let form = try #require(ReadingListScreen.events.first { $0.name == words.first })
    #expect(try form.event(fromWords: Array(words.dropFirst())) == event)
    #expect(ReadingListScreen.events.sessionEvent(for: event)?.description == written)
  }

  @Test func theShelfButtonsSendWhatTheShowFormReads() {
    let session = ScreenSession(screens: ReadingApp.screens(source: FakeBookSource([])))
    #expect(
      session.top.controls.json.map(\.text) == [
        #"{"id":"search","kind":"textField","label":"書名或作者","event":"search","parameter":"text","results":"book","value":"","content":"text","enabled":true}"#,
        #"{"id":"全部","kind":"button","label":"全部","event":{"event":"show","list":"all"},"key":"1","enabled":true}"#,
        #"{"id":"未讀完","kind":"button","label":"未讀完","event":{"event":"show","list":"unread"},"key":"2","enabled":true}"#,
        #"{"id":"已讀完","kind":"button","label":"已讀完","event":{"event":"show","list":"finished"},"key":"3","enabled":true}"#,
      ])
  }
}
