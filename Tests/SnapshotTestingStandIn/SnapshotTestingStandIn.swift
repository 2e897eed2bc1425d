// Stand-ins for the public names of pointfreeco/swift-snapshot-testing (`SnapshotTesting` and
// `InlineSnapshotTesting`) that ScreenModelTesting once shared, declared with that library's
// generic parameters, argument labels, parameter types and defaults, because those decide how
// the compiler resolves a call when a test target imports both libraries. They check nothing:
// each records that it was called, so a test can tell which library a call went to.
import Foundation

/// The calls the stand-ins received in this task, by the stand-in's name.
public final class StandInCalls: @unchecked Sendable {
  /// The recorder the stand-ins write to: bind one around the calls under test.
  @TaskLocal public static var current: StandInCalls?

  private let lock = NSLock()
  private var names: [String] = []

  public init() {}

  /// The stand-ins called so far, in order, such as `["assertSnapshot", "verifySnapshot"]`.
  public var received: [String] {
    lock.withLock { names }
  }

  fileprivate static func note(_ name: String) {
    guard let calls = current else { return }
    calls.lock.withLock { calls.names.append(name) }
  }
}

/// The stand-in of `Snapshotting<Value, Format>`: a value's snapshot in some format.
public struct Snapshotting<Value, Format> {
  /// The file extension of the reference; `nil` for none.
  public var pathExtension: String?
  /// Turns a value into its format.
  public var snapshot: (Value) -> Format

  public init(pathExtension: String?, snapshot: @escaping (_ value: Value) -> Format) {
    self.pathExtension = pathExtension
    self.snapshot = snapshot
  }

  /// A strategy for `NewValue` through `transform`, in this strategy's format.
  public func pullback<NewValue>(
    _ transform: @escaping (_ otherValue: NewValue) -> Value
  ) -> Snapshotting<NewValue, Format> {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension) {
      snapshot(transform($0))
    }
  }
}

/// The stand-in of `SimplySnapshotting<Format>`, a strategy whose value is its format.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == String, Format == String {
  /// The stand-in of `.lines`: a string as it is.
  public static var lines: Snapshotting { Snapshotting(pathExtension: "txt") { $0 } }
}

extension Snapshotting where Format == String {
  /// The stand-in of `.dump`: any value, dumped.
  public static var dump: Snapshotting {
    SimplySnapshotting.lines.pullback { value in
      var text = ""
      Swift.dump(value, to: &text)
      return text
    }
  }
}

extension Snapshotting where Value: Encodable, Format == String {
  /// The stand-in of `.json` for an `Encodable` value.
  public static var json: Snapshotting {
    var json = SimplySnapshotting.lines.pullback { (value: Value) in
      (try? JSONEncoder().encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
    json.pathExtension = "json"
    return json
  }
}

/// The stand-in of `SnapshotTestingConfiguration`, for its record mode's type.
public struct SnapshotTestingConfiguration: Sendable {
  /// The stand-in of its record mode, whose cases have the names of this library's modes.
  public struct Record: Equatable, Sendable {
    private var name: String
    /// Records every snapshot.
    public static let all = Record(name: "all")
    /// Records the snapshots that differ.
    public static let failed = Record(name: "failed")
    /// Records the snapshots that are missing.
    public static let missing = Record(name: "missing")
    /// Records nothing.
    public static let never = Record(name: "never")
  }
}

/// The stand-in of `InlineSnapshotSyntaxDescriptor`, an argument of `assertInlineSnapshot`.
public struct InlineSnapshotSyntaxDescriptor: Hashable {
  public init() {}
}

/// The stand-in of `assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)`.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  StandInCalls.note("assertSnapshot")
}

/// The stand-in of `verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)`,
/// which returns a failure message, `nil` when the value matches.
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #file,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> String? {
  StandInCalls.note("verifySnapshot")
  return nil
}

/// The stand-in of InlineSnapshotTesting's
/// `assertInlineSnapshot(of:as:message:record:timeout:syntaxDescriptor:matches:fileID:file:function:line:column:)`.
public func assertInlineSnapshot<Value>(
  of value: @autoclosure () throws -> Value?,
  as snapshotting: Snapshotting<Value, String>,
  message: @autoclosure () -> String = "",
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
  matches expected: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  StandInCalls.note("assertInlineSnapshot")
}
