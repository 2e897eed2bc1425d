import SnapshotStore
import TestSupport

extension TemporaryPackage {
  /// `<root>/Snapshots` and `<root>/.snapshot-artifacts`.
  public var folders: SnapshotFolders { SnapshotFolders(packageRoot: root) }
}
