import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

/// The stock screens' events as front ends send them: JSON objects read by the screens'
/// declared forms, with errors that name the event and the member.
@MainActor
final class SessionEventTests: XCTestCase {
  private struct Instant: MarketDataSource {
    func load(_ market: Market) async throws(MarketDataError) -> MarketData {
      Fixtures.data(market)
    }
  }

  private static let all: [SessionEvent] = [
    .openDirectory, .openFeed(), .openFeed(pageSize: 20), .openProfile(code: "2330"),
    .load(.listed), .load(.emerging), .retry(nil), .retry(.otc), .filter("台積"), .filter(""),
    .select(code: "6643"), .back, .refresh, .more,
  ]

  func testEveryEvent_ReadsBackFromItsJSON() async throws {
    for event in Self.all {
      XCTAssertEqual(try SessionEvent(json: JSONValue(parsing: event.json.text)), event, "\(event)")
    }
  }

  func testTheDesignsExamples() async throws {
    let examples: [(String, SessionEvent)] = [
      (#"{"event":"open","screen":"directory"}"#, .openDirectory),
      (#"{"event":"open","screen":"feed","pageSize":20}"#, .openFeed(pageSize: 20)),
      (#"{"event":"open","screen":"profile","code":"2330"}"#, .openProfile(code: "2330")),
      (#"{"event":"load","market":"listed"}"#, .load(.listed)),
      (#"{"event":"retry"}"#, .retry(nil)),
      (#"{"event":"retry","market":"otc"}"#, .retry(.otc)),
      (#"{"event":"filter","text":"台積"}"#, .filter("台積")),
      (#"{"event":"select","code":"2330"}"#, .select(code: "2330")),
      (#"{"event":"back","id":"x"}"#, .back),
    ]
    for (text, event) in examples {
      XCTAssertEqual(try SessionEvent(json: JSONValue(parsing: text)), event, text)
    }
  }

  /// Each helper is its screen's declared event, written by the form that reads it: the
  /// session takes every one on the screen it names, and each reaches the controller.
  func testEveryHelper_IsTakenByTheScreenThatDeclaresIt() async throws {
    let session = AppSession.start(source: Instant(), protocol: .v1)
    for event in [SessionEvent.load(.otc), .retry(.otc), .retry(nil), .filter("6643")] {
      try await session.send(event)
    }
    try await session.waitUntilIdle(within: DeadlineExceeded.standardLimit)
    XCTAssertEqual(session.current.screen.rowKeys.last, "company:6643", "loaded, then searched")
    try await session.send(.select(code: "6643"))
    XCTAssertEqual(session.screens, ["directory", "profile"])
    try await session.send(.openFeed(pageSize: 2))
    try await session.waitUntilIdle(within: DeadlineExceeded.standardLimit)
    try await session.send(.more)
    try await session.send(.refresh)
    XCTAssertEqual(session.screens, ["feed"])
  }

  func testScenarioLines_AreWhatTheEventsDescribe() async {
    XCTAssertEqual(SessionEvent.openFeed(pageSize: 20).description, "open feed 20")
    XCTAssertEqual(SessionEvent.load(.otc).description, "load otc")
    XCTAssertEqual(SessionEvent.filter("").description, "filter")
    XCTAssertEqual(SessionEvent.retry(nil).description, "retry")
  }

  func testWrongEvents_SayWhatIsWrong() async throws {
    let cases: [(String, String, SessionEventError.Kind)] = [
      ("[1]", "an event is a JSON object", .invalid),
      (#"{"kind":"load"}"#, "an event needs \"event\": the event's name", .invalid),
      (
        #"{"event":"fly"}"#,
        "unknown event \"fly\"; events: open, load, retry, filter, select, watch, refresh, more, "
          + "website, email, call, add, remove, sort, market, industry, from, to, "
          + "closeFrom, closeTo, changeFrom, changeTo, watched, clear, rise, language, "
          + "openingMarket, back",
        .invalid
      ),
      (#"{"event":"load"}"#, "load needs \"market\": listed, otc or emerging", .invalid),
      (
        #"{"event":"load","market":"nasdaq"}"#,
        "load: unknown market \"nasdaq\"; markets: listed, otc, emerging", .invalid
      ),
      (
        #"{"event":"load","market":null}"#, "load needs \"market\": listed, otc or emerging",
        .invalid
      ),
      (
        #"{"event":"open","screen":"chart"}"#,
        "open: unknown screen \"chart\"; screens: directory, feed, profile, watchlist, screener, "
          + "settings",
        .invalid
      ),
      (
        #"{"event":"open"}"#,
        "open needs \"screen\": directory, feed, profile, watchlist, screener or settings",
        .invalid
      ),
      (
        #"{"event":"open","screen":"feed","pageSize":0}"#,
        "open feed: \"pageSize\" must be a whole number from 1 to 1000, not 0", .invalid
      ),
      (
        #"{"event":"open","screen":"feed","pageSize":1001}"#,
        "open feed: \"pageSize\" must be a whole number from 1 to 1000, not 1001", .invalid
      ),
      (
        #"{"event":"open","screen":"feed","pageSize":2.5}"#,
        "open feed: \"pageSize\" must be a whole number from 1 to 1000, not 2.5", .invalid
      ),
      (
        #"{"event":"open","screen":"profile"}"#, "open profile needs \"code\": a company code",
        .invalid
      ),
      (#"{"event":"filter","text":5}"#, "filter: \"text\" must be a string, not 5", .invalid),
      (#"{"event":"select"}"#, "select needs \"code\": a company code", .invalid),
      (#"{"event":"select","code":""}"#, "select needs \"code\": a company code", .invalid),
      (#"{"event":"more"}"#, "more works on the feed; the screen here is the directory", .refused),
      (#"{"event":"back"}"#, "back: nothing to go back to from the directory", .refused),
    ]
    let session = AppSession.start(source: Instant(), requests: RequestQueue())
    for (text, message, kind) in cases {
      do {
        try await session.send(SessionEvent(json: JSONValue(parsing: text)))
        XCTFail("\(text) is taken")
      } catch let error as SessionEventError {
        XCTAssertEqual(error.message, message, text)
        XCTAssertEqual(error.kind, kind, text)
      }
    }
    XCTAssertEqual(session.current.seq, 0, "no event changed anything")
  }

  /// A choice's error lists its choices under the English plural of their noun.
  func testAnUnknownIndustry_ListsTheIndustries() async throws {
    let session = AppSession.start(source: Instant(), requests: RequestQueue())
    try await session.send(json: JSONValue(parsing: #"{"event":"open","screen":"screener"}"#))
    do {
      try await session.send(json: JSONValue(parsing: #"{"event":"industry","industry":"99"}"#))
      XCTFail("industry 99 is taken")
    } catch let error as SessionEventError {
      XCTAssertTrue(
        error.message.hasPrefix(#"industry: unknown industry "99"; industries: all, 01, 02, "#),
        error.message)
    }
  }

  /// Every summary of every event, parameter and screen is in English words, whatever the
  /// session speaks: `NT$100M`, never 億元.
  func testEverySummary_IsInEnglishWords() {
    let english = Words(locale: "en")
    var summaries: [String] = []
    for declaration in AppSession.screens(source: Instant()).map({ $0.speaking(english) }) {
      summaries.append(declaration.summary)
      summaries += declaration.openParameters.map(\.summary)
      for event in declaration.events {
        summaries += [event.summary] + event.parameters.map(\.summary)
      }
    }
    XCTAssertTrue(summaries.contains("the least capital, in NT$100M; empty for no bound"))
    let chinese = summaries.filter { $0.unicodeScalars.contains { $0.properties.isIdeographic } }
    XCTAssertEqual(chinese, [])
  }

  func testWholeNumbersWrittenWithAFraction_AreWholeNumbers() async throws {
    let requests = RequestQueue()
    let session = AppSession.start(source: Instant(), requests: requests)
    let event = try SessionEvent(
      json: JSONValue(parsing: #"{"event":"open","screen":"feed","pageSize":1000.0}"#))
    try await session.send(event)
    await requests.answerAll()
    XCTAssertEqual(session.current.screen.name, "feed")
    XCTAssertEqual(
      session.current.screen.count,
      Fixtures.listed.count + Fixtures.otc.count + Fixtures.emerging.count + 2,
      "a page of 1,000, the most, holds every company, between the header and the footer")
  }

  func testRefusals_FollowTheScreenOnTop() async throws {
    let requests = RequestQueue()
    let session = AppSession.start(source: Instant(), requests: requests)
    try await session.send(.openFeed(pageSize: 2))
    do {
      try await session.send(.load(.otc))
      XCTFail("load on the feed is refused")
    } catch {
      XCTAssertEqual(error.message, "load works on the directory; the screen here is the feed")
      XCTAssertEqual(error.kind, .refused)
    }
    try await session.send(.openProfile(code: "2330"))
    try await session.send(.retry(nil))
    do {
      try await session.send(.select(code: "2330"))
      XCTFail("select on the profile is refused")
    } catch {
      XCTAssertEqual(
        error.message,
        "select works on the directory, feed, watchlist or the screener; "
          + "the screen here is the profile")
    }
    try await session.send(.back)
    XCTAssertEqual(session.screens, ["feed"])
    try await session.send(.openDirectory)
    XCTAssertEqual(session.screens, ["directory"])
  }
}
