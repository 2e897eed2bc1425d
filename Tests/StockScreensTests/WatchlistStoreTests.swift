import Foundation
import ScreenModel
import TaiwanMarket
import TestSupport
import XCTest

@testable import StockScreens

/// The watchlist kept by its shell: each change goes to the store as a command, the list the
/// store keeps comes back as an event, and every session of one store shows the same list,
/// a change in one reaching the others' watchlists as an update. The store reads its keeper
/// once, when a watchlist first opens, never saves over a list it could not read, and says
/// when a save fails.
@MainActor
final class WatchlistStoreTests: XCTestCase {
  private struct Instant: MarketDataSource {
    func load(_ market: Market) async throws(MarketDataError) -> MarketData {
      Fixtures.data(market)
    }
  }

  private let tsmc = Fixtures.listed[2]
  private let taiwanCement = Fixtures.listed[0]

  /// A keeper in memory that counts its reads and keeps every list it was asked to save; it
  /// holds the last list saved, which another program may replace (`kept`).
  private final class Shelf: @unchecked Sendable {
    // Unchecked: every field is read and written under `lock`.
    private let lock = NSLock()
    private var loads = 0
    private var saved: [[Company]] = []
    private var held: Result<[Company], Watchlist.StorageProblem>
    /// What each save answers, in turn; nil saves.
    var failures: [Watchlist.StorageProblem?] = []

    init(_ first: Result<[Company], Watchlist.StorageProblem> = .success([])) {
      held = first
    }

    var keeper: WatchlistStore.Keeper {
      WatchlistStore.Keeper(
        load: {
          self.lock.withLock {
            self.loads += 1
            return self.held
          }
        },
        save: { companies in
          self.lock.withLock {
            self.saved.append(companies)
            let failure = self.failures.isEmpty ? nil : self.failures.removeFirst()
            if failure == nil { self.held = .success(companies) }
            return failure
          }
        })
    }

    var loadCount: Int { lock.withLock { loads } }
    var saves: [[String]] { lock.withLock { saved.map { $0.map(\.code) } } }
    /// The list as kept: what another program's change replaces.
    var kept: Result<[Company], Watchlist.StorageProblem> {
      get { lock.withLock { held } }
      set { lock.withLock { held = newValue } }
    }
  }

  private func session(_ store: WatchlistStore) -> ScreenSession {
    AppSession.start(source: Instant(), watchlist: store)
  }

  private func watchlist(of session: ScreenSession) async throws -> [String] {
    try await session.send(.open(AppSession.watchlistName))
    try await withDeadline("the watchlist's look-ups") { await session.waitUntilIdle() }
    return session.current.screen.rowKeys
  }

  private func add(_ code: String, in session: ScreenSession) async throws {
    try await session.send(SessionEvent("add", EventArguments([.init("code", .string(code))])))
    try await withDeadline("the look-up of \(code)") { await session.waitUntilIdle() }
  }

  // MARK: The core

  func testAnAddOrARemoval_AsksTheShellToKeepIt_ANoOpAsksNothing() {
    var watchlist = Watchlist()
    XCTAssertEqual(watchlist.handle(.added(tsmc)), [.store(.add(tsmc))])
    XCTAssertEqual(watchlist.handle(.added(tsmc)), [], "watched already")
    XCTAssertEqual(watchlist.handle(.addRequested(code: "1101")), [.lookUp(code: "1101")])
    XCTAssertEqual(
      watchlist.handle(.lookedUp(code: "1101", company: taiwanCement)), [.store(.add(taiwanCement))]
    )
    XCTAssertEqual(
      watchlist.handle(.removeRequested(code: "2330")), [.store(.remove(code: "2330"))])
    XCTAssertEqual(watchlist.handle(.removeRequested(code: "2330")), [], "not watched")
  }

  func testTheListStored_IsWhatTheRowsShow_WithWhyItIsNotSaved() {
    var watchlist = Watchlist(Watchlist.Stored(companies: [taiwanCement], revision: 1))
    watchlist.handle(.addRequested(code: "2330"))
    watchlist.handle(.addRequested(code: "6488"))
    let problem = Watchlist.StorageProblem.unsaved(file: "/data/w.json", reason: "No space left")
    // Another session added 2330 meanwhile, and removed 1101.
    watchlist.handle(.stored(Watchlist.Stored(companies: [tsmc], problem: problem, revision: 3)))
    XCTAssertEqual(watchlist.companies, [tsmc])
    XCTAssertEqual(watchlist.pending, ["6488"], "2330 is watched now: no longer looked up")
    XCTAssertEqual(
      watchlist.screen.snapshotText,
      """
      # 自選股
        [ 依代號 ]
        [ 依資本額 ]
        自選股 1 檔 - 依代號排序
        自選股無法儲存到 /data/w.json：No space left
        正在取得 6488 的資料…
        台積電 - (2330)  上市  台灣積體電路製造股份有限公司  資本額: 259,327,332,420 元

      """)
    watchlist.handle(.stored(Watchlist.Stored(companies: [tsmc], revision: 4)))
    XCTAssertFalse(watchlist.rows.contains { $0.id == .storage }, "saved again: no problem")
  }

