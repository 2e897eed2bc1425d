import Foundation
import ScreenModel
import TestSupport
import Testing

/// The outside package's price alerts through every front end: a quote that ticks every
/// 500 ms on the session's clock, and an editor whose save closes it and returns the alert
/// to the list. Nothing waits for the quote to end: `play` moves its clock by `wait` alone,
/// `drive` ends at the end of its input, `serve` and `browse` tick at the wall clock's pace.
extension ExternalPackageTests {
  @Test(.enabled(if: swift != nil), .timeLimit(.minutes(20)))
  func outsideAlerts_Play_TicksByWait_AndTheSaveReturnsTheAlert() async throws {
    let scenario = try scenarioFile(
      """
      open alerts
      wait 1s
      edit
      set code 2330
      set threshold 15x
      set threshold 1500.5
      choose direction below
      press save
      wait 500ms
      edit      # the list's own event, on the list the save returned to
      set code 1101
      """)
    let refused = try scenarioFile("open alerts\nset code 2330\n")
    let disabled = try scenarioFile("open alerts\nedit\npress save\n")
    defer {
      for file in [scenario, refused, disabled] { try? FileManager.default.removeItem(at: file) }
    }
    let run = try await shelf(["play", scenario.path, "--clock", "2026-12-03T09:00:00+08:00"])
    #expect(run.status == 0, "\(run.stderr)")
    let steps = run.stdout.components(separatedBy: "\n--- ")
    try #require(steps.count == 11, "\(run.stdout)")
    #expect(steps[0].contains("（第 1 跳）"), "the quote ticks as the list opens: \(steps[0])")
    #expect(steps[1].contains("（第 3 跳）"), "two ticks in a second: \(steps[1])")
    #expect(steps[2].contains("# 新增提醒") && steps[2].contains("[ 儲存 ]（不可用）"))
    #expect(steps[4].contains("請輸入數字，例如 1500.5"), "\(steps[4])")
    #expect(steps[6].contains("[ 儲存 ]\n"), "the whole alert can be saved: \(steps[6])")
    #expect(steps[7].contains("# 價格提醒") && steps[7].contains("2330 低於 1500.5"), "\(steps[7])")
    #expect(steps[8].contains("2330 低於 1500.5") && !steps[8].contains(steps[7]))
    #expect(steps[10].contains("# 新增提醒") && steps[10].contains("1101"))

    let checked = try await shelf(["play", refused.path])
    #expect(checked.status == 2 && checked.stdout.isEmpty)
    #expect(
      checked.stderr.hasPrefix(
        "\(refused.path):2: set: \"code\" is no text field of alerts"), "\(checked.stderr)")
    // A press of the save the state disables is the session's to refuse, as it plays.
    let pressed = try await shelf(["play", disabled.path])
    #expect(pressed.status == 2 && pressed.stdout.contains("--- 2. edit ---"))
    #expect(
      pressed.stderr.hasPrefix(
        "\(disabled.path):3: the session refused it: save: the button \"save\" (儲存) is "
          + "disabled"), "\(pressed.stderr)")
  }

  @Test(.enabled(if: swift != nil), .timeLimit(.minutes(20)))
  func outsideAlerts_Drive_EndsAtTheEndOfItsInput_WithTheQuoteTicking() async throws {
    let input = [
      #"{"event":"open","screen":"alerts","id":"o"}"#, #"{"event":"edit"}"#,
      #"{"event":"code","text":"2330"}"#, #"{"event":"threshold","text":"1500.5"}"#,
      #"{"event":"save","id":"s"}"#, #"{"event":"code","text":"1101"}"#,
    ]
    let run = try await shelf(["drive"], input: input.joined(separator: "\n") + "\n")
    #expect(run.status == 0, "\(run.stderr)")
    let written = try run.stdout.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
    #expect(written.compactMap { $0["done"] } == ["o", "s"], "\(run.stdout)")
    let saved = try #require(written.first { $0["cause"] == "s" }, "\(run.stdout)")
    #expect(saved["screen"] == "alerts" && saved.text.contains("alert:2330 高於 1500.5"))
    // The quote goes on ticking, so a tick's update may come after the refusal: the refusal
    // is looked for after the save, not as the last line.
    let savedAt = try #require(written.firstIndex { $0["done"] == "s" })
    let refusedAt = try #require(
      written.firstIndex {
        $0["error"] == "code works on the editor; the screen here is the alerts"
      }, "\(run.stdout)")
    #expect(refusedAt > savedAt, "\(run.stdout)")
  }

  @Test(.enabled(if: swift != nil), .timeLimit(.minutes(20)))
  func outsideAlerts_Serve_TicksOnTheStream_AndTheSaveReturnsTheAlert() async throws {
    let served = try await ShelfServer.start()
    defer { served.stop() }
    func send(_ event: String) async throws -> JSONValue {
      let (status, body) = try await served.send(event)
      #expect(status == 200, "\(body.text)")
      return body
    }
    let stream = try LoopbackHTTPClient(port: served.port)
    defer { stream.close() }
    try await stream.send("GET", "/api/sessions/\(served.session)/updates")
    #expect(try await stream.responseHead().status == 200)
    let alerts = try await send(#"{"event":"open","screen":"alerts","id":"o"}"#)
    #expect(alerts["screen"] == "alerts")
    // The quote's timer makes updates of its own, with no cause, while the list shows.
    var ticks = 0
    for _ in 0..<20 where ticks < 2 {
      guard let event = try await stream.event() else { break }
      let update = try JSONValue(parsing: event)
      if update["screen"] == "alerts", update["cause"] == nil, update["seq"] != .int(0) {
        ticks += 1
      }
    }
    #expect(ticks == 2, "the quote ticks on the stream")
    for event in [
      #"{"event":"edit"}"#, #"{"event":"code","text":"2330"}"#,
      #"{"event":"threshold","text":"1500.5"}"#, #"{"event":"direction","to":"below"}"#,
    ] { _ = try await send(event) }
    let saved = try await send(#"{"event":"save"}"#)
    #expect(saved["screen"] == "alerts" && saved.text.contains("alert:2330 低於 1500.5"))
  }

  @Test(.enabled(if: swift != nil && browser != nil), .timeLimit(.minutes(20)))
  func outsideAlerts_Serve_ThePageInChromiumTicksAndSavesAnAlert() async throws {
    try await expectSceneHolds("outside-alerts", shots: 3)
  }

  @Test(.enabled(if: swift != nil && tmux != nil), .timeLimit(.minutes(20)))
  func outsideAlerts_Browse_TicksAndSavesAnAlert() async throws {
    try await ShelfBrowse.run("the alerts in tmux", arguments: "", height: 14) { pane in
      try pane.waitFor("the shelf") { $0.contains("書架") }
      try pane.press("Tab")
      try pane.waitFor("the alerts") { $0.contains("價格提醒") && $0.contains("沒有提醒") }
      let first = try pane.capture()
      try pane.waitFor("the quote to tick") { $0.contains("跳）") && $0 != first }
      try pane.press("n")
      try pane.waitFor("the editor") { $0.contains("新增提醒") && $0.contains("代號") }
      // Tab takes the keys to the code, the direction, then the threshold.
      try pane.press("Tab")
      try pane.type("2330")
      try pane.press("Tab")
      try pane.press("Right")
      try pane.press("Tab")
      try pane.type("15x")
      try pane.waitFor("the threshold's message") {
        $0.contains("請輸入數字，例如 1500.5") && $0.contains("(•) 低於")
      }
      try pane.press("BSpace")
      try pane.type("00.5")
      try pane.waitFor("the whole alert") { $0.contains("2330 低於 1500.5") }
      // Enter in a field presses save, which closes the editor.
      try pane.press("Enter")
      try pane.waitFor("the alert on the list") {
        $0.contains("價格提醒") && $0.contains("2330 低於 1500.5") && !$0.contains("代號")
      }
    }
  }
}
