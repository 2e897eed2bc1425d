import ScreenModel
import Testing

/// A word that cannot be said as asked is shown as it is and named, never passed over: a key
/// no catalog has, a text given too few or too many arguments.
@Suite struct WordProblemsTests {
  private let shelf = StringCatalog(
    sourceLanguage: "en",
    entries: [
      "shelf.count": [
        "en": .plural(["one": "one book", "other": "%lld books"]),
        "fr": .plural(["one": "%lld livre", "other": "%lld livres"]),
      ],
      "shelf.pair": ["en": .text("%1$@ beside %2$@")],
      "shelf.title": ["en": .text("Shelf")],
    ])

  @Test func wordsSaidAsAsked_AreNoProblem() {
    let words = Words(locale: "en", catalogs: [shelf])
    #expect(words.counted("shelf.count", 1, "1") == "one book", "a form may leave the count out")
    #expect(words.counted("shelf.count", 3, "3") == "3 books")
    #expect(words["shelf.pair", "a", "b"] == "a beside b")
    #expect(words["shelf.title"] == "Shelf")
    #expect(words.problems == [])
  }

  @Test func aMissingKey_ShowsAsItself_AndIsNamedOnce() {
    let words = Words(locale: "en", catalogs: [shelf])
    #expect(words["shelf.missing"] == "shelf.missing")
    #expect(words["shelf.missing"] == "shelf.missing")
    #expect(words.problems == [#"no catalog has the key "shelf.missing": it shows as itself"#])
  }

  @Test func tooFewOrTooManyArguments_AreNamed_AndTheTextShowsWhatItHas() {
    let words = Words(locale: "en", catalogs: [shelf])
    #expect(words["shelf.pair", "a"] == "a beside %2$@")
    #expect(words["shelf.title", "extra"] == "Shelf")
    #expect(words.speaking("fr").counted("shelf.count", 1) == "%lld livre")
    #expect(
      words.problems == [
        #""shelf.pair" (en): its text takes 2 and was given 1: a specifier shows as written"#,
        #""shelf.title" (en): its text takes 0 and was given 1: the last go unshown"#,
        #""shelf.count" (fr): its text takes 1 and was given 0: a specifier shows as written"#,
      ], "words made from words keep one record")
  }

  @Test func aKeyWithoutWordsInTheLocale_ShowsTheSourceLanguages_AndIsNamed() {
    let french = Words(locale: "fr-CA", catalogs: [shelf])
    #expect(french["shelf.title"] == "Shelf")
    #expect(french.counted("shelf.count", 2, "2") == "2 livres", "a parent's words are its own")
    #expect(french.problems == [#""shelf.title" has no words in fr-CA: it shows in en"#])
    let missing = french.missingKeys
    #expect(missing.prefix(2) == ["shelf.pair", "shelf.title"], "the team's catalog first")
    #expect(missing.contains("page.back"), "the package's catalog has no French either")
    #expect(!missing.contains("shelf.count"))
    #expect(Words(locale: "en", catalogs: [shelf]).missingKeys == [], "each has them all")
  }

  @Test func thePseudoLocale_MarksAFallbackOtherwiseThanATranslation() {
    let pseudo = Words(locale: "fr-XA", catalogs: [shelf])
    #expect(pseudo.counted("shelf.count", 2, "2") == "[2 ĺîṽŕéš ··]")
    #expect(pseudo["shelf.title"] == "⟦Shelf⟧")
    #expect(pseudo.missingKeys.prefix(2) == ["shelf.pair", "shelf.title"])
  }

  @Test func everyCatalogOfThePackage_HasEveryKeyInEachOfItsLocales() {
    for locale in Words.source.availableLocales {
      #expect(Words.source.speaking(locale).missingKeys == [], "\(locale)")
    }
  }

  @Test func theRecordKeepsAHundredProblems_ThenCounts() {
    let words = Words(locale: "en", catalogs: [shelf])
    for number in 0..<100 { _ = words["missing.\(number)"] }
    #expect(words.problems.count == 100)
    #expect(words.problems.last == #"no catalog has the key "missing.99": it shows as itself"#)
    _ = words["missing.100"]
    _ = words["missing.101"]
    #expect(words.problems.count == 101)
    #expect(words.problems.last == "2 more problems with words, not kept")
  }
}
