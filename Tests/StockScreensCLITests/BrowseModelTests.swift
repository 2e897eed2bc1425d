import ScreenModel
import StockScreens
import TaiwanMarket
import TerminalControl
import XCTest

import enum TerminalControl.Key

@testable import ScreenFrontEnds
@testable import StockScreensCLI

/// The browser's model on the stock screens: every key's meaning comes from what the screen
/// on top declares (its buttons, search field, rows' actions, tabs and end of rows).
final class BrowseModelTests: XCTestCase {
  private typealias F = BrowseFixtures

  // MARK: Buttons and the search field

  func testDigits_PressTheDirectorysButtons() {
    var model = F.model()
    XCTAssertEqual(
      F.press(F.typing("1234"), on: &model),
      [.send(.load(.listed)), .send(.load(.otc)), .send(.load(.emerging))],
      "three buttons, so 4 is nothing")
  }

  func testSlash_PutsDigitsAndLettersIntoTheSearch() {
    var model = F.model()
    XCTAssertEqual(F.press([.character("/")], on: &model), [])
    XCTAssertTrue(model.state.isSearching)
    XCTAssertEqual(
      F.press(F.typing("23q"), on: &model),
      [.send(.filter("2")), .send(.filter("23")), .send(.filter("23q"))])
    XCTAssertEqual(model.search, "23q")
  }

  func testChineseText_StartsASearchWithoutSlash() {
    var model = F.model()
    XCTAssertEqual(
      F.press(F.typing("台積"), on: &model), [.send(.filter("台")), .send(.filter("台積"))])
    XCTAssertTrue(model.state.isSearching)
  }

  func testBackspace_DeletesOneCharacterAndNothingOnceEmpty() {
    var model = F.model()
    F.press([.character("/")] + F.typing("台積"), on: &model)
    XCTAssertEqual(
      F.press([.backspace, .backspace, .backspace], on: &model),
      [.send(.filter("台")), .send(.filter(""))])
    XCTAssertTrue(model.state.isSearching)
  }

  func testEscape_InTheSearchClearsItAndLeavesTheField() {
    var model = F.model()
    F.press(F.typing("台積"), on: &model)
    XCTAssertEqual(F.press([.escape], on: &model), [.send(.filter(""))])
    XCTAssertFalse(model.state.isSearching)
    XCTAssertEqual(model.search, "")
    XCTAssertEqual(F.press(F.typing("1"), on: &model), [.send(.load(.listed))])
  }

  func testEscape_OutsideTheSearchClearsAFilterLeftByEnter() {
    var model = F.model()
    F.press(F.typing("台積"), on: &model)
    F.show(F.directory(filter: "台積"), on: &model)
    XCTAssertEqual(
      F.press([.enter], on: &model), [F.acts(DirectoryEvent.companySelected(code: "2330"))])
    XCTAssertEqual(F.press([.escape], on: &model), [.send(.filter(""))])
    XCTAssertEqual(F.press([.escape], on: &model), [])
  }

  // MARK: Rows' own actions

  func testEnterWhileSearching_OpensTheBestMatch() {
    var model = F.model()
    F.press(F.typing("台積"), on: &model)
    F.show(F.directory(filter: "台積"), on: &model)
    XCTAssertEqual(model.state.position.selection, 1, "the status row, then the best match")
    let effects = F.press([.enter], on: &model)
    XCTAssertEqual(effects, [F.acts(DirectoryEvent.companySelected(code: "2330"))])
    XCTAssertEqual(F.written(effects), [.select(code: "2330")], "what the session reads for it")
    XCTAssertFalse(model.state.isSearching)
  }

  func testEnter_OnAnErrorRowRetriesItsMarket() {
    var model = F.model(directory: F.directory(loaded: [.listed], failed: [.otc]))
    XCTAssertEqual(model.top.row(at: 1)?.kind, "error")
    let effects = F.press([.down, .enter], on: &model)
    XCTAssertEqual(effects, [F.acts(DirectoryEvent.retryRequested(.otc))])
    XCTAssertEqual(F.written(effects), [.retry(.otc)])
  }

  func testEnter_OnTheStatusRowDoesNothing() {
    var model = F.model()
    XCTAssertEqual(F.press([.enter], on: &model), [])
  }

  func testAProfileOpenedOnTop_ShowsItAndEscapeGoesBackToTheSearch() throws {
    var model = F.model()
    F.press(F.typing("台積"), on: &model)
    F.show(F.directory(filter: "台積"), on: &model)
    F.press([.enter], on: &model)
    F.show(try XCTUnwrap(F.profile("2330")), on: &model, stack: ["directory", "profile"])
    XCTAssertEqual(model.title, "公司列表 > 公司資料")
    XCTAssertEqual(model.top.row(at: 0)?.key, "header")
    XCTAssertEqual(model.state.position.selection, 0, "a screen opened on top starts at its top")
    XCTAssertNil(model.searchField, "a profile has no search field")
    XCTAssertEqual(F.press([.escape], on: &model), [.send(.back)])
    F.show(F.directory(filter: "台積"), on: &model, stack: ["directory"])
    XCTAssertEqual(model.title, "公司列表")
    XCTAssertEqual(model.search, "台積")
    XCTAssertEqual(model.state.position.selection, 1, "the directory is where it was left")
    XCTAssertEqual(F.press([.escape], on: &model), [.send(.filter(""))])
  }

