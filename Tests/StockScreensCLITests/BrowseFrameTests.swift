import ScreenModel
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import TerminalControl
import XCTest

import enum TerminalControl.Key

@testable import ScreenFrontEnds
@testable import StockScreensCLI

final class BrowseFrameTests: XCTestCase {
  private typealias F = BrowseFixtures

  /// The frame of `model`, checked to fill its window exactly.
  private func frame(
    _ model: BrowseModel, file: StaticString = #filePath, line: UInt = #line
  ) -> BrowseFrame {
    let frame = BrowseFrame(model)
    let size = model.state.size
    XCTAssertEqual(frame.lines.count, size.height, "lines", file: file, line: line)
    for (index, frameLine) in frame.lines.enumerated() {
      XCTAssertLessThanOrEqual(
        DisplayWidth.of(frameLine.text), size.width, "line \(index): \(frameLine.text)",
        file: file, line: line)
      XCTAssertFalse(
        frameLine.text.hasSuffix(" "), "line \(index) ends in a space", file: file, line: line)
    }
    return frame
  }

  private func feedModel(_ screen: AnyScreen, size: WindowSize = F.size80x24) -> BrowseModel {
    var model = F.model(size: size)
    F.show(screen, on: &model, stack: ["feed"])
    return model
  }

  // MARK: The directory

  func testDirectory_NothingLoaded() {
    let model = F.model(directory: AnyScreen(CompanyDirectory().screen, of: F.directoryScreen))
    assertTextSnapshot(of: frame(model))
  }

  func testDirectory_LoadingAndFailedMarkets() {
    let model = F.model(directory: F.directory(loaded: [], failed: [.otc], loading: [.listed]))
    assertTextSnapshot(of: frame(model))
  }

  func testDirectory_ListedLoaded() {
    var model = F.model()
    F.press([.down, .down], on: &model)
    assertTextSnapshot(of: frame(model))
  }

  func testDirectory_ScrolledToTheEnd() {
    var model = F.model(directory: F.directory(loaded: [.listed, .otc]))
    F.press([.end], on: &model)
    assertTextSnapshot(of: frame(model))
  }

  /// The notice is a row like the others: selectable, cut to the window, and Enter on it
  /// does nothing, since there is nothing to retry.
  func testDirectory_NoticeAfterTheStatusHeader() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.listed))
    var data = EmbeddedSampleSource.data(for: .listed)
    data.issues = [
      DecodingIssue(kind: .emptyCode, line: 5, origin: data.origin),
      DecodingIssue(kind: .emptyNames, line: 9, origin: data.origin),
    ]
    directory.handle(.marketLoaded(data))
    var model = F.model(directory: AnyScreen(directory.screen, of: F.directoryScreen))
    F.press([.home, .down], on: &model)
    XCTAssertEqual(F.press([.enter], on: &model), [])
    let notice = frame(model)
    XCTAssertEqual(notice.lines[3].text, "> 上市 略過 2 筆無法解讀的資料（第 5、9 行）")
    assertTextSnapshot(of: notice)
  }

  func testDirectory_SearchWithHighlight() {
    var model = F.model(directory: F.directory(loaded: [.listed, .otc]))
    F.press([.character("/")] + F.typing("台積"), on: &model)
    F.show(F.directory(loaded: [.listed, .otc], filter: "台積"), on: &model)
    let searching = frame(model)
    XCTAssertEqual(searching.cursor, FramePosition(line: 1, column: 10))
    assertTextSnapshot(of: searching)
  }

  func testDirectory_SearchWithoutMatch() {
    var model = F.model()
    F.press([.character("/")] + F.typing("xyz"), on: &model)
    F.show(F.directory(filter: "xyz"), on: &model)
    assertTextSnapshot(of: frame(model))
  }

  // MARK: The profile

  func testProfile_2330() throws {
    var model = F.model()
    F.show(try XCTUnwrap(F.profile("2330")), on: &model, stack: ["directory", "profile"])
    let profile = frame(model)
    XCTAssertNil(profile.cursor)
    assertTextSnapshot(of: profile)
  }

  // MARK: The watchlist

  func testWatchlist_ByCapital_ARowSelected() {
    var model = F.model()
    var watchlist = Watchlist()
    for company in F.listedCompanies.prefix(4) { watchlist.handle(.added(company)) }
    watchlist.handle(.sortRequested(.capital))
    F.show(AnyScreen(watchlist.screen, of: F.watchlistScreen), on: &model, stack: ["watchlist"])
    F.press([.down], on: &model)
    assertTextSnapshot(of: frame(model))
  }

  // MARK: The feed

  func testFeed_FirstPageLoading() {
    let model = feedModel(F.feed(pages: 0, then: .refreshRequested))
    assertTextSnapshot(of: frame(model))
  }

  func testFeed_LoadingMoreAtTheBottom() {
    var model = feedModel(F.feed(pages: 2))
    F.press([.end], on: &model)
    F.show(F.feed(pages: 2, then: .loadMoreRequested), on: &model)
    assertTextSnapshot(of: frame(model))
  }

  func testFeed_Exhausted() {
    var model = feedModel(F.feed(pages: 5))
    F.press([.end], on: &model)
    assertTextSnapshot(of: frame(model))
  }

  func testFeed_FirstLoadFailed() {
    let model = feedModel(F.failedFeed(reason: "找不到檔案"))
    assertTextSnapshot(of: frame(model))
  }

  // MARK: Narrow windows and resizes

  func testNarrow40x12_CutsWideCharactersWhole() {
    var model = F.model(size: WindowSize(width: 40, height: 12))
    F.press([.down], on: &model)
    let narrow = frame(model)
    assertTextSnapshot(of: narrow)
    // 股 ends at column 38 and 份 would straddle the 39th, where the ellipsis goes.
    XCTAssertEqual(narrow.lines[3].text, "> 台泥 - (1101)       上市  臺灣水泥股…")
    XCTAssertEqual(DisplayWidth.of(narrow.lines[3].text), 39)
  }

  func testNarrow40x12_Profile() throws {
    var model = F.model(size: WindowSize(width: 40, height: 12))
    F.show(try XCTUnwrap(F.profile("2330")), on: &model, stack: ["directory", "profile"])
    assertTextSnapshot(of: frame(model))
  }

  func testResize_From80x24To50x10KeepsTheSelection() {
    var model = F.model()
    F.press(Array(repeating: .down, count: 15), on: &model)
    assertTextSnapshot(of: frame(model), named: "80x24")
    _ = model.handle(.resized(WindowSize(width: 50, height: 10)))
    assertTextSnapshot(of: frame(model), named: "50x10")
    _ = model.handle(.resized(F.size80x24))
    assertTextSnapshot(of: frame(model), named: "80x24-again")
  }

  func testTinyWindows_StillFillExactly() {
    var model = F.model()
    F.press(F.typing("台積"), on: &model)
    for height in 0...5 {
      for width in 0...7 {
        _ = model.handle(.resized(WindowSize(width: width, height: height)))
        let tiny = frame(model)
        if let cursor = tiny.cursor {
          XCTAssertLessThan(cursor.line, height)
          XCTAssertLessThan(cursor.column, width)
        }
      }
    }
    _ = model.handle(.resized(WindowSize(width: 6, height: 3)))
    // The key help drops all it can; what is left, Esc to clear the search, is cut.
    XCTAssertEqual(BrowseFrame(model).snapshotText, "公司…\n搜尋…\nEsc…\n")
  }
}
