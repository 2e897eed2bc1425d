import Foundation
import LibraryTestSupport
import TestSupport
import Testing

/// `snapshots report --html` opened as a person would: in headless Chromium, which must find
/// both texts and the marks in the page it builds, and draw something that is not blank.
///
/// It needs Debian's `chromium` and the `fonts-noto-cjk` fonts (without them Chinese draws as
/// boxes), and `python3` to read the screenshot; it is skipped, saying which, when one is
/// missing. Swift Testing runs it beside the other tests while Chromium starts and draws.
@Suite struct SnapshotsReportBrowserTests {
  /// The programs the test runs.
  struct Tools: Sendable {
    var chromium: URL
    var python: URL
    var program: URL
    /// `Tests/Support/png_stats.py`.
    var pngStats: URL
  }

  /// The programs, or which one is missing; looked for once.
  static let tools: Result<Tools, ServeBrowser.Unavailable> = Result {
    () throws(ServeBrowser.Unavailable) -> Tools in
    guard let program = BrowseBinary.url else {
      throw ServeBrowser.Unavailable(description: BrowseBinary.missingMessage)
    }
    guard let chromium = ProgramRun.onPath("chromium") ?? ProgramRun.onPath("chromium-browser")
    else {
      throw ServeBrowser.Unavailable(
        description:
          "chromium is not installed: the report test opens the page in it (apt-get install chromium)"
      )
    }
    guard let python = ProgramRun.onPath("python3") else {
      throw ServeBrowser.Unavailable(
        description: "python3 is not installed: the report test reads the screenshot with it")
    }
    let fonts = try? ProgramRun.run(
      ProgramRun.onPath("fc-list") ?? URL(fileURLWithPath: "/usr/bin/fc-list"), arguments: [])
    guard fonts?.stdout.contains("Noto Sans Mono CJK") ?? false else {
      throw ServeBrowser.Unavailable(
        description:
          "fonts-noto-cjk is not installed: Chinese would draw as boxes (apt-get install fonts-noto-cjk)"
      )
    }
    guard let root = SharedData.packageRoot() else {
      throw ServeBrowser.Unavailable(
        description: "no package root: Tests/Support/png_stats.py is read from it")
    }
    let stats = root.appendingPathComponent("Tests/Support/png_stats.py")
    return Tools(chromium: chromium, python: python, program: program, pngStats: stats)
  }
  static let unavailable: String? = {
    guard case .failure(let missing) = tools else { return nil }
    return missing.description
  }()

  /// How long one run of Chromium or the program may take before the test fails: no time
  /// budget, only the end of a run that would never end.
  static let runLimit: Duration = .seconds(120)

  /// Runs headless Chromium with a profile of its own in `folder` (removed with it).
  private static func chromium(
    _ tools: Tools, in folder: URL, _ what: String, _ arguments: [String]
  ) async throws -> ProgramRun {
    let profile = folder.appendingPathComponent("chromium-\(UUID().uuidString)").path
    return try await blockingCall("chromium to \(what)", within: runLimit) {
      try ProgramRun.run(
        tools.chromium,
        arguments: [
          "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
          "--user-data-dir=" + profile,
        ] + arguments, priority: .background)
    }
  }

  @Test(.enabled(if: unavailable == nil, Comment(rawValue: unavailable ?? "")))
  func report_ChromiumFindsBothTextsAndTheMarksAndDrawsThePage() async throws {
    let tools = try Self.tools.get()
    let fixture = try SnapshotsFixture()
    // The fixture's folder goes when the fixture does: kept until the test's end.
    defer { withExtendedLifetime(fixture) {} }
    let root = fixture.root
    let folder = root.appendingPathComponent("report")
    let report = try await blockingCall("snapshots report --html", within: Self.runLimit) {
      try ProgramRun.run(
        tools.program,
        arguments: ["snapshots", "report", "--html", folder.path, "--package-path", root.path])
    }
    #expect(report.status == 0, "\(report.stderr)")
    let page = folder.appendingPathComponent("index.html").absoluteString

    let dom = try await Self.chromium(tools, in: root, "dump the page", ["--dump-dom", page])
    #expect(dom.status == 0, "\(dom.stderr)")
    #expect(dom.stdout.contains("<mark><span class=\"w\">電</span></mark>"), "\(dom.stdout)")
    #expect(dom.stdout.contains("<mark><span class=\"w\">體</span></mark>"), "\(dom.stdout)")
    // The text a reader sees: the markup left out.
    let text = dom.stdout.replacingOccurrences(
      of: "<[^>]*>", with: "", options: .regularExpression)
    #expect(text.components(separatedBy: "[台積]電 - (2330)  上市  台灣積體電路製造股份有限公司").count == 2)
    #expect(text.components(separatedBy: "[台積]體 - (2330)  上市  台灣積體電路製造股份有限公司").count == 2)
    #expect(text.contains("  上拉載入更多"), "\(text)")
    #expect(text.contains("  沒有更多資料"), "\(text)")
    #expect(text.contains("(no reference yet)"))

    let screenshot = root.appendingPathComponent("report.png")
    let shot = try await Self.chromium(
      tools, in: root, "take a screenshot",
      ["--screenshot=" + screenshot.path, "--window-size=1100,1400", page])
    #expect(shot.status == 0, "\(shot.stderr)")
    let stats = try await blockingCall("png_stats.py to read the screenshot") {
      try ProgramRun.run(tools.python, arguments: [tools.pngStats.path, screenshot.path])
    }
    #expect(stats.status == 0, "\(stats.stderr)")
    // "1100x1400 colors=N inked=F": a blank page has one colour and no ink.
    let fields = Dictionary(
      stats.stdout.split(separator: " ").dropFirst().compactMap { field -> (String, Double)? in
        let parts = field.split(separator: "=")
        guard parts.count == 2,
          let value = Double(parts[1].trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        return (String(parts[0]), value)
      }, uniquingKeysWith: { $1 })
    #expect(stats.stdout.hasPrefix("1100x1400 "), "\(stats.stdout)")
    #expect(fields["colors"] ?? 0 > 100, "\(stats.stdout)")
    #expect(fields["inked"] ?? 0 > 0.05, "\(stats.stdout)")
    if let keep = ProcessInfo.processInfo.environment["SNAPSHOT_REPORT_SCREENSHOT"], !keep.isEmpty {
      try? FileManager.default.removeItem(atPath: keep)
      try FileManager.default.copyItem(atPath: screenshot.path, toPath: keep)
    }
  }
}
