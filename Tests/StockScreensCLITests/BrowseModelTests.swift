import ScreenModel
import StockScreens
import TaiwanMarket
import XCTest
import enum TerminalControl.Key

@testable import StockScreensCLI

final class BrowseModelTests: XCTestCase {
  private typealias F = BrowseFixtures

  // MARK: Markets and the search field

  func testDigits_LoadTheThreeMarkets() {
    var model = BrowseModel(size: F.size80x24)
    XCTAssertEqual(
      F.press(F.typing("123"), on: &model),
      [
        .directory(.loadRequested(.listed)), .directory(.loadRequested(.otc)),
        .directory(.loadRequested(.emerging)),
      ])
  }

  func testSlash_PutsDigitsAndLettersIntoTheSearch() {
    var model = F.model()
    XCTAssertEqual(F.press([.character("/")], on: &model), [])
    XCTAssertTrue(model.state.isSearching)
    XCTAssertEqual(
      F.press(F.typing("23q"), on: &model),
      [
        .directory(.filterChanged("2")), .directory(.filterChanged("23")),
        .directory(.filterChanged("23q")),
      ])
    XCTAssertEqual(model.state.search, "23q")
  }

  func testChineseText_StartsASearchWithoutSlash() {
    var model = F.model()
    XCTAssertEqual(
      F.press(F.typing("台積"), on: &model),
      [.directory(.filterChanged("台")), .directory(.filterChanged("台積"))])
    XCTAssertTrue(model.state.isSearching)
  }

  func testBackspace_DeletesOneCharacterAndNothingOnceEmpty() {
    var model = F.model()
    F.press([.character("/")] + F.typing("台積"), on: &model)
    XCTAssertEqual(
      F.press([.backspace, .backspace, .backspace], on: &model),
      [.directory(.filterChanged("台")), .directory(.filterChanged(""))])
    XCTAssertTrue(model.state.isSearching)
  }

  func testEscape_InTheSearchClearsItAndLeavesTheField() {
    var model = F.model()
    F.press(F.typing("台積"), on: &model)
    XCTAssertEqual(F.press([.escape], on: &model), [.directory(.filterChanged(""))])
    XCTAssertFalse(model.state.isSearching)
    XCTAssertEqual(model.state.search, "")
    XCTAssertEqual(F.press(F.typing("1"), on: &model), [.directory(.loadRequested(.listed))])
  }

  func testEscape_OutsideTheSearchClearsAFilterLeftByEnter() {
    var model = F.model()
    F.press(F.typing("台積"), on: &model)
    _ = model.handle(.directoryChanged(F.update(F.directory(filter: "台積"), after: model.directory)))
    XCTAssertEqual(
      F.press([.enter], on: &model), [.directory(.companySelected(code: "2330"))])
    XCTAssertEqual(F.press([.escape], on: &model), [.directory(.filterChanged(""))])
    XCTAssertEqual(F.press([.escape], on: &model), [])
  }

  // MARK: Rows' own actions

  func testEnterWhileSearching_OpensTheBestMatch() {
    var model = F.model()
    F.press(F.typing("台積"), on: &model)
    _ = model.handle(.directoryChanged(F.update(F.directory(filter: "台積"), after: model.directory)))
    XCTAssertEqual(model.state.directory.selection, 1, "the status row, then the best match")
    XCTAssertEqual(F.press([.enter], on: &model), [.directory(.companySelected(code: "2330"))])
    XCTAssertFalse(model.state.isSearching)
  }

  func testEnter_OnAnErrorRowRetriesItsMarket() {
    var model = F.model(directory: F.directory(loaded: [.listed], failed: [.otc]))
    XCTAssertEqual(model.directory.rows[1], .error(market: .otc, reason: "HTTP 503"))
    XCTAssertEqual(F.press([.down, .enter], on: &model), [.directory(.retryRequested(.otc))])
  }

  func testEnter_OnTheStatusRowDoesNothing() {
    var model = F.model()
    XCTAssertEqual(F.press([.enter], on: &model), [])
  }

  func testProfileOpened_ShowsItAndEscapeGoesBackToTheSearch() throws {
    var model = F.model()
    F.press(F.typing("台積"), on: &model)
    _ = model.handle(.directoryChanged(F.update(F.directory(filter: "台積"), after: model.directory)))
    F.press([.enter], on: &model)
    _ = model.handle(.profileOpened(try XCTUnwrap(F.profile("2330"))))
    XCTAssertEqual(model.state.screen, .profile)
    XCTAssertEqual(model.title, "公司列表 > 公司資料")
    XCTAssertEqual(model.profile?.rows.first?.id, .header)
    XCTAssertEqual(model.profile?.snapshotText.contains("(2330)"), true)
    XCTAssertEqual(F.press([.escape], on: &model), [])
    XCTAssertEqual(model.state.screen, .directory)
    XCTAssertNil(model.profile)
    XCTAssertEqual(model.state.search, "台積")
    XCTAssertEqual(model.state.directory.selection, 1)
  }

  // MARK: Selection and scrolling

  func testSelection_ClampsAtBothEnds() {
    var model = F.model()
    let count = model.rowCount
    F.press([.up, .character("k"), .home], on: &model)
    XCTAssertEqual(model.state.directory.selection, 0)
    F.press([.end, .down, .character("j")], on: &model)
    XCTAssertEqual(model.state.directory.selection, count - 1)
    F.press([.pageDown], on: &model)
    XCTAssertEqual(model.state.directory.selection, count - 1)
  }

