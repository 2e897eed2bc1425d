import ScreenModel
import StockScreens
import TaiwanMarket
import TerminalControl
import XCTest

@testable import ScreenFrontEnds
@testable import StockScreensCLI

/// browse colours a rise red and a fall green (or the reverse, by the session's appearance)
/// where the terminal has colour, beside the
/// sign and the arrow the text keeps, and never colours a change that is flat or not
/// comparable.
final class BrowseChangeColorTests: XCTestCase {
  private typealias F = BrowseFixtures
  private let esc = "\u{1B}"

  /// A watchlist of 2330 (a rise), 2603 (a fall, 跌停), 2412 (flat) and 2881 (ex-dividend).
  private func watchlistFrame(width: Int = 80) throws -> BrowseFrame {
    var watchlist = Watchlist()
    watchlist.quotes = QuoteBook(quotedMarkets: [.listed])
    _ = watchlist.requestQuotes()
    let listed = EmbeddedSampleSource.data(for: .listed)
    for code in ["2330", "2603", "2412", "2881"] {
      watchlist.handle(.added(try XCTUnwrap(listed.companies.first { $0.code == code }, code)))
    }
    watchlist.handle(.quotesLoaded(EmbeddedQuoteSource.data(for: .listed)))
    var model = F.model(size: WindowSize(width: width, height: 8))
    F.show(AnyScreen(watchlist.screen, of: F.watchlistScreen), on: &model, stack: ["watchlist"])
    return BrowseFrame(model)
  }

  func testTheFrame_MarksEachRiseAndFall_WhereItsTextStands() throws {
    let frame = try watchlistFrame()
    let rows = frame.lines.filter { $0.text.contains("(") }
    XCTAssertEqual(rows.count, 4, "\(frame.lines.map(\.text))")
    for line in rows {
      let marked = line.marks.map { mark in
        var column = 0
        var picked = ""
        for character in line.text {
          let width = DisplayWidth.of(String(character))
          if column >= mark.column && column < mark.column + mark.width { picked.append(character) }
          column += width
        }
        return "\(mark.direction.rawValue) \(picked)"
      }
      switch line.text {
      case let text where text.contains("2330"):
        XCTAssertEqual(marked, ["up ▲+25.00", "up ▲+1.02%"], text)
      case let text where text.contains("2603"):
        XCTAssertEqual(marked, ["down ▼-21.00", "down ▼-9.91%", "down 跌停"], text)
      default:
        XCTAssertEqual(marked, [], "flat and not comparable: \(line.text)")
      }
    }
  }

  func testAMarkCutOffByANarrowWindow_IsDropped() throws {
    let frame = try watchlistFrame(width: 42)
    for line in frame.lines {
      for mark in line.marks {
        XCTAssertLessThanOrEqual(mark.column + mark.width, DisplayWidth.of(line.text), line.text)
      }
    }
    let tsmc = try XCTUnwrap(frame.lines.first { $0.text.contains("2330") })
    XCTAssertEqual(tsmc.marks.map(\.direction), [.up], "the percent is cut: \(tsmc.text)")
  }

  /// A frame of one line, `  A  ▲+1  ▼-2  0.00`, its rise and its fall marked.
  private static let line = FrameLine("  A  ▲+1  ▼-2  0.00", .row)
  private static var markedFrame: BrowseFrame {
    var marked = line
    marked.marks = [
      FrameMark(column: 5, width: 3, direction: .up),
      FrameMark(column: 10, width: 3, direction: .down),
    ]
    var frame = BrowseFrame(F.model(size: WindowSize(width: 30, height: 1)))
    frame.lines = [marked]
    frame.cursor = nil
    return frame
  }

  func testThePainter_ColoursARiseRedAndAFallGreen_OnlyWhenTheTerminalHasColour() {
    let (line, frame) = (Self.line, Self.markedFrame)
    var plain = FramePainter()
    XCTAssertTrue(plain.escapes(for: frame, width: 30).contains(line.text), "no colour: as is")
    var colored = FramePainter(colorsChanges: true)
    XCTAssertTrue(
      colored.escapes(for: frame, width: 30).contains(
        "  A  \(esc)[31m▲+1\(esc)[39m  \(esc)[32m▼-2\(esc)[39m  0.00"))
  }

  /// 綠漲紅跌 chosen in 設定: the session's appearance turns the colours round, and the
  /// painter draws every line again in them; an update without one changes nothing.
  func testThePainter_ColoursARiseGreen_WhenTheAppearanceSaysSo() {
    let frame = Self.markedFrame
    var painter = FramePainter(colorsChanges: true)
    _ = painter.escapes(for: frame, width: 30)
    XCTAssertFalse(painter.take(nil), "no appearance in the update: as it was")
    XCTAssertFalse(painter.take(SessionAppearance(rise: .red)), "red already")
    XCTAssertTrue(painter.take(SessionAppearance(rise: .green)))
    XCTAssertTrue(
      painter.escapes(for: frame, width: 30).contains(
        "  A  \(esc)[32m▲+1\(esc)[39m  \(esc)[31m▼-2\(esc)[39m"),
      "drawn again, a rise green and a fall red")
  }

  func testColour_FollowsNoColorAndTerm() {
    XCTAssertTrue(FramePainter.hasColor(["TERM": "xterm-256color"]))
    XCTAssertFalse(FramePainter.hasColor(["TERM": "xterm-256color", "NO_COLOR": "1"]))
    XCTAssertTrue(FramePainter.hasColor(["TERM": "screen", "NO_COLOR": ""]), "empty: unset")
    XCTAssertFalse(FramePainter.hasColor(["TERM": "dumb"]))
    XCTAssertFalse(FramePainter.hasColor([:]))
  }
}
