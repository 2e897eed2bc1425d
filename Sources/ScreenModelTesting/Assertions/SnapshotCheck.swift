import Foundation
import SnapshotStore

/// One file-snapshot check, shared by `assertTextSnapshot` and `verifyTextSnapshot`: names the
/// snapshot, resolves the folders and the record mode, verifies, and notes it in the run log.
struct SnapshotCheck {
  /// Where the snapshot goes: named after the test, or at an explicit path.
  enum Naming {
    case test(name: String?)
    case path(String)
  }

  let site: AssertionSite
  /// Explicit folders (a test of this library); they keep no run log.
  var folders: SnapshotFolders?
  var environment: [String: String]?
  var session = SnapshotSession.shared

  /// What a check found, with what a failure report needs.
  struct Result {
    var outcome: SnapshotOutcome
    var origin: SnapshotOrigin?
    var folders: SnapshotFolders?
    var environment: [String: String]
  }

  func verify<Value>(
    _ value: Value, as strategy: TextSnapshotting<Value>, naming: Naming,
    record: SnapshotRecordMode?
  ) -> Result {
    let variables = environment ?? SnapshotEnvironment.current()
    let test = TestIdentity.current(fileID: site.fileID.description, function: site.function)
    let location: SnapshotLocation
    switch naming {
    case .path(let path):
      location = SnapshotLocation(relativePath: path)
    case .test(let name?) where !name.isEmpty:
      location = SnapshotLocation(
        suite: test.suite, test: test.test, name: name, pathExtension: strategy.pathExtension)
    case .test:
      let number = session.nextNumber(for: test)
      location = SnapshotLocation(
        suite: test.suite, test: test.test, name: number == 1 ? nil : "\(number)",
        pathExtension: strategy.pathExtension)
      if test.isParameterizedCase {
        let error = SnapshotStoreError.unnamedInParameterizedTest(test: test.description)
        return Result(outcome: .unchecked(error, at: location), environment: variables)
      }
    }
    let resolved: SnapshotFolders
    let choice: SnapshotRecordMode.Choice
    let text: String
    do throws(SnapshotStoreError) {
      choice = try SnapshotRecordMode.resolve(explicit: record, environment: variables)
      resolved = try session.folders(folders, forFile: site.path, environment: variables)
      text = try Self.text(of: value, as: strategy)
    } catch {
      return Result(outcome: .unchecked(error, at: location), environment: variables)
    }
    let origin = site.origin(of: test, in: resolved)
    let outcome = resolved.verify(text, at: location, record: choice, origin: origin)
    if folders == nil { session.runLog(for: resolved).record(outcome) }
    return Result(outcome: outcome, origin: origin, folders: resolved, environment: variables)
  }

  /// The strategy's text, a thrown error made a store error that says what was asked.
  static func text<Value>(
    of value: Value, as strategy: TextSnapshotting<Value>
  ) throws(SnapshotStoreError) -> String {
    do {
      return try strategy.snapshot(value)
    } catch {
      throw .notSnapshottable(reason: "\(error)")
    }
  }
}

/// Where an assertion is written: what `#fileID`, `#filePath`, `#line` and `#column` give, and
/// the calling function for when no test is running.
struct AssertionSite: Sendable {
  var fileID: StaticString
  var filePath: StaticString
  var function: String
  var line: UInt
  var column: UInt

  /// `#filePath` as a string.
  var path: String { filePath.description }

  /// The assertion as manifests and reviews name it, its file relative to the package root.
  func origin(of test: TestIdentity, in folders: SnapshotFolders) -> SnapshotOrigin {
    SnapshotOrigin(
      test: test.description, file: folders.displayPath(ofPath: path), line: Int(line),
      column: Int(column))
  }
}
