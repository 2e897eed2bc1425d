import Foundation
import TestSupport
import XCTest

/// `snapshots report --html` opened as a person would: in headless Chromium, which must find
/// both texts and the marks in the page it builds, and draw something that is not blank.
///
/// It needs Debian's `chromium` and the `fonts-noto-cjk` fonts (without them Chinese draws as
/// boxes), and `python3` to read the screenshot; it skips, saying which, when one is missing.
final class SnapshotsReportBrowserTests: XCTestCase {
  private func requirements() throws -> (chromium: URL, python: URL, program: URL) {
    guard let program = BrowseBinary.url else { throw XCTSkip(BrowseBinary.missingMessage) }
    guard let chromium = ProgramRun.onPath("chromium") ?? ProgramRun.onPath("chromium-browser")
    else {
      throw XCTSkip(
        "chromium is not installed: the report test opens the page in it (apt-get install chromium)"
      )
    }
    guard let python = ProgramRun.onPath("python3") else {
      throw XCTSkip("python3 is not installed: the report test reads the screenshot with it")
    }
    let fonts = try? ProgramRun.run(
      ProgramRun.onPath("fc-list") ?? URL(fileURLWithPath: "/usr/bin/fc-list"), arguments: [])
    guard fonts?.stdout.contains("Noto Sans Mono CJK") ?? false else {
      throw XCTSkip(
        "fonts-noto-cjk is not installed: Chinese would draw as boxes (apt-get install fonts-noto-cjk)"
      )
    }
    return (chromium, python, program)
  }

  private func chromium(_ binary: URL, _ arguments: [String]) throws -> ProgramRun {
    try ProgramRun.run(
      binary,
      arguments: [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--user-data-dir="
          + FileManager.default.temporaryDirectory
          .appendingPathComponent("chromium-\(UUID().uuidString)").path,
      ] + arguments)
  }

  func testReport_ChromiumFindsBothTextsAndTheMarksAndDrawsThePage() throws {
    let (browser, python, program) = try requirements()
    let fixture = try SnapshotsFixture()
    let folder = fixture.root.appendingPathComponent("report")
    let report = try ProgramRun.run(
      program,
      arguments: [
        "snapshots", "report", "--html", folder.path, "--package-path", fixture.root.path,
      ])
    XCTAssertEqual(report.status, 0, report.stderr)
    let page = folder.appendingPathComponent("index.html").absoluteString

    let dom = try chromium(browser, ["--dump-dom", page])
    XCTAssertEqual(dom.status, 0, dom.stderr)
    XCTAssertTrue(dom.stdout.contains("<mark><span class=\"w\">電</span></mark>"), dom.stdout)
    XCTAssertTrue(dom.stdout.contains("<mark><span class=\"w\">體</span></mark>"), dom.stdout)
    // The text a reader sees: the markup left out.
    let text = dom.stdout.replacingOccurrences(
      of: "<[^>]*>", with: "", options: .regularExpression)
    XCTAssertEqual(text.components(separatedBy: "[台積]電 - (2330)  上市  台灣積體電路製造股份有限公司").count, 2)
    XCTAssertEqual(text.components(separatedBy: "[台積]體 - (2330)  上市  台灣積體電路製造股份有限公司").count, 2)
    XCTAssertTrue(text.contains("  上拉載入更多"), text)
    XCTAssertTrue(text.contains("  沒有更多資料"), text)
    XCTAssertTrue(text.contains("(no reference yet)"))

    let screenshot = fixture.root.appendingPathComponent("report.png")
    let shot = try chromium(
      browser, ["--screenshot=" + screenshot.path, "--window-size=1100,1400", page])
    XCTAssertEqual(shot.status, 0, shot.stderr)
    guard let root = SharedData.packageRoot() else { throw XCTSkip("no package root") }
    let stats = try ProgramRun.run(
      python,
      arguments: [root.appendingPathComponent("Tests/Support/png_stats.py").path, screenshot.path])
    XCTAssertEqual(stats.status, 0, stats.stderr)
    // "1100x1400 colors=N inked=F": a blank page has one colour and no ink.
    let fields = Dictionary(
      stats.stdout.split(separator: " ").dropFirst().compactMap { field -> (String, Double)? in
        let parts = field.split(separator: "=")
        guard parts.count == 2,
          let value = Double(parts[1].trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        return (String(parts[0]), value)
      }, uniquingKeysWith: { $1 })
    XCTAssertTrue(stats.stdout.hasPrefix("1100x1400 "), stats.stdout)
    XCTAssertGreaterThan(fields["colors"] ?? 0, 100, stats.stdout)
    XCTAssertGreaterThan(fields["inked"] ?? 0, 0.05, stats.stdout)
    if let keep = ProcessInfo.processInfo.environment["SNAPSHOT_REPORT_SCREENSHOT"], !keep.isEmpty {
      try? FileManager.default.removeItem(atPath: keep)
      try FileManager.default.copyItem(atPath: screenshot.path, toPath: keep)
    }
  }
}
