import Foundation
import ScreenModel
import SnapshotStore
import XCTest

/// Asserts that a value renders to the text of its reference snapshot,
/// `Snapshots/<TestClass>/<testName>[.<name>].txt`.
///
/// The record mode comes from `record:`, else `SNAPSHOT_RECORD`, else `never` under CI and
/// `missing` locally: a missing reference is recorded and the test fails once. A mismatch
/// fails with a unified diff, keeps the actual text in `.snapshot-artifacts/actual/`, and says
/// what to run.
///
///     func testFilter() {
///       assertSnapshot(of: screen, named: "台積")
///       // Checks Snapshots/DirectoryTests/testFilter.台積.txt
///     }
///
/// - Parameters:
///   - value: the value whose `snapshotText` is compared.
///   - name: a suffix that tells apart several snapshots of one test.
///   - record: a record mode that overrides the environment.
///   - file, line: where a failure is reported; `file` also finds the package root.
///   - testName: the test method, as `#function` gives it.
public func assertSnapshot(
  of value: some TextSnapshotRepresentable, named name: String? = nil,
  record: SnapshotRecordMode? = nil, file: StaticString = #filePath,
  testName: String = #function, line: UInt = #line
) {
  let outcome = verifySnapshot(
    of: value, named: name, record: record, file: file, testName: testName, line: line)
  if let message = outcome.failureMessage { XCTFail(message, file: file, line: line) }
}

/// Asserts that a value renders to the text of the reference at an explicit path inside
/// `Snapshots/`, such as `Scenarios/open-directory.txt`.
///
/// The path is sanitized component by component, so it cannot leave `Snapshots/`; everything
/// else works as in `assertSnapshot(of:named:record:file:testName:line:)`.
public func assertSnapshot(
  of value: some TextSnapshotRepresentable, atPath relativePath: String,
  record: SnapshotRecordMode? = nil, file: StaticString = #filePath, line: UInt = #line
) {
  let outcome = verifySnapshot(of: value, atPath: relativePath, record: record, file: file)
  if let message = outcome.failureMessage { XCTFail(message, file: file, line: line) }
}

/// Checks a value against its reference snapshot like `assertSnapshot`, but returns the
/// outcome instead of failing the test.
///
/// With `directory` and `environment` left `nil`, the snapshots folder is found from `file`
/// and the process environment is read, and the check is entered in the run's manifest; an
/// explicit `directory` (a temporary folder in a test of this helper) keeps no manifest.
///
///     let outcome = verifySnapshot(of: "a", in: directory, environment: ["CI": "1"])
///     print(outcome.status)
///     // Prints: missing
public func verifySnapshot(
  of value: some TextSnapshotRepresentable, named name: String? = nil,
  record: SnapshotRecordMode? = nil, in directory: SnapshotDirectory? = nil,
  environment: [String: String]? = nil, file: StaticString = #filePath,
  testName: String = #function, line: UInt = #line
) -> SnapshotOutcome {
  let testClass = SnapshotTestClass.name(file: file, line: line)
  let location = SnapshotLocation(testClass: testClass, testName: testName, name: name)
  return SnapshotCheck(directory: directory, environment: environment, file: file)
    .verify(value.snapshotText, at: location, record: record)
}

/// Checks a value against the reference at an explicit relative path like
/// `assertSnapshot(of:atPath:)`, but returns the outcome instead of failing the test.
public func verifySnapshot(
  of value: some TextSnapshotRepresentable, atPath relativePath: String,
  record: SnapshotRecordMode? = nil, in directory: SnapshotDirectory? = nil,
  environment: [String: String]? = nil, file: StaticString = #filePath
) -> SnapshotOutcome {
  SnapshotCheck(directory: directory, environment: environment, file: file)
    .verify(
      value.snapshotText, at: SnapshotLocation(relativePath: relativePath), record: record)
}

/// One check: resolves the folders and the record mode, verifies, notes it in the manifest.
private struct SnapshotCheck {
  let directory: SnapshotDirectory?
  let environment: [String: String]?
  let file: StaticString

  func verify(
    _ text: String, at location: SnapshotLocation, record: SnapshotRecordMode?
  ) -> SnapshotOutcome {
    let variables = environment ?? ProcessInfo.processInfo.environment
    let choice: SnapshotRecordMode.Choice
    let resolved: SnapshotDirectory
    do throws(SnapshotStoreError) {
      choice = try SnapshotRecordMode.resolve(explicit: record, environment: variables)
      if let directory {
        resolved = directory
      } else {
        resolved = try SnapshotDirectory.locate(startingAt: "\(file)", environment: variables)
      }
    } catch {
      return .unchecked(error, at: location)
    }
    let outcome = resolved.verify(text, at: location, record: choice)
    if directory == nil {
      do {
        try SnapshotTestObserver.shared.runLog(for: resolved).record(outcome)
      } catch {
        SnapshotWarning.print("snapshot manifest not written: \(error)")
      }
    }
    return outcome
  }
}
