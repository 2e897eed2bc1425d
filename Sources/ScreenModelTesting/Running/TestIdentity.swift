import Foundation
import SnapshotStore

#if canImport(Testing)
  import Testing
#endif

/// The test an assertion runs in, as snapshot folders and manifests name it.
///
/// It comes from the test library, never from the source: `Test.current` under Swift Testing
/// (the innermost suite type, or the file's base name for a free `@Test` function), the
/// running `XCTestCase` under XCTest. Outside any test it falls back to the file's base name
/// and the calling function.
///
///     print(TestIdentity(suite: "DirectoryTests", test: "testFilter()", scope: "x"))
///     // Prints: DirectoryTests/testFilter
struct TestIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The suite: the `XCTestCase` class, the innermost `@Suite` type, or a file's base name.
  var suite: String
  /// The test function's name, without an argument list.
  var test: String
  /// What counts unnamed assertions: one run of one test (XCTest runs a test once per start,
  /// Swift Testing once per process).
  var scope: String
  /// Whether the test is one case of a parameterized Swift Testing test, whose cases run in
  /// parallel: numbering their unnamed snapshots would depend on timing.
  var isParameterizedCase = false

  init(suite: String, test: String, scope: String, isParameterizedCase: Bool = false) {
    self.suite = suite
    self.test = SnapshotLocation.testMethodName(fromFunction: test)
    self.scope = scope
    self.isParameterizedCase = isParameterizedCase
  }

  /// `Suite/test`, the form manifests list.
  var description: String { "\(suite)/\(test)" }

  /// The test running now; outside any test, one named after `fileID`'s file and `function`.
  static func current(fileID: String, function: String) -> TestIdentity {
    #if canImport(Testing)
      if let test = Test.current {
        let components = test.id.nameComponents
        let suite =
          components.count > 1
          ? components[components.count - 2] : SnapshotNames.baseName(test.sourceLocation.fileName)
        return TestIdentity(
          suite: suite, test: test.name, scope: "swift-testing:\(test.id)",
          isParameterizedCase: Test.Case.current?.isParameterized ?? false)
      }
    #endif
    #if canImport(XCTest)
      if let running = SnapshotTestObserver.shared.currentTest { return running }
    #endif
    let suite = SnapshotNames.baseName(fileID)
    return TestIdentity(suite: suite, test: function, scope: "function:\(suite)/\(function)")
  }
}

/// The small text rules of names.
enum SnapshotNames {
  /// `Module/DirectoryTests.swift` or `/a/b/DirectoryTests.swift` → `DirectoryTests`.
  static func baseName(_ path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    return file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
  }
}
