import Foundation
import ScreenModel
import XCTest

/// The package's catalog against the sources that read it: every key it has is used, every
/// key used is there in each shipped locale, and the page's words before a session arrives
/// are the catalog's.
final class CatalogUsageTests: XCTestCase {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  private static let shipped = ["zh-Hant", "en"]
  private static let families = ["accessibility", "browse", "page", "play", "text"]

  private var catalog: StringCatalog {
    get throws {
      let file = Self.root.appendingPathComponent(
        "Sources/ScreenModel/Localization/Catalogs/FrontEnds.xcstrings")
      return try StringCatalog(parsing: String(contentsOf: file, encoding: .utf8))
    }
  }

  private func sources() throws -> String {
    let folder = Self.root.appendingPathComponent("Sources")
    var text = ""
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      // The benchmark's figures have names of their own that look like keys.
      guard ["swift", "js"].contains(file.pathExtension),
        !file.path.contains("/stock-screens-bench/")
      else { continue }
      text += try String(contentsOf: file, encoding: .utf8)
    }
    return text
  }

  func testEveryKeyUsed_IsInTheCatalogInEveryShippedLocale() throws {
    let catalog = try catalog
    let text = try sources()
    let pattern = try NSRegularExpression(
      pattern: #""((?:\#(Self.families.joined(separator: "|")))\.[A-Za-z]+(?:\.[A-Za-z]+)*)""#)
    let range = NSRange(text.startIndex..., in: text)
    let used = Set(
      pattern.matches(in: text, range: range).compactMap {
        Range($0.range(at: 1), in: text).map { String(text[$0]) }
      })
    XCTAssertGreaterThan(used.count, 20, "the sources read the catalog by key")
    for key in used.sorted() {
      for locale in Self.shipped {
        XCTAssertNotNil(catalog.entries[key]?[locale], "\(key) is used but has no \(locale)")
      }
    }
  }

  func testEveryCatalogKey_IsUsed() throws {
    let catalog = try catalog
    let text = try sources()
    let traits = RowAccessibility.Traits.names.map { "accessibility.trait." + $0.json }
    for key in catalog.entries.keys.sorted() where !traits.contains(key) {
      XCTAssertTrue(text.contains("\"\(key)\""), "\(key) is in the catalog but nothing uses it")
    }
    for key in traits {
      XCTAssertNotNil(catalog.entries[key], "the trait word \(key) is missing")
    }
    for (key, values) in catalog.entries {
      XCTAssertEqual(Set(values.keys), Set(Self.shipped), "\(key)'s locales")
    }
  }

  /// The stock app's catalog and the sources of its screens and program: its key families.
  private static let stock = (
    catalog: "Sources/StockScreens/Catalogs/StockScreens.xcstrings",
    folders: ["Sources/StockScreens", "Sources/StockScreensCLI"],
    families: [
      "company", "directory", "feed", "notice", "profile", "row", "spoken", "demo", "watchlist",
      "clock", "screener", "watchlistFile", "system", "quote", "settings", "settingsFile",
    ]
  )

  private func stockSources() throws -> String {
    var text = ""
    for folder in Self.stock.folders {
      let files = FileManager.default.enumerator(
        at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        text += try String(contentsOf: file, encoding: .utf8)
      }
    }
    return text
  }

  func testStockCatalog_HasEveryKeyItsScreensUse_AndNoOther() throws {
    let catalog = try StringCatalog(
      parsing: String(
        contentsOf: Self.root.appendingPathComponent(Self.stock.catalog), encoding: .utf8))
    let text = try stockSources()
    let pattern = try NSRegularExpression(
      pattern: #""((?:\#(Self.stock.families.joined(separator: "|")))\.[A-Za-z]+(?:\.[A-Za-z]+)*)""#
    )
    let used = Set(
      pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
        Range($0.range(at: 1), in: text).map { String(text[$0]) }
      })
    XCTAssertGreaterThan(used.count, 30, "the stock screens read the catalog by key")
    for key in used.sorted() {
      for locale in Self.shipped {
        XCTAssertNotNil(catalog.entries[key]?[locale], "\(key) is used but has no \(locale)")
      }
    }
    for key in catalog.entries.keys.sorted() {
      XCTAssertTrue(used.contains(key), "\(key) is in the stock catalog but nothing uses it")
      XCTAssertEqual(Set(catalog.entries[key].map { Array($0.keys) } ?? []), Set(Self.shipped), key)
    }
  }

  func testPagesFirstWords_AreTheCatalogsSourceLanguage() throws {
    let catalog = try catalog
    let script = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Sources/ScreenFrontEnds/Serve/Page/Resources/messages.js"),
      encoding: .utf8)
    let line = try NSRegularExpression(
      pattern: #"^  "([a-zA-Z.]+)": "(.*)",$"#, options: .anchorsMatchLines)
    let range = NSRange(script.startIndex..., in: script)
    var table: [String: String] = [:]
    for match in line.matches(in: script, range: range) {
      guard let key = Range(match.range(at: 1), in: script),
        let value = Range(match.range(at: 2), in: script)
      else { continue }
      table[String(script[key])] = String(script[value])
    }
    XCTAssertGreaterThan(table.count, 10)
    for (key, value) in table {
      XCTAssertEqual(catalog.entries[key]?["zh-Hant"], .text(value), key)
    }
  }
}
