import CommandLineSyntax
import Foundation
import ScreenModel
import SnapshotStore
import TerminalControl

/// `snapshots ACTION …` (the forms are `SnapshotSyntax.forms`): the snapshots of the last
/// `swift test` run of a package (the current folder's, or DIR's).
package enum SnapshotsCommand {
  /// What the command line asked for.
  struct Options: Equatable {
    var action = ""
    var packagePath: String?
    var dryRun = false
    var interactive = true
    var htmlFolder: String?
    var junitFile: String?
  }

  /// Runs an action; `isTerminal` says whether a file descriptor is a terminal (tests replace
  /// it): `review` goes through the snapshots one at a time only on a terminal. `forms` are
  /// every form of the program running the tool, so an option of another command is named
  /// as such; `statePage` is the program's page, which draws its catalogs' states in the
  /// report's gallery (without one, they show as text).
  package static func run(
    _ arguments: [String], console: Console, among forms: [CommandSyntax] = SnapshotSyntax.forms,
    statePage: StatePage? = nil, isTerminal: (Int32) -> Bool = Terminal.isTerminal
  ) async throws -> Int32 {
    let options = try parse(arguments, among: forms)
    let start = options.packagePath ?? FileManager.default.currentDirectoryPath
    let folders = try SnapshotFolders.locate(startingAt: start)
    let review = SnapshotReview(folders: folders)
    let lock = try hold(folders, for: options, isTerminal: isTerminal, console: console)
    defer { lock?.release() }
    switch options.action {
    case "check":
      let report = try review.report()
      let setup = SnapshotSetup(folders: folders)
      // A word a locale lacks shows in another language: a check names every such key.
      let catalogs = folders.packageRoot.map(CatalogCheck.problems(in:)) ?? []
      console.out(
        report.description + "\n" + catalogs.map { $0 + "\n" }.joined()
          + setup.advice(missing: try setup.missing()))
      return report.hasProblems || !catalogs.isEmpty ? 1 : 0
    case "init":
      return try SnapshotSetup(folders: folders).write(dryRun: options.dryRun, console: console)
    case "review":
      guard options.interactive, isTerminal(0), isTerminal(1) else {
        let printed = try SnapshotsPrinter(review: review).allDiffs()
        console.out(printed.text)
        return printed.hasSnapshots ? 1 : 0
      }
      let items = try ReviewItem.all(in: review)
      guard !items.isEmpty else {
        console.out("No failed, missing or inline snapshots to review.\n")
        return 0
      }
      return try await ReviewSession(review: review, items: items).run(console: console)
    case "report":
      return try SnapshotsReportWriter(review: review, options: options, statePage: statePage)
        .write(console: console)
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

  /// Reads the action and its options by the action's form; anything else is a usage error
  /// that says what to write.
  static func parse(
    _ arguments: [String], among forms: [CommandSyntax] = SnapshotSyntax.forms
  ) throws(UsageError) -> Options {
    let actions = SnapshotSyntax.actions
    guard let action = arguments.first else {
      throw UsageError(
        "snapshots needs an action: \(actions.joined(separator: ", "))", command: "snapshots")
    }
    guard let syntax = SnapshotSyntax.forms.first(where: { $0.words.last == action }) else {
      let nearest = Prose.nearest(to: action, among: actions).map { "did you mean \($0)? " } ?? ""
      throw UsageError(
        "unknown snapshots action \"\(action)\"; \(nearest)actions: \(actions.joined(separator: ", "))",
        command: "snapshots")
    }
    let parsed = try syntax.parse(Array(arguments.dropFirst()), among: forms)
    func declares(_ option: CommandOption) -> Bool { syntax.option(named: option.name) != nil }
    var options = Options(action: action)
    options.dryRun = declares(.dryRun) && parsed.has(.dryRun)
    options.interactive = !(declares(.noInteractive) && parsed.has(.noInteractive))
    options.htmlFolder = declares(.html) ? parsed.value(of: .html) : nil
    options.junitFile = declares(.junit) ? parsed.value(of: .junit) : nil
    if let path = parsed.value(of: .packagePath) {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        isFolder.boolValue
      else {
        throw UsageError(
          "--package-path \(VisibleText.escaped(path)): no such folder", command: "snapshots")
      }
      options.packagePath = path
    }
    return options
  }

  /// Writes `text` to `file` whole, creating its folders (see `SnapshotFolders.writeFile`);
  /// a failure is a usage error that names the file as `shownAs` says it.
  static func save(
    _ text: String, to file: URL, shownAs name: String, in folders: SnapshotFolders
  ) throws(UsageError) {
    do {
      try folders.writeFile(text, to: file)
    } catch .unwritable(_, let reason) {
      throw UsageError("cannot write \(name): \(reason)", command: "snapshots")
    } catch {
      throw UsageError("\(error)", command: "snapshots")
    }
  }

  /// The actions that write (not in a dry run, and a review only on a terminal) hold the
  /// package's tool lock, so a second run waits for the first, saying so; each then removes
  /// what interrupted writes left behind.
  private static func hold(
    _ folders: SnapshotFolders, for options: Options, isTerminal: (Int32) -> Bool,
    console: Console
  ) throws -> SnapshotToolLock? {
    let writes =
      ["accept", "reject", "prune", "init"].contains(options.action) && !options.dryRun
      || options.action == "review" && options.interactive && isTerminal(0) && isTerminal(1)
    guard writes else { return nil }
    let lock = try SnapshotToolLock(folders: folders, action: options.action) { line in
      console.err(line + "\n")
    }
    let sources = (try? folders.pendingInlineSnapshots())?.map {
      URL(fileURLWithPath: folders.absolutePath(ofPackagePath: $0.origin.file))
        .deletingLastPathComponent()
    }
    let others = (sources ?? []) + (folders.packageRoot.map { [$0] } ?? [])
    for path in folders.removeLeftovers(alsoIn: others) {
      console.out("removed \(path), left by an interrupted write\n")
    }
    return lock
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

/// A program's page as one document that draws a state of a catalog: `template`, with
/// `marker` where the state's opening (its page setting's members and its `update`) goes.
package struct StatePage: Sendable {
  package var template: String
  package var marker: String

  package init(template: String, marker: String) {
    self.template = template
    self.marker = marker
  }
}
