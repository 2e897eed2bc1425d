import ScreenModel
import XCTest

final class WordsTests: XCTestCase {
  func testSource_IsTodaysChineseByteForByte() {
    XCTAssertEqual(Words.source["play.unchanged"], "（畫面沒有變化）")
    XCTAssertEqual(Words.source["browse.search.prompt", "名稱或代號"], "搜尋：按 / 輸入名稱或代號")
    XCTAssertEqual(Words.source.counted("play.hidden", 1, "1"), "（另有 1 列未顯示）")
  }

  func testEnglish_TakesThePluralFormOfTheCount() {
    let english = Words(locale: "en")
    XCTAssertEqual(english["play.unchanged"], "(no change on screen)")
    XCTAssertEqual(
      english.counted("play.hidden", 0, "0"), "(0 more rows not shown)",
      "0 takes the form of 2, not of 1")
    XCTAssertEqual(english.counted("play.hidden", 1, "1"), "(1 more row not shown)")
    XCTAssertEqual(english.counted("play.hidden", 2, "2"), "(2 more rows not shown)")
    XCTAssertEqual(english.counted("play.hidden", 1_234, "1,234"), "(1,234 more rows not shown)")
  }

  func testLocale_FallsBackThroughItsParentsToTheSourceLanguage() {
    XCTAssertEqual(Words(locale: "zh-Hant-TW")["page.back"], "‹ 返回")
    XCTAssertEqual(Words(locale: "en-GB")["page.back"], "‹ Back")
    XCTAssertEqual(Words(locale: "fr")["page.back"], "‹ 返回", "no French: the source language")
    XCTAssertEqual(Words(locale: "en")["no.such.key"], "no.such.key")
    XCTAssertFalse(Words(locale: "fr").has("page.back"))
    XCTAssertTrue(Words(locale: "en-GB").has("page.back"))
  }

  func testTeamCatalog_AddsALocaleAndOverridesThePackagesWords() throws {
    let french = try StringCatalog(
      parsing: """
        {"sourceLanguage":"en","version":"1.0","strings":{
          "page.back":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"‹ Retour"}}}},
          "shelf.count":{"localizations":{
            "fr":{"variations":{"plural":{
              "one":{"stringUnit":{"state":"translated","value":"%lld livre"}},
              "other":{"stringUnit":{"state":"translated","value":"%lld livres"}}}}},
            "en":{"stringUnit":{"state":"translated","value":"%lld books"}}}}}}
        """)
    let words = Words(locale: "fr", catalogs: [french])
    XCTAssertEqual(words["page.back"], "‹ Retour")
    XCTAssertEqual(words.counted("shelf.count", 1, "1"), "1 livre")
    XCTAssertEqual(words.counted("shelf.count", 2, "2"), "2 livres")
    XCTAssertEqual(words["play.unchanged"], "（畫面沒有變化）", "a key fr lacks: the package's source")
    XCTAssertEqual(words.availableLocales, ["en", "en-XA", "fr", "zh-Hant"])
    XCTAssertEqual(words.speaking("en")["page.back"], "‹ Back")
  }

  func testIncluding_SearchesAScreensCatalogAfterTheProgramsAndBeforeThePackages() {
    let catalog = { (value: String) in
      StringCatalog(
        sourceLanguage: "en",
        entries: ["page.back": ["en": .text(value)], "own": ["en": .text(value)]])
    }
    let (program, screen) = (catalog("program"), catalog("screen"))
    let words = Words(locale: "en", catalogs: [program]).including([screen, program, screen])
    XCTAssertEqual(words.catalogs.count, 3, "each catalog once, the package's last")
    XCTAssertEqual(words["own"], "program")
    XCTAssertEqual(Words(locale: "en").including([screen])["page.back"], "screen")
    XCTAssertEqual(Words(locale: "en").including([screen]).catalogs.last, Words.source.catalogs[0])
    XCTAssertEqual(words.including([screen]), words, "nothing new to search")
  }

