import CommandLineSyntax
import Foundation
import TestSupport
import XCTest

@testable import ScreenFrontEnds
@testable import StockScreensCLI

final class BrowseCommandTests: XCTestCase {
  private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ more: String) { lock.withLock { text += more } }
    var value: String { lock.withLock { text } }
  }

  func testNotATerminal_IsAUsageErrorThatSaysWhy() async {
    let console = Console(out: { _ in }, err: { _ in })
    do {
      _ = try await BrowseCommand.run(
        [], console: console, program: StockScreensTool.program, isTerminal: { _ in false })
      XCTFail("browse ran without a terminal")
    } catch let error as UsageError {
      XCTAssertTrue(error.message.hasPrefix("browse needs a terminal"), error.message)
      XCTAssertEqual(error.command, "browse")
    } catch {
      XCTFail("unexpected \(error)")
    }
  }

  func testATerminalItCannotRead_InTheBackground_IsAUsageErrorThatSaysSo() async {
    let console = Console(out: { _ in }, err: { _ in })
    do {
      _ = try await BrowseCommand.run(
        [], console: console, program: StockScreensTool.program, isTerminal: { _ in true },
        isForeground: { _ in false })
      XCTFail("browse ran where it cannot read the terminal")
    } catch let error as UsageError {
      XCTAssertEqual(
        error.message,
        "browse needs to read the terminal, and runs in the background: start it in the "
          + "foreground (under `timeout`, with --foreground)")
      XCTAssertEqual(error.command, "browse")
    } catch {
      XCTFail("unexpected \(error)")
    }
  }

  func testExtraArgument_IsAUsageErrorBeforeTheTerminalIsTouched() async {
    let console = Console(out: { _ in }, err: { _ in })
    do {
      _ = try await BrowseCommand.run(
        ["2330"], console: console, program: StockScreensTool.program, isTerminal: { _ in true })
      XCTFail("browse took an argument")
    } catch let error as UsageError {
      XCTAssertEqual(error.message, "browse takes no argument 2330")
    } catch {
      XCTFail("unexpected \(error)")
    }
  }

  func testMissingDataFolder_IsAUsageError() async {
    let console = Console(out: { _ in }, err: { _ in })
    do {
      _ = try await BrowseCommand.run(
        ["--data", "no-such-folder"], console: console, program: StockScreensTool.program,
        isTerminal: { _ in true }, isForeground: { _ in true })
      XCTFail("browse ran without its folder")
    } catch let error as UsageError {
      XCTAssertEqual(error.message, "--data no-such-folder: no such folder")
    } catch {
      XCTFail("unexpected \(error)")
    }
  }

  func testHelp_SaysHowTheSearchAndTheMarketKeysShareTheKeyboard() async {
    let out = Collected()
    let status = await StockScreensTool.run(
      ["browse", "--help"], console: Console(out: { out.append($0) }, err: { _ in }))
    XCTAssertEqual(status, 0)
    XCTAssertTrue(out.value.contains("/          search"), out.value)
    XCTAssertTrue(out.value.contains("1 2 3"), out.value)
  }

  func testProgramWithoutATerminal_ExitsTwoWithTheMessage() throws {
    guard let binary = BrowseBinary.url else { throw XCTSkip(BrowseBinary.missingMessage) }
    // Standard input is the null device, and both outputs are pipes.
    // A watchlist of the test's: browse stops before it opens one, and never the user's own.
    let watchlist = FileManager.default.temporaryDirectory
      .appendingPathComponent("browse-watchlist-\(UUID().uuidString).json")
    let run = try ProgramRun.run(binary, arguments: ["browse", "--watchlist", watchlist.path])
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stderr.contains("browse needs a terminal"), run.stderr)
    XCTAssertTrue(run.stdout.isEmpty, "nothing may reach a standard output that is not a terminal")
  }
}
