import Foundation
import LibraryTestSupport
import SnapshotStore
import TestSupport
import XCTest

@testable import SnapshotTool

/// The snapshot tool under its own name: `init` and the setup `check` looks for, and the
/// `snapshots` program that the command plugin runs, which never names the stock app.
final class SnapshotsProgramTests: XCTestCase {
  private func run(_ arguments: [String], in package: TemporaryPackage) async -> (
    status: Int32, output: OutputCollector
  ) {
    let output = OutputCollector()
    let status = await SnapshotTool.run(
      arguments + ["--package-path", package.root.path], console: output.console)
    return (status, output)
  }

  func testCheck_NamesEveryKeyACatalogHasNoWordsForInALocale() async throws {
    let package = try TemporaryPackage(prefix: "snapshot-tool")
    let unit = { (value: String) in #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
    try package.write(
      #"{"sourceLanguage":"zh-Hant","version":"1.0","strings":{"#
        + #""ticket.price":{"localizations":{"zh-Hant":\#(unit("價格")),"en":\#(unit("Price"))}},"#
        + #""ticket.side":{"localizations":{"zh-Hant":\#(unit("買賣"))}},"#
        + #""ticket.submit":{"localizations":{"zh-Hant":\#(unit("送出"))}}}}"#,
      at: "Sources/Ticket/Ticket.xcstrings")
    try package.write(
      #"{"sourceLanguage":"zh-Hant","version":"1.0","strings":{"#
        + #""order.cancel":{"localizations":{"zh-Hant":\#(unit("取消")),"en":\#(unit("Cancel"))}},"#
        + #""order.lots":{"localizations":{"zh-Hant":\#(unit("張"))}}}}"#,
      at: "Sources/Orders/Orders.xcstrings")
    try package.write("{}", at: "Tests/Broken.xcstrings")
    let check = await run(["check"], in: package)
    XCTAssertTrue(
      check.output.text.contains(
        "catalog  Sources/Orders/Orders.xcstrings has no words in en for 1 key: order.lots\n"),
      check.output.text)
    XCTAssertEqual(check.status, 1, "a missing word fails the check")
    XCTAssertTrue(
      check.output.text.contains(
        "catalog  Sources/Ticket/Ticket.xcstrings has no words in en for 2 keys: "
          + "ticket.side, ticket.submit\n"), check.output.text)
    XCTAssertTrue(
      check.output.text.contains("catalog  Tests/Broken.xcstrings cannot be read: "),
      check.output.text)
    XCTAssertFalse(check.output.text.contains("in zh-Hant"), "the source language lacks none")
  }

  func testInit_WritesTheThreeFilesAndCheckNoLongerAsks() async throws {
    let package = try TemporaryPackage(prefix: "snapshot-tool")
    let check = await run(["check"], in: package)
    XCTAssertEqual(check.status, 0, "missing setup is advice, not a failed check")
    XCTAssertTrue(
      check.output.text.hasSuffix(
        """
        setup    .gitignore lacks what `init` writes: the line /.snapshot-artifacts/
        setup    Snapshots/.gitattributes lacks what `init` writes: a new file
        setup    Snapshots/.editorconfig lacks what `init` writes: a new file
        Write them with `swift package snapshots init`.

        """), check.output.text)

    let dryRun = await run(["init", "--dry-run"], in: package)
    XCTAssertEqual(dryRun.status, 0)
    XCTAssertTrue(dryRun.output.text.hasPrefix("would write .gitignore: the line"))
    XCTAssertNil(package.read(".gitignore"), "a dry run writes nothing")

    let written = await run(["init"], in: package)
    XCTAssertEqual(written.status, 0, written.output.errors)
    XCTAssertEqual(
      written.output.text,
      """
      wrote .gitignore: the line /.snapshot-artifacts/
      wrote Snapshots/.gitattributes: a new file
      wrote Snapshots/.editorconfig: a new file

      """)
    XCTAssertEqual(package.read(".gitignore"), "/.snapshot-artifacts/\n")
    XCTAssertTrue(
      package.read("Snapshots/.gitattributes")?.contains("* -text -whitespace\n") ?? false)
    XCTAssertTrue(
      package.read("Snapshots/.editorconfig")?.contains("trim_trailing_whitespace = false\n")
        ?? false)
    let again = await run(["check"], in: package)
    XCTAssertFalse(again.output.text.contains("setup"), again.output.text)
    let twice = await run(["init"], in: package)
    XCTAssertEqual(
      twice.output.text,
      "Nothing to write: .gitignore, .gitattributes and .editorconfig are in place.\n")
  }

  func testInit_NeverOverwritesAndAddsOneLineToAnIgnoreFile() async throws {
    let package = try TemporaryPackage(prefix: "snapshot-tool")
    try package.write("# ours\n.build", at: ".gitignore")
    try package.write("* text=auto\n", at: "Snapshots/.gitattributes")
    let status = await run(["init"], in: package)
    XCTAssertEqual(
      status.output.text,
      """
      wrote .gitignore: the line /.snapshot-artifacts/
      wrote Snapshots/.editorconfig: a new file

      """)
    XCTAssertEqual(package.read(".gitignore"), "# ours\n.build\n/.snapshot-artifacts/\n")
    XCTAssertEqual(package.read("Snapshots/.gitattributes"), "* text=auto\n")
  }

  func testIgnores_ReadsTheFolderWithOrWithoutSlashes() {
    let line = "/.snapshot-artifacts/"
    for written in [".snapshot-artifacts", "/.snapshot-artifacts", ".snapshot-artifacts/", line] {
      XCTAssertTrue(SnapshotSetup.ignores("x\n  \(written)\n", line: line), written)
    }
    XCTAssertFalse(SnapshotSetup.ignores(".snapshot-artifacts-old\n", line: line))
    XCTAssertFalse(SnapshotSetup.ignores("", line: line))
  }

  func testProgram_NamesItselfAndNeverTheStockApp() throws {
    let package = try TemporaryPackage(prefix: "snapshot-tool")
    let help: ProgramRun
    do {
      help = try ProgramRun.builtProduct("snapshots", arguments: ["--help"])
    } catch let error as ProgramRunError {
      throw XCTSkip("\(error)")
    }
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(
      help.stdout.hasPrefix(
        "swift package snapshots: reviews the snapshots of the last `swift test` run"))
    XCTAssertTrue(help.stdout.contains("  swift package snapshots init [--dry-run]"), help.stdout)
    let usage = try ProgramRun.builtProduct(
      "snapshots", arguments: ["check", "--port", "1"], in: package.root)
    XCTAssertEqual(usage.status, 2)
    XCTAssertEqual(
      usage.stderr,
      """
      swift package snapshots: unknown option --port for snapshots check; options: --package-path
      Run `swift package snapshots --help` for usage.

      """)
    let check = try ProgramRun.builtProduct(
      "snapshots", arguments: ["check"], in: package.root,
      environment: ["SNAPSHOTS_DIR": "", "SNAPSHOT_ARTIFACTS_DIR": ""])
    for run in [help, usage, check] {
      XCTAssertFalse((run.stdout + run.stderr).contains("stock-screens"), run.stdout + run.stderr)
    }
  }

  func testStockScreensAlias_RunsTheSameToolUnderItsOwnName() async throws {
    let help = SnapshotTool.help(program: "stock-screens")
    XCTAssertTrue(help.hasPrefix("stock-screens snapshots: reviews"))
    XCTAssertFalse(help.contains("allow-writing-to-package-directory"), "no plugin note")
    XCTAssertTrue(SnapshotTool.help(program: "swift package").contains("allow-writing"))
  }
}
