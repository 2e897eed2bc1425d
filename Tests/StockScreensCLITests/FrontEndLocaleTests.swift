import CommandLineSyntax
import Foundation
import LoopbackHTTP
import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

import enum TerminalControl.Key
import struct TerminalControl.WindowSize

@testable import ScreenFrontEnds
@testable import StockScreensCLI

/// The locale on every front end: `--locale` and the environment on the program, a tab's
/// language on `serve`, the first event of `drive`, and the words each front end speaks.
final class FrontEndLocaleTests: XCTestCase {
  private typealias F = BrowseFixtures

  private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ more: String) { lock.withLock { text += more } }
    var value: String { lock.withLock { text } }
  }

  private struct Instant: MarketDataSource {
    func load(_ market: Market) async throws(MarketDataError) -> MarketData {
      EmbeddedSampleSource.data(for: market)
    }
  }

  private func run(_ arguments: [String], environment: [String: String] = [:]) async
    -> (status: Int32, out: String, err: String)
  {
    let (out, err) = (Collected(), Collected())
    let status = await StockScreensTool.run(
      arguments, console: Console(out: out.append, err: err.append), environment: environment)
    return (status, out.value, err.value)
  }

  private func scenario(_ text: String) throws -> String {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("locale-\(UUID().uuidString).scenario")
    try text.write(to: file, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(at: file) }
    return file.path
  }

  // MARK: The program

  func testPlay_SpeaksTheLocaleAskedFor_ByOptionOrEnvironment() async throws {
    let file = try scenario("open directory\nfilter\nfilter\n")
    let english = await run(["play", file, "--locale", "en"])
    XCTAssertEqual(english.status, 0, english.err)
    XCTAssertTrue(english.out.contains("(no change on screen)"), english.out)
    XCTAssertFalse(english.out.contains("畫面沒有變化"))
    let byEnvironment = await run(["play", file], environment: ["LANG": "en_GB.UTF-8"])
    XCTAssertEqual(byEnvironment.out, english.out)
    let optionFirst = await run(["play", file, "--locale", "zh-Hant"], environment: ["LANG": "en"])
    XCTAssertTrue(optionFirst.out.contains("（畫面沒有變化）"), optionFirst.out)
    let plain = await run(["play", file], environment: ["LANG": "C.UTF-8"])
    XCTAssertEqual(plain.out, optionFirst.out, "no locale asked for: zh-Hant")
  }

  func testDemo_TheProgramsDefault_TakesTheLocaleToo() async {
    let english = await run(["demo", "--locale", "en"])
    XCTAssertEqual(english.status, 0, english.err)
    XCTAssertTrue(english.out.contains("more rows not shown)"), english.out)
    XCTAssertFalse(english.out.contains("列未顯示"))
    XCTAssertTrue(english.out.contains("--- 2. load listed  # Fetch the listed companies ---"))
    XCTAssertTrue(english.out.contains("Server busy (HTTP 503)"), "the failure it makes too")
    XCTAssertFalse(english.out.contains("取得上市公司"), "the notes follow the locale")
    let byEnvironment = await run([], environment: ["LANG": "en_US.UTF-8"])
    XCTAssertEqual(byEnvironment.out, english.out)
  }

  func testUnknownLocale_IsAUsageErrorNamingThoseThereAre() async throws {
    let file = try scenario("open directory\n")
    let french = await run(["play", file, "--locale", "fr"])
    XCTAssertEqual(french.status, 2)
    XCTAssertTrue(
      french.err.contains(#"no catalog has the locale "fr"; there are en, en-XA, zh-Hant"#),
      french.err)
    let byEnvironment = await run(["play", file], environment: ["LC_ALL": "fr_FR.UTF-8"])
    XCTAssertEqual(byEnvironment.status, 0, "an environment's locale no catalog has is passed by")
  }

  // MARK: drive

  /// What `drive` wrote for `lines`, and the locale it was asked to start again in, if any.
  @MainActor
  private static func drive(_ lines: [String]) async throws -> (
    written: [JSONValue], asked: String
  ) {
    let (stream, continuation) = AsyncStream.makeStream(of: InputLine.self)
    for (offset, line) in lines.enumerated() {
      continuation.yield(InputLine(number: offset + 1, content: .text(line)))
    }
    continuation.finish()
    let output = Collected()
    let asked = Collected()
    try await withDeadline("drive to end at the end of its input") { @MainActor in
      await DriveLoop.run(
        session: AppSession.start(source: Instant(), protocol: .v2), lines: stream,
        write: output.append
      ) { locale throws(SessionEventError) in
        asked.append(locale)
        guard locale != "fr" else {
          throw SessionEventError(.invalid, #"no catalog has the locale "fr""#)
        }
        return AppSession.start(source: Instant(), protocol: .v2)
      }
    }
    let written = try output.value.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
    return (written, asked.value)
  }

  func testDrive_TheFirstEventChoosesTheLocale_AndTheSessionStartsAgain() async throws {
    let (written, asked) = try await Self.drive([
      #"{"event":"locale","locale":"en"}"#, #"{"event":"filter","text":"台積"}"#,
    ])
    XCTAssertEqual(asked, "en")
    XCTAssertEqual(written.map { $0["seq"] }, [.int(0), .int(0), .int(1)])
    XCTAssertTrue(written.allSatisfy { $0["error"] == nil })
  }

  func testDrive_ALocaleNoCatalogHas_OrLate_IsAnError() async throws {
    let unknown = try await Self.drive([#"{"event":"locale","locale":"fr"}"#])
    XCTAssertEqual(unknown.asked, "fr")
    XCTAssertEqual(unknown.written.last?["error"], #"no catalog has the locale "fr""#)
    let late = try await Self.drive([
      #"{"event":"filter","text":"台"}"#, #"{"event":"locale","locale":"en"}"#,
    ])
    XCTAssertEqual(late.asked, "", "only the first event chooses the locale")
    XCTAssertEqual(late.written.last?["line"], .int(2), "a late one is an event it refuses")
  }

  // MARK: serve

  @MainActor
  func testServe_ASessionSpeaksTheFirstOfTheBrowsersLanguagesACatalogHas() async throws {
    let frontEnd = WebFrontEnd(source: Instant())
    let open = { (body: String) async throws -> JSONValue in
      let request = HTTPRequest(method: "POST", target: "/api/sessions", body: Array(body.utf8))
      guard case .bytes(let bytes) = await frontEnd.respond(to: request).body else {
        struct NotJSON: Error {}
        XCTFail("a stream where a session's JSON was expected")
        throw NotJSON()
      }
      return try JSONValue(parsing: bytes)
    }
    let english = try await open(#"{"locale":["fr-FR","en-US","zh-TW"]}"#)
    XCTAssertEqual(english["locale"], "en")
    XCTAssertEqual(english["words"]?["page.back"], "‹ Back")
    XCTAssertEqual(english["words"]?["page.refused"], "The server did not accept this action: %@")
    let plain = try await open("")
    XCTAssertEqual(plain["locale"], "zh-Hant")
    XCTAssertEqual(plain["words"]?["page.back"], "‹ 返回")
    // The page labels its tabs and controls from the session's own declarations: in the
    // session's words, under the same ids in every locale.
    func controls(_ session: JSONValue) -> [(id: JSONValue?, label: JSONValue?)] {
      guard case .array(let screens)? = session["screens"], let first = screens.first,
        case .array(let controls)? = first["controls"]
      else { return [] }
      return controls.map { ($0["id"], $0["label"]) }
    }
    let (inEnglish, inChinese) = (controls(english), controls(plain))
    XCTAssertEqual(inEnglish.map(\.id), inChinese.map(\.id))
    XCTAssertEqual(inChinese.map(\.id), ["filter", "listed", "otc", "emerging"])
    XCTAssertEqual(inChinese.dropFirst().map(\.label), ["上市", "上櫃", "興櫃"])
    XCTAssertEqual(inEnglish.dropFirst().map(\.label), ["Listed", "OTC", "Emerging"])
    let unknown = try await open(#"{"locale":"fr"}"#)
    XCTAssertEqual(unknown["locale"], "zh-Hant")
    let pseudo = try await open(#"{"locale":"en-XA"}"#)
    guard case .string(let back)? = pseudo["words"]?["page.back"] else {
      return XCTFail("no words in \(pseudo)")
    }
    XCTAssertEqual(back, PseudoLocale.marked("‹ Back"))
  }

  // MARK: browse

  private func helpLine(_ model: BrowseModel) -> String {
    BrowseFrame(model).lines.last?.text ?? ""
  }

  func testBrowse_KeyHelpAt80Columns_DropsTheLeastNeededFirst_InEveryLocale() {
    for locale in ["zh-Hant", "en", "en-XA"] {
      let words = Words(locale: locale)
      var model = F.model(words: words)
      F.press([.down], on: &model)
      let help = helpLine(model)
      XCTAssertLessThanOrEqual(DisplayWidth.of(help), 80, help)
      XCTAssertFalse(help.hasSuffix("…"), "\(locale): cut instead of shortened: \(help)")
      XCTAssertTrue(help.hasSuffix(words["browse.help.quit"]), "\(locale): \(help)")
      let listed = Market.listed.name(in: StockWords(words).words)
      XCTAssertTrue(help.contains("1 \(listed)"), "\(locale): the buttons stay: \(help)")
      let wide = F.model(size: WindowSize(width: 200, height: 24), words: words)
      XCTAssertTrue(helpLine(wide).contains(words["browse.help.move"]), "all shown when room")
    }
  }

  func testBrowse_SearchLine_KeepsATeamsLabelApartFromThePackagesWords() {
    XCTAssertEqual(F.model().frameLine(1), "搜尋：按 / 輸入名稱或代號")
    XCTAssertEqual(
      F.model(words: Words(locale: "en")).frameLine(1), "Search: press / (Name or code)")
  }
}

extension BrowseModel {
  fileprivate func frameLine(_ index: Int) -> String {
    BrowseFrame(self).lines[index].text
  }
}
