import Foundation
import SnapshotStore

/// `stock-screens snapshots check|review|accept|reject|prune [--dry-run] [--package-path DIR]`
/// and `stock-screens snapshots report [--html DIR] [--junit FILE] [--package-path DIR]`: the
/// snapshots of the last `swift test` run of a package (the current folder's, or DIR's).
enum SnapshotsCommand {
  /// What the command line asked for.
  struct Options: Equatable {
    var action = ""
    var packagePath: String?
    var dryRun = false
    var interactive = true
    var htmlFolder: String?
    var junitFile: String?
  }

  static let actions = ["check", "review", "accept", "reject", "prune", "report"]

  /// Runs an action; `isTerminal` says whether a file descriptor is a terminal (tests replace
  /// it): `review` goes through the snapshots one at a time only on a terminal.
  static func run(
    _ arguments: [String], console: Console,
    isTerminal: (Int32) -> Bool = TerminalIO.isTerminal
  ) async throws -> Int32 {
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
      guard options.interactive, isTerminal(0), isTerminal(1) else {
        console.out(try SnapshotsPrinter(review: review).allDiffs())
        return 0
      }
      let items = try ReviewItem.all(in: review)
      guard !items.isEmpty else {
        console.out("No failed, missing or inline snapshots to review.\n")
        return 0
      }
      return try await ReviewSession(review: review, items: items).run(console: console)
    case "report":
      return try SnapshotsReportWriter(review: review, options: options).write(console: console)
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
      case "--no-interactive" where action == "review":
        options.interactive = false
      case "--html" where action == "report":
        options.htmlFolder = try value(after: argument, in: &rest, naming: "a folder: --html DIR")
      case "--junit" where action == "report":
        options.junitFile = try value(after: argument, in: &rest, naming: "a file: --junit FILE")
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
    if action == "report", options.htmlFolder == nil, options.junitFile == nil {
      throw UsageError(
        "report writes --html DIR, --junit FILE or both; name at least one", command: "snapshots")
    }
    return options
  }

  private static func value(
    after option: String, in rest: inout ArraySlice<String>, naming what: String
  ) throws(UsageError) -> String {
    guard let value = rest.popFirst(), !value.hasPrefix("--") else {
      throw UsageError("\(option) needs \(what)", command: "snapshots")
    }
    return value
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
