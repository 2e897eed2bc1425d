import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The page of a `serve` in headless Chromium, driven by Selenium through
/// `Tests/Support/serve_browser.py`, for the tests of any program that serves it.
///
/// It needs python3 with Selenium, Debian's `chromium` and `chromium-driver`, and
/// `fonts-noto-cjk`; `find()` says which one is missing.
public struct ServeBrowser: Sendable {
  /// The python that runs the script.
  public let python: URL
  /// This package's root, where the scripts are.
  public let root: URL

  /// A tool the browser tests need is missing: the reason says which, and how to get it.
  public struct Unavailable: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) {
      self.description = description
    }
  }

  /// The tools, or which one is missing.
  public static func find() throws(Unavailable) -> ServeBrowser {
    func missing(_ reason: String) -> Unavailable { Unavailable(description: reason) }
    guard let python = ProgramRun.onPath("python3") else {
      throw missing("python3 is not installed: the browser test is written with Selenium")
    }
    guard ProgramRun.onPath("chromium") != nil || ProgramRun.onPath("chromium-browser") != nil
    else { throw missing("chromium is not installed (apt-get install chromium)") }
    guard
      ProgramRun.onPath("chromedriver") != nil
        || FileManager.default.fileExists(atPath: "/usr/lib/chromium/chromedriver")
    else { throw missing("chromedriver is not installed (apt-get install chromium-driver)") }
    guard (try? ProgramRun.run(python, arguments: ["-c", "import selenium"]))?.status == 0 else {
      throw missing("Selenium is not installed for python3 (pip install selenium)")
    }
    let fonts = try? ProgramRun.run(
      ProgramRun.onPath("fc-list") ?? URL(fileURLWithPath: "/usr/bin/fc-list"), arguments: [])
    guard fonts?.stdout.contains("Noto Sans CJK") ?? false else {
      throw missing("fonts-noto-cjk is not installed: Chinese would draw as boxes")
    }
    guard let root = SharedData.packageRoot() else { throw missing("no package root") }
    return ServeBrowser(python: python, root: root)
  }

  /// Plays `scene` of the script `name` (of `Tests/Support`) on the page at `url`, keeping its
  /// screenshots in `.snapshot-artifacts/serve/SCENE`; `extra` follows the script's own
  /// arguments.
  public func play(
    _ scene: String, url: String, extra: [String] = [], script name: String = "serve_browser.py"
  ) throws -> ProgramRun {
    let screenshots = screenshots(of: scene)
    try? FileManager.default.removeItem(at: screenshots)
    let script = root.appendingPathComponent("Tests/Support/\(name)")
    return try ProgramRun.run(
      python, arguments: [script.path, scene, url, screenshots.path] + extra,
      priority: .background)
  }

  /// Where the screenshots of `scene` are kept.
  public func screenshots(of scene: String) -> URL {
    root.appendingPathComponent(".snapshot-artifacts/serve/\(scene)")
  }

  /// The screenshots `scene` left, each with its count of colours and its share of inked
  /// pixels, as `Tests/Support/png_stats.py` reads them; a failed step's shot left out.
  public func shots(of scene: String) throws -> [(name: String, colors: Double, inked: Double)] {
    let folder = screenshots(of: scene)
    let stats = root.appendingPathComponent("Tests/Support/png_stats.py")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".png") && !$0.hasPrefix("failed") }.sorted().map { shot in
        let read = try ProgramRun.run(
          python, arguments: [stats.path, folder.appendingPathComponent(shot).path])
        return (shot, Self.number("colors", in: read.stdout), Self.number("inked", in: read.stdout))
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

/// A program's `serve` as a child process: started, its address read from the first line it
/// prints, and stopped.
public final class ServerProcess: @unchecked Sendable {
  /// The address it printed: `http://127.0.0.1:PORT/`.
  public let url: String
  private let process = Process()
  /// Kept open while the program runs, so that what it prints later is no broken pipe.
  private let output = Pipe()

  /// Starts `program` with `arguments` and waits for its address.
  ///
  /// - Throws: `DeadlineExceeded` when it prints no line within `limit` (it is ended then),
  ///   `ServeBrowser.Unavailable` when its first line is no address.
  public init(
    _ program: URL, arguments: [String], within limit: Duration = DeadlineExceeded.standardLimit,
    priority: RunPriority = .normal
  ) throws {
    (process.executableURL, process.arguments) = priority.command(program, arguments)
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.runWatched()
    let line: String?
    do {
      line = try PipeReader(output).line("serve to print its address", within: limit)
    } catch {
      process.end()
      throw error
    }
    guard let line, line.hasPrefix("http://127.0.0.1:") else {
      process.end()
      throw ServeBrowser.Unavailable(
        description: "serve did not print its address: \(line ?? "nothing")")
    }
    url = line
  }

  /// Stops the server and waits for it to end (see `Process.end()`).
  public func stop() {
    process.end()
  }

  /// Ends the server at once with SIGKILL, as a crash or a power cut would, and waits for it.
  public func kill() {
    signal(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}

/// Sends `number` to `process`: `kill(2)`, by a name no method of a process hides.
private func signal(_ process: pid_t, _ number: Int32) {
  _ = kill(process, number)
}