  func testPlural_TakesTheFormsOfATeamsLanguage() {
    let forms = ["zero", "one", "two", "few", "many", "other"]
    let catalog = StringCatalog(
      sourceLanguage: "en",
      entries: [
        "n": Dictionary(
          uniqueKeysWithValues: ["en", "fr", "ru", "pl", "ar", "pt-PT", "ja"].map { language in
            (language, .plural(Dictionary(uniqueKeysWithValues: forms.map { ($0, $0) })))
          })
      ])
    let counts = [0, 1, 2, 5, 11, 21, 22, 25, 103, 1_000_000]
    let expected = [
      "en": "other one other other other other other other other other",
      "fr": "one one other other other other other other other many",
      "ru": "many one few many many one few many few many",
      "pl": "many one few many many many few many few many",
      "ar": "zero one two few many many many many few other",
      "pt-PT": "other one other other other other other other other many",
      "ja": "other other other other other other other other other other",
    ]
    for (locale, categories) in expected {
      let words = Words(locale: locale, catalogs: [catalog])
      let got = counts.map { words.counted("n", $0) }.joined(separator: " ")
      XCTAssertEqual(got, categories, locale)
    }
  }

  func testFormat_FillsPositionalAndOrderedSpecifiers() {
    let catalog = StringCatalog(
      sourceLanguage: "en",
      entries: [
        "a": ["en": .text("%2$@ before %1$@, 100%%")],
        "b": ["en": .text("%@ and %lld and %@")],
      ])
    let words = Words(locale: "en", catalogs: [catalog])
    XCTAssertEqual(words["a", "one", "two"], "two before one, 100%")
    XCTAssertEqual(words["b", "x", "7"], "x and 7 and %@", "a specifier with no argument stays")
  }

  func testFormat_TakesApartOnlyWhatIsASpecifier() {
    let filled = { (template: String, arguments: [String]) in
      Words(
        locale: "en",
        catalogs: [StringCatalog(sourceLanguage: "en", entries: ["k": ["en": .text(template)]])]
      )
      .text("k", arguments)
    }
    XCTAssertEqual(filled("", ["x"]), "")
    XCTAssertEqual(filled("%", ["x"]), "%", "a percent sign at the end is text")
    XCTAssertEqual(filled("50% off", ["x"]), "50% off", "and before a space")
    XCTAssertEqual(filled("%%%@%%", ["x"]), "%x%")
    XCTAssertEqual(filled("%@", ["x"]), "x", "a specifier alone")
    XCTAssertEqual(filled("%1$@%1$@, %@", ["x", "y"]), "xx, x", "a numbered one takes no turn")
    XCTAssertEqual(filled("%0$@ %12$@", ["x"]), "%0$@ %12$@", "no argument 0, nor a 12th")
    XCTAssertEqual(filled("%lld %ld %d %i %u %q", ["1", "2", "3", "4", "5"]), "1 2 3 4 5 %q")
  }

