import CommandLineSyntax
import Foundation
import SnapshotStore

/// The three files a package needs around its snapshots, which `snapshots init` writes and
/// `snapshots check` looks for: the ignore line for the artifacts folder, and the
/// `.gitattributes` and `.editorconfig` that keep git and editors from rewriting references.
///
/// It only adds: a file that is there already is left as it is, and `.gitignore` gets one
/// line at its end when no line of it names the artifacts folder.
struct SnapshotSetup {
  let folders: SnapshotFolders

  /// One file the setup wants, and what it lacks.
  struct Need: Hashable, Sendable {
    /// The file as a person finds it: `.gitignore`, `Snapshots/.gitattributes`.
    var path: String
    /// What writing it adds.
    var addition: String
  }

  /// What `init` would write, in the order it writes it.
  func missing() throws -> [Need] {
    var needs: [Need] = []
    if let line = ignoreLine, let ignore = packageFile(".gitignore"),
      !Self.ignores(try read(ignore) ?? "", line: line)
    {
      needs.append(Need(path: folders.displayPath(of: ignore), addition: "the line \(line)"))
    }
    for (name, _) in Self.snapshotFiles {
      let url = folders.snapshotsFolder.appendingPathComponent(name)
      if try read(url) == nil {
        needs.append(Need(path: folders.displayPath(of: url), addition: "a new file"))
      }
    }
    return needs
  }

  /// The lines `check` adds when something is missing: which files, and what to run.
  func advice(missing needs: [Need]) -> String {
    guard !needs.isEmpty else { return "" }
    let files = needs.map { "setup    \($0.path) lacks what `init` writes: \($0.addition)" }
    return (files + ["Write them with `\(SnapshotCommand.initialize)`."]).joined(separator: "\n")
      + "\n"
  }

  /// Writes what is missing (nothing in a dry run) and says what it did.
  func write(dryRun: Bool, console: Console) throws -> Int32 {
    let needs = try missing()
    guard !needs.isEmpty else {
      console.out("Nothing to write: .gitignore, .gitattributes and .editorconfig are in place.\n")
      return 0
    }
    for need in needs {
      if !dryRun { try write(need) }
      console.out("\(dryRun ? "would write" : "wrote") \(need.path): \(need.addition)\n")
    }
    return 0
  }

  private func write(_ need: Need) throws {
    if let line = ignoreLine, let ignore = packageFile(".gitignore"),
      need.path == folders.displayPath(of: ignore)
    {
      let text = try read(ignore) ?? ""
      let separator = text.isEmpty || text.hasSuffix("\n") ? "" : "\n"
      return try save(text + separator + line + "\n", to: ignore)
    }
    for (name, text) in Self.snapshotFiles {
      let url = folders.snapshotsFolder.appendingPathComponent(name)
      if need.path == folders.displayPath(of: url) { try save(text, to: url) }
    }
  }

  /// `/.snapshot-artifacts/`: the artifacts folder from the package root; nil when it lies
  /// outside the package (`SNAPSHOT_ARTIFACTS_DIR`), where the package's ignore file has no say.
  private var ignoreLine: String? {
    guard let root = folders.packageRoot else { return nil }
    let rootPath = root.standardizedFileURL.path + "/"
    let folder = folders.artifactsFolder.standardizedFileURL.path
    guard folder.hasPrefix(rootPath) else { return nil }
    return "/" + folder.dropFirst(rootPath.count) + "/"
  }

  private func packageFile(_ name: String) -> URL? {
    folders.packageRoot?.appendingPathComponent(name)
  }

  /// Whether a line of `ignore` names the folder `line` names, with or without its slashes.
  static func ignores(_ ignore: String, line: String) -> Bool {
    let bare = line.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    return ignore.split(whereSeparator: \.isNewline).contains { written in
      let trimmed = written.trimmingCharacters(in: .whitespaces)
      return trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "/")) == bare
    }
  }

  private func read(_ url: URL) throws -> String? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw UsageError("cannot read \(folders.displayPath(of: url)): \(error.localizedDescription)")
    }
  }

  private func save(_ text: String, to url: URL) throws {
    try SnapshotsCommand.save(
      text, to: url, shownAs: folders.displayPath(of: url), in: folders)
  }

  /// The files written into the snapshots folder, by name.
  static let snapshotFiles: [(String, String)] = [
    (
      ".gitattributes",
      """
      # Reference snapshots are compared with the text a test renders. Git must never convert
      # their line endings (core.autocrlf, eol), and `git diff --check` must not call the
      # rendered text's white space an error. Diffs stay textual so that reviews show lines.
      * -text -whitespace

      """
    ),
    (
      ".editorconfig",
      """
      # Reference snapshots are exact text written by the tests: editors must not trim
      # trailing white space or change line endings. Each file ends with one newline.
      [*]
      charset = utf-8
      end_of_line = lf
      insert_final_newline = true
      trim_trailing_whitespace = false

      """
    ),
  ]
}
