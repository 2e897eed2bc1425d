import CommandLineSyntax
import ScreenModel
import StockScreens
import Synchronization
import TaiwanMarket
import XCTest

@testable import StockScreensCLI

/// `--live` shows a progress line while a market arrives, only on a terminal.
final class ProgressReportingSourceTests: XCTestCase {
  private struct Instant: MarketDataSource {
    func load(_ market: Market) async throws(MarketDataError) -> MarketData {
      MarketData(market: market, companies: [], origin: .memory(name: "test"))
    }
  }

  private func errors(terminal: Bool) async throws -> String {
    let written = Mutex("")
    let console = Console(
      out: { _ in }, err: { text in written.withLock { $0 += text } }, errIsTerminal: terminal)
    let source = ProgressReportingSource(base: Instant(), console: console)
    _ = try await source.load(.otc)
    return written.withLock { $0 }
  }

  func testTerminal_ShowsAndClearsAProgressLine() async throws {
    let text = try await errors(terminal: true)
    XCTAssertEqual(text, "\r\u{1B}[K正在取得 上櫃 資料…\r\u{1B}[K")
  }

  /// The line is in the words the program runs in: `--live` with `--locale en` says it in
  /// English (a port nothing listens on fails the load after the line is shown).
  func testLive_SaysItInTheProgramsWords() async throws {
    let written = Mutex("")
    let console = Console(
      out: { _ in }, err: { text in written.withLock { $0 += text } }, errIsTerminal: true)
    let option = DataOption.live(baseURL: "http://127.0.0.1:9", cached: false)
    let source = try option.makeSource(console: console, words: StockWords(Words(locale: "en")))
    do {
      _ = try await source.load(.otc)
      XCTFail("nothing listens on port 9")
    } catch {
      XCTAssertEqual(written.withLock { $0 }, "\r\u{1B}[KFetching OTC…\r\u{1B}[K")
    }
  }

  func testNotATerminal_WritesNothing() async throws {
    let text = try await errors(terminal: false)
    XCTAssertEqual(text, "")
  }
}
