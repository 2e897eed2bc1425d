import ScreenModelTesting
import SnapshotStore
import XCTest

/// Fails to compile if a public type stops being `Sendable`.
final class SendableTests: XCTestCase {
  private func requireSendable<T: Sendable>(_: T.Type) -> Bool { true }

  func testPublicTypes_AreSendable() {
    XCTAssertTrue(requireSendable(SnapshotLocation.self))
    XCTAssertTrue(requireSendable(SnapshotDirectory.self))
    XCTAssertTrue(requireSendable(SnapshotRecordMode.self))
    XCTAssertTrue(requireSendable(SnapshotRecordMode.Choice.self))
    XCTAssertTrue(requireSendable(SnapshotOutcome.self))
    XCTAssertTrue(requireSendable(SnapshotStoreError.self))
    XCTAssertTrue(requireSendable(UnifiedDiff.self))
    XCTAssertTrue(requireSendable(DiffHunk.self))
    XCTAssertTrue(requireSendable(SnapshotManifest.self))
    XCTAssertTrue(requireSendable(SnapshotRunLog.self))
    XCTAssertTrue(requireSendable(SnapshotReview.self))
    XCTAssertTrue(requireSendable(SnapshotReport.self))
    XCTAssertTrue(requireSendable(SnapshotAcceptance.self))
    XCTAssertTrue(requireSendable(SnapshotPruning.self))
  }
}
