import Foundation
import TestSupport
import Testing

/// `serve` tested as a person uses it: its page in headless Chromium, driven by Selenium
/// (`Tests/Support/serve_browser.py`, `serve_window.py`, `serve_tables.py` and
/// `serve_truth.py`): load, search, open, back, the
/// feed to its end, a broken OTC file retried once mended, axe-core and the keyboard alone,
/// the network and then the server gone and back, and a list of a hundred thousand
/// companies scrolled to its end and back. After every step the page's rows must be the
/// engine's, and no changeset may have failed to apply. Screenshots of each screen are kept
/// in `.snapshot-artifacts/serve/` and must not be blank. Every server's watchlist is a file
/// of the test's own.
///
/// Each scene has a server and a browser of its own, and Swift Testing runs the scenes side by
/// side and beside the other end-to-end tests (the outside package's builds among them), so
/// that the slowest, not their sum, is what they add to `swift test`.
///
/// It needs Debian's `chromium`, `chromium-driver` and `fonts-noto-cjk`, and Selenium from
/// PyPI; it is skipped, saying which, when one is missing.
@Suite struct ServeBrowserTests {
  /// The programs the scenes need, or why they cannot run.
  static let tools: Result<Tools, ServeBrowser.Unavailable> = Result {
    () throws(ServeBrowser.Unavailable) -> Tools in
    guard let program = ProgramRun.builtProductURL("stock-screens") else {
      throw ServeBrowser.Unavailable(
        description: "stock-screens is not built: run swift build before swift test")
    }
    return Tools(program: program, browser: try ServeBrowser.find())
  }
  static let unavailable: String? = {
    guard case .failure(let missing) = tools else { return nil }
    return missing.description
  }()

  struct Tools: Sendable {
    var program: URL
    var browser: ServeBrowser
  }

  @Test(.enabled(if: unavailable == nil, Comment(rawValue: unavailable ?? "")))
  func journey_LoadSearchOpenBackAndTheFeedToItsEnd() async throws {
    try await check("journey")
  }

  @Test(.enabled(if: unavailable == nil, Comment(rawValue: unavailable ?? "")))
  func brokenOTCFile_ShowsItsErrorRowAndARetryLoadsItOnceMended() async throws {
    try await check("broken-otc", data: Self.brokenOTCFolder) { [$0?.path ?? ""] }
  }

