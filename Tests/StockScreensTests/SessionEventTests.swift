import ScreenModel
import StockScreens
import XCTest

/// Events as front ends send them: JSON objects, read with errors that name the member.
final class SessionEventTests: XCTestCase {
  private static let all: [SessionEvent] = [
    .openDirectory, .openFeed(pageSize: nil), .openFeed(pageSize: 20), .openProfile(code: "2330"),
    .load(.listed), .load(.emerging), .retry(nil), .retry(.otc), .filter("台積"), .filter(""),
    .select(code: "6643"), .back, .refresh, .more,
  ]

  func testEveryEvent_ReadsBackFromItsJSON() throws {
    for event in Self.all {
      XCTAssertEqual(try SessionEvent(json: JSONValue(parsing: event.json.text)), event, "\(event)")
    }
  }

  func testTheDesignsExamples() throws {
    let examples: [(String, SessionEvent)] = [
      (#"{"event":"open","screen":"directory"}"#, .openDirectory),
      (#"{"event":"open","screen":"feed","pageSize":20}"#, .openFeed(pageSize: 20)),
      (#"{"event":"open","screen":"profile","code":"2330"}"#, .openProfile(code: "2330")),
      (#"{"event":"load","market":"listed"}"#, .load(.listed)),
      (#"{"event":"retry"}"#, .retry(nil)),
      (#"{"event":"retry","market":"otc"}"#, .retry(.otc)),
      (#"{"event":"filter","text":"台積"}"#, .filter("台積")),
      (#"{"event":"select","code":"2330"}"#, .select(code: "2330")),
      (#"{"event":"back","id":"x","extra":[1]}"#, .back),
    ]
    for (text, event) in examples {
      XCTAssertEqual(try SessionEvent(json: JSONValue(parsing: text)), event, text)
    }
  }

  func testWrongEvents_SayWhatIsWrong() throws {
    let cases: [(String, String)] = [
      ("[1]", "an event is a JSON object"),
      (
        #"{"kind":"load"}"#,
        "an event needs \"event\": open, load, retry, filter, select, back, refresh or more"
      ),
      (
        #"{"event":"fly"}"#,
        "unknown event \"fly\"; events: open, load, retry, filter, select, back, refresh, more"
      ),
      (#"{"event":"load"}"#, "load needs \"market\": listed, otc or emerging"),
      (
        #"{"event":"load","market":"nasdaq"}"#,
        "load: unknown market \"nasdaq\"; markets: listed, otc, emerging"
      ),
      (
        #"{"event":"open","screen":"chart"}"#,
        "open: unknown screen \"chart\"; screens: directory, feed, profile"
      ),
      (
        #"{"event":"open","screen":"feed","pageSize":0}"#,
        "open feed: \"pageSize\" must be a whole number from 1 to 1000, not 0"
      ),
      (#"{"event":"filter","text":5}"#, "filter: \"text\" must be a string, not 5"),
      (#"{"event":"select"}"#, "select needs \"code\": a company code"),
    ]
    for (text, message) in cases {
      XCTAssertThrowsError(try SessionEvent(json: JSONValue(parsing: text)), text) { error in
        XCTAssertEqual((error as? SessionEvent.DecodingError)?.message, message, text)
      }
    }
  }

  func testRefusals_FollowTheScreenOnTop() {
    XCTAssertNil(SessionEvent.load(.otc).refusal(on: [.directory]))
    XCTAssertEqual(
      SessionEvent.load(.otc).refusal(on: [.feed]),
      "load otc works on the directory; the screen here is the feed")
    XCTAssertEqual(
      SessionEvent.retry(.otc).refusal(on: [.feed]), "retry on the feed takes no market")
    XCTAssertNil(SessionEvent.retry(nil).refusal(on: [.directory, .profile]))
    XCTAssertNil(SessionEvent.back.refusal(on: [.feed, .profile]))
    XCTAssertEqual(SessionEvent.openProfile(code: "1").screens(after: [.feed]), [.feed, .profile])
    XCTAssertEqual(SessionEvent.back.screens(after: [.feed, .profile]), [.feed])
    XCTAssertEqual(SessionEvent.openDirectory.screens(after: [.feed, .profile]), [.directory])
  }
}
