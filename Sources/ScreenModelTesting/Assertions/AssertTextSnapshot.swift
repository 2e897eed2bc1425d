import ScreenModel
import SnapshotStore

/// Asserts that a value's snapshot text equals its reference file,
/// `Snapshots/<Suite>/<test>[.<name>].<ext>`, in Swift Testing and XCTest tests alike.
///
/// The suite is the running `XCTestCase` class or innermost `@Suite` type (a free `@Test`
/// function's file name), the test its function; a second and third unnamed assertion in one
/// test add `.2` and `.3`. The record mode comes from `record:`, else `SNAPSHOT_RECORD`, else
/// `never` on CI and `missing` locally: a missing reference is recorded and the test fails
/// once. A mismatch fails at this line with a unified diff, keeps the actual text in
/// `.snapshot-artifacts/actual/`, and says what to run; the test gets the reference, the
/// actual text and the diff as attachments (`<test>.reference.txt`, `<test>.actual.txt`,
/// `<test>.diff`), which Xcode shows and `swift test --attachments-path` saves.
///
/// The name differs from swift-snapshot-testing's `assertSnapshot(of:as:)`, so a test target
/// can import both libraries, and `assertTextSnapshot` is always this one's.
///
///     @Test func filter() {
///       assertTextSnapshot(of: screen, named: "台積")
///       // Checks Snapshots/DirectoryTests/filter.台積.txt
///       assertTextSnapshot(of: rows, as: .json)
///       // Checks Snapshots/DirectoryTests/filter.json
///     }
///
/// - Parameters:
///   - value: the value to snapshot.
///   - strategy: how the value becomes text, and the file's extension.
///   - name: a suffix that tells apart several snapshots of one test; in a parameterized
///     test, name each case's snapshot.
///   - record: a record mode that overrides the environment.
///   - fileID: the assertion's file as `#fileID` names it, for failure messages.
///   - filePath: the assertion's file, where a failure is reported; it also finds the package
///     root and so the `Snapshots/` folder.
///   - testName: the test's name when no test is running (a helper called from a program).
///   - line: the assertion's line, where a failure is reported.
///   - column: the assertion's column, where a failure is reported.
public func assertTextSnapshot<Value>(
  of value: Value, as strategy: TextSnapshotting<Value>, named name: String? = nil,
  record: SnapshotRecordMode? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  let site = AssertionSite(
    fileID: fileID, filePath: filePath, function: testName, line: line, column: column)
  let check = SnapshotCheck(site: site).verify(
    value, as: strategy, naming: .test(name: name), record: record)
  FailureReport(check, site: site).deliver()
}

/// Asserts that a value's `snapshotText` equals its reference file; see
/// `assertTextSnapshot(of:as:named:record:fileID:file:testName:line:column:)`.
///
///     func testFilter() {
///       assertTextSnapshot(of: directory.screen)
///       // Checks Snapshots/DirectoryTests/testFilter.txt
///     }
public func assertTextSnapshot<Value: TextSnapshotRepresentable>(
  of value: Value, named name: String? = nil, record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  assertTextSnapshot(
    of: value, as: .text, named: name, record: record, fileID: fileID, file: filePath,
    testName: testName, line: line, column: column)
}

/// Asserts that a value's snapshot text equals the reference at an explicit path inside
/// `Snapshots/`, such as `Scenarios/open-directory.txt`.
///
/// The path is sanitized component by component, so it cannot leave `Snapshots/`; everything
/// else works as in `assertTextSnapshot(of:as:named:record:fileID:file:testName:line:column:)`.
public func assertTextSnapshot<Value>(
  of value: Value, as strategy: TextSnapshotting<Value>, atPath relativePath: String,
  record: SnapshotRecordMode? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let site = AssertionSite(
    fileID: fileID, filePath: filePath, function: "", line: line, column: column)
  let check = SnapshotCheck(site: site).verify(
    value, as: strategy, naming: .path(relativePath), record: record)
  FailureReport(check, site: site).deliver()
}

/// Asserts that a value's `snapshotText` equals the reference at an explicit path inside
/// `Snapshots/`; see `assertTextSnapshot(of:as:atPath:record:fileID:file:line:column:)`.
public func assertTextSnapshot<Value: TextSnapshotRepresentable>(
  of value: Value, atPath relativePath: String, record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  assertTextSnapshot(
    of: value, as: .text, atPath: relativePath, record: record, fileID: fileID, file: filePath,
    line: line, column: column)
}

/// Checks a value against its reference snapshot like `assertTextSnapshot`, but returns the
/// outcome instead of failing the test.
///
/// With `folders` and `environment` left `nil`, the snapshots folder is found from
/// `filePath`, the process environment is read, and the check enters the run's manifest;
/// explicit `folders` (a temporary package in a test of this library) keep no manifest.
///
///     let outcome = verifyTextSnapshot(of: "a", in: folders, environment: ["CI": "1"])
///     print(outcome.status)
///     // Prints: missing
public func verifyTextSnapshot<Value>(
  of value: Value, as strategy: TextSnapshotting<Value>, named name: String? = nil,
  atPath relativePath: String? = nil, record: SnapshotRecordMode? = nil,
  in folders: SnapshotFolders? = nil, environment: [String: String]? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
  let site = AssertionSite(
    fileID: fileID, filePath: filePath, function: testName, line: line, column: column)
  let naming: SnapshotCheck.Naming = relativePath.map { .path($0) } ?? .test(name: name)
  return SnapshotCheck(site: site, folders: folders, environment: environment)
    .verify(value, as: strategy, naming: naming, record: record).outcome
}

/// Checks a value's `snapshotText` against its reference like `assertTextSnapshot`, but returns
/// the outcome; see `verifyTextSnapshot(of:as:named:atPath:record:in:environment:fileID:file:testName:line:column:)`.
public func verifyTextSnapshot<Value: TextSnapshotRepresentable>(
  of value: Value, named name: String? = nil, atPath relativePath: String? = nil,
  record: SnapshotRecordMode? = nil, in folders: SnapshotFolders? = nil,
  environment: [String: String]? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
  column: UInt = #column
) -> SnapshotOutcome {
  verifyTextSnapshot(
    of: value, as: .text, named: name, atPath: relativePath, record: record, in: folders,
    environment: environment, fileID: fileID, file: filePath, testName: testName, line: line,
    column: column)
}
