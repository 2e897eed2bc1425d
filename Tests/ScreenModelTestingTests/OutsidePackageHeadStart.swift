import Foundation
import XCTest

#if os(Linux)
  /// The outside package's build, started as XCTest's run starts: on Linux XCTest makes every
  /// test case before it runs the first, so making this one starts the build
  /// (`OutsidePackage.startAhead`) while XCTest's tests run one at a time on one core. Only a
  /// run of every test starts it, one given no test to pick, and only when the package's tests
  /// are wanted (`OutsidePackage.isWanted`): a run that picks its tests may not need it.
  final class OutsidePackageHeadStart: XCTestCase {
    /// Where the build started ahead writes, once it has started; nil when it did not start.
    static let log: URL? =
      isWholeRun && OutsidePackage.isWanted ? OutsidePackage.startAhead() : nil

    /// True when XCTest was given no argument, which is how `swift test` runs every test.
    static var isWholeRun: Bool { CommandLine.arguments.count == 1 }

    required init(name: String, testClosure: @escaping XCTestCaseClosure) {
      _ = Self.log
      super.init(name: name, testClosure: testClosure)
    }

    /// In a run of every test that wants the outside package the build has started and writes
    /// its log; in a run that picks its tests (this one by name, say), or does not want the
    /// package, nothing was started.
    func testTheBuildStartsAhead_OnlyInAWholeRun() throws {
      if Self.isWholeRun && OutsidePackage.isWanted {
        let log = try XCTUnwrap(Self.log, "the outside package's build did not start")
        XCTAssertTrue(FileManager.default.fileExists(atPath: log.path), log.path)
      } else {
        XCTAssertNil(Self.log, "a run that picks its tests or skips the package started the build")
      }
    }
  }
#endif
