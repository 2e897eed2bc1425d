import ScreenModelTesting
import SnapshotStore

// Fails to compile if a public type of the snapshot library stops being `Sendable`: the build
// is the check, so nothing here runs.

private func requireSendable<each T: Sendable>(_: repeat (each T).Type) {}

private func snapshotTypesAreSendable() {
  requireSendable(
    SnapshotLocation.self, SnapshotFolders.self, SnapshotRecordMode.self,
    SnapshotRecordMode.Choice.self, SnapshotOutcome.self, SnapshotOrigin.self,
    SnapshotStoreError.self, UnifiedDiff.self, DiffHunk.self, SnapshotManifest.self,
    SnapshotTestLibrary.self, SnapshotRunLog.self, SnapshotReview.self, SnapshotReport.self,
    SnapshotAcceptance.self, SnapshotPruning.self, PendingInlineSnapshot.self,
    InlineRewrite.self, InlineLiteralRefusal.self)
}
