import Foundation
import ScreenModel
import TaiwanMarket
import XCTest

/// TaiwanMarket's words in each shipped locale: markets, industries and every load error,
/// from its catalog, which holds every key the module reads and no other.
final class MarketWordsTests: XCTestCase {
  private let chinese = MarketWords.source
  private let english = Words(locale: "en", catalogs: [MarketWords.catalog])
  private let pseudo = Words(locale: "en-XA", catalogs: [MarketWords.catalog])

  func testMarkets_InEachLocale() {
    XCTAssertEqual(Market.allCases.map { $0.name(in: chinese) }, ["上市", "上櫃", "興櫃"])
    XCTAssertEqual(Market.allCases.map { $0.name(in: english) }, ["Listed", "OTC", "Emerging"])
    XCTAssertEqual(Market.allCases.map(\.displayName), ["上市", "上櫃", "興櫃"])
    XCTAssertEqual(Market.names(of: [.listed, .otc], in: chinese), "上市、上櫃")
    XCTAssertEqual(Market.names(of: [.listed, .otc], in: english), "Listed, OTC")
    XCTAssertEqual(Market.otc.name(in: pseudo), "[ÖŢÇ ·]")
  }

  func testIndustries_EachNamedOnceInEachLocale() {
    for words in [chinese, english] {
      let names = Industry.all.map { $0.name(in: words) }
      XCTAssertEqual(Set(names).count, names.count, "\(words.locale): two industries share a name")
      for (industry, name) in zip(Industry.all, names) {
        XCTAssertNotEqual(name, "industry.\(industry.code)", "\(words.locale) lacks its name")
      }
    }
    let englishNames = Industry.all.map { $0.name(in: english) }.joined()
    XCTAssertFalse(englishNames.unicodeScalars.contains { $0.value >= 0x2E80 }, englishNames)
    XCTAssertEqual(Industry(code: "24")?.displayName(in: english), "Semiconductors (24)")
    XCTAssertEqual(Industry(code: "24")?.displayName(in: chinese), "半導體業（24）")
    XCTAssertEqual(Industry(code: "17")?.name, "金融保險業")
    XCTAssertEqual(
      Industry(code: "24")?.displayName(in: pseudo), "[Šéɱîçöñđûçţöŕš ·····] (24)",
      "the name is marked; the frame, without a letter, is not")
  }

  func testLoadErrors_ReadInEnglishWithoutChinese() {
    let kinds: [MarketDataError.Kind] =
      [
        .notFound, .unreadable("EACCES"), .fileTooLarge(size: 67_108_865, limit: 67_108_864),
        .emptyBody, .htmlPage(title: nil),
        .htmlPage(title: "FOR SECURITY REASONS"), .missingColumns(["公司代號", "公司簡稱"]),
        .unbalancedQuote, .invalidUTF8, .nulByte, .byteOrderMarkInside,
        .lineTooLong(limit: 1_048_576), .tooManyColumns(found: 300, limit: 256),
        .invalidJSON("cut short after 812 bytes"), .wrongShape("expected an array"),
        .httpStatus(503), .timeout(seconds: 2.5), .transport(.refused), .transport(.hostNotFound),
        .transport(.lost), .transport(.offline), .transport(.cancelled), .transport(.insecure),
        .transport(.notHTTP), .transport(.truncated(received: 812, expected: 1_024)),
        .transport(.other("refused")),
        .noUsableCompanies(unusable: 0), .noUsableCompanies(unusable: 1),
        .noUsableCompanies(unusable: 1_234), .noUsableQuotes(unusable: 0),
        .noUsableQuotes(unusable: 1), .noUsableQuotes(unusable: 1_234),
        .tooManyRecords(limit: 20_000),
      ] + FileKindName.allCases.map { .notAFile($0) }
    var seen = Set<String>()
    for kind in kinds {
      let error = MarketDataError(market: .otc, origin: .file(path: "o.csv"), kind: kind, line: 3)
      let reason = error.reason(in: english)
      XCTAssertTrue(seen.insert(reason).inserted, "two kinds read alike: \(reason)")
      // The columns are named as the data names them.
      let own = reason.replacingOccurrences(of: "公司代號, 公司簡稱", with: "")
      XCTAssertFalse(own.unicodeScalars.contains { $0.value >= 0x2E80 }, reason)
      XCTAssertFalse(reason.contains("marketError."), reason)
      guard case .httpStatus = kind else {
        XCTAssertNotEqual(reason, error.reason, "\(kind) reads the same in both locales")
        continue
      }
    }
  }

