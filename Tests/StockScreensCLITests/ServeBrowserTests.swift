import Foundation
import TestSupport
import XCTest

/// `serve` tested as a person uses it: its page in headless Chromium, driven by Selenium
/// (`Tests/Support/serve_browser.py` and `serve_window.py`): load, search, open, back, the
/// feed to its end, a broken OTC file retried once mended, axe-core and the keyboard alone,
/// and a list of a hundred thousand companies scrolled to its end and back. After every step
/// the page's rows must be the engine's, and no changeset may have failed to apply.
/// Screenshots of each screen are kept in `.snapshot-artifacts/serve/` and must not be blank.
///
/// The scenes run at once, each with a server and a browser of its own, started when the
/// first test of the class begins; each test waits for its own scene's outcome.
///
/// It needs Debian's `chromium`, `chromium-driver` and `fonts-noto-cjk`, and Selenium from
/// PyPI; it skips, saying which, when one is missing.
final class ServeBrowserTests: XCTestCase {
  private static let scenes = ServeScenes()

  override class func setUp() {
    super.setUp()
    guard let tools = try? ServeScenes.tools() else { return }
    scenes.start(tools: tools)
  }

  func testJourney_LoadSearchOpenBackAndTheFeedToItsEnd() throws {
    try check("journey")
  }

  func testBrokenOTCFile_ShowsItsErrorRowAndARetryLoadsItOnceMended() throws {
    try check("broken-otc")
  }

  /// axe-core finds no violation on five screens, and the keyboard alone loads, searches,
  /// opens a company and comes back to it.
  func testAccessibility_AxeFindsNoViolationAndTheKeyboardAloneWorks() throws {
    let tools = try ServeScenes.tools()
    let axe = try ProgramRun.run(tools.python, arguments: ["-c", "import axe_selenium_python"])
    guard axe.status == 0 else {
      throw XCTSkip(
        "axe-selenium-python is not installed for python3 (pip install axe-selenium-python)")
    }
    try check("accessibility")
  }

  /// A listed file of a hundred thousand companies: the page keeps only its window of rows
  /// in the DOM as the list is loaded, searched, cleared, scrolled to its end and back. How
  /// long it takes is the benchmark's `page.update`, never a verdict here.
  func testAHundredThousandCompanies_OnlyTheWindowIsInThePage() throws {
    try check("window")
  }

  /// Waits for `scene`, then checks what it printed and its screenshots.
  private func check(_ scene: String) throws {
    let tools = try ServeScenes.tools()
    let outcome = Self.scenes.outcome(of: scene)
    let run = try outcome.run.get()
    let failed = run.stdout.split(separator: "\n").filter { $0.hasPrefix("FAILED") }
    XCTAssertEqual(run.status, 0, failed.joined(separator: "\n") + "\n" + run.stdout + run.stderr)
    XCTAssertTrue(run.stdout.contains("\(scene): every check held"), run.stdout)
    let shots = try tools.browser.shots(of: scene)
    XCTAssertGreaterThanOrEqual(shots.count, 2, "a screenshot of each screen")
    for shot in shots {
      XCTAssertGreaterThan(shot.colors, 50, "\(shot.name) is not blank")
      XCTAssertGreaterThan(shot.inked, 0.05, "\(shot.name) is not blank")
    }
  }
}
