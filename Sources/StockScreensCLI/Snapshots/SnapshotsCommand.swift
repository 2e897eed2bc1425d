/// `stock-screens snapshots check|review|accept|prune`.
enum SnapshotsCommand {
  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    throw UsageError("snapshots: not available yet", command: "snapshots")
  }
}