  func testTheEmbeddedSample_IsNamedInTheLocaleWhereAnErrorSaysWhere() {
    let error = MarketDataError(market: .listed, origin: .embedded, kind: .unbalancedQuote, line: 3)
    XCTAssertTrue(
      error.reason(in: english).hasPrefix("built-in sample:3 "), error.reason(in: english))
    XCTAssertTrue(error.reason.hasPrefix("內建範例:3 "), error.reason)
    XCTAssertEqual(DataOrigin.embedded.name(in: english), "built-in sample")
    XCTAssertEqual(DataOrigin.embedded.description, "內建範例")
    XCTAssertEqual(
      DataOrigin.file(path: "data/l.csv").name(in: english), "l.csv", "a file as it is")
    XCTAssertEqual(DataOrigin.url("https://x.tw/a").name(in: english), "https://x.tw/a")
  }

  func testLoadErrors_NameTheirPlaceAndFigures() {
    let error = MarketDataError(
      market: .listed, origin: .file(path: "l.csv"), kind: .noUsableCompanies(unusable: 1_234))
    XCTAssertEqual(
      error.reason(in: english), "l.csv no usable company (all 1,234 records unreadable)")
    XCTAssertEqual(error.reason, "l.csv 沒有任何可用的公司資料（1,234 筆都無法解讀）")
    let quotes = MarketDataError(
      market: .listed, origin: .file(path: "STOCK_DAY_ALL.json"),
      kind: .noUsableQuotes(unusable: 1_234))
    XCTAssertEqual(
      quotes.reason(in: english),
      "STOCK_DAY_ALL.json no usable quote (all 1,234 records unreadable)")
    XCTAssertEqual(quotes.reason, "STOCK_DAY_ALL.json 沒有任何可用的行情資料（1,234 筆都無法解讀）")
    let records = MarketDataError(
      market: .listed, origin: .url("http://127.0.0.1/"), kind: .tooManyRecords(limit: 20_000),
      line: 20_001)
    XCTAssertEqual(
      records.reason(in: english),
      "http://127.0.0.1/:20001 more than 20,000 records, over the limit")
    let columns = MarketDataError(
      market: .otc, origin: .file(path: "o.csv"), kind: .missingColumns(["公司代號", "公司簡稱"]),
      line: 1)
    XCTAssertEqual(columns.reason(in: english), "o.csv:1 missing columns: 公司代號, 公司簡稱")
    XCTAssertEqual(columns.description, "上櫃 o.csv:1: 缺少欄位 公司代號、公司簡稱")
    let timeout = MarketDataError(
      market: .otc, origin: .url("http://127.0.0.1/"), kind: .timeout(seconds: 2.5))
    XCTAssertEqual(timeout.reason(in: english), "no answer in 2.5 s")
    XCTAssertEqual(timeout.reason, "逾時（2.5 秒）")
  }

  func testTheCatalog_HoldsEveryKeyTheModuleReads_AndNoOther() throws {
    let catalog = MarketWords.catalog
    let sources = try Self.sources(of: "TaiwanMarket")
    let pattern = try NSRegularExpression(
      pattern:
        #""((?:market|marketError|connection|file|capital|industry|figure|shortcut)\.[A-Za-z0-9.]+)""#
    )
    let range = NSRange(sources.startIndex..., in: sources)
    let literal = Set(
      pattern.matches(in: sources, range: range).compactMap {
        Range($0.range(at: 1), in: sources).map { String(sources[$0]) }
      })
    // An industry's key is made from its code; each code of the classification reads one.
    let used = literal.union(Industry.all.map { "industry." + $0.code })
    XCTAssertGreaterThan(literal.count, 20, "the sources read the catalog by key")
    XCTAssertEqual(Set(catalog.entries.keys), used, "keys in the catalog against keys read")
    for (key, values) in catalog.entries {
      XCTAssertEqual(Set(values.keys), ["zh-Hant", "en"], "\(key)'s locales")
    }
  }

  /// The text of every Swift file of the module `name`.
  static func sources(of name: String) throws -> String {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/\(name)")
    var text = ""
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      text += try String(contentsOf: file, encoding: .utf8)
    }
    return text
  }
}