  func testScrolling_KeepsTheSelectionInView() {
    var model = F.model(size: WindowSize(width: 80, height: 10))
    let height = model.state.rowsHeight
    XCTAssertEqual(height, 7)
    for step in 1...20 {
      F.press([.down], on: &model)
      let position = model.state.directory
      XCTAssertEqual(position.selection, step)
      XCTAssertTrue(
        (position.scroll..<position.scroll + height).contains(position.selection),
        "step \(step): \(position)")
    }
    XCTAssertEqual(model.state.directory.scroll, 14)
    F.press(Array(repeating: .up, count: 10), on: &model)
    XCTAssertEqual(model.state.directory, ListPosition(selection: 10, scroll: 10))
  }

  func testSelection_StaysOnItsCompanyWhenAnotherMarketArrives() {
    var model = F.model(directory: F.directory(loaded: [.otc]))
    F.press([.down, .down], on: &model)
    let selected = model.directory.rows[2]
    _ = model.handle(
      .directoryChanged(F.update(F.directory(loaded: [.otc, .listed]), after: model.directory)))
    XCTAssertEqual(model.directory.row(at: model.state.directory.selection), selected)
    XCTAssertNotEqual(model.state.directory.selection, 2)
  }

  func testSelection_FollowsTheBestMatchUntilTheUserMoves() {
    var model = F.model()
    F.press(F.typing("台"), on: &model)
    _ = model.handle(.directoryChanged(F.update(F.directory(filter: "台"), after: model.directory)))
    XCTAssertEqual(model.state.directory.selection, 1)
    F.press([.down], on: &model)
    XCTAssertFalse(model.state.followsBestMatch)
    let selected = model.directory.rows[2]
    _ = model.handle(
      .directoryChanged(
        F.update(F.directory(loaded: [.listed, .otc], filter: "台"), after: model.directory)))
    XCTAssertEqual(model.directory.row(at: model.state.directory.selection), selected)
  }

  func testResize_KeepsTheSelectionInView() {
    var model = F.model()
    F.press(Array(repeating: .down, count: 20), on: &model)
    _ = model.handle(.resized(WindowSize(width: 50, height: 10)))
    let position = model.state.directory
    XCTAssertEqual(position.selection, 20)
    XCTAssertEqual(position.scroll, 14)
  }

  // MARK: The feed

  func testTab_StartsTheFeedOnceAndSwitchesBack() {
    var model = F.model()
    XCTAssertEqual(F.press([.tab], on: &model), [.feed(.refreshRequested)])
    XCTAssertEqual(model.state.screen, .feed)
    XCTAssertEqual(F.press([.tab], on: &model), [])
    XCTAssertEqual(model.state.screen, .directory)
    XCTAssertEqual(F.press([.tab], on: &model), [])
    XCTAssertEqual(model.state.screen, .feed)
  }

  func testR_RefreshesTheFeedOnlyOnTheFeed() {
    var model = F.model()
    XCTAssertEqual(F.press(F.typing("r"), on: &model), [])
    F.press([.tab], on: &model)
    XCTAssertEqual(F.press(F.typing("r"), on: &model), [.feed(.refreshRequested)])
  }

  func testLoadMore_FiresOnceAtTheBottom() {
    var model = F.model()
    F.press([.tab], on: &model)
    _ = model.handle(.feedChanged(F.update(F.feed(pages: 1), after: model.feed)))
    XCTAssertEqual(model.rowCount, 12, "header, ten companies, footer")
    XCTAssertEqual(F.press(Array(repeating: .down, count: 8), on: &model), [])
    XCTAssertEqual(F.press([.down], on: &model), [.feed(.loadMoreRequested)])
    XCTAssertEqual(F.press([.down, .down, .up, .end], on: &model), [])
    _ = model.handle(
      .feedChanged(F.update(F.feed(pages: 1, then: .loadMoreRequested), after: model.feed)))
    XCTAssertEqual(model.feed.rows.last, .footer(.loading))
    XCTAssertEqual(F.press([.up, .down], on: &model), [])
    _ = model.handle(.feedChanged(F.update(F.feed(pages: 2), after: model.feed)))
    XCTAssertEqual(model.state.feed.selection, 11, "the first new company takes the footer's place")
    XCTAssertEqual(F.press([.down], on: &model), [])
    XCTAssertEqual(F.press([.end], on: &model), [.feed(.loadMoreRequested)])
  }

  func testLoadMore_NeverWhenTheFeedIsExhausted() {
    var model = F.model()
    F.press([.tab], on: &model)
    _ = model.handle(.feedChanged(F.update(F.feed(pages: 5), after: model.feed)))
    XCTAssertEqual(model.feed.rows.last, .footer(.exhausted))
    XCTAssertEqual(F.press([.end, .up, .down], on: &model), [])
  }

  func testEnter_OnAFailedFeedRetries() {
    var model = F.model()
    F.press([.tab], on: &model)
    _ = model.handle(.feedChanged(F.update(F.failedFeed(reason: "HTTP 500"), after: model.feed)))
    XCTAssertEqual(F.press([.down, .enter], on: &model), [.feed(.retryRequested)])
  }

  // MARK: Leaving

  func testQuit_QIsZeroAndCtrlCIs130() {
    var model = F.model()
    XCTAssertEqual(F.press(F.typing("q"), on: &model), [.quit(0)])
    F.press([.character("/")], on: &model)
    XCTAssertEqual(F.press(F.typing("q"), on: &model), [.directory(.filterChanged("q"))])
    XCTAssertEqual(F.press([.interrupt], on: &model), [.quit(130)])
  }

  func testCtrlL_AsksForARepaint() {
    var model = F.model()
    XCTAssertEqual(F.press([.redraw], on: &model), [.repaint])
  }
}
