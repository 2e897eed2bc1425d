import Foundation
import LibraryTestSupport
import ScreenModel
import TestSupport
import Testing

/// The outside package's reading list (`OutsidePackage`), a screen this package does not
/// have, through every front end its program of at most forty lines gets from
/// `FrontEndProgram`: `--help`, `drive`, `play`, `serve` (over HTTP, and its page in
/// Chromium) and `browse` (in tmux). The program is built once; the tests run beside the rest.
extension ExternalPackageTests {
  static let browser = try? ServeBrowser.find()
  static let tmux = TmuxPane.findTmux()

  @Test func outsideProgram_IsAtMostFortyLinesAndNamesNothingOfTheStockApp() throws {
    let root = try #require(SharedData.packageRoot())
    let text = try String(
      contentsOf: root.appendingPathComponent(OutsidePackage.programSource), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "", "the file ends with a line break")
    #expect(lines.count - 1 <= 40, "\(lines.count - 1) lines")
    for word in ["Stock", "stock", "TaiwanMarket", "AppSession", "Market", "公司"] {
      #expect(!text.contains(word), "the program names \(word)")
    }
  }

  @Test(.enabled(if: swift != nil), .timeLimit(.minutes(20)))
  func outsideProgram_HelpIsMadeFromItsScreen() async throws {
    let main = try await shelf(["--help"])
    #expect(main.status == 0)
    for expected in [
      "shelf: a reading list, on every front end.\n", "  shelf play FILE [--books TITLES]",
      "  shelf browse [--books TITLES]", "  shelf drive [--books TITLES]",
      "  shelf serve [--books TITLES] [--port N]",
      "  shelf: a reading list: add, finish, clear the read books",
    ] {
      #expect(main.stdout.contains(expected), "missing \(expected) in:\n\(main.stdout)")
    }
    let play = try await shelf(["play", "--help"])
    for expected in [
      "  open shelf | open alerts | open editor\n",
      "  lend TITLE             shelf: lend a book read\n",
      "  add TITLE              shelf: put a book on the shelf\n",
      "  edit                   alerts: add an alert\n",
      "  set ID TEXT            loan: book (書名), borrower (借給), days (天數);\n"
        + "                         editor: code (代號), threshold (價格)\n",
      "  toggle ID on|off       loan: open-ended (不限期)\n",
      "  finish TITLE           shelf: mark a book read\n",
      "  clear                  shelf: take the read books off the shelf\n",
      "  --books TITLES       the books on the shelf at the start, parted by commas\n",
    ] {
      #expect(play.stdout.contains(expected), "missing \(expected) in:\n\(play.stdout)")
    }
    let drive = try await shelf(["drive", "-h"])
    #expect(drive.stdout.contains(#"  {"event":"finish","title":"TITLE"}"#), "\(drive.stdout)")
    let browse = try await shelf(["browse", "--help"])
    #expect(browse.stdout.contains("  c          清除已讀\n"), "\(browse.stdout)")
    for run in [main, play, drive, browse] {
      #expect(run.stdout.contains("Example:\n"))
      #expect(!run.stdout.contains("stock") && !run.stdout.contains("公司"), "\(run.stdout)")
    }
    let wrong = try await shelf(["serve", "--data", "x"])
    #expect(wrong.status == 2)
    #expect(wrong.stderr.hasPrefix("shelf: "), "\(wrong.stderr)")
  }

