import Foundation
import ScreenFrontEnds
import ScreenModel

/// An exploration run in a child process, watched for a trap: a trap cannot be caught in
/// the process it kills, so the child writes each line as it plays it (`PathLog`), and when
/// it dies on a signal, the parent takes the path that was playing, shrinks it by playing
/// each candidate in a child of its own, and gives it as a `trap` finding, a scenario that
/// `play` reproduces.
///
///     let hunt = TrapHunt(
///       explore: { log in TrapHunt.Child(program, ["explore", "--path-log", log]) },
///       replay: { file, locale in TrapHunt.Child(program, ["play", file, "--locale", locale]) })
///     if case .trapped(let finding) = try await hunt.run() { print(finding.scenario()) }
public struct TrapHunt: Sendable {
  /// A process to start: its executable, its arguments, and what it adds to its parent's
  /// environment; its output is its parent's, or none.
  public struct Child: Sendable {
    /// The path of the program to run.
    public var executable: String
    /// Its arguments, without its name.
    public var arguments: [String]
    /// Variables set for it on top of its parent's.
    public var environment: [String: String]

    public init(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) {
      self.executable = executable
      self.arguments = arguments
      self.environment = environment
    }
  }

  /// How the exploring child ended.
  public enum Outcome: Sendable {
    /// It exited with this status, which is its finding's say.
    case exited(Int32)
    /// It died on a signal: the path that was playing, shrunk, as a `trap` finding.
    case trapped(Finding)
  }

  /// The child that explores, writing its log to the path given.
  public var explore: @Sendable (_ log: String) -> Child
  /// The child that plays the scenario file given in the locale given: it dies on a signal
  /// where the path traps.
  public var replay: @Sendable (_ scenario: String, _ locale: String) -> Child
  /// The most candidates played while shrinking, each in a child of its own.
  public var shrinkLimit: Int

  public init(
    shrinkLimit: Int = 60, explore: @escaping @Sendable (_ log: String) -> Child,
    replay: @escaping @Sendable (_ scenario: String, _ locale: String) -> Child
  ) {
    self.explore = explore
    self.replay = replay
    self.shrinkLimit = shrinkLimit
  }

  /// Runs the exploring child, and, when it dies on a signal, finds and shrinks the path.
  ///
  /// - Throws: when a child cannot be started, or a temporary file not written.
  @MainActor
  public func run() async throws -> Outcome {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trap-hunt-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("paths.log").path
    let ended = try await Self.launch(explore(log), quiet: false)
    guard case .signal(let signal) = ended else {
      if case .exit(let status) = ended { return .exited(status) }
      return .exited(1)
    }
    let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    guard let last = PathLog.lastPath(in: text) else {
      return .trapped(finding(signal: signal, locale: "", path: [], screen: "start", found: 0))
    }
    let lines = last.lines.map(\.scenarioLine)
    var tries = 0
    let shrunk = await Shrinker(limit: shrinkLimit).shrink(lines) { candidate in
      tries += 1
      let file = folder.appendingPathComponent("candidate-\(tries).scenario").path
      let traps = (try? await self.traps(candidate, file: file, locale: last.locale)) ?? false
      return traps ? candidate : nil
    }
    let file = folder.appendingPathComponent("shrunk.scenario").path
    let reproduced = (try? await traps(shrunk, file: file, locale: last.locale)) ?? false
    var found = finding(
      signal: signal, locale: last.locale, path: shrunk.map(PlayedLine.init(scenarioLine:)),
      screen: last.screen.isEmpty ? "start" : last.screen, found: lines.count)
    if !reproduced { found.replayProblem = "play of these lines did not die on a signal" }
    return .trapped(found)
  }

  /// Whether playing `lines` from the scenario file `file` kills the child on a signal.
  @MainActor
  private func traps(_ lines: [String], file: String, locale: String) async throws -> Bool {
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: file, atomically: true, encoding: .utf8)
    if case .signal = try await Self.launch(replay(file, locale), quiet: true) { return true }
    return false
  }

  private func finding(
    signal: Int32, locale: String, path: [PlayedLine], screen: String, found: Int
  ) -> Finding {
    let last = path.last.map { " playing \(VisibleText.quoted($0.text))" } ?? ""
    return Finding(
      check: .trap, message: "the program died on signal \(signal)\(last)", locale: locale,
      path: path, foundLength: found, event: found, screen: screen,
      snapshot: "(the program died before it drew the screen)\n")
  }

  /// How a child ended.
  enum Ending {
    case exit(Int32)
    case signal(Int32)
  }

  /// Starts `child` and waits for its end; `quiet` sends its output nowhere.
  static func launch(_ child: Child, quiet: Bool) async throws -> Ending {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: child.executable)
    process.arguments = child.arguments
    var environment = ProcessInfo.processInfo.environment.merging(child.environment) { $1 }
    if quiet {
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      // A backtrace no one reads would take the most of a replay's time.
      environment["SWIFT_BACKTRACE"] = environment["SWIFT_BACKTRACE"] ?? "enable=no"
    }
    process.environment = environment
    return try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { ended in
        let status = ended.terminationStatus
        continuation.resume(
          returning: ended.terminationReason == .uncaughtSignal ? .signal(status) : .exit(status))
      }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
  }
}

extension PlayedLine {
  /// A line as a scenario file holds it, `refused: ` marking a refusal.
  init(scenarioLine line: String) {
    let mark = "\(ScenarioStep.refusalMark) "
    self.init(
      text: line.hasPrefix(mark) ? String(line.dropFirst(mark.count)) : line,
      refused: line.hasPrefix(mark))
  }
}
