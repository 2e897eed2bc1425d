import Foundation
import LibraryTestSupport
import ScreenModel
import TestSupport
import Testing

/// The outside package's loans through every front end: the ticket of a book read shows the
/// book read-only, disables its days while the loan has no due date and its submit until the
/// loan is whole, each refused by name when edited or pressed; the confirmation's confirm
/// closes it and the ticket under it and returns the loan to the shelf.
extension ExternalPackageTests {
  /// The loan's scenario, `Tests/Fixtures/Bookshelf/Scenarios/lend.scenario`.
  static let lendScenario = OutsidePackage.fixture + "/Scenarios/lend.scenario"

  @Test(.enabled(if: swift != nil), .timeLimit(.minutes(20)))
  func outsideLoans_Play_ExpectsTheRefusals_AndTheConfirmClosesBothScreens() async throws {
    let root = try #require(SharedData.packageRoot())
    let file = root.appendingPathComponent(Self.lendScenario).path
    let run = try await shelf(["play", file])
    #expect(run.status == 0, "\(run.stderr)")
    let steps = run.stdout.components(separatedBy: "\n--- ")
    try #require(steps.count == 14, "\(run.stdout)")
    // Not read yet, 活著 opens no ticket: the next line is the shelf's, as the session shows.
    #expect(steps[0].contains("# 書架\n") && steps[1].contains("共 2 本，已讀 1 本"), "\(steps[0])")
    #expect(steps[2].contains("# 借出 三體\n  書名 [三體    ]（唯讀）\n"), "\(steps[2])")
    #expect(steps[3].contains(#"（如預期不接受：book: the text field "book" (書名) is read-only）"#))
    #expect(steps[4].contains(#"（如預期不接受：submit: the button "submit" (借出) is disabled）"#))
    #expect(steps[6].contains("天數 [90      ] ！1 到 60 天\n  [ 借出 ]（不可用）"), "\(steps[6])")
    #expect(steps[7].contains("天數 [90      ]（不可用）\n  [ 借出 ]\n"), "\(steps[7])")
    #expect(steps[8].contains(#"（如預期不接受：days: the text field "days" (天數) is disabled）"#))
    #expect(steps[9].contains("# 確認借出\n  [ 確認借出 ]\n  三體  借給 小明 不限期\n"), "\(steps[9])")
    #expect(steps[10].contains("# 書架\n") && steps[10].contains("✓  三體  借給 小明 不限期\n"))
    #expect(steps[11].contains("·  百年孤寂\n"), "the shelf's own event: \(steps[11])")
    #expect(
      steps[13].hasSuffix("共 2 本，已讀 1 本\n  ✓  三體  借給 小明 不限期\n  ·  百年孤寂\n"),
      "a book lent stays when the read ones are cleared: \(steps[13])")
  }

  @Test(.enabled(if: swift != nil), .timeLimit(.minutes(20)))
  func outsideLoans_Play_StopsAtADisabledPressOrFieldNotExpected_NamingTheControl() async throws {
    let cases = [
      ("finish 三體\nlend 三體\npress submit\n", 3, #"submit: the button "submit" (借出) is disabled"#),
      (
        "finish 三體\nlend 三體\ntoggle open-ended on\nset days 30\n", 4,
        #"days: the text field "days" (天數) is disabled"#
      ),
      ("finish 三體\nlend 三體\nset book 紅樓夢\n", 3, #"book: the text field "book" (書名) is read-only"#),
    ]
    for (text, line, reason) in cases {
      let file = try scenarioFile(text)
      defer { try? FileManager.default.removeItem(at: file) }
      let run = try await shelf(["play", file.path])
      #expect(run.status == 2, "\(text)")
      #expect(
        run.stderr.hasPrefix("\(file.path):\(line): the session refused it: \(reason)"),
        "\(run.stderr)")
    }
  }

  /// The loan's events, and the refusals the ticket's controls make, as drive and serve get
  /// them: `refused` holds the index and control of each refused one.
  static let loanEvents = [
    #"{"event":"finish","title":"三體"}"#, #"{"event":"lend","title":"三體","id":"l"}"#,
    #"{"event":"book","text":"紅樓夢"}"#, #"{"event":"submit"}"#,
    #"{"event":"borrower","text":"小明"}"#, #"{"event":"open-ended","on":true}"#,
    #"{"event":"days","text":"30"}"#, #"{"event":"submit"}"#, #"{"event":"confirm","id":"c"}"#,
  ]
  static let refusedControls = [2: "book", 3: "submit", 6: "days"]

  @Test(.enabled(if: swift != nil), .timeLimit(.minutes(20)))
  func outsideLoans_Drive_RefusesTheReadOnlyAndDisabledControls_AndTheConfirmClosesBoth()
    async throws
  {
    let input = Self.loanEvents.joined(separator: "\n") + "\n"
    let run = try await shelf(["drive", "--protocol", "1"], input: input)
    #expect(run.status == 0, "\(run.stderr)")
    let written = try run.stdout.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
    let refusals = written.filter { $0["error"] != nil }
    #expect(
      refusals.compactMap { $0["control"] } == ["book", "submit", "days"], "\(run.stdout)")
    #expect(refusals.map { $0["line"] } == [3, 4, 7].map { .int($0) })
    let ticket = try #require(written.first { $0["cause"] == "l" }, "\(run.stdout)")
    #expect(ticket["screen"] == "loan" && ticket["title"] == "借出 三體")
    guard case .array(let controls)? = ticket["controls"] else {
      Issue.record("the ticket shows no controls: \(ticket.text)")
      return
    }
    let book = controls.first { $0["id"] == "book" }
    #expect(book?["readOnly"] == .bool(true) && book?["value"] == "三體", "\(ticket.text)")
    let confirmed = try #require(written.first { $0["cause"] == "c" }, "\(run.stdout)")
    #expect(confirmed["screen"] == "shelf", "the confirm closes the ticket too")
    #expect(confirmed.text.contains(#""cells":["✓","三體","借給 小明 不限期"]"#), "\(confirmed.text)")
  }

  @Test(.enabled(if: swift != nil), .timeLimit(.minutes(20)))
  func outsideLoans_Serve_AnswersTheRefusalsWithTheControl_AndTheConfirmClosesBoth()
    async throws
  {
    let served = try await ShelfServer.start()
    defer { served.stop() }
    var last = JSONValue.null
    for (index, event) in Self.loanEvents.enumerated() {
      let (status, body) = try await served.send(event)
      if let control = Self.refusedControls[index] {
        #expect(status == 409 && body["control"] == .string(control), "\(body.text)")
      } else {
        #expect(status == 200, "\(event): \(body.text)")
        last = body
      }
    }
    #expect(last["screen"] == "shelf", "the confirm closes the ticket too: \(last.text)")
    #expect(last.text.contains(#""cells":["✓","三體","借給 小明 不限期"]"#), "\(last.text)")
  }
}

