import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

/// The session a front end in any language talks to: events in, numbered updates out, each
/// with the changes from the update before.
@MainActor
final class AppSessionTests: XCTestCase {
  private struct Instant: MarketDataSource {
    func load(_ market: Market) async throws(MarketDataError) -> MarketData {
      Fixtures.data(market)
    }
  }

  private func session() -> (ScreenSession, RequestQueue) {
    let requests = RequestQueue()
    return (AppSession.start(source: Instant(), requests: requests), requests)
  }

  func testFirstUpdate_IsTheEmptyDirectory() {
    let (session, _) = session()
    XCTAssertEqual(session.current.seq, 0)
    XCTAssertEqual(session.current.screen.name, "directory")
    XCTAssertEqual(session.current.screen.rowKeys, ["empty"])
    XCTAssertEqual(session.screens, ["directory"])
  }

  func testLoad_AnUpdateForTheEventThenOneForTheAnswer() async throws {
    let (session, requests) = session()
    let updates = StreamReader(session.updates())
    _ = try await updates.next("the session's first update")
    let loading = try await session.send(.load(.otc), cause: "e1")
    XCTAssertEqual(loading.seq, 1)
    XCTAssertEqual(loading.cause, "e1")
    XCTAssertEqual(loading.screen.rowKeys, ["loading:otc"])
    XCTAssertEqual(loading.changes, Changeset(deletes: [0], inserts: [0]))
    let streamed = try await updates.next("the streamed update of the load's event")
    XCTAssertEqual(streamed?.seq, 1, "the stream carries the event's update too")

    await requests.answerAll()
    let loaded = session.current
    XCTAssertEqual(loaded.seq, 2)
    XCTAssertNil(loaded.cause, "an answer arrives on its own")
    XCTAssertEqual(loaded.screen.rowKeys, ["status", "company:6488", "company:6643"])
    XCTAssertEqual(loaded.changes.inserts, [0, 1, 2])
    XCTAssertEqual(loaded.changes.deletes, [0])
    let next = try await updates.next("the streamed update of the load's answer")
    XCTAssertEqual(next?.seq, 2)
  }

  func testAChangeOfScreen_ReplacesEveryRow() async throws {
    let (session, requests) = session()
    try await session.send(.load(.listed))
    await requests.answerAll()
    let before = session.current.screen.indices
    let feed = try await session.send(.openFeed(pageSize: 2))
    XCTAssertEqual(feed.screen.name, "feed")
    XCTAssertEqual(feed.changes.deletes, Array(before))
    XCTAssertEqual(feed.changes.inserts, Array(feed.screen.indices))
    XCTAssertEqual(feed.screen.rowKeys, ["header"], "refreshing: the first page is on its way")
    await requests.answerAll()
    XCTAssertEqual(
      session.current.screen.rowKeys, ["header", "item:1101", "item:1102", "footer"])
    XCTAssertEqual(session.current.changes.inserts, [1, 2, 3], "the same screen: only changes")
  }

  func testSelectThenBack_KeepsTheSearch() async throws {
    let (session, requests) = session()
    try await session.send(.load(.listed))
    await requests.answerAll()
    try await session.send(.filter("台積"))
    let profile = try await session.send(.select(code: "2330"))
    XCTAssertEqual(session.screens, ["directory", "profile"])
    XCTAssertEqual(profile.screen.name, "profile")
    XCTAssertEqual(profile.screen.rowKeys.first, "header")
    XCTAssertTrue(profile.screen.snapshotText.contains("台積電 (2330)"))
    let back = try await session.send(.back)
    XCTAssertEqual(back.screen.name, "directory")
    XCTAssertEqual(back.screen.rowKeys, ["status", "company:2330"], "the search is still there")
  }

  func testSelect_ACodeTheDirectoryLacksOpensAProfileThatSaysSo() async throws {
    let (session, requests) = session()
    try await session.send(.select(code: "9999"))
    await requests.answerAll()
    XCTAssertEqual(session.current.screen.name, "profile")
    XCTAssertEqual(session.current.screen.rowsJSON.first?["text"], "找不到代號 9999 的公司")
  }

  func testRefusal_NamesWhyAndChangesNothing() async throws {
    let (session, _) = session()
    do {
      try await session.send(.more)
      XCTFail("more on the directory is refused")
    } catch {
      XCTAssertEqual(error.message, "more works on the feed; the screen here is the directory")
    }
    XCTAssertEqual(session.current.seq, 0, "no update")
    do {
      try await session.send(.back)
      XCTFail("back from the bottom is refused")
    } catch {
      XCTAssertEqual(error.message, "back: nothing to go back to from the directory")
    }
  }

  func testAnEventThatChangesNothing_StillAnswersWithAnUpdate() async throws {
    let (session, requests) = session()
    try await session.send(.load(.listed))
    await requests.answerAll()
    let again = try await session.send(.load(.listed))
    XCTAssertEqual(again.seq, 3)
    XCTAssertTrue(again.changes.isEmpty)
  }

  /// Random events (the ones a front end could send on each screen), answers released in
  /// between: every update's changes turn the previous update's rows into its own, and the
  /// text sent for each is its JSON's.
  func testProperty_EveryUpdateFollowsFromTheOneBefore() async throws {
    for seed in 0..<40 {
      var generator = SplitMix64(seed: UInt64(seed))
      let (session, requests) = session()
      var previous = session.current
      var updates: [SessionUpdate] = []
      let stream = StreamReader(session.updates())
      for _ in 0..<30 {
        let event = Self.randomEvent(&generator)
        _ = try? await session.send(event)
        if Bool.random(using: &generator) { await requests.answerAll() }
      }
      await requests.answerAll()
      session.finish()
      updates = try await stream.rest("seed \(seed): every update, to the finished stream's end")
      XCTAssertEqual(updates.map(\.seq), Array(0...session.current.seq), "seed \(seed)")
      for update in updates where update.text != update.json.text {
        XCTAssertEqual(
          update.text, update.json.text, "seed \(seed), update \(update.seq): the bytes sent")
        break
      }
      for update in updates.dropFirst() {
        let old = zip(previous.screen.rowKeys, previous.screen.rowsJSON).map(KeyedRow.init)
        let new = zip(update.screen.rowKeys, update.screen.rowsJSON).map(KeyedRow.init)
        let applied = update.changes.apply(to: old, taking: new)
        XCTAssertEqual(applied, new, "seed \(seed), update \(update.seq): \(update.changes)")
        previous = update
      }
    }
  }

  private struct KeyedRow: Equatable {
    var id: String
    var json: JSONValue
  }

  private static func randomEvent(_ generator: inout SplitMix64) -> SessionEvent {
    let events: [SessionEvent] = [
      .openDirectory, .openFeed(pageSize: 2), .openFeed(pageSize: 3), .openProfile(code: "2330"),
      .load(.listed), .load(.otc), .load(.emerging), .retry(nil), .filter("台"), .filter(""),
      .filter("6"), .select(code: "1101"), .select(code: "6488"), .back, .refresh, .more, .more,
    ]
    return events[Int.random(in: 0..<events.count, using: &generator)]
  }
}