  // MARK: Selection and scrolling

  func testSelection_ClampsAtBothEnds() {
    var model = F.model()
    let count = model.rowCount
    F.press([.up, .character("k"), .home], on: &model)
    XCTAssertEqual(model.state.position.selection, 0)
    F.press([.end, .down, .character("j")], on: &model)
    XCTAssertEqual(model.state.position.selection, count - 1)
    F.press([.pageDown], on: &model)
    XCTAssertEqual(model.state.position.selection, count - 1)
  }

  func testScrolling_KeepsTheSelectionInView() {
    var model = F.model(size: WindowSize(width: 80, height: 10))
    let height = model.rowsHeight
    XCTAssertEqual(height, 7)
    for step in 1...20 {
      F.press([.down], on: &model)
      let position = model.state.position
      XCTAssertEqual(position.selection, step)
      XCTAssertTrue(
        (position.scroll..<position.scroll + height).contains(position.selection),
        "step \(step): \(position)")
    }
    XCTAssertEqual(model.state.position.scroll, 14)
    F.press(Array(repeating: .up, count: 10), on: &model)
    XCTAssertEqual(model.state.position, ListPosition(selection: 10, scroll: 10))
  }

  func testAMoveAsFarAsAnIntGoes_StopsAtTheFirstOrLastRow() {
    var position = ListPosition(selection: 5, scroll: 3)
    position.move(by: .min, count: 50, height: 10)
    XCTAssertEqual(position, ListPosition(selection: 0, scroll: 0), "past the top")
    position.move(by: 7, count: 50, height: 10)
    position.move(by: .max, count: 50, height: 10)
    XCTAssertEqual(position, ListPosition(selection: 49, scroll: 40), "past the end")
    position.move(by: .max, count: 0, height: 10)
    XCTAssertEqual(position, ListPosition(selection: 0, scroll: 0), "an empty list")
  }

  func testSelection_StaysOnItsCompanyWhenAnotherMarketArrives() {
    var model = F.model(directory: F.directory(loaded: [.otc]))
    F.press([.down, .down], on: &model)
    let selected = model.top.row(at: 2)?.key
    F.show(F.directory(loaded: [.otc, .listed]), on: &model)
    XCTAssertEqual(model.top.row(at: model.state.position.selection)?.key, selected)
    XCTAssertNotEqual(model.state.position.selection, 2)
  }

  func testSelection_FollowsTheBestMatchUntilTheUserMoves() {
    var model = F.model()
    F.press(F.typing("台"), on: &model)
    F.show(F.directory(filter: "台"), on: &model)
    XCTAssertEqual(model.state.position.selection, 1)
    F.press([.down], on: &model)
    XCTAssertFalse(model.state.followsBestMatch)
    let selected = model.top.row(at: 2)?.key
    F.show(F.directory(loaded: [.listed, .otc], filter: "台"), on: &model)
    XCTAssertEqual(model.top.row(at: model.state.position.selection)?.key, selected)
  }

  func testAMissedUpdate_IsComparedWithTheScreenShown() {
    var model = F.model(directory: F.directory(loaded: [.otc]))
    F.press([.down, .down], on: &model)
    let selected = model.top.row(at: 2)?.key
    let screen = F.directory(loaded: [.otc, .listed])
    let skipped = SessionUpdate(seq: model.shownSeq + 5, screen: screen, changes: Changeset())
    _ = model.handle(.updated(skipped, stack: ["directory"]))
    XCTAssertEqual(model.top.row(at: model.state.position.selection)?.key, selected)
  }

  func testResize_KeepsTheSelectionInView() {
    var model = F.model()
    F.press(Array(repeating: .down, count: 20), on: &model)
    _ = model.handle(.resized(WindowSize(width: 50, height: 10)))
    let position = model.state.position
    XCTAssertEqual(position.selection, 20)
    XCTAssertEqual(position.scroll, 14)
  }

  // MARK: A row's further actions

  func testARowsFurtherActionKey_SendsItForTheSelectedRow_AndTheHelpListsIt() {
    var model = F.model()
    XCTAssertEqual(F.press([.character("a")], on: &model), [], "the status row offers none")
    XCTAssertFalse(KeyHelp.line(for: model).contains("加入自選股"))
    F.press([.down], on: &model)
    let effects = F.press([.character("a")], on: &model)
    XCTAssertEqual(effects, [F.acts(DirectoryEvent.watchRequested(code: "1101"))])
    XCTAssertEqual(
      F.written(effects), [SessionEvent("watch", EventArguments([.init("code", "1101")]))])
    XCTAssertTrue(KeyHelp.line(for: model).contains("Enter 開啟  a 加入自選股"))
    F.press([.character("/")], on: &model)
    XCTAssertEqual(
      F.press([.character("a")], on: &model), [.send(.filter("a"))], "typed into the search")
  }

