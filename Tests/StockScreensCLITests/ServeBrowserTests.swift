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
    var python: URL
    var root: URL
  }

  private func tools() throws -> Tools {
    guard let program = ProgramRun.builtProductURL("stock-screens") else {
      throw XCTSkip("stock-screens is not built: run swift build before swift test")
    }
    guard let python = ProgramRun.onPath("python3") else {
      throw XCTSkip("python3 is not installed: the browser test is written with Selenium")
    }
    guard ProgramRun.onPath("chromium") != nil || ProgramRun.onPath("chromium-browser") != nil
    else { throw XCTSkip("chromium is not installed (apt-get install chromium)") }
    guard
      ProgramRun.onPath("chromedriver") != nil
        || FileManager.default.fileExists(atPath: "/usr/lib/chromium/chromedriver")
    else { throw XCTSkip("chromedriver is not installed (apt-get install chromium-driver)") }
    let selenium = try ProgramRun.run(python, arguments: ["-c", "import selenium"])
    guard selenium.status == 0 else {
      throw XCTSkip("Selenium is not installed for python3 (pip install selenium)")
    }
    let fonts = try? ProgramRun.run(
      ProgramRun.onPath("fc-list") ?? URL(fileURLWithPath: "/usr/bin/fc-list"), arguments: [])
    guard fonts?.stdout.contains("Noto Sans CJK") ?? false else {
      throw XCTSkip("fonts-noto-cjk is not installed: Chinese would draw as boxes")
    }
    guard let root = SharedData.packageRoot() else { throw XCTSkip("no package root") }
    return Tools(program: program, python: python, root: root)
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
    let axe = try ProgramRun.run(tools.python, arguments: ["-c", "import axe_selenium_python"])
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

  private func play(
    _ scene: String, arguments: [String], tools: Tools, extra: [String] = [],
    script: String = "serve_browser.py"
  ) throws {
    let server = try ServerProcess(tools.program, arguments: ["serve", "--port", "0"] + arguments)
    defer { server.stop() }
    let screenshots = tools.root.appendingPathComponent(".snapshot-artifacts/serve/\(scene)")
    try? FileManager.default.removeItem(at: screenshots)
    let path = tools.root.appendingPathComponent("Tests/Support/\(script)")
    let run = try ProgramRun.run(
      tools.python, arguments: [path.path, scene, server.url, screenshots.path] + extra)
    XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    XCTAssertTrue(run.stdout.contains("\(scene): every check held"), run.stdout)
    let shots = try FileManager.default.contentsOfDirectory(atPath: screenshots.path)
      .filter { $0.hasSuffix(".png") && !$0.hasPrefix("failed") }
    XCTAssertGreaterThanOrEqual(shots.count, 2, "a screenshot of each screen")
    let stats = tools.root.appendingPathComponent("Tests/Support/png_stats.py")
    for shot in shots {
      let read = try ProgramRun.run(
        tools.python, arguments: [stats.path, screenshots.appendingPathComponent(shot).path])
      XCTAssertEqual(read.status, 0, read.stderr)
      let colors = Self.number("colors", in: read.stdout)
      let inked = Self.number("inked", in: read.stdout)
      XCTAssertGreaterThan(colors, 50, "\(shot) is not blank: \(read.stdout)")
      XCTAssertGreaterThan(inked, 0.05, "\(shot) is not blank: \(read.stdout)")
    }
  }

  /// The value of `name=` in png_stats' line `WxH colors=N inked=F`.
  private static func number(_ name: String, in line: String) -> Double {
    line.split(separator: " ").compactMap { field -> Double? in
      let parts = field.split(separator: "=")
      guard parts.count == 2, parts[0] == name else { return nil }
      return Double(parts[1].trimmingCharacters(in: .whitespacesAndNewlines))
    }.first ?? 0
  }
}

/// `stock-screens serve` as a child process: started, its address read from the first line
/// it prints, and stopped.
final class ServerProcess {
  let url: String
  private let process = Process()

  init(_ program: URL, arguments: [String]) throws {
    process.executableURL = program
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let line = FirstLine()
    let reading = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      var bytes: [UInt8] = []
      while !bytes.contains(0x0A) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        bytes += chunk
      }
      line.set(String(decoding: bytes.prefix { $0 != 0x0A }, as: UTF8.self))
      reading.signal()
    }
    guard reading.wait(timeout: .now() + 30) == .success, line.value.hasPrefix("http://127.0.0.1:")
    else {
      process.terminate()
      throw XCTSkip("serve did not print its address: \(line.value)")
    }
    url = line.value
  }

  func stop() {
    process.terminate()
    process.waitUntilExit()
  }
}

private final class FirstLine: @unchecked Sendable {
  private let lock = NSLock()
  private var text = ""
  func set(_ value: String) { lock.withLock { text = value } }
  var value: String { lock.withLock { text } }
}