  func testWordsFoundOnce_AreFilledAnewAndBelongToTheirLocaleAndCatalogs() {
    let catalog = { (value: String) in
      StringCatalog(
        sourceLanguage: "en",
        entries: [
          "greet": ["en": .text("\(value) %@"), "fr": .text("salut %@")],
          "count": ["en": .plural(["one": "%lld item", "other": "%lld items"])],
        ])
    }
    let words = Words(locale: "en", catalogs: [catalog("hello")])
    XCTAssertEqual(words["greet", "Ann"], "hello Ann")
    XCTAssertEqual(words["greet", "Bo"], "hello Bo", "the words are kept, not what filled them")
    XCTAssertEqual(words["count"], "%lld items", "a plural read as a text is its other form")
    XCTAssertEqual(words.counted("count", 1, "1"), "1 item", "and still has its forms")
    XCTAssertEqual(words.counted("count", 3, "3"), "3 items")
    XCTAssertEqual(words.speaking("fr")["greet", "Ann"], "salut Ann", "another locale's own")
    XCTAssertEqual(words["greet", "Ann"], "hello Ann", "and this one's unchanged")
    XCTAssertEqual(
      words.including([catalog("howdy")])["greet", "Ann"], "hello Ann",
      "the program's catalog is searched before one added")
    let package = Words(locale: "en")
    XCTAssertEqual(package["greet"], "greet", "a key no catalog has reads as itself")
    XCTAssertEqual(package["page.back"], "‹ Back")
    let screen = StringCatalog(
      sourceLanguage: "en",
      entries: ["page.back": ["en": .text("Up")], "greet": ["en": .text("hey %@")]])
    let added = package.including([screen])
    XCTAssertEqual(added["page.back"], "Up", "a catalog added after a look-up is searched")
    XCTAssertEqual(added["greet", "Ann"], "hey Ann")
    XCTAssertEqual(package["page.back"], "‹ Back")
    XCTAssertEqual(
      words.speaking("en-XA")["greet", "Ann"],
      PseudoLocale.marked("hello %@").replacingPercent("Ann"), "a pseudo-locale marks its own")
  }

  func testPseudoLocale_MarksAccentsAndLengthensEveryCatalogWord() {
    let pseudo = Words(locale: "en-XA")
    XCTAssertTrue(pseudo.isPseudo)
    let unchanged = pseudo["play.unchanged"]
    XCTAssertTrue(unchanged.hasPrefix("[(ñö çĥàñĝé öñ šçŕééñ)"), unchanged)
    XCTAssertTrue(unchanged.hasSuffix("]"))
    XCTAssertGreaterThanOrEqual(unchanged.count, "(no change on screen)".count * 13 / 10)
    XCTAssertEqual(
      pseudo["browse.search.text", "tsmc"],
      PseudoLocale.marked("Search: %@").replacingPercent("tsmc"),
      "the argument is put in unmarked: it came from no catalog")
    XCTAssertEqual(pseudo["accessibility.separator"], ", ", "a separator has no word to mark")
  }

  func testCatalog_RefusesWhatIsNotAStringCatalog() {
    XCTAssertThrowsError(try StringCatalog(parsing: "[]"))
    XCTAssertThrowsError(try StringCatalog(parsing: #"{"sourceLanguage":"en"}"#))
    XCTAssertThrowsError(
      try StringCatalog(
        parsing: """
          {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"x"}}}}}}}}}
          """)
    ) { error in
      XCTAssertEqual("\(error)", #"k (en): plural variations without "other""#)
    }
  }

  func testLocaleMatch_ReadsBrowsersAndTheEnvironment() {
    let available = LocaleMatch.available()
    XCTAssertEqual(available, ["en", "en-XA", "zh-Hant"])
    XCTAssertEqual(LocaleMatch.best(for: ["fr-FR", "en-US"], among: available), "en")
    XCTAssertEqual(LocaleMatch.best(for: ["zh-TW"], among: available), "zh-Hant")
    XCTAssertEqual(LocaleMatch.best(for: ["zh_Hant_HK"], among: available), "zh-Hant")
    XCTAssertEqual(LocaleMatch.best(for: ["EN-xa"], among: available), "en-XA")
    XCTAssertNil(LocaleMatch.best(for: ["fr", "de"], among: available))
    XCTAssertEqual(
      LocaleMatch.requested(byEnvironment: ["LANG": "en_US.UTF-8", "LC_ALL": "zh_TW.UTF-8"]),
      ["zh-TW", "en-US"])
    XCTAssertEqual(LocaleMatch.requested(byEnvironment: ["LANG": "C.UTF-8"]), [])
    XCTAssertEqual(LocaleMatch.requested(byEnvironment: ["LANG": "de_DE@euro"]), ["de-DE"])
  }
}

extension String {
  fileprivate func replacingPercent(_ value: String) -> String {
    guard let range = range(of: "%@") else { return self }
    return replacingCharacters(in: range, with: value)
  }
}
