import Foundation
import SnapshotStore

/// `stock-screens snapshots check|review|accept|prune [--dry-run]`: the snapshot files of the
/// last `swift test` run, from the package the current folder is in.
enum SnapshotsCommand {
  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    guard let action = arguments.first else {
      throw UsageError(
        "snapshots needs an action: check, review, accept or prune", command: "snapshots")
    }
    let options = Array(arguments.dropFirst())
    let dryRun = options.contains("--dry-run")
    if let unknown = options.first(where: { $0 != "--dry-run" }) {
      throw UsageError("unknown option \(unknown)", command: "snapshots")
    }
    if dryRun && action != "prune" {
      throw UsageError("--dry-run goes with prune", command: "snapshots")
    }
    let directory = try SnapshotDirectory.locate(
      startingAt: FileManager.default.currentDirectoryPath)
    let review = SnapshotReview(directory: directory)
    switch action {
    case "check":
      let report = try review.report()
      console.out(report.description + "\n")
      return report.hasProblems ? 1 : 0
    case "review":
      let report = try review.report()
      if report.failed.isEmpty { console.out("No failed snapshots to review.\n") }
      for location in report.failed {
        if let diff = try review.unifiedDiff(for: location) { console.out(diff.description + "\n") }
      }
      for location in report.missing {
        console.out("missing  \(directory.displayPath(ofReference: location))\n")
      }
      return 0
    case "accept":
      let accepted = try review.accept()
      if accepted.isEmpty {
        console.out("Nothing to accept: no failed or missing snapshot kept its text.\n")
      }
      for acceptance in accepted { console.out(acceptance.description + "\n") }
      return 0
    case "prune":
      console.out(try review.prune(dryRun: dryRun).description + "\n")
      return 0
    default:
      throw UsageError(
        "unknown snapshots action \"\(action)\"; actions: check, review, accept, prune",
        command: "snapshots")
    }
  }
}
