import ScreenModelTesting
import SnapshotStore
import Testing

/// Fails to compile if a public type stops being `Sendable`.
@Suite struct SendableTests {
  private func requireSendable<T: Sendable>(_: T.Type) -> Bool { true }

  @Test func publicTypes_AreSendable() {
    #expect(requireSendable(SnapshotLocation.self))
    #expect(requireSendable(SnapshotFolders.self))
    #expect(requireSendable(SnapshotRecordMode.self))
    #expect(requireSendable(SnapshotRecordMode.Choice.self))
    #expect(requireSendable(SnapshotOutcome.self))
    #expect(requireSendable(SnapshotOrigin.self))
    #expect(requireSendable(SnapshotStoreError.self))
    #expect(requireSendable(UnifiedDiff.self))
    #expect(requireSendable(DiffHunk.self))
    #expect(requireSendable(SnapshotManifest.self))
    #expect(requireSendable(SnapshotTestLibrary.self))
    #expect(requireSendable(SnapshotRunLog.self))
    #expect(requireSendable(SnapshotReview.self))
    #expect(requireSendable(SnapshotReport.self))
    #expect(requireSendable(SnapshotAcceptance.self))
    #expect(requireSendable(SnapshotPruning.self))
    #expect(requireSendable(PendingInlineSnapshot.self))
    #expect(requireSendable(InlineRewrite.self))
    #expect(requireSendable(InlineLiteralRefusal.self))
  }
}
