import Foundation
import SnapshotStore

/// `stock-screens snapshots check|review|accept|reject|prune [--dry-run] [--package-path DIR]`:
/// the snapshots of the last `swift test` run of a package (the current folder's, or DIR's).
enum SnapshotsCommand {
  /// What the command line asked for.
  struct Options: Equatable {
    var action = ""
    var packagePath: String?
    var dryRun = false
  }

  static let actions = ["check", "review", "accept", "reject", "prune"]

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let options = try parse(arguments)
    let start = options.packagePath ?? FileManager.default.currentDirectoryPath
    let folders = try SnapshotFolders.locate(startingAt: start)
    let review = SnapshotReview(folders: folders)
    switch options.action {
    case "check":
      let report = try review.report()
      console.out(report.description + "\n")
      return report.hasProblems ? 1 : 0
    case "review":
      console.out(try SnapshotsPrinter(review: review).allDiffs())
      return 0
    case "accept":
      return try accept(review, dryRun: options.dryRun, console: console)
    case "reject":
      let rejected = try review.reject(dryRun: options.dryRun)
      console.out(SnapshotsPrinter.rejection(rejected, folders: folders, dryRun: options.dryRun))
      return 0
    default:
      console.out(try review.prune(dryRun: options.dryRun).description + "\n")
      return 0
    }
  }

  /// Reads the action and its options; anything else is a usage error that says what to write.
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    guard let action = arguments.first else {
      throw UsageError(
        "snapshots needs an action: \(actions.joined(separator: ", "))", command: "snapshots")
    }
    guard actions.contains(action) else {
      throw UsageError(
        "unknown snapshots action \"\(action)\"; actions: \(actions.joined(separator: ", "))",
        command: "snapshots")
    }
    var options = Options(action: action)
    var rest = arguments.dropFirst()
    while let argument = rest.popFirst() {
      switch argument {
      case "--dry-run":
        guard ["accept", "reject", "prune"].contains(action) else {
          throw UsageError("--dry-run goes with accept, reject or prune", command: "snapshots")
        }
        options.dryRun = true
      case "--package-path":
        guard let path = rest.popFirst(), !path.hasPrefix("--") else {
          throw UsageError(
            "--package-path needs a folder: --package-path DIR", command: "snapshots")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
          isFolder.boolValue
        else { throw UsageError("--package-path \(path): no such folder", command: "snapshots") }
        options.packagePath = path
      default:
        throw UsageError("unknown option \(argument) for snapshots \(action)", command: "snapshots")
      }
    }
    return options
  }

  private static func accept(
    _ review: SnapshotReview, dryRun: Bool, console: Console
  ) throws -> Int32 {
    let files = try review.accept(dryRun: dryRun)
    let inline = try review.acceptInline(dryRun: dryRun)
    console.out(SnapshotsPrinter.acceptance(files: files, inline: inline, dryRun: dryRun))
    let refused = inline.filter { $0.refusal != nil }
    for rewrite in refused { console.err(rewrite.description + "\n") }
    return refused.isEmpty ? 0 : 1
  }
}
