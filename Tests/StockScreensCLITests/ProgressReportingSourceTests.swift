import CommandLineSyntax
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

  func testNotATerminal_WritesNothing() async throws {
    let text = try await errors(terminal: false)
    XCTAssertEqual(text, "")
  }
}
