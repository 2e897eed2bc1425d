import Foundation
import ScreenModel
import TestSupport
import Testing

/// What a user typed, as the built program shows it back: a message quotes a value cut to 64
/// characters and escaped (`VisibleText.quoted`), so a 10 KB `--locale` holding an escape
/// sequence never reaches the terminal whole or raw; a storyboard shows a right-to-left
/// override or a zero-width space as its escape, in the command and on the screen.
@Suite struct QuotedInputTests {
  private let temporary = FileManager.default.temporaryDirectory
    .appendingPathComponent("quoted-input-\(UUID().uuidString)")

  private func run(_ arguments: [String]) async throws -> ProgramRun {
    try await blockingCall("stock-screens \(arguments.first ?? "")") {
      try ProgramRun.builtProduct("stock-screens", arguments: arguments, within: .seconds(120))
    }
  }

  private func scenario(_ text: String) throws -> String {
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let url = temporary.appendingPathComponent("t.scenario")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// An escape sequence that would set the terminal's title, and ten thousand characters.
  private static let hostile = "\u{1B}]0;owned\u{07}" + String(repeating: "x", count: 10_230)

  @Test func aLongLocaleWithAnEscape_IsCutAndEscaped() async throws {
    let path = try scenario("open directory\n")
    let run = try await run(["play", path, "--locale", Self.hostile])
    #expect(run.status == 2)
    #expect(!run.stderr.contains("\u{1B}") && !run.stderr.contains("\u{07}"), "\(run.stderr)")
    #expect(
      run.stderr.contains(
        #"no catalog has the locale "\u{1B}]0;owned\u{07}"#
          + String(repeating: "x", count: 54) + #"…" (10240 characters); there are "#),
      "\(run.stderr)")
    #expect(run.stderr.utf8.count < 400, "\(run.stderr.utf8.count) bytes")
  }

  @Test func anOptionsValue_AndAScenariosWord_AreCutAndEscaped() async throws {
    let port = try await run(["serve", "--port", Self.hostile])
    #expect(port.status == 2)
    #expect(!port.stderr.contains("\u{1B}"), "\(port.stderr)")
    #expect(port.stderr.contains(#"not \u{1B}]0;owned\u{07}xxx"#), "\(port.stderr)")
    #expect(port.stderr.contains("… (10240 characters)"), "\(port.stderr)")
    // A scenario line holds at most 4096 bytes.
    let word = String(Self.hostile.prefix(1_000))
    let load = try await run(["play", try scenario("load \(word)\n")])
    #expect(load.status == 2)
    #expect(!load.stderr.contains("\u{1B}"), "\(load.stderr)")
    #expect(
      load.stderr.contains(
        #"t.scenario:1: unknown market "\u{1B}]0;owned\u{07}"# + String(repeating: "x", count: 54)
          + #"…" (1000 characters); markets: listed"#), "\(load.stderr)")
  }

  @Test func aStoryboard_ShowsAnOverrideAndAZeroWidthSpaceEscaped() async throws {
    let run = try await run(["play", try scenario("load listed\nfilter \u{202E}2330\u{200B}\n")])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.contains("\u{202E}") && !run.stdout.contains("\u{200B}"))
    #expect(run.stdout.contains(#"--- 2. filter \u{202E}2330\u{200B} ---"#), "\(run.stdout)")
    #expect(run.stdout.contains(#"名稱或代號 [\u{202E}2330\u{200B}]"#), "\(run.stdout)")
  }
}
