import CommandLineSyntax
import Foundation
import LoopbackHTTP
import ScreenFrontEnds
import ScreenModel
import ScreenModelTesting
import Testing

/// The reading list in the locale of the session that shows it, from its own String Catalog
/// (`ReadingList.xcstrings`, zh-Hant and en), through nothing but the public API; a team's
/// program that adds French, a locale neither that catalog nor the package's has.
@MainActor @Suite struct ReadingListLocaleTests {
  private static let locales = [Words.sourceLocale, "en", "en-XA"]
  /// The list's own catalog, the first its words search.
  private static let catalog = ReadingListScreen.sourceWords.catalogs[0]

  /// The list on a session in `locale`: loading, arrived, one shelf searched, a book
  /// toggled off it, and a fetch that failed over the books shown.
  private static func story(in locale: String) async throws -> String {
    let requests = RequestQueue()
    let source = FakeBookSource([.success(SampleBooks.all), .failure(FakeFailure("timed out"))])
    let session = ScreenSession(
      screens: ReadingApp.screens(source: source), requests: requests,
      words: Words(locale: locale))
    var board = [("open", session.current.screen)]
    let steps: [(String, String?)] = [
      ("the list arrives", nil), ("show unread", #"{"event":"show","list":"unread"}"#),
      ("search 村上", #"{"event":"search","text":"村上"}"#),
      ("toggle kafka", #"{"event":"toggle","book":"kafka"}"#),
      ("nothing left", #"{"event":"show","list":"finished"}"#),
      ("load fails", #"{"event":"load"}"#),
    ]
    for (label, event) in steps {
      if let event { try await session.send(json: JSONValue(parsing: event)) }
      try await session.waitUntilIdle(within: .seconds(30))
      await requests.answerAll()
      try await session.waitUntilIdle(within: .seconds(30))
      board.append((label, session.current.screen))
    }
    return board.map { "--- \($0.0) ---\n\($0.1.snapshotText)" }.joined(separator: "\n")
  }

  @Test func theListSpeaksTheSessionsLocaleFromItsOwnCatalog() async throws {
    var stories: [String: String] = [:]
    for locale in Self.locales { stories[locale] = try await Self.story(in: locale) }
    assertTextSnapshot(in: Self.locales) { stories[$0.locale] ?? "" }

    let english = try #require(stories["en"])
    let data = SampleBooks.all.flatMap { [$0.title, $0.author] } + ["村上"]
    var rest = english
    for name in data { rest = rest.replacingOccurrences(of: name, with: "") }
    #expect(!rest.unicodeScalars.contains { $0.value >= 0x3000 }, "only the books are Chinese")
  }

  /// In the pseudo-locale every text the list shows is bracketed but the books' own.
  @Test func thePseudoLocaleMarksEveryWordOfTheCatalog() async throws {
    let session = ScreenSession(
      screens: ReadingApp.screens(source: SampleShelf()), words: Words(locale: "en-XA"))
    try await session.waitUntilIdle(within: .seconds(30))
    let screen = session.current.screen
    #expect(screen.title == PseudoLocale.marked("Reading list"))
    let labels = session.top.controls.map(\.label)
    #expect(labels == ["Title or author", "All", "Unread", "Finished"].map(PseudoLocale.marked))
    #expect(session.top.label == PseudoLocale.marked("Books"))
    let rows = screen.indices.compactMap { screen.row(at: $0)?.title }
    #expect(rows.count == SampleBooks.all.count + 1)
    #expect(rows.first == "[4 ƀööķš, 1 ƒîñîšĥéđ ·····]")
    for row in rows.dropFirst() {
      #expect(row.hasSuffix("]"), "the state of a book comes from the catalog: \(row)")
    }
  }

  private static let french = """
    {"sourceLanguage":"fr","version":"1.0","strings":{
      "page.back":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"‹ Retour"}}}},
      "reading.title":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Ma liste"}}}}}}
    """

  @Test func aTeamsCatalogAddsALocaleToItsProgram() async throws {
    var program = FrontEndProgram("reading", summary: "a reading list, in French too.") { _ in
      ReadingApp.screens(source: SampleShelf())
    }
    let scenario = FileManager.default.temporaryDirectory
      .appendingPathComponent("reading-\(UUID().uuidString).scenario")
    try "load\n".write(to: scenario, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: scenario) }
    let output = Output()
    let console = Console(out: output.append, err: output.append)

    #expect(await program.run(["play", scenario.path, "--locale", "fr"], console: console) == 2)
    #expect(output.text.contains(#"no catalog has the locale "fr""#), "\(output.text)")
    program.catalogs = [try StringCatalog(parsing: Self.french)]
    output.clear()
    #expect(await program.run(["play", scenario.path, "--locale", "fr"], console: console) == 0)
    #expect(output.text.contains("# Ma liste"), "the title in French: \(output.text)")
    #expect(output.text.contains("書名或作者"), "a key fr lacks: the catalog's source language")
    #expect(LocaleMatch.available(in: program.catalogs) == ["en", "en-XA", "fr", "zh-Hant"])
  }

  @Test func theListsCatalog_HasEveryKeyInEachLocale_AndAFrenchOneOfTwoKeysIsListed() throws {
    assertCatalogsComplete([Self.catalog])
    let french = try StringCatalog(parsing: Self.french)
    let words = Words(locale: "fr", catalogs: [french, Self.catalog])
    #expect(words.missingKeys.contains("reading.search"), "\(words.missingKeys)")
    #expect(!words.missingKeys.contains("reading.title"), "French has it")
    #expect(words["reading.search"] == "書名或作者")
    #expect(words.problems == [#""reading.search" has no words in fr: it shows in zh-Hant"#])
  }

  @Test func aTabThatAsksForEnglishGetsTheListInEnglish() async throws {
    let frontEnd = WebFrontEnd(screens: ReadingApp.screens(source: SampleShelf()))
    let request = HTTPRequest(
      method: "POST", target: "/api/sessions", body: Array(#"{"locale":["en-GB","zh-TW"]}"#.utf8))
    guard case .bytes(let bytes) = await frontEnd.respond(to: request).body else {
      Issue.record("a stream where a session's JSON was expected")
      return
    }
    let created = try JSONValue(parsing: bytes)
    #expect(created["locale"] == "en")
    #expect(created["update"]?["title"] == "Reading list")
    #expect(created["words"]?["page.back"] == "‹ Back")
  }
}

/// What a program wrote, gathered from its console.
private final class Output: @unchecked Sendable {
  private let lock = NSLock()
  private var written = ""
  func append(_ text: String) { lock.withLock { written += text } }
  func clear() { lock.withLock { written = "" } }
  var text: String { lock.withLock { written } }
}
