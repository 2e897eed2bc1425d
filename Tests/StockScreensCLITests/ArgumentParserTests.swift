import CommandLineSyntax
import LibraryTestSupport
import XCTest

@testable import ScreenFrontEnds
@testable import SnapshotTool
@testable import StockScreensCLI

/// The parser reads every command by its declared form, and refuses what does not apply
/// with a message that says why and what to write.
final class ArgumentParserTests: XCTestCase {
  private func parse(_ arguments: [String], as form: CommandSyntax) throws -> ParsedArguments {
    try ProgramSyntax.parse(arguments, as: form)
  }

  /// The form of `snapshots ACTION`.
  private func action(_ word: String) -> CommandSyntax {
    SnapshotSyntax.forms.first { $0.words == ["snapshots", word] } ?? .demo
  }

  /// The message `arguments` are refused with, or a failure when they are accepted.
  private func refusal(
    _ arguments: [String], as form: CommandSyntax, file: StaticString = #filePath,
    line: UInt = #line
  ) -> String {
    do {
      _ = try ProgramSyntax.parse(arguments, as: form)
      XCTFail("\(form.name) accepted \(arguments)", file: file, line: line)
      return ""
    } catch {
      XCTAssertEqual(
        error.command, form.command, "the hint names the command", file: file, line: line)
      return error.message
    }
  }

  func testDrive_TakesProtocol1Or2_AndRefusesAnyOther() throws {
    XCTAssertEqual(try parse(["--protocol", "1"], as: .drive).value(of: .sessionProtocol), "1")
    XCTAssertEqual(try parse(["--protocol", "2"], as: .drive).value(of: .sessionProtocol), "2")
    XCTAssertNil(try parse([], as: .drive).value(of: .sessionProtocol))
    for other in ["3", "0", "v1"] {
      let message = refusal(["--protocol", other], as: .drive)
      XCTAssertTrue(message.contains("--protocol"), message)
      XCTAssertTrue(message.contains("1") && message.contains("2"), message)
    }
    XCTAssertTrue(Help.drive.contains("--protocol"), "the option is in drive's help")
  }

  func testPlay_ReadsFileDataAndOutputOptions() throws {
    let parsed = try parse(
      ["x.scenario", "--data", "folder", "--format", "text", "--max-rows", "3"], as: .play)
    XCTAssertEqual(parsed.positionals, ["x.scenario"])
    XCTAssertEqual(DataOption(parsed), .folder("folder"))
    let options = try PlayCommand.Options(parsed, defaultMaxRows: nil)
    XCTAssertEqual(options.format, .text)
    XCTAssertEqual(options.maxRows, 3)
    let all = try PlayCommand.Options(
      parse(["x", "--max-rows", "0"], as: .play), defaultMaxRows: 5)
    XCTAssertNil(all.maxRows, "0 shows every row")
    let demo = try PlayCommand.Options(parse([], as: .demo), defaultMaxRows: 12)
    XCTAssertEqual(demo.maxRows, 12)
  }

  func testValueAfterEquals_IsTheSameAsTheNextArgument() throws {
    let parsed = try parse(["--port=0", "--live=https://example.com/base"], as: .serve)
    XCTAssertEqual(try parsed.value(of: .port) { UInt16($0) }, 0)
    XCTAssertEqual(DataOption(parsed), .live(baseURL: "https://example.com/base", cached: true))
    XCTAssertEqual(
      refusal(["--port="], as: .serve),
      "--port= needs a number from 0 to 65535 after the =: --port N")
    XCTAssertEqual(
      refusal(["--dry-run=yes"], as: action("prune")), "--dry-run takes no value: write it alone")
  }

