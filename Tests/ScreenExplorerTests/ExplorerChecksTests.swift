import ScreenModel
import Testing

@testable import ScreenExplorer

/// The explorer's own checkers at their edges: another locale's words found only where they
/// stand as words, the schema's keywords, and a client's list following changes.
struct ExplorerChecksTests {
  private var leaks: LocaleLeaks { LocaleLeaks(catalogs: leaksCatalogs, locales: ["en"]) }

  private let leaksCatalogs = [
    StringCatalog(
      sourceLanguage: "zh-Hant",
      entries: [
        "industry": ["zh-Hant": .text("塑膠工業"), "en": .text("Plastics")],
        "count": ["zh-Hant": .text("共 %lld 筆資料"), "en": .text("%lld rows")],
        "ok": ["zh-Hant": .text("好"), "en": .text("OK")],
        "lines": ["zh-Hant": .text("%lld 行"), "en": .text("%lld line")],
      ])
  ]

  @Test func anotherLocalesWordsAreFoundWhereTheyStandAlone() {
    let found = leaks.found(in: "# Companies\n  Industry  塑膠工業\n  共 12 筆資料\n", locale: "en")
    #expect(
      found == [
        #""塑膠工業" (industry, zh-Hant) in line 2"#, #""共…筆資料" (count, zh-Hant) in line 3"#,
      ])
  }

  @Test func wordsInsideDataOrTooShortAreNotAnotherLocales() {
    // Inside a company's name, the industry's words are the name's; `好` is too short to tell.
    #expect(leaks.found(in: "台灣塑膠工業股份有限公司\n好\n", locale: "en").isEmpty)
    // A search's match marked inside a name is the name's: `line` of `[on]line` is no word.
    let zh = LocaleLeaks(catalogs: leaksCatalogs, locales: ["zh-Hant"])
    #expect(zh.found(in: "網家  PChome [on]line\n", locale: "zh-Hant").isEmpty)
    #expect(zh.found(in: "  3 line\n", locale: "zh-Hant") == [#""line" (lines, en) in line 1"#])
    // The locale's own words are never another's.
    #expect(leaks.found(in: "Plastics\n12 rows\n", locale: "en").isEmpty)
  }

  @Test func theSchemasPositionalAndUniqueItemsAreChecked() throws {
    let schema = try JSONValue(
      parsing: #"""
        {"$defs":{"message":{"type":"object","required":["marks"],"properties":{
          "marks":{"type":"array","prefixItems":[{"type":"integer"},{"type":"string"}],
            "items":{"const":true},"uniqueItems":true}}}}}
        """#)
    let validator = try SchemaValidator(schema)
    func problems(_ text: String) throws -> [String] {
      try validator.problems(of: JSONValue(parsing: text), against: "message")
    }
    #expect(try problems(#"{"marks":[1,"a",true]}"#) == [])
    #expect(try problems(#"{"marks":["a"]}"#) == [#"/marks/0: "a" is not integer"#])
    #expect(try problems(#"{"marks":[1,"a",false]}"#) == ["/marks/2: false is not true"])
    #expect(try problems(#"{"marks":[2,1]}"#) == ["/marks/1: 1 is not string"])
    #expect(try problems(#"{"marks":[1,"a",true,true]}"#) == ["/marks/3: true is there twice"])
    #expect(try problems(#"{}"#) == [#": no "marks""#])
  }

  @Test func aValueADefinitionAcceptedIsAcceptedAgainAndARefusedOneNamedWhereverItStands()
    throws
  {
    let schema = try JSONValue(
      parsing: #"""
        {"$defs":{
          "message":{"type":"object","properties":{
            "rows":{"type":"array","items":{"$ref":"#/$defs/row"}},
            "label":{"$ref":"#/$defs/label"}}},
          "row":{"type":"object","required":["id"],"properties":{"id":{"type":"string"}}},
          "label":{"type":"object","required":["text"]}}}
        """#)
    let validator = try SchemaValidator(schema)
    func problems(_ text: String) throws -> [String] {
      try validator.problems(of: JSONValue(parsing: text), against: "message")
    }
    #expect(try problems(#"{"rows":[{"id":"a"},{"id":"a"}]}"#) == [])
    for _ in 0..<2 {
      #expect(try problems(#"{"rows":[{"id":"a"},{"id":1}]}"#) == ["/rows/1/id: 1 is not string"])
    }
    #expect(
      try problems(#"{"rows":[{"id":1},{"id":1}]}"#)
        == ["/rows/0/id: 1 is not string", "/rows/1/id: 1 is not string"])
    #expect(
      try problems(#"{"rows":[{"id":"a"}],"label":{"id":"a"}}"#) == [#"/label: no "text""#],
      "what one definition accepted another still checks")
  }

  @Test func aSchemaWithAKeywordNotCheckedIsRefused() throws {
    let schema = try JSONValue(parsing: #"{"$defs":{"message":{"format":"date"}}}"#)
    #expect(throws: SchemaValidator.UnknownKeyword.self) { try SchemaValidator(schema) }
  }

  @Test func aFieldIsTriedAtItsLimitAndOnePastIt() {
    let six = TextSamples.values(for: .wholeNumber, maxLength: 6)
    #expect(six.suffix(2) == ["666666", "7777777"])
    #expect(six.first == "", "empty first")
    let longest = TextSamples.values(for: nil, maxLength: 999).suffix(2).map(\.count)
    #expect(longest == [999, 1_000], "the longest limit tried at and past it")
    for limit in [nil, 0, 1_000] {
      let values = TextSamples.values(for: nil, maxLength: limit)
      #expect(
        values.last == String(repeating: "長", count: 1_000), "limit \(String(describing: limit))")
      #expect(!values.contains { $0.hasPrefix("66") }, "no limit of its own to try")
    }
  }

  @Test func aPatternIsSearchedForInAString() throws {
    let schema = try JSONValue(parsing: #"{"$defs":{"message":{"pattern":"^[A-Z]{3}$"}}}"#)
    let validator = try SchemaValidator(schema)
    func problems(_ text: String) throws -> [String] {
      try validator.problems(of: JSONValue(parsing: text), against: "message")
    }
    #expect(try problems(#""TWD""#) == [])
    #expect(try problems(#""TW""#) == [#": "TW" breaks pattern ^[A-Z]{3}$"#])
    #expect(try problems(#""TWDX""#) == [#": "TWDX" breaks pattern ^[A-Z]{3}$"#])
    #expect(try problems("3") == [], "a pattern says nothing of what is not a string")
    let unanchored = try SchemaValidator(
      JSONValue(parsing: #"{"$defs":{"message":{"pattern":"[0-9]"}}}"#))
    #expect(try unanchored.problems(of: JSONValue(parsing: #""a1b""#), against: "message") == [])
  }

  @Test func changesTurnTheRowsBeforeIntoTheRowsAfter() throws {
    let after = try ChangeApplying.apply(
      deletes: [0], inserts: [2], moves: [(from: 2, to: 0)], updates: [(old: 1, new: 1)],
      to: ["a", "b", "c"], count: 3
    ) { ["X", "Y", "Z"][$0] }
    #expect(after == ["c", "Y", "Z"])
    #expect(throws: ChangeApplying.Mismatch.self) {
      try ChangeApplying.apply(
        deletes: [], inserts: [], moves: [], updates: [], to: ["a", "b"], count: 1
      ) { _ in "x" }
    }
  }
}