  func testTheWatchlist_BrowsesByItsDeclaration_SortButtonsAndRemoveKey() {
    var model = F.model()
    var watchlist = Watchlist()
    for company in F.listedCompanies.prefix(2) { watchlist.handle(.added(company)) }
    F.show(AnyScreen(watchlist.screen, of: F.watchlistScreen), on: &model, stack: ["watchlist"])
    XCTAssertEqual(model.title, "自選股")
    XCTAssertEqual(
      F.press(F.typing("2"), on: &model),
      [.send(SessionEvent("sort", EventArguments([.init("order", "capital")])))])
    F.press([.down, .down], on: &model)
    XCTAssertEqual(
      F.press([.character("d")], on: &model),
      [F.acts(Watchlist.Event.removeRequested(code: "1102"))])
    XCTAssertEqual(
      KeyHelp.line(for: model),
      "1 依代號 2 依資本額  j/k 移動  Enter 開啟  d 移除自選股  Tab 選股  q 離開")
    let effects = F.press([.enter], on: &model)
    XCTAssertEqual(effects, [F.acts(Watchlist.Event.companySelected(code: "1102"))])
    XCTAssertEqual(
      F.written(effects), [SessionEvent("select", EventArguments([.init("code", "1102")]))])
  }

  // MARK: Tabs and the feed

  func testTab_OpensTheOtherTabAndEachKeepsItsPlace() {
    var model = F.model()
    F.press([.down, .down], on: &model)
    XCTAssertEqual(F.press([.tab], on: &model), [.send(.openFeed())])
    F.show(F.feed(pages: 1), on: &model, stack: ["feed"])
    XCTAssertEqual(model.title, "公司一覽")
    XCTAssertEqual(model.state.position.selection, 0)
    XCTAssertEqual(F.press([.tab], on: &model), [.send(.open("watchlist"))])
    XCTAssertEqual(F.press([.backTab], on: &model), [.send(.openDirectory)], "three tabs")
    F.show(F.directory(), on: &model, stack: ["directory"])
    XCTAssertEqual(model.state.position.selection, 2)
  }

  func testR_IsTheFeedsRefreshButton() {
    var model = F.model()
    XCTAssertEqual(F.press(F.typing("r"), on: &model), [])
    F.show(F.feed(pages: 1), on: &model, stack: ["feed"])
    XCTAssertEqual(F.press(F.typing("r1"), on: &model), [.send(.refresh)])
  }

  func testEndOfRows_SendsMoreOnceAtTheBottom() {
    var model = F.model()
    F.show(F.feed(pages: 1), on: &model, stack: ["feed"])
    XCTAssertEqual(model.rowCount, 12, "header, ten companies, footer")
    XCTAssertEqual(F.press(Array(repeating: .down, count: 8), on: &model), [])
    XCTAssertEqual(F.press([.down], on: &model), [.send(.more)])
    XCTAssertEqual(F.press([.down, .down, .up, .end], on: &model), [])
    F.show(F.feed(pages: 1, then: .loadMoreRequested), on: &model)
    XCTAssertEqual(model.top.row(at: 11)?.title, "載入中…")
    XCTAssertEqual(F.press([.up, .down], on: &model), [], "the footer offers no more now")
    F.show(F.feed(pages: 2), on: &model)
    XCTAssertEqual(model.state.position.selection, 11, "the first new company takes its place")
    XCTAssertEqual(F.press([.down], on: &model), [])
    XCTAssertEqual(F.press([.end], on: &model), [.send(.more)])
  }

  func testEndOfRows_NeverWhenTheFeedIsExhausted() {
    var model = F.model()
    F.show(F.feed(pages: 5), on: &model, stack: ["feed"])
    XCTAssertEqual(model.top.row(at: model.rowCount - 1)?.title, "沒有更多資料")
    XCTAssertEqual(F.press([.end, .up, .down], on: &model), [])
  }

  func testEnter_OnAFailedFeedRetriesAndOnACompanyOpensIt() {
    var model = F.model()
    F.show(F.failedFeed(reason: "HTTP 500"), on: &model, stack: ["feed"])
    XCTAssertEqual(
      F.press([.down, .enter], on: &model), [F.acts(Feed<Company>.Event.retryRequested)])
    F.show(F.feed(pages: 1), on: &model)
    let effects = F.press([.home, .down, .enter], on: &model)
    XCTAssertEqual(effects, [F.acts(Feed<Company>.Event.itemSelected("1101"))])
    XCTAssertEqual(F.written(effects), [.select(code: "1101")])
  }

  // MARK: Leaving

  func testQuit_QIsZeroAndCtrlCIs130() {
    var model = F.model()
    XCTAssertEqual(F.press(F.typing("q"), on: &model), [.quit(0)])
    F.press([.character("/")], on: &model)
    XCTAssertEqual(F.press(F.typing("q"), on: &model), [.send(.filter("q"))])
    XCTAssertEqual(F.press([.interrupt], on: &model), [.quit(130)])
  }

  func testCtrlL_AsksForARepaint() {
    var model = F.model()
    XCTAssertEqual(F.press([.redraw], on: &model), [.repaint])
  }
}