  /// axe-core finds no violation on five screens, and the keyboard alone loads, searches,
  /// opens a company and comes back to it.
  @Test(.enabled(if: unavailable == nil, Comment(rawValue: unavailable ?? "")))
  func accessibility_AxeFindsNoViolationAndTheKeyboardAloneWorks() async throws {
    let tools = try Self.tools.get()
    let axe = try await blockingCall("python3 to import axe_selenium_python") {
      try ProgramRun.run(tools.browser.python, arguments: ["-c", "import axe_selenium_python"])
    }
    try #require(
      axe.status == 0,
      "axe-selenium-python is not installed for python3 (pip install axe-selenium-python)")
    try await check("accessibility", data: Self.brokenOTCFolder)
  }

  /// Why the screener's form scene is skipped: the tools missing, or axe-core.
  static let noAxe: String? = {
    guard case .success(let tools) = Self.tools else { return unavailable }
    let run = try? ProgramRun.run(
      tools.browser.python, arguments: ["-c", "import axe_selenium_python"])
    guard run?.status == 0 else {
      return "axe-selenium-python is not installed for python3 (pip install axe-selenium-python): "
        + "the screener's form is checked by axe-core, offline"
    }
    return nil
  }()

  /// axe-core finds no violation on the screener's form as it opens (清除條件 disabled),
  /// with a lower bound that is not a number (aria-invalid, its message described), and
  /// cleared again.
  @Test(.enabled(if: noAxe == nil, Comment(rawValue: noAxe ?? "")))
  func screenerForm_AxeFindsNoViolationInEachState() async throws {
    try await check("screener-form")
  }

  /// The watchlist and the screener, which declare columns, are tables: their headers the
  /// columns, their cells the update's, figures right-aligned in tabular digits, a rise and a
  /// fall coloured by the convention and marked ▲/▼ with their sign; axe-core finds no
  /// violation, contrast included, red up and green up; Tab reaches a row's further action,
  /// and the focus stays on a row across an update (`Tests/Support/serve_tables.py`).
  @Test(.enabled(if: noAxe == nil, Comment(rawValue: noAxe ?? "")))
  func columns_AreTablesThatAxePassesInBothColourConventions() async throws {
    try await check("tables", script: "serve_tables.py")
  }

  /// For each state of a walk through the stock screens (the directory empty, loaded,
  /// searched; the watchlist; the profile; the screener's form with a disabled button, a
  /// bound that is no number, a toggle and a choice; the feed), the page's DOM shows the rows
  /// and controls of `drive`'s update for the same state (`Tests/Support/serve_truth.py`).
  @Test(.enabled(if: unavailable == nil, Comment(rawValue: unavailable ?? "")))
  func everyStateOfAWalk_ThePageShowsWhatDriveSends() async throws {
    try await check(
      "truth", script: "serve_truth.py",
      extra: { _ in [(try? Self.tools.get())?.program.path ?? "stock-screens is not built"] })
  }

  /// The network goes and comes back: the page says so in Chinese, dims its rows, says a
  /// click was not sent, and picks its session up again. The server is killed and started
  /// again on the same port: the page opens a new session, saying the earlier screen was
  /// lost and the watchlist kept, and shows the company watched before. The scene starts
  /// and kills the server itself.
  @Test(.enabled(if: unavailable == nil, Comment(rawValue: unavailable ?? "")))
  func outage_ThePageSaysSo_PicksItsSessionUp_AndAfterARestartTheWatchlistIsKept()
    async throws
  {
    try await check("outage", startsItsOwnServer: true)
  }

  /// A listed file of a hundred thousand companies: the page keeps only its window of rows
  /// in the DOM as the list is loaded, searched, cleared, scrolled to its end and back. How
  /// long it takes is the benchmark's `page.update`, never a verdict here.
  @Test(.enabled(if: unavailable == nil, Comment(rawValue: unavailable ?? "")))
  func aHundredThousandCompanies_OnlyTheWindowIsInThePage() async throws {
    try await check(
      "window", script: "serve_window.py", data: { try SyntheticListing.folder(companies: 100_000) }
    ) { _ in ["100000"] }
  }

  /// Plays `scene` of `script` on a server of its own (on the folder `data` makes, if any),
  /// then checks what the script printed and its screenshots. The server's watchlist is a
  /// file of the test's, never the user's; a scene that `startsItsOwnServer` is given the
  /// program and that file instead of an address.
  private func check(
    _ scene: String, script: String = "serve_browser.py",
    data: (@Sendable () throws -> URL)? = nil, startsItsOwnServer: Bool = false,
    extra: @escaping @Sendable (URL?) -> [String] = { _ in [] }
  ) async throws {
    let tools = try Self.tools.get()
    let browser = tools.browser
    let run = try await blockingCall("the \(scene) scene in Chromium", within: .seconds(600)) {
      let screenshots = browser.screenshots(of: scene)
      try? FileManager.default.removeItem(at: screenshots)
      let folder = try data?()
      defer { folder.map { try? FileManager.default.removeItem(at: $0) } }
      let watchlist = FileManager.default.temporaryDirectory
        .appendingPathComponent("serve-watchlist-\(UUID().uuidString).json")
      // The settings beside it, as the script's own server keeps them: none of the user's.
      let settings = watchlist.appendingPathExtension("settings")
      defer {
        try? FileManager.default.removeItem(at: watchlist)
        try? FileManager.default.removeItem(at: settings)
      }
      let path = browser.root.appendingPathComponent("Tests/Support/\(script)")
      if startsItsOwnServer {
        return try ProgramRun.run(
          browser.python,
          arguments: [
            path.path, scene, "-", screenshots.path, tools.program.path, watchlist.path,
          ], priority: .background)
      }
      let server = try ServerProcess(
        tools.program,
        arguments: [
          "serve", "--port", "0", "--watchlist", watchlist.path, "--settings", settings.path,
        ]
          + (folder.map { ["--data", $0.path] } ?? []), priority: .background)
      defer { server.stop() }
      return try ProgramRun.run(
        browser.python,
        arguments: [path.path, scene, server.url, screenshots.path] + extra(folder),
        priority: .background)
    }
    let failed = run.stdout.split(separator: "\n").filter { $0.hasPrefix("FAILED") }
    #expect(
      run.status == 0, "\(failed.joined(separator: "\n"))\n\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("\(scene): every check held"), "\(run.stdout)")
    let shots = try browser.shots(of: scene)
    #expect(shots.count >= 2, "a screenshot of each screen")
    for shot in shots {
      #expect(shot.colors > 50, "\(shot.name) is not blank")
      #expect(shot.inked > 0.05, "\(shot.name) is not blank")
    }
  }

  /// A folder with two listed companies and an OTC file whose last field never closes.
  @Sendable private static func brokenOTCFolder() throws -> URL {
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("serve-data-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let header = "公司代號,公司名稱,公司簡稱\n"
    try Data(
      (header + "\"1101\",\"臺灣水泥股份有限公司\",\"台泥\"\n\"2330\",\"台灣積體電路製造股份有限公司\",\"台積電\"\n")
        .utf8
    ).write(to: data.appendingPathComponent("t187ap03_L.csv"))
    try Data((header + "\"6488\",\"環球晶圓股份有限公司\",\"環球晶\n").utf8)
      .write(to: data.appendingPathComponent("t187ap03_O.csv"))
    return data
  }
}
