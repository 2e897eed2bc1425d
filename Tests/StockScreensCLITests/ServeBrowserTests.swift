import Foundation
import TestSupport
import XCTest

/// `serve` tested as a person uses it: its page in headless Chromium, driven by Selenium
/// (`Tests/Support/serve_browser.py`): load, search, open, back, the feed to its end, and a
/// broken OTC file retried once mended. After every step the page's rows must be the
/// engine's, and no changeset may have failed to apply. Screenshots of each screen are kept
/// in `.snapshot-artifacts/serve/` and must not be blank.
///
/// It needs Debian's `chromium`, `chromium-driver` and `fonts-noto-cjk`, and Selenium from
/// PyPI; it skips, saying which, when one is missing.
final class ServeBrowserTests: XCTestCase {
  private struct Tools {
    var program: URL
    var browser: ServeBrowser
  }

  private func tools() throws -> Tools {
    guard let program = ProgramRun.builtProductURL("stock-screens") else {
      throw XCTSkip("stock-screens is not built: run swift build before swift test")
    }
    do {
      return Tools(program: program, browser: try ServeBrowser.find())
    } catch {
      throw XCTSkip(error.description)
    }
  }

  func testJourney_LoadSearchOpenBackAndTheFeedToItsEnd() throws {
    let tools = try tools()
    try play("journey", arguments: [], tools: tools)
  }

  func testBrokenOTCFile_ShowsItsErrorRowAndARetryLoadsItOnceMended() throws {
    let tools = try tools()
    let data = try brokenOTCFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    try play("broken-otc", arguments: ["--data", data.path], tools: tools, extra: [data.path])
  }

  /// axe-core finds no violation on five screens, and the keyboard alone loads, searches,
  /// opens a company and comes back to it.
  func testAccessibility_AxeFindsNoViolationAndTheKeyboardAloneWorks() throws {
    let tools = try tools()
    let axe = try ProgramRun.run(
      tools.browser.python, arguments: ["-c", "import axe_selenium_python"])
    guard axe.status == 0 else {
      throw XCTSkip(
        "axe-selenium-python is not installed for python3 (pip install axe-selenium-python)")
    }
    let data = try brokenOTCFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    try play("accessibility", arguments: ["--data", data.path], tools: tools)
  }

  /// A folder with two listed companies and an OTC file whose last field never closes.
  private func brokenOTCFolder() throws -> URL {
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("serve-data-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let header = "公司代號,公司名稱,公司簡稱\n"
    try (header + "\"1101\",\"臺灣水泥股份有限公司\",\"台泥\"\n\"2330\",\"台灣積體電路製造股份有限公司\",\"台積電\"\n")
      .write(to: data.appendingPathComponent("t187ap03_L.csv"), atomically: true, encoding: .utf8)
    try (header + "\"6488\",\"環球晶圓股份有限公司\",\"環球晶\n")
      .write(to: data.appendingPathComponent("t187ap03_O.csv"), atomically: true, encoding: .utf8)
    return data
  }

  private func play(_ scene: String, arguments: [String], tools: Tools, extra: [String] = [])
    throws
  {
    let server = try ServerProcess(tools.program, arguments: ["serve", "--port", "0"] + arguments)
    defer { server.stop() }
    let run = try tools.browser.play(scene, url: server.url, extra: extra)
    XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    XCTAssertTrue(run.stdout.contains("\(scene): every check held"), run.stdout)
    let shots = try tools.browser.shots(of: scene)
    XCTAssertGreaterThanOrEqual(shots.count, 2, "a screenshot of each screen")
    for shot in shots {
      XCTAssertGreaterThan(shot.colors, 50, "\(shot.name) is not blank: \(shot)")
      XCTAssertGreaterThan(shot.inked, 0.05, "\(shot.name) is not blank: \(shot)")
    }
  }
}
