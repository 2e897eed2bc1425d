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

  /// Runs `executable` with `arguments` in `directory`, adding `environment` to the
  /// inherited environment, with `input` on its standard input (nothing by default), and
  /// waits for it.
  public static func run(
    _ executable: URL, arguments: [String], in directory: URL? = nil,
    environment: [String: String] = [:], input: Data? = nil
  ) throws -> ProgramRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let inputPipe = input.map { _ in Pipe() }
    process.standardInput = inputPipe ?? FileHandle.nullDevice
    try process.run()
    if let input, let inputPipe {
      DispatchQueue.global().async {
        inputPipe.fileHandleForWriting.write(input)
        try? inputPipe.fileHandleForWriting.close()
      }
    }
    // Read both pipes to the end before waiting, so a chatty program never blocks on a full
    // pipe.
    let collected = ByteCollector()
    let group = DispatchGroup()
    for (pipe, isOutput) in [(output, true), (errors, false)] {
      group.enter()
      DispatchQueue.global().async {
        collected.store(pipe.fileHandleForReading.readDataToEndOfFile(), isOutput: isOutput)
        group.leave()
      }
    }
    group.wait()
    process.waitUntilExit()
    return ProgramRun(
      status: process.terminationStatus, stdout: String(decoding: collected.output, as: UTF8.self),
      stderr: String(decoding: collected.errors, as: UTF8.self))
  }

  /// Runs an executable product of this package from the build folder the tests run from.
  public static func builtProduct(
    _ name: String, arguments: [String], in directory: URL? = nil,
    environment: [String: String] = [:], input: Data? = nil
  ) throws -> ProgramRun {
    guard let executable = builtProductURL(name) else {
      throw ProgramRunError.notBuilt(name)
    }
    return try run(
      executable, arguments: arguments, in: directory, environment: environment, input: input)
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

private final class ByteCollector: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var output = Data()
  private(set) var errors = Data()

  func store(_ data: Data, isOutput: Bool) {
    lock.lock()
    defer { lock.unlock() }
    if isOutput { output = data } else { errors = data }
  }
}
