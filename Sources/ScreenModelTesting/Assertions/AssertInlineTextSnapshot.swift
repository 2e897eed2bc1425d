import Foundation
import ScreenModel
import SnapshotStore

/// Asserts that a value's snapshot text equals the multi-line string literal of the trailing
/// closure, in Swift Testing and XCTest tests alike.
///
///     assertInlineTextSnapshot(of: directory.screen) {
///       """
///       # 公司列表
///         尚未取得資料
///       """
///     }
///
/// A mismatch, an empty literal or a missing closure fails at this line with a unified diff
/// and keeps the actual text in `.snapshot-artifacts/inline/`; `swift package snapshots
/// accept` then writes it into the literal, keeping its indentation (and making it a raw
/// `#"""` literal when the text holds a backslash or `"""`). Tests never edit their source
/// while they run, whatever `SNAPSHOT_RECORD` says. The text is compared without its final
/// line break, as a literal holds it. The test also gets the literal's text, the actual text
/// and the diff as attachments: `<test>.line<N>.reference.txt`, `.actual.txt` and `.diff`.
///
/// - Parameters:
///   - value: the value to snapshot.
///   - strategy: how the value becomes text (its file extension is not used).
///   - expected: the trailing closure returning the expected text; leave it out, or return
///     `""`, to have the first run fill it in.
///   - fileID: the assertion's file as `#fileID` names it, for failure messages.
///   - filePath: the file where a failure is reported and where `accept` finds the literal.
///   - function: the test's name when no test is running.
///   - line: the assertion's line.
///   - column: the assertion's column: the call's opening parenthesis, which tells two
///     assertions on one line apart.
public func assertInlineTextSnapshot<Value>(
  of value: Value, as strategy: TextSnapshotting<Value>, matches expected: (() -> String)? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) {
  let site = AssertionSite(
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  InlineSnapshotCheck(site: site).verify(value, as: strategy, expected: expected?()).deliver()
}

/// Asserts that a value's `snapshotText` equals the literal of the trailing closure; see
/// `assertInlineTextSnapshot(of:as:matches:fileID:file:function:line:column:)`.
public func assertInlineTextSnapshot<Value: TextSnapshotRepresentable>(
  of value: Value, matches expected: (() -> String)? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  assertInlineTextSnapshot(
    of: value, as: .text, matches: expected, fileID: fileID, file: filePath, function: function,
    line: line, column: column)
}

/// One inline check: compares, notes it in the run log, and keeps or forgets the pending
/// rewrite.
struct InlineSnapshotCheck {
  let site: AssertionSite
  /// Explicit folders (a test of this library); they keep no run log.
  var folders: SnapshotFolders?
  var environment: [String: String]?
  var session = SnapshotSession.shared

  /// The report: no message when the literal holds the actual text.
  func verify<Value>(
    _ value: Value, as strategy: TextSnapshotting<Value>, expected: String?
  ) -> FailureReport {
    let test = TestIdentity.current(fileID: site.fileID.description, function: site.function)
    let variables = environment ?? SnapshotEnvironment.current()
    let resolved: SnapshotFolders
    let text: String
    do throws(SnapshotStoreError) {
      resolved = try session.folders(folders, forFile: site.path, environment: variables)
      text = try SnapshotCheck.text(of: value, as: strategy)
    } catch {
      return FailureReport(
        message: "Inline snapshot at \(site.path):\(site.line) could not be checked: \(error)",
        site: site, title: "Inline snapshot not checked", environment: variables)
    }
    let origin = site.origin(of: test, in: resolved)
    let actual = String(SnapshotText.canonical(text).dropLast())
    let matches = expected.map(SnapshotText.normalizingLineEndings) == actual
    if folders == nil { session.runLog(for: resolved).recordInline(origin, failed: !matches) }
    var report = FailureReport(
      message: nil, site: site, title: "Inline snapshot differs: \(origin.file):\(origin.line)",
      origin: origin, folders: resolved, environment: variables)
    if matches {
      // A stale pending rewrite that cannot be removed fails nothing: check still lists it.
      try? resolved.discardPendingInline(at: origin)
      return report
    }
    do {
      let pending = PendingInlineSnapshot(origin: origin, expected: expected, actual: actual)
      report.message = pending.failureMessage
      report.diff = pending.diff
      report.attachments = SnapshotAttachment.failure(
        ofInline: pending, test: test, pathExtension: strategy.pathExtension)
      try resolved.keepPendingInline(pending)
    } catch {
      report.message = (report.message ?? "") + "\nThe actual text could not be kept: \(error)"
    }
    return report
  }
}
