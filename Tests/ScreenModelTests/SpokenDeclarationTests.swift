import Foundation
import ScreenModel
import Testing

/// A sign that greets in the words it was made in: the smallest screen declared in words.
private struct Greeting: ScreenController {
  struct Row: DescribedRow {
    var id: String
    var text: RowText { RowText(id) }
  }

  let words: Words
  var title: String { words["greeting.title"] }
  var rows: [Row] { [Row(id: words["greeting.hello"])] }
  mutating func handle(_ event: Never) -> [Never] {}
}

/// `ScreenDeclaration(speaking:_:)` and `Words(resource:named:)`: a screen declared in its own
/// words, registered as it is, declared again by each session in the session's words.
@MainActor
struct SpokenDeclarationTests {
  private static let catalogText = """
    {"sourceLanguage":"fr","version":"1.0","strings":{
      "greeting.title":{"localizations":{
        "fr":{"stringUnit":{"state":"translated","value":"Accueil"}},
        "en":{"stringUnit":{"state":"translated","value":"Welcome"}}}},
      "greeting.hello":{"localizations":{
        "fr":{"stringUnit":{"state":"translated","value":"bonjour"}}}}}}
    """

  /// The catalog as a module's resource: a file read once.
  private static func resourceWords() throws -> Words {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("greeting-\(UUID().uuidString).xcstrings")
    try catalogText.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    return Words(resource: url, named: "Greeting.xcstrings")
  }

  private static func declaration(_ words: Words) -> ScreenDeclaration<Greeting, NoInput> {
    ScreenDeclaration(speaking: words) { words in
      ScreenDeclaration(
        "greeting", label: words["greeting.title"], summary: "a greeting",
        initial: Greeting(words: words))
    }
  }

  @Test func aResourcesWords_SpeakItsSourceLanguage_ThenThePackages() throws {
    let words = try Self.resourceWords()
    let catalog = try StringCatalog(parsing: Self.catalogText)
    #expect(words == Words(locale: "fr", catalogs: [catalog]))
    #expect(words["greeting.title"] == "Accueil")
    #expect(words["page.back"] == Words(locale: "fr")["page.back"], "the package's words after")
  }

  @Test func aDeclarationInWords_SpeaksItsOwnUntilASessionDeclaresItInTheSessions() throws {
    let words = try Self.resourceWords()
    let declaration = Self.declaration(words)
    #expect(declaration.label == "Accueil", "its own words, outside any session")

    let erased = AnyScreenDeclaration(declaration)
    #expect(
      erased.catalogs == Array(words.catalogs.dropLast()), "its own catalog, not the package's")
    #expect(erased.words == words)
    #expect(erased.speaking(Words(locale: "en")).label == "Welcome")

    let english = ScreenSession(screens: [declaration], words: Words(locale: "en"))
    #expect(english.current.screen.title == "Welcome")
    #expect(english.top.label == "Welcome")
    let rows = english.current.screen
    #expect(rows.row(at: 0)?.title == "bonjour", "a key English lacks: the source language")
    let french = ScreenSession(screens: [declaration])
    #expect(french.current.screen.title == "Accueil", "a session in zh-Hant: the source, fr")
  }

  /// The erased form, with the catalogs given: until a session declares it, it speaks the
  /// source language of the first.
  @Test func anErasedDeclarationOfCatalogs_SpeaksTheFirstCatalogsSourceLanguage() throws {
    let french = try StringCatalog(parsing: Self.catalogText)
    let english = try StringCatalog(
      parsing: #"{"sourceLanguage":"en","version":"1.0","strings":{}}"#)
    let erased = AnyScreenDeclaration(catalogs: [french, english]) { words in
      ScreenDeclaration(
        "greeting", label: words["greeting.title"], summary: "a greeting",
        initial: Greeting(words: words))
    }
    #expect(erased.words?.locale == "fr")
    #expect(erased.label == "Accueil")
    #expect(erased.catalogs == [french, english])
    #expect(erased.speaking(Words(locale: "en")).label == "Welcome")
  }

  @Test func aDeclarationWhoseWordsAreFixed_StaysInThem() {
    let fixed = ScreenDeclaration(
      "greeting", summary: "a greeting", initial: Greeting(words: Words(locale: "fr")))
    let erased = AnyScreenDeclaration(fixed)
    #expect(erased.words == nil)
    #expect(erased.catalogs.isEmpty)
    #expect(erased.speaking(Words(locale: "en")).label == "greeting")
  }
}
