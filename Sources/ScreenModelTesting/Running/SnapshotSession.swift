import Foundation
import SnapshotStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one process keeps across its snapshot assertions: the folders of each test file, the
/// run logs, the count of each test's unnamed assertions; and, once, the manifests.
///
/// Assertions run on many threads at once under Swift Testing, so everything is behind a
/// lock. The manifests are written when XCTest's root suite ends, or else when the process
/// exits (the Swift Testing process, or a program that is not a test); a process that crashes
/// writes none.
final class SnapshotSession: @unchecked Sendable {
  /// The session of this process; it writes its manifests at exit if nothing did before.
  static let shared = SnapshotSession(
    writesAtExit: true,
    request: TestRunRequest(
      processArguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment))

  private let writesAtExit: Bool
  /// What the process was asked to run, recorded in its manifests; one that chooses tests
  /// makes the run partial.
  private let request: TestRunRequest
  private let lock = NSLock()
  private var folders: [String: Result<SnapshotFolders, SnapshotStoreError>] = [:]
  private var logs: [String: SnapshotRunLog] = [:]
  private var counts: [String: Int] = [:]
  private var finished = false
  private var exitHandlerInstalled = false
  private var localFailures = 0
  private var unannotated = 0

  /// A session; only the shared one writes at exit.
  init(writesAtExit: Bool = false, request: TestRunRequest = TestRunRequest()) {
    self.writesAtExit = writesAtExit
    self.request = request
  }

  /// The folders of the package holding `file`, found once per file and overriding variables.
  func folders(
    forFile file: String, environment: [String: String]
  ) -> Result<SnapshotFolders, SnapshotStoreError> {
    let overrides = [
      SnapshotFolders.snapshotsFolderVariable, SnapshotFolders.artifactsFolderVariable,
    ]
    .map { environment[$0] ?? "" }
    let key = ([file] + overrides).joined(separator: "\u{0}")
    return lock.withLock {
      if let known = folders[key] { return known }
      let found = Result { () throws(SnapshotStoreError) in
        try SnapshotFolders.locate(startingAt: file, environment: environment)
      }
      folders[key] = found
      return found
    }
  }

  /// `explicit` when given, else the folders of the package holding `file`.
  func folders(
    _ explicit: SnapshotFolders?, forFile file: String, environment: [String: String]
  ) throws(SnapshotStoreError) -> SnapshotFolders {
    if let explicit { return explicit }
    return try folders(forFile: file, environment: environment).get()
  }

  /// The run log of `folders`, made on first use.
  func runLog(for folders: SnapshotFolders) -> SnapshotRunLog {
    lock.withLock {
      if !exitHandlerInstalled, writesAtExit {
        exitHandlerInstalled = true
        atexit { SnapshotSession.shared.finishAtExit() }
      }
      if let log = logs[folders.artifactsFolder.path] { return log }
      let log = SnapshotRunLog(folders: folders)
      logs[folders.artifactsFolder.path] = log
      return log
    }
  }

  /// 1 for the first unnamed assertion of `test`'s run, 2 for the second, and so on.
  func nextNumber(for test: TestIdentity) -> Int {
    lock.withLock {
      let number = (counts[test.scope] ?? 0) + 1
      counts[test.scope] = number
      return number
    }
  }

  /// The number of this failure among the process's, for when no folder can count the run's.
  func nextLocalFailure() -> Int {
    lock.withLock {
      localFailures += 1
      return localFailures
    }
  }

  /// Notes a failure that got no workflow annotation, past the run's limit.
  func noteUnannotatedFailure() {
    lock.withLock { unannotated += 1 }
  }

  /// Writes every run log's manifests, once per process; later calls do nothing.
  ///
  /// Logs whose package is gone (a temporary package a test removed) are skipped.
  func finish(
    library: SnapshotTestLibrary, full: Bool, failedTests: [String] = [],
    skippedTests: [String] = []
  ) {
    let (pending, leftOut): ([SnapshotRunLog], Int) = lock.withLock {
      defer { finished = true }
      return finished ? ([], 0) : (Array(logs.values), unannotated)
    }
    if leftOut > 0 {
      FileHandle.standardOutput.write(
        Data((GitHubAnnotation.overflowCommand(count: leftOut) + "\n").utf8))
    }
    let run = String(getppid())
    for log in pending
    where FileManager.default.fileExists(
      atPath: log.folders.snapshotsFolder.deletingLastPathComponent().path)
    {
      do {
        try log.finish(
          library: library, run: run, full: full, request: request, failedTests: failedTests,
          skippedTests: skippedTests)
      } catch {
        SnapshotWarning.print("snapshot manifest not written: \(error)")
      }
    }
  }

  /// The end of a process whose manifests nothing wrote yet: a Swift Testing process that
  /// gets here finished, and is full when its request chose no tests; any other process is
  /// not full.
  func finishAtExit() {
    if TestProcessArguments.library(of: CommandLine.arguments) == .swiftTesting {
      finish(library: .swiftTesting, full: true)
      return
    }
    #if canImport(XCTest)
      if SnapshotTestObserver.shared.runsXCTest {
        finish(library: .xctest, full: false)
        return
      }
    #endif
    finish(library: .other, full: false)
  }
}

/// Which test library a process runs, as its arguments say.
///
/// `swift test` starts the test program twice: once for XCTest, once with
/// `--testing-library swift-testing`, adding `--filter` and `--skip` when it was given them
/// (`TestRunRequest` judges those).
enum TestProcessArguments {
  /// Swift Testing when the arguments ask for it; `nil` otherwise.
  static func library(of arguments: [String]) -> SnapshotTestLibrary? {
    if arguments.contains("--testing-library=swift-testing") { return .swiftTesting }
    guard let index = arguments.firstIndex(of: "--testing-library"), index + 1 < arguments.count
    else { return nil }
    return arguments[index + 1] == "swift-testing" ? .swiftTesting : nil
  }
}
