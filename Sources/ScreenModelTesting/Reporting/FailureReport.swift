import Foundation
import SnapshotStore

/// A failed assertion on its way to the person: the test's failure at the assertion's line,
/// and on GitHub Actions an annotation there and a section of the job's summary.
struct FailureReport {
  /// The failure message; `nil` when the assertion passed.
  var message: String?
  var site: AssertionSite
  /// A short line for the annotation's title.
  var title = ""
  /// The assertion as the package names it, when the folders were found.
  var origin: SnapshotOrigin?
  var diff: UnifiedDiff?
  var folders: SnapshotFolders?
  var environment: [String: String] = [:]
  /// The reference, actual text and diff, attached to the test before it fails.
  var attachments: [SnapshotAttachment] = []

  /// Fails the running test, if the assertion failed, with its attachments, and tells GitHub
  /// Actions.
  ///
  /// - Parameter attach: records the attachments on the running test; a test of this library
  ///   passes its own to see them.
  func deliver(
    session: SnapshotSession = .shared,
    attach: ([SnapshotAttachment], AssertionSite) -> Void = IssueReporter.attach
  ) {
    guard let message else { return }
    // First: an XCTest case that stops at its first failure would never reach them.
    if !attachments.isEmpty { attach(attachments, site) }
    IssueReporter.fail(message, at: site)
    GitHubReporter(environment: environment, session: session).report(self, message: message)
  }
}

extension FailureReport {
  init(_ check: SnapshotCheck.Result, site: AssertionSite) {
    let outcome = check.outcome
    // A passing assertion reports nothing: it skips the words a failure needs.
    guard outcome.failureMessage != nil else {
      self.init(message: nil, site: site)
      return
    }
    let reference =
      check.folders.map { folders in
        outcome.location.map { folders.displayPath(ofReference: $0) } ?? ""
      } ?? outcome.location?.relativePath ?? ""
    let (title, diff): (String, UnifiedDiff?) =
      switch outcome.status {
      case .mismatched(let diff): ("Snapshot does not match: \(reference)", diff)
      case .rerecorded(let diff): ("Snapshot re-recorded: \(reference)", diff)
      case .missing: ("Snapshot missing: \(reference)", nil)
      case .recorded: ("Snapshot recorded: \(reference)", nil)
      case .unchecked, .matched: ("Snapshot not checked: \(reference)", nil)
      }
    self.init(
      message: outcome.failureMessage, site: site, title: title, origin: check.origin, diff: diff,
      folders: check.folders, environment: check.environment,
      attachments: SnapshotAttachment.failure(of: outcome))
  }
}

/// Workflow annotations and the job summary, when `GITHUB_ACTIONS` is `true`.
///
/// At most `GitHubAnnotation.limitPerRun` annotations a run, counted across the run's test
/// processes; past them, a process says at its end how many it left out. The summary gets
/// every failure, its diff in a fenced `diff` block.
struct GitHubReporter {
  let environment: [String: String]
  let session: SnapshotSession
  /// Where workflow commands go: standard output, which the runner reads.
  var write: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }

  func report(_ failure: FailureReport, message: String) {
    guard environment["GITHUB_ACTIONS"] == "true" else { return }
    let run = String(getppid())
    let number =
      (try? failure.folders?.nextAnnotationNumber(run: run)) ?? session.nextLocalFailure()
    if number <= GitHubAnnotation.limitPerRun, let origin = failure.origin {
      let annotation = GitHubAnnotation(
        file: origin.file, line: origin.line, title: failure.title,
        message: Self.shortened(message))
      write(annotation.command + "\n")
    } else {
      session.noteUnannotatedFailure()
    }
    guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
    let diff = failure.diff?.description ?? message
    let section = GitHubStepSummary.section(
      title: failure.title, origin: failure.origin, diff: diff)
    Self.append((number == 1 ? GitHubStepSummary.heading : "") + section, toFile: path)
  }

  /// The message cut to 60 lines: an annotation is a glance, the summary has the rest.
  static func shortened(_ message: String) -> String {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 60 else { return message }
    return lines.prefix(60).joined(separator: "\n")
      + "\n… \(lines.count - 60) more lines in the job summary"
  }

  /// Appends with `O_APPEND`, so the test processes of a run add whole sections.
  static func append(_ text: String, toFile path: String) {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard descriptor >= 0 else {
      SnapshotWarning.print("cannot append to GITHUB_STEP_SUMMARY \(path)")
      return
    }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
  }
}
