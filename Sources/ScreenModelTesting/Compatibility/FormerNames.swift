// The names this library had before it was used beside swift-snapshot-testing, which has
// `assertSnapshot`, `verifySnapshot`, `assertInlineSnapshot` and `Snapshotting` with other
// shapes. Each forwards to its new name, so a test written against the old names still
// compiles, with a warning whose fix-it renames the call. Where a call could mean either
// library (a strategy argument such as `.lines` or `.json` fits both), the old name is
// disfavored: with both imported, such a call is swift-snapshot-testing's, as it was before
// this library was added to the target.
import ScreenModel
import SnapshotStore

/// The strategy's former name, which swift-snapshot-testing's `Snapshotting<Value, Format>`
/// also has. Unavailable rather than deprecated: the compiler leaves an unavailable type out
/// of name lookup when another module offers the name, so `Snapshotting` is that library's
/// wherever both are imported, and elsewhere the error offers the new name as a fix-it.
@available(*, unavailable, renamed: "TextSnapshotting")
public typealias Snapshotting<Value> = TextSnapshotting<Value>

/// The former name of `assertTextSnapshot(of:named:record:fileID:file:testName:line:column:)`.
@available(*, deprecated, renamed: "assertTextSnapshot")
public func assertSnapshot<Value: TextSnapshotRepresentable>(
  of value: Value, named name: String? = nil, record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  assertTextSnapshot(
    of: value, named: name, record: record, fileID: fileID, file: filePath, testName: testName,
    line: line, column: column)
}

/// The former name of `assertTextSnapshot(of:as:named:record:fileID:file:testName:line:column:)`.
@_disfavoredOverload
@available(*, deprecated, renamed: "assertTextSnapshot")
public func assertSnapshot<Value>(
  of value: Value, as strategy: TextSnapshotting<Value>, named name: String? = nil,
  record: SnapshotRecordMode? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  assertTextSnapshot(
    of: value, as: strategy, named: name, record: record, fileID: fileID, file: filePath,
    testName: testName, line: line, column: column)
}

/// The former name of `assertTextSnapshot(of:atPath:record:fileID:file:line:column:)`.
@available(*, deprecated, renamed: "assertTextSnapshot")
public func assertSnapshot<Value: TextSnapshotRepresentable>(
  of value: Value, atPath relativePath: String, record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  assertTextSnapshot(
    of: value, atPath: relativePath, record: record, fileID: fileID, file: filePath, line: line,
    column: column)
}

/// The former name of `assertTextSnapshot(of:as:atPath:record:fileID:file:line:column:)`.
@_disfavoredOverload
@available(*, deprecated, renamed: "assertTextSnapshot")
public func assertSnapshot<Value>(
  of value: Value, as strategy: TextSnapshotting<Value>, atPath relativePath: String,
  record: SnapshotRecordMode? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  assertTextSnapshot(
    of: value, as: strategy, atPath: relativePath, record: record, fileID: fileID,
    file: filePath, line: line, column: column)
}

/// The former name of
/// `verifyTextSnapshot(of:named:atPath:record:in:environment:fileID:file:testName:line:column:)`.
@available(*, deprecated, renamed: "verifyTextSnapshot")
public func verifySnapshot<Value: TextSnapshotRepresentable>(
  of value: Value, named name: String? = nil, atPath relativePath: String? = nil,
  record: SnapshotRecordMode? = nil, in folders: SnapshotFolders? = nil,
  environment: [String: String]? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
  column: UInt = #column
) -> SnapshotOutcome {
  verifyTextSnapshot(
    of: value, named: name, atPath: relativePath, record: record, in: folders,
    environment: environment, fileID: fileID, file: filePath, testName: testName, line: line,
    column: column)
}

/// The former name of
/// `verifyTextSnapshot(of:as:named:atPath:record:in:environment:fileID:file:testName:line:column:)`.
@_disfavoredOverload
@available(*, deprecated, renamed: "verifyTextSnapshot")
public func verifySnapshot<Value>(
  of value: Value, as strategy: TextSnapshotting<Value>, named name: String? = nil,
  atPath relativePath: String? = nil, record: SnapshotRecordMode? = nil,
  in folders: SnapshotFolders? = nil, environment: [String: String]? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
  verifyTextSnapshot(
    of: value, as: strategy, named: name, atPath: relativePath, record: record, in: folders,
    environment: environment, fileID: fileID, file: filePath, testName: testName, line: line,
    column: column)
}

/// The former name of `assertInlineTextSnapshot(of:matches:fileID:file:function:line:column:)`.
@available(*, deprecated, renamed: "assertInlineTextSnapshot")
public func assertInlineSnapshot<Value: TextSnapshotRepresentable>(
  of value: Value, matches expected: (() -> String)? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  assertInlineTextSnapshot(
    of: value, matches: expected, fileID: fileID, file: filePath, function: function,
    line: line, column: column)
}

/// The former name of
/// `assertInlineTextSnapshot(of:as:matches:fileID:file:function:line:column:)`.
@_disfavoredOverload
@available(*, deprecated, renamed: "assertInlineTextSnapshot")
public func assertInlineSnapshot<Value>(
  of value: Value, as strategy: TextSnapshotting<Value>, matches expected: (() -> String)? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) {
  assertInlineTextSnapshot(
    of: value, as: strategy, matches: expected, fileID: fileID, file: filePath,
    function: function, line: line, column: column)
}
