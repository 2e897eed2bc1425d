import Foundation

/// Runs a program the way a person would, and keeps what it printed.
///
///     let run = try ProgramRun.builtProduct("stock-screens", arguments: ["--help"])
///     XCTAssertEqual(run.status, 0)
public struct ProgramRun: Sendable {
  /// The exit status.
  public var status: Int32
  /// Everything written to standard output, as UTF-8.
  public var stdout: String
  /// Everything written to standard error, as UTF-8.
  public var stderr: String

  /// How long a program run may take before it is ended and the test fails: far longer
  /// than any run takes on a loaded machine, a `swift build` of a package among them.
  public static let standardLimit: Duration = .seconds(600)

  /// Runs `executable` with `arguments` in `directory`, adding `environment` to the
  /// inherited environment, with `input` on its standard input (nothing by default), and
  /// waits for it.
  ///
  /// - Throws: `DeadlineExceeded` when it has not closed its output and exited within
  ///   `limit`; it is ended then, and the error holds the end of what it wrote.
  public static func run(
    _ executable: URL, arguments: [String], in directory: URL? = nil,
    environment: [String: String] = [:], input: Data? = nil,
    within limit: Duration = standardLimit, priority: RunPriority = .normal,
    fileID: String = #fileID, line: Int = #line
  ) throws -> ProgramRun {
    let process = Process()
    (process.executableURL, process.arguments) = priority.command(executable, arguments)
    if let directory { process.currentDirectoryURL = directory }
    // The programs speak the environment's language; a test's expected text is the package's
    // first, whatever the machine's LANG, unless the test asks for another.
    process.environment = ProcessInfo.processInfo.environment
      .merging(["LC_ALL": "C.UTF-8"]) { $1 }.merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let inputPipe = input.map { _ in Pipe() }
    process.standardInput = inputPipe ?? FileHandle.nullDevice
    try process.runWatched()
    if let input, let inputPipe {
      DispatchQueue.global().async {
        inputPipe.fileHandleForWriting.write(input)
        try? inputPipe.fileHandleForWriting.close()
      }
    }
    // Read both pipes to the end before waiting, so a chatty program never blocks on a full
    // pipe.
    let (out, err) = (PipeReader(output), PipeReader(errors))
    let deadline = ContinuousClock.now + limit
    guard PipeReader.readToEnd([out, err], until: deadline), process.waitUntilExit(until: deadline)
    else {
      process.end()
      let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
      throw DeadlineExceeded(
        "`\(command)` to finish", limit: limit,
        detail: "it had written to standard output: \(tail(out.unread))\n"
          + "and to standard error: \(tail(err.unread))", fileID: fileID, line: line)
    }
    return ProgramRun(
      status: process.terminationStatus, stdout: String(decoding: out.unread, as: UTF8.self),
      stderr: String(decoding: err.unread, as: UTF8.self))
  }

  /// The last 2,000 bytes of `bytes` as text, for a failure message.
  private static func tail(_ bytes: [UInt8]) -> String {
    String(decoding: bytes.suffix(2_000), as: UTF8.self).debugDescription
  }

  /// Runs an executable product of this package from the build folder the tests run from.
  public static func builtProduct(
    _ name: String, arguments: [String], in directory: URL? = nil,
    environment: [String: String] = [:], input: Data? = nil,
    within limit: Duration = standardLimit, fileID: String = #fileID, line: Int = #line
  ) throws -> ProgramRun {
    guard let executable = builtProductURL(name) else {
      throw ProgramRunError.notBuilt(name)
    }
    return try run(
      executable, arguments: arguments, in: directory, environment: environment, input: input,
      within: limit, fileID: fileID, line: line)
  }

  /// The program `name` in a folder of `PATH`, or nil: `python3`, `tmux`.
  public static func onPath(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The executable `name` beside the running test bundle, or in the package's
  /// `.build/debug`; an environment variable named after it (`STOCK_SCREENS_BINARY` for
  /// `stock-screens`) names another. Tests never build it: `swift build` does, before
  /// `swift test`.
  public static func builtProductURL(_ name: String) -> URL? {
    var candidates: [URL] = []
    let variable = name.uppercased().replacingOccurrences(of: "-", with: "_") + "_BINARY"
    if let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty {
      candidates.append(URL(fileURLWithPath: path))
    }
    let runners = [
      Bundle.main.executableURL, CommandLine.arguments.first.map(URL.init(fileURLWithPath:)),
    ]
    for runner in runners.compactMap({ $0 }) {
      var folder = runner.resolvingSymlinksInPath().deletingLastPathComponent()
      for _ in 0..<4 {
        candidates.append(folder.appendingPathComponent(name))
        folder.deleteLastPathComponent()
      }
    }
    if let root = SharedData.packageRoot() {
      candidates.append(root.appendingPathComponent(".build/debug").appendingPathComponent(name))
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}

/// Why a program could not be run.
public enum ProgramRunError: Error, CustomStringConvertible {
  /// The product is not built; `swift build` builds it.
  case notBuilt(String)

  /// What to do about it.
  public var description: String {
    switch self {
    case .notBuilt(let name):
      "\(name) is not built: run `swift build` before `swift test` (or name the program in "
        + "\(name.uppercased().replacingOccurrences(of: "-", with: "_"))_BINARY)"
    }
  }
}

/// How a test's child process shares the processor with the others that run beside it.
public enum RunPriority: Sendable {
  /// As the tests themselves.
  case normal
  /// After the others (`nice -n 10`): a browser scene or a validation with time to spare,
  /// so that the longest chain of the run (an outside package's build and its tests) is not
  /// slowed by work that would finish early anyway. It changes no outcome, only who waits.
  case background

  /// The executable and arguments that run `executable` with this priority.
  func command(_ executable: URL, _ arguments: [String]) -> (URL, [String]) {
    let nice = URL(fileURLWithPath: "/usr/bin/nice")
    guard self == .background, FileManager.default.isExecutableFile(atPath: nice.path) else {
      return (executable, arguments)
    }
    return (nice, ["-n", "10", executable.path] + arguments)
  }
}