  func testAListOlderThanOneShown_IsStale_OneOfTheSameRevisionIsNot() {
    var watchlist = Watchlist()
    watchlist.handle(.stored(Watchlist.Stored(companies: [taiwanCement, tsmc], revision: 2)))
    watchlist.handle(.stored(Watchlist.Stored(companies: [taiwanCement], revision: 1)))
    XCTAssertEqual(watchlist.companies, [taiwanCement, tsmc])
    // An add the store refused (no place left) is answered with the list as it was.
    watchlist.handle(.added(Fixtures.listed[1]))
    watchlist.handle(.recorded(Watchlist.Stored(companies: [taiwanCement, tsmc], revision: 2)))
    XCTAssertEqual(watchlist.companies, [taiwanCement, tsmc])
    XCTAssertEqual(watchlist.storedRevision, 2)
  }

  func testWhileItsOwnChangesAreUnanswered_ItShowsThem_AndThenTheNewestListGiven() {
    let (ace, other) = (Fixtures.listed[1], Fixtures.listed[3])
    var watchlist = Watchlist()
    watchlist.handle(.added(taiwanCement))
    watchlist.handle(.added(tsmc))
    XCTAssertEqual(watchlist.unrecorded, 2)
    // The answer to the first add, which lacks the second: held, not shown.
    watchlist.handle(.recorded(Watchlist.Stored(companies: [taiwanCement], revision: 1)))
    XCTAssertEqual(watchlist.companies, [taiwanCement, tsmc])
    // Another session's add, between the two: held too.
    watchlist.handle(.stored(Watchlist.Stored(companies: [taiwanCement, ace], revision: 2)))
    XCTAssertEqual(watchlist.companies, [taiwanCement, tsmc])
    watchlist.handle(
      .recorded(Watchlist.Stored(companies: [taiwanCement, ace, tsmc], revision: 3)))
    XCTAssertEqual(watchlist.companies, [taiwanCement, ace, tsmc])
    XCTAssertEqual(watchlist.unrecorded, 0)
    // A list newer than the answer, given before it: the newest is shown.
    watchlist.handle(.removeRequested(code: "1101"))
    watchlist.handle(.stored(Watchlist.Stored(companies: [ace, tsmc, other], revision: 5)))
    watchlist.handle(.recorded(Watchlist.Stored(companies: [ace, tsmc], revision: 4)))
    XCTAssertEqual(watchlist.companies, [ace, tsmc, other])
    XCTAssertEqual(watchlist.storedRevision, 5)
  }

  func testAFileThatCannotBeRead_SaysSoAboveTheEmptyState() {
    let problem = Watchlist.StorageProblem.unreadable(file: "/data/w.json", reason: "格式版本 2")
    let watchlist = Watchlist(Watchlist.Stored(problem: problem))
    XCTAssertEqual(
      watchlist.screen.snapshotText,
      """
      # 自選股
        [ 依代號 ]
        [ 依資本額 ]
        無法讀取自選股檔案 /data/w.json：格式版本 2；檔案保持原樣，這次的變更不會儲存
        尚未加入自選股

      """)
    XCTAssertEqual(watchlist.rows[0].key, "storage")
  }

  // MARK: The store

  func testTheKeeper_IsReadWhenAWatchlistFirstOpens_NeverWhenTheScreensAreOnlyDeclared()
    async throws
  {
    let shelf = Shelf(.success([tsmc]))
    let store = WatchlistStore(keeper: shelf.keeper)
    XCTAssertTrue(store.keepsOnDisk)
    let screens = AppSession.screens(source: Instant(), watchlist: store)
    XCTAssertEqual(screens.map(\.outlivesSession), [false, false, false, true, false, false])
    let first = session(store)
    try await first.send(.load(.listed))
    XCTAssertEqual(shelf.loadCount, 0, "nothing read until a watchlist opens")
    let shown = try await watchlist(of: first)
    XCTAssertEqual(shown, ["status", "company:2330"])
    // Another program adds 1101: a watchlist opened since shows it.
    shelf.kept = .success([tsmc, taiwanCement])
    let again = try await watchlist(of: session(store))
    XCTAssertEqual(again, ["status", "company:1101", "company:2330"])
    XCTAssertFalse(WatchlistStore().keepsOnDisk)
  }

