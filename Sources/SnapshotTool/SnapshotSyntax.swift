import CommandLineSyntax

/// The snapshot tool's command lines, declared once: `SnapshotsCommand` reads its arguments
/// by these forms and `SnapshotTool.help` prints their usage from them, under whichever
/// program runs the tool (`swift package snapshots`, `stock-screens snapshots`).
package enum SnapshotSyntax {
  /// Every action's form, in the order the help lists them.
  package static let forms: [CommandSyntax] = [
    CommandSyntax(
      words: ["snapshots", "check"], options: [.packagePath],
      summary: """
        list failed, missing, inline and orphaned snapshots, the keys a String Catalog has no
        words for in a locale, and the setup files `init` would write
        """),
    CommandSyntax(
      words: ["snapshots", "review"], options: [.noInteractive, .packagePath],
      summary: """
        on a terminal, one snapshot at a time: where it is, its test and line, and the diff
        with the changed characters marked; elsewhere, or with --no-interactive, every
        unified diff at once
        """),
    CommandSyntax(
      words: ["snapshots", "accept"], options: [.dryRun, .packagePath],
      summary: """
        take the actual text as the reference, and write it into the literal of each inline
        snapshot
        """),
    CommandSyntax(
      words: ["snapshots", "reject"], options: [.dryRun, .packagePath],
      summary: "discard every kept actual text; references and literals stay as they are"),
    CommandSyntax(
      words: ["snapshots", "prune"], options: [.dryRun, .packagePath],
      summary: "delete orphans (or, with --dry-run, only list them)"),
    CommandSyntax(
      words: ["snapshots", "report"], options: [.html, .junit, .packagePath],
      rules: [.atLeastOne(["--html", "--junit"])],
      summary: "write a page, a JUnit file or both, of the last run"),
    CommandSyntax(
      words: ["snapshots", "init"], options: [.dryRun, .packagePath],
      summary: """
        add the artifacts folder to .gitignore, and write Snapshots/.gitattributes and
        Snapshots/.editorconfig; a file that is there already is left as it is
        """),
  ]

  /// The actions, in the order of the forms.
  package static var actions: [String] { forms.compactMap(\.words.last) }
}

extension CommandOption {
  package static let packagePath = CommandOption(
    "--package-path", value: .required("DIR", meaning: "a folder"),
    help: "the package to act on (default: the one holding the current folder)")

  package static let dryRun = CommandOption(
    "--dry-run", help: "say what accept, reject, prune or init would do, and do nothing")

  package static let noInteractive = CommandOption(
    "--no-interactive", help: "review: print every diff at once, even on a terminal")

  package static let html = CommandOption(
    "--html", value: .required("DIR", meaning: "a folder"),
    help: """
      report: DIR/index.html, every failed, missing and inline snapshot,
      reference and actual side by side, a page that loads nothing from
      elsewhere; with a catalog of states, DIR/gallery.html, each state drawn
      """)

  package static let junit = CommandOption(
    "--junit", value: .required("FILE", meaning: "a file"),
    help: "report: FILE, JUnit XML, one case a snapshot checked")
}
