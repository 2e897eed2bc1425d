import Foundation
import TestSupport
import XCTest

/// The browser scenes of `ServeBrowserTests`, all run at once on threads of their own: each
/// makes its data folder, starts `stock-screens serve` on it, drives the page with its
/// Python script and keeps what the script printed, so that the scenes together take about
/// the time of the longest.
final class ServeScenes: @unchecked Sendable {
  // Unchecked: `outcomes` is read and written only under `lock`; `done` is a semaphore.
  struct Outcome {
    var run: Result<ProgramRun, any Error>
    var screenshots: URL
  }

  private struct Scene: Sendable {
    var name: String
    var script = "serve_browser.py"
    var data: (@Sendable () throws -> URL)?
    var extra: @Sendable (URL?) -> [String] = { _ in [] }
  }

  private let lock = NSLock()
  private var outcomes: [String: Outcome] = [:]
  private var done: [String: DispatchSemaphore] = [:]

  struct Tools: Sendable {
    var program: URL
    var browser: ServeBrowser
    var python: URL { browser.python }
    var root: URL { browser.root }
  }

  /// The programs the scenes need, or a skip naming the one missing.
  static func tools() throws -> Tools {
    guard let program = ProgramRun.builtProductURL("stock-screens") else {
      throw XCTSkip("stock-screens is not built: run swift build before swift test")
    }
    do {
      return Tools(program: program, browser: try ServeBrowser.find())
    } catch {
      throw XCTSkip(error.description)
    }
  }

  /// Starts every scene.
  func start(tools: Tools) {
    let scenes = [
      Scene(name: "journey"),
      Scene(name: "broken-otc", data: Self.brokenOTCFolder, extra: { [$0?.path ?? ""] }),
      Scene(name: "accessibility", data: Self.brokenOTCFolder),
      Scene(
        name: "window", script: "serve_window.py",
        data: { try SyntheticListing.folder(companies: 100_000) }, extra: { _ in ["100000"] }),
    ]
    for scene in scenes {
      let finished = DispatchSemaphore(value: 0)
      lock.withLock { done[scene.name] = finished }
      Thread.detachNewThread {
        let outcome = Self.play(scene, tools: tools)
        self.lock.withLock { self.outcomes[scene.name] = outcome }
        finished.signal()
      }
    }
  }

  /// What `scene` printed, once it is over (a failure when it never started or took more
  /// than three minutes).
  func outcome(of scene: String) -> Outcome {
    let nowhere = URL(fileURLWithPath: NSTemporaryDirectory())
    guard let finished = lock.withLock({ done[scene] }) else {
      return Outcome(run: .failure(SceneError("\(scene) never started")), screenshots: nowhere)
    }
    guard finished.wait(timeout: .now() + 180) == .success else {
      return Outcome(
        run: .failure(SceneError("\(scene) took over three minutes")), screenshots: nowhere)
    }
    finished.signal()
    return lock.withLock { outcomes[scene] }
      ?? Outcome(run: .failure(SceneError("\(scene) left no outcome")), screenshots: nowhere)
  }

  private static func play(_ scene: Scene, tools: Tools) -> Outcome {
    let screenshots = tools.browser.screenshots(of: scene.name)
    try? FileManager.default.removeItem(at: screenshots)
    do {
      let data = try scene.data?()
      defer { data.map { try? FileManager.default.removeItem(at: $0) } }
      let server = try ServerProcess(
        tools.program,
        arguments: ["serve", "--port", "0"] + (data.map { ["--data", $0.path] } ?? []))
      defer { server.stop() }
      let path = tools.root.appendingPathComponent("Tests/Support/\(scene.script)")
      let run = try ProgramRun.run(
        tools.python,
        arguments: [path.path, scene.name, server.url, screenshots.path] + scene.extra(data))
      return Outcome(run: .success(run), screenshots: screenshots)
    } catch {
      return Outcome(run: .failure(error), screenshots: screenshots)
    }
  }

  /// A folder with two listed companies and an OTC file whose last field never closes.
  private static func brokenOTCFolder() throws -> URL {
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

}

struct SceneError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