  func testEachChange_IsSavedWhole_AndOneThatChangesNothingIsNot() async throws {
    let shelf = Shelf()
    let store = WatchlistStore(keeper: shelf.keeper)
    let session = session(store)
    _ = try await watchlist(of: session)
    try await add("2330", in: session)
    try await add("1101", in: session)
    do {
      try await add("2330", in: session)
      XCTFail("an add of a company watched already is taken")
    } catch {
      XCTAssertEqual("\(error)", "add: 2330 已在自選股", "refused, and nothing saved for it")
    }
    try await session.send(SessionEvent("remove", EventArguments([.init("code", "2330")])))
    try await withDeadline("the removal to be kept") { await session.waitUntilIdle() }
    XCTAssertEqual(shelf.saves, [["2330"], ["2330", "1101"], ["1101"]])
    XCTAssertEqual(store.stored.companies.map(\.code), ["1101"])
  }

  func testAListThatCannotBeRead_IsNeverSavedOver_AndTheWatchlistSaysWhy() async throws {
    let problem = Watchlist.StorageProblem.unreadable(file: "w.json", reason: "不是一般檔案")
    let shelf = Shelf(.failure(problem))
    let session = session(WatchlistStore(keeper: shelf.keeper))
    let shown = try await watchlist(of: session)
    XCTAssertEqual(shown, ["storage", "empty"])
    try await add("2330", in: session)
    XCTAssertEqual(session.current.screen.rowKeys, ["status", "storage", "company:2330"])
    XCTAssertEqual(shelf.saves, [], "the file is left as it was")
  }

  func testASaveThatFails_SaysSo_AndTheNextChangeTriesAgain() async throws {
    let shelf = Shelf()
    shelf.failures = [.unsaved(file: "w.json", reason: "No space left on device")]
    let session = session(WatchlistStore(keeper: shelf.keeper))
    _ = try await watchlist(of: session)
    try await add("2330", in: session)
    let storage = session.current.screen.row(at: 1)
    XCTAssertEqual(storage?.title, "自選股無法儲存到 w.json：No space left on device")
    try await add("1101", in: session)
    XCTAssertEqual(shelf.saves, [["2330"], ["2330", "1101"]], "the unsaved add made again")
    XCTAssertEqual(
      session.current.screen.rowKeys, ["status", "company:1101", "company:2330"],
      "saved: the problem is gone")
  }

  func testAnAddToAKeptList_IsAnsweredOnlyOnceItIsSaved() async throws {
    let shelf = Shelf()
    let session = session(WatchlistStore(keeper: shelf.keeper))
    _ = try await watchlist(of: session)
    // Looked up, then kept: the event's own update waits for both, with no wait of the test's.
    let update = try await session.send(
      SessionEvent("add", EventArguments([.init("code", "2330")])), cause: "7")
    XCTAssertEqual(shelf.saves, [["2330"]], "saved before the update was made")
    XCTAssertEqual(update.screen.rowKeys, ["status", "company:2330"])
    XCTAssertEqual(update.cause, "7")
    // A list in memory keeps nothing, and its update does not wait for the look-up.
    let memory = self.session(WatchlistStore())
    _ = try await watchlist(of: memory)
    let shown = try await memory.send(SessionEvent("add", EventArguments([.init("code", "2330")])))
    XCTAssertEqual(shown.screen.rowKeys, ["lookingUp:2330"])
  }

  func testWhatAnotherProgramKept_ShowsWithinASecond_WhileTheWatchlistShows() async throws {
    let shelf = Shelf(.success([tsmc]))
    let clock = SessionClock.virtual(at: WallTime(iso8601: "2026-12-03T20:00:00+08:00")!)
    let session = AppSession.start(
      source: Instant(), watchlist: WatchlistStore(keeper: shelf.keeper), clock: clock)
    try await session.send(.open(AppSession.watchlistName))
    XCTAssertEqual(session.subscriptionIDs, ["keptList"])
    XCTAssertEqual(session.current.screen.rowKeys, ["status", "company:2330"])
    let seen = session.current.seq
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(session.current.seq, seen, "nothing changed, nothing sent")
    shelf.kept = .success([tsmc, taiwanCement])
    await clock.advance(by: .milliseconds(999))
    XCTAssertEqual(session.current.screen.rowKeys, ["status", "company:2330"])
    await clock.advance(by: .milliseconds(1))
    try await withDeadline("the list read again") { await session.waitUntilIdle() }
    XCTAssertEqual(session.current.screen.rowKeys, ["status", "company:1101", "company:2330"])
    // Off screen nothing is looked at; the list shows again when the watchlist does.
    try await session.send(.openDirectory)
    XCTAssertEqual(session.subscriptionIDs, [])
    shelf.kept = .success([taiwanCement])
    let before = shelf.loadCount
    await clock.advance(by: .seconds(5))
    XCTAssertEqual(shelf.loadCount, before)
    try await session.send(.open(AppSession.watchlistName))
    try await withDeadline("the list read again") { await session.waitUntilIdle() }
    XCTAssertEqual(session.current.screen.rowKeys, ["status", "company:1101"])
    session.finish()
  }

