// SnapshotStore