extension ExternalPackageTests {
  @Test(.enabled(if: swift != nil && browser != nil), .timeLimit(.minutes(20)))
  func outsideLoans_Serve_ThePageInChromiumDrawsTheFieldsNatively_AndLends() async throws {
    try await expectSceneHolds("outside-loans", shots: 2)
  }

  @Test(.enabled(if: swift != nil && tmux != nil), .timeLimit(.minutes(20)))
  func outsideLoans_Browse_SkipsWhatTakesNoEdit_AndTheConfirmReturnsToTheShelf() async throws {
    try await ShelfBrowse.run("the loan in tmux", arguments: " --books 三體,活著", height: 14) {
      pane in
      try pane.waitFor("the shelf") { $0.contains("·  三體") }
      try pane.press("j")
      try pane.press("Enter")
      try pane.waitFor("三體 read") { $0.contains("> ✓  三體") }
      try pane.press("Enter")
      // The book is read-only, so Tab goes to the borrower; the submit shows no key yet.
      try pane.waitFor("the ticket") {
        $0.contains("書名 [三體    ]（唯讀）") && $0.contains("Tab 借給") && !$0.contains("1 借出")
      }
      try pane.press("Tab")
      try pane.type("小明")
      try pane.press("Tab")
      try pane.press("Space")
      try pane.waitFor("the days disabled") {
        $0.contains("天數 [14      ]（不可用）") && $0.contains("三體  借給 小明 不限期")
      }
      // Tab skips the disabled days: from the toggle it goes back to the list.
      try pane.press("Tab")
      try pane.waitFor("the list, its submit usable") { $0.contains("1 借出") }
      try pane.press("1")
      try pane.waitFor("the confirmation") { $0.contains("> 確認借出") && $0.contains("1 確認借出") }
      try pane.press("1")
      try pane.waitFor("the shelf, the ticket closed too") {
        $0.contains("c 清除已讀") && $0.contains("✓  三體  借給 小明 不限期") && !$0.contains("借出 三體")
      }
    }
  }
}