  func testAChangeIsMadeToTheListAsKeptNow_NotToTheListLastRead() async throws {
    let shelf = Shelf(.success([tsmc]))
    let store = WatchlistStore(keeper: shelf.keeper)
    let session = session(store)
    _ = try await watchlist(of: session)
    // Another program removes 2330 and adds 1101; this one adds 6488, knowing nothing of it.
    shelf.kept = .success([taiwanCement])
    try await add("6488", in: session)
    XCTAssertEqual(shelf.saves, [["1101", "6488"]])
    XCTAssertEqual(session.current.screen.rowKeys, ["status", "company:1101", "company:6488"])
  }

  // MARK: Every session of one store

  func testAnAddInOneSession_IsAnUpdateOfTheOthersWatchlist_WithoutAnEventOfItsOwn()
    async throws
  {
    let store = WatchlistStore()
    let (first, second) = (session(store), session(store))
    _ = try await watchlist(of: first)
    let shown = try await watchlist(of: second)
    XCTAssertEqual(shown, ["empty"])
    let updates = StreamReader(second.updates())
    _ = try await updates.next("the second session's current update")
    try await add("2330", in: first)
    let update = try await updates.next("the second session's update for the first's add")
    XCTAssertEqual(update?.screen.name, AppSession.watchlistName)
    XCTAssertEqual(update?.screen.rowKeys, ["status", "company:2330"])
    XCTAssertEqual(update?.changes.isEmpty, false, "the rows changed")
  }

  func testTheSessionThatMadeAChange_GetsNoUpdateMoreForTheStoresAnswer() async throws {
    let store = WatchlistStore()
    let session = session(store)
    _ = try await watchlist(of: session)
    let before = session.current.seq
    try await add("2330", in: session)
    // One for the look-up under way, one for the company: the list the store answers with
    // is the one shown already.
    XCTAssertEqual(session.current.seq, before + 2)
  }

  func testAWatchlistOpenedLater_AndOneOpenedInTheBackground_ShowTheList() async throws {
    let store = WatchlistStore()
    let first = session(store)
    _ = try await watchlist(of: first)
    try await add("2330", in: first)
    let second = session(store)
    try await second.send(.load(.listed))
    try await withDeadline("the listed market") { await second.waitUntilIdle() }
    // The directory's 加入自選股 opens the watchlist in the background.
    try await second.send(SessionEvent("watch", EventArguments([.init("code", "1101")])))
    try await withDeadline("the watch to be kept") { await second.waitUntilIdle() }
    let shown = try await watchlist(of: second)
    XCTAssertEqual(shown, ["status", "company:1101", "company:2330"])
    let again = try await watchlist(of: first)
    XCTAssertEqual(again, ["status", "company:1101", "company:2330"])
  }

  func testTwoSessionsAddingTheLastPlace_OneGetsIt_TheOtherIsToldItIsFull() async throws {
    let shelf = Shelf(.success(filler))
    let store = WatchlistStore(keeper: shelf.keeper)
    let (first, second) = (session(store), session(store))
    _ = try await watchlist(of: first)
    _ = try await watchlist(of: second)
    try await add("2330", in: first)
    try await add("1101", in: second)
    XCTAssertEqual(store.stored.companies.count, Watchlist.maxEntries)
    XCTAssertEqual(store.stored.companies.last?.code, "2330")
    XCTAssertEqual(second.current.screen.row(at: 1)?.title, "自選股最多 200 檔，未加入 1101")
    XCTAssertEqual(shelf.saves.count, 1, "the refused add saved nothing")
  }

  func testAChangeAtTheMost_TheStoreTakesNoMore_WhateverTheSessionThought() {
    let shelf = Shelf(.success(filler))
    let store = WatchlistStore(keeper: shelf.keeper)
    XCTAssertEqual(store.record(.add(tsmc), from: nil).companies.count, Watchlist.maxEntries)
    let refused = store.record(.add(taiwanCement), from: nil)
    XCTAssertEqual(refused.companies.count, Watchlist.maxEntries)
    XCTAssertFalse(refused.companies.contains(taiwanCement))
    XCTAssertEqual(store.record(.add(tsmc), from: nil).companies.count, Watchlist.maxEntries)
    XCTAssertEqual(shelf.saves.count, 1, "only the change that changed something was saved")
  }

  /// One company fewer than the most a watchlist holds.
  private var filler: [Company] {
    (0..<(Watchlist.maxEntries - 1)).map {
      Fixtures.company(String(9000 + $0), "填\($0)", "填充公司\($0)")
    }
  }
}