  /// Explored within a fixed budget, as CI explores it, the outside program's screens pass
  /// every check in both its locales.
  @Test(.enabled(if: swift != nil), .timeLimit(.minutes(20)))
  func outsideProgram_Explore_FindsNothingInItsScreens() async throws {
    let run = try await shelf([
      "explore", "--depth", "2", "--events", "1500", "--locale", "zh-Hant", "--check-locale", "en",
    ])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.hasPrefix("explored 1,500 events: "), "\(run.stdout)")
    #expect(run.stdout.hasSuffix("\nno findings\n"), "\(run.stdout)")
    // What it found once: a threshold of -0.0 after 0 changed the draft's text, and the row
    // equal to the one before was not sent again.
    let found = try scenarioFile(
      "open editor\nset code 9999\nthreshold 0\nset threshold -0.0\n")
    let played = try await shelf(["play", found.path, "--locale", "zh-Hant"])
    #expect(played.status == 0, "\(played.stderr)")
    #expect(played.stdout.hasSuffix("  9999 高於 0.0\n"), "\(played.stdout)")
  }

  @Test(.enabled(if: swift != nil), .timeLimit(.minutes(20)))
  func outsideProgram_Drive_SpeaksTheSessionProtocolForTheShelf() async throws {
    let input = [
      #"{"event":"add","title":"百年孤寂","id":"a"}"#, #"{"event":"finish","title":"三體"}"#,
      #"{"event":"clear"}"#, "not json", #"{"event":"load","market":"listed"}"#,
    ]
    // Protocol 1: every update carries every row, so each line can be read whole.
    let run = try await shelf(
      ["drive", "--protocol", "1"], input: input.joined(separator: "\n") + "\n")
    #expect(run.status == 0, "\(run.stderr)")
    let written = try run.stdout.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
    // The event with an id ends with its done, right after its update.
    #expect(written.filter { $0["done"] != nil }.map(\.text) == [#"{"protocol":1,"done":"a"}"#])
    #expect(written.count > 2 && written[2]["done"] == "a", "\(run.stdout)")
    let lines = written.filter { $0["done"] == nil }
    try #require(lines.count == 6, "\(run.stdout)")
    #expect(lines[0]["screen"] == "shelf" && lines[0]["title"] == "書架")
    #expect(ids(lines[0]) == ["tally", "book:三體", "book:活著"])
    let book = try #require(rows(lines[0]).first { $0["id"] == "book:三體" })
    #expect(book["action"] == .object([.init("event", "finish"), .init("title", "三體")]))
    #expect(lines[1]["cause"] == "a" && ids(lines[1]).last == "book:百年孤寂")
    #expect(rows(lines[2]).first?["text"] == "共 3 本，已讀 1 本")
    #expect(ids(lines[3]) == ["tally", "book:活著", "book:百年孤寂"])
    #expect(lines[4]["line"] == .int(4))
    #expect(lines[5]["line"] == .int(5), "an event the shelf does not have: \(lines[5].text)")

    // By default protocol 2: the window is the session's, whatever the screen.
    let windowed = try await shelf(
      ["drive"], input: #"{"event":"window","from":1,"count":1}"# + "\n")
    let updates = try windowed.stdout.split(separator: "\n").map {
      try JSONValue(parsing: String($0))
    }
    try #require(updates.count == 2, "\(windowed.stdout)")
    #expect(updates[0]["protocol"] == .int(2) && updates[0]["count"] == .int(3))
    #expect(updates[1]["window"] == .object([.init("from", .int(1)), .init("count", .int(1))]))
    // 三體 was in the window already: the rows around it go, and no object is sent again.
    #expect(updates[1]["changes"]?["deletes"] == .array([.int(0), .int(2)]))
    #expect(ids(updates[1]).isEmpty, "\(updates[1].text)")
  }

  @Test(.enabled(if: swift != nil), .timeLimit(.minutes(20)))
  func outsideProgram_Play_PrintsAStoryboardOfItsEvents() async throws {
    let scenario = try scenarioFile("add 百年孤寂\nfinish 三體   # 讀完了\nclear\n")
    let stock = try scenarioFile("add 紅樓夢\nload listed\n")
    defer { for file in [scenario, stock] { try? FileManager.default.removeItem(at: file) } }
    let run = try await shelf(["play", scenario.path, "--books", "三體,活著"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout == """
        --- 1. add 百年孤寂 ---
        # 書架
          [ 清除已讀 ]
          共 3 本，已讀 0 本
          ·  三體
          ·  活著
          ·  百年孤寂

        --- 2. finish 三體  # 讀完了 ---
        # 書架
          [ 清除已讀 ]
          共 3 本，已讀 1 本
          ✓  三體
          ·  活著
          ·  百年孤寂

        --- 3. clear ---
        # 書架
          [ 清除已讀 ]
          共 2 本，已讀 0 本
          ·  活著
          ·  百年孤寂

        """)
    let json = try await shelf(["play", scenario.path, "--format", "json"])
    #expect(json.stdout.split(separator: "\n").count == 3, "\(json.stdout)")
    let refused = try await shelf(["play", stock.path])
    #expect(refused.status == 2 && refused.stdout.isEmpty)
    #expect(
      refused.stderr.hasPrefix("\(stock.path):2: unknown command \"load\""), "\(refused.stderr)")
  }

  @Test(.enabled(if: swift != nil), .timeLimit(.minutes(20)))
  func outsideProgram_Serve_AnswersForTheShelf() async throws {
    let program = try await OutsidePackage.program.value
    let server = try await blockingCall("the shelf's serve to start") {
      try ServerProcess(program, arguments: ["serve", "--port", "0"])
    }
    defer { server.stop() }
    let port = try #require(URL(string: server.url)?.port.flatMap { UInt16(exactly: $0) })
    let client = try LoopbackHTTPClient(port: port)
    let page = try await client.request("GET", "/")
    #expect(page.status == 200 && page.text.contains("<ol id=\"rows\""))
    let opened = try await client.request("POST", "/api/sessions")
    #expect(opened.status == 201, "\(opened)")
    let update = try JSONValue(parsing: opened.text)["update"]
    #expect(update?["screen"] == "shelf")
    #expect(update.map(ids) == ["tally", "book:三體", "book:活著"])
  }

  @Test(.enabled(if: swift != nil && browser != nil), .timeLimit(.minutes(20)))
  func outsideProgram_Serve_ThePageInChromiumDrawsTheShelf() async throws {
    try await expectSceneHolds("outside", shots: 2)
  }

  /// For each state of a walk through the shelf, a loan's ticket (a read-only field, a field
  /// disabled) and its confirmation, the alerts and the editor's form, the page shows the
  /// rows and controls of the shelf's `drive` update for the same state
  /// (`Tests/Support/serve_truth.py`).
  @Test(.enabled(if: swift != nil && browser != nil), .timeLimit(.minutes(20)))
  func outsideProgram_Serve_ThePageShowsWhatDriveSends() async throws {
    try await expectSceneHolds("truth-outside", shots: 16, script: "serve_truth.py") {
      [$0.path]
    }
  }

  /// The shelf's `serve`, its page played in Chromium by `scene` of `script` (given the
  /// program's arguments `extra` makes of it): every check of the scene holds, and each of
  /// its `shots` screenshots is not blank.
  func expectSceneHolds(
    _ scene: String, shots count: Int, script: String = "serve_browser.py",
    sourceLocation: SourceLocation = #_sourceLocation,
    extra: @escaping @Sendable (URL) -> [String] = { _ in [] }
  ) async throws {
    let browser = try #require(Self.browser)
    let program = try await OutsidePackage.program.value
    let run = try await blockingCall("the \(scene) scene in Chromium", within: .seconds(600)) {
      let server = try ServerProcess(program, arguments: ["serve", "--port", "0"])
      defer { server.stop() }
      return try browser.play(scene, url: server.url, extra: extra(program), script: script)
    }
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)", sourceLocation: sourceLocation)
    #expect(
      run.stdout.contains("\(scene): every check held"), "\(run.stdout)",
      sourceLocation: sourceLocation)
    let shots = try browser.shots(of: scene)
    #expect(shots.count == count, sourceLocation: sourceLocation)
    for shot in shots {
      #expect(
        shot.colors > 50 && shot.inked > 0.02, "\(shot) is not blank",
        sourceLocation: sourceLocation)
    }
  }

  @Test(.enabled(if: swift != nil && tmux != nil), .timeLimit(.minutes(20)))
  func outsideProgram_Browse_InATerminal() async throws {
    try await ShelfBrowse.run(
      "the shelf in tmux", arguments: " --books 三體,活著,百年孤寂", height: 12
    ) { pane in
      try pane.waitFor("the shelf") {
        $0.contains("書架") && $0.contains("·  三體") && $0.contains("c 清除已讀")
      }
      try pane.press("j")
      try pane.press("Enter")
      try pane.waitFor("三體 read") { $0.contains("> ✓  三體") && $0.contains("已讀 1 本") }
      try pane.press("c")
      try pane.waitFor("the read book cleared") {
        !$0.contains("三體") && $0.contains("共 2 本，已讀 0 本")
      }
    }
  }

  /// Runs the outside program with `arguments`, `input` on its standard input.
  func shelf(_ arguments: [String], input: String? = nil) async throws -> ProgramRun {
    let program = try await OutsidePackage.program.value
    return try await blockingCall("the shelf program", within: .seconds(300)) {
      try ProgramRun.run(program, arguments: arguments, input: input.map { Data($0.utf8) })
    }
  }

  func scenarioFile(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("outside-\(UUID().uuidString).scenario")
    try Data(text.utf8).write(to: url)
    return url
  }

  /// The row objects of `update`: all of them in protocol 1; in protocol 2 those it gives,
  /// every row of the window in an update that describes it from nothing.
  private func rows(_ update: JSONValue) -> [JSONValue] {
    guard case .array(let rows)? = update["rows"] else { return [] }
    return rows.map { $0["row"] ?? $0 }
  }

  private func ids(_ update: JSONValue) -> [String] {
    rows(update).compactMap { if case .string(let id)? = $0["id"] { id } else { nil } }
  }
}