  func testLive_TakesTheNextArgumentOnlyWhenItIsWrittenAsAURL() throws {
    let bare = try parse(["--live", "x.scenario"], as: .play)
    XCTAssertEqual(bare.positionals, ["x.scenario"], "a file after --live stays the FILE")
    XCTAssertEqual(DataOption(bare), .live(baseURL: nil, cached: true))
    let based = try parse(
      ["--live", "http://127.0.0.1:8080", "x.scenario", "--no-cache"], as: .play)
    XCTAssertEqual(based.positionals, ["x.scenario"])
    XCTAssertEqual(DataOption(based), .live(baseURL: "http://127.0.0.1:8080", cached: false))
    XCTAssertEqual(DataOption(try parse([], as: .drive)), .embedded)
  }

  func testLive_RefusesAURLThatIsNotHTTPAndSaysWhyForAWordThatIsNoURL() {
    XCTAssertEqual(
      refusal(["--live", "ftp://x"], as: .drive),
      "--live ftp://x: BASE_URL must be an http:// or https:// URL with a host, "
        + "such as --live http://127.0.0.1:8080")
    XCTAssertTrue(
      refusal(["--live=not-a-url"], as: .serve).hasPrefix("--live not-a-url: BASE_URL must"))
    XCTAssertTrue(refusal(["--live", "https://"], as: .serve).contains("with a host"))
    XCTAssertEqual(
      refusal(["--live", "not-a-url"], as: .browse),
      "browse takes no argument not-a-url (--live reads the next argument as BASE_URL only "
        + "when it is written as a URL, http://… or https://…; or write --live=BASE_URL)")
    XCTAssertTrue(
      refusal(["x.scenario", "--live", "not-a-url"], as: .play).hasPrefix(
        "play takes one FILE, not also not-a-url (--live reads"))
  }

  func testOptionsThatDoNotApply_AreRefusedWithTheReason() {
    XCTAssertEqual(
      refusal(["x", "--format", "json", "--max-rows", "3"], as: .play),
      "--max-rows does not go with --format json: each JSON line carries every row; "
        + "leave out --max-rows, or use --format text")
    XCTAssertTrue(
      refusal(["--max-rows", "3", "--format=json"], as: .demo).hasPrefix("--max-rows does not go"))
    XCTAssertEqual(
      refusal(["--no-cache"], as: .serve),
      "--no-cache goes with --live: only the answers of --live are cached; add --live, or "
        + "leave out --no-cache")
    XCTAssertEqual(
      refusal(["--data", "a", "--live"], as: .drive),
      "choose one of --data DIR and --live [BASE_URL]")
  }

  func testOptionOfAnotherCommand_NamesTheCommandItGoesWith() {
    let cases: [(CommandSyntax, [String], String)] = [
      (
        .play, ["x", "--dry-run"],
        "--dry-run goes with snapshots accept, reject, prune or init, not with play"
      ),
      (
        action("check"), ["--dry-run"],
        "--dry-run goes with accept, reject, prune or init, not with check"
      ),
      (
        action("report"), ["--dry-run"],
        "--dry-run goes with accept, reject, prune or init, not with report"
      ),
      (action("accept"), ["--html", "r"], "--html goes with report, not with accept"),
      (action("review"), ["--junit", "f"], "--junit goes with report, not with review"),
      (action("prune"), ["--no-interactive"], "--no-interactive goes with review, not with prune"),
      (.drive, ["--no-interactive"], "--no-interactive goes with snapshots review, not with drive"),
      (.play, ["x", "--port", "1"], "--port goes with serve, not with play"),
      (.browse, ["--port=1"], "--port goes with serve, not with browse"),
      (
        .demo, ["--data", "d"],
        "--data goes with play, explore, browse, drive or serve, not with demo"
      ),
      (.serve, ["--max-rows", "3"], "--max-rows goes with demo or play, not with serve"),
    ]
    for (form, arguments, message) in cases {
      XCTAssertEqual(refusal(arguments, as: form), message, "\(form.name) \(arguments)")
    }
  }

  func testOptionGivenTwice_IsRefused() {
    XCTAssertEqual(
      refusal(["x", "--format", "json", "--format=text"], as: .play),
      "--format is given twice; give it once")
    XCTAssertEqual(
      refusal(["--live", "--live"], as: .browse), "--live is given twice; give it once")
  }

  func testUnknownOption_SuggestsTheNearestOrListsThemAll() {
    XCTAssertEqual(
      refusal(["x", "--formt", "json"], as: .play),
      "unknown option --formt for play; did you mean --format?")
    XCTAssertEqual(
      refusal(["--prot", "1"], as: .serve), "unknown option --prot for serve; did you mean --port?")
    XCTAssertEqual(
      refusal(["--verbose"], as: .drive),
      "unknown option --verbose for drive; options: --data, --live, --no-cache, --refresh, "
        + "--watchlist, --settings, --protocol, --schema, --clock, --locale")
  }

  func testMissingOrBadValues_SayWhatTheOptionNeeds() throws {
    XCTAssertEqual(refusal(["x", "--data"], as: .play), "--data needs a folder: --data DIR")
    XCTAssertEqual(
      refusal(["x", "--data", "--live"], as: .play), "--data needs a folder: --data DIR")
    XCTAssertEqual(
      refusal(["--format", "xml"], as: .demo), "--format must be text or json, not xml")
    XCTAssertEqual(
      refusal(["--format"], as: .demo), "--format needs text or json: --format text|json")
    let port = try parse(["--port", "70000"], as: .serve)
    XCTAssertThrowsError(try port.value(of: .port) { UInt16($0) }) { error in
      XCTAssertEqual(
        (error as? UsageError)?.message, "--port needs a number from 0 to 65535, not 70000")
    }
    let rows = try parse(["--max-rows", "-1"], as: .demo)
    XCTAssertThrowsError(try PlayCommand.Options(rows, defaultMaxRows: nil)) { error in
      XCTAssertEqual((error as? UsageError)?.message, "--max-rows needs a whole number, not -1")
    }
  }

  func testPositionals_AreCountedAgainstTheForm() throws {
    XCTAssertEqual(refusal([], as: .play), "play needs a scenario FILE")
    XCTAssertEqual(refusal(["a", "b"], as: .play), "play takes one FILE, not also b")
    XCTAssertEqual(refusal(["extra"], as: .demo), "demo takes no argument extra")
    XCTAssertEqual(try parse(["-"], as: .play).positionals, ["-"], "a lone dash is an argument")
  }

  func testSnapshots_ReadsEachActionByItsOwnForm() throws {
    let accept = try SnapshotsCommand.parse(["accept", "--dry-run"])
    XCTAssertEqual(accept.action, "accept")
    XCTAssertTrue(accept.dryRun)
    let review = try SnapshotsCommand.parse(["review", "--no-interactive"])
    XCTAssertFalse(review.interactive)
    let report = try SnapshotsCommand.parse(["report", "--junit", "j.xml"])
    XCTAssertEqual(report.junitFile, "j.xml")
    XCTAssertNil(report.htmlFolder)
    XCTAssertThrowsError(try SnapshotsCommand.parse(["reviw"])) { error in
      XCTAssertEqual(
        (error as? UsageError)?.message,
        "unknown snapshots action \"reviw\"; did you mean review? actions: check, review, accept, "
          + "reject, prune, report, init")
    }
  }

  func testProgram_ReportsARefusalWithItsNameAndTheCommandsHelp() async {
    let output = OutputCollector()
    let status = await StockScreensTool.run(["serve", "--dry-run"], console: output.console)
    XCTAssertEqual(status, 2)
    XCTAssertEqual(
      output.errors,
      """
      stock-screens: --dry-run goes with snapshots accept, reject, prune or init, not with serve
      Run `stock-screens serve --help` for usage.

      """)
    XCTAssertEqual(output.text, "")
    let unknown = OutputCollector()
    _ = await StockScreensTool.run(["paly"], console: unknown.console)
    XCTAssertTrue(
      unknown.errors.hasPrefix("stock-screens: unknown command \"paly\"; did you mean play?"))
  }
}
