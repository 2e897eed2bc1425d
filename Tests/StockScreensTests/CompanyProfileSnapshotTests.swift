import Foundation
import ScreenModel
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

/// The profile page as snapshots: all sixteen combinations of its four parts, and real
/// companies from the exchange files.
final class CompanyProfileSnapshotTests: XCTestCase {
  private static let parts = ["header", "keyFigures", "shortcuts", "contact"]

  private let full = ProfileDocument(
    deviceType: "ios", serviceAble: true,
    header: .init(
      code: "2330", shortName: "台積電", fullName: "台灣積體電路製造股份有限公司", market: .listed,
      listingDate: CalendarDate(year: 1994, month: 9, day: 5)),
    keyFigures: [
      .init(label: "資本額", value: "259,327,332,420 元"), .init(label: "產業別", value: "24"),
    ],
    shortcuts: [
      .init(
        iconUrl: "icon://website", text: "公司網站", functionType: .website,
        target: "https://www.tsmc.com"),
      .init(iconUrl: "icon://email", text: "電子郵件", functionType: .email, target: "invest@tsmc.com"),
    ],
    contact: .init(chairman: "魏哲家", generalManager: "總裁: 魏哲家", spokesperson: "黃仁昭"))

  /// Step N shows the parts whose bits are set in N: a reader checks each step's label
  /// against the rows under it.
  func testAllSixteenCombinationsOfParts() {
    assertTextSnapshot(of: combinations(of: full, title: "四個部分的 16 種組合（有 = 顯示，null = 不顯示）"))
  }

  /// With the service down, the notice takes the shortcuts' place in the steps that have
  /// shortcuts (5–8 and 13–16), and appears in no other.
  func testServiceUnavailable_InAllSixteenCombinationsOfParts() {
    var down = full
    down.serviceAble = false
    assertTextSnapshot(of: combinations(of: down, title: "服務暫停時，四個部分的 16 種組合"))
  }

  private func combinations(of full: ProfileDocument, title: String) -> Storyboard {
    var board = Storyboard(title: title)
    for mask in 0..<16 {
      var document = full
      if mask & 1 == 0 { document.header = nil }
      if mask & 2 == 0 { document.keyFigures = nil }
      if mask & 4 == 0 { document.shortcuts = nil }
      if mask & 8 == 0 { document.contact = nil }
      let label = Self.parts.enumerated().map { bit, name in
        "\(name) \(mask & (1 << bit) != 0 ? "有" : "null")"
      }
      board.append(
        label.joined(separator: ", "), CompanyProfile(code: "2330", document: document).screen)
    }
    return board
  }

  func testServiceUnavailable_NoticeInsteadOfShortcuts() {
    var document = full
    document.serviceAble = false
    assertTextSnapshot(of: CompanyProfile(code: "2330", document: document).screen)
  }

  func testMalformedParts_AreDroppedAndTheRestShows() throws {
    let json = """
      {"deviceType": "android", "serviceAble": true, "futureFeature": {"anything": [1, 2]},
       "header": {"code": "6643", "shortName": "M31", "fullName": "円星科技股份有限公司", "market": "otc"},
       "keyFigures": {"label": "資本額", "value": "418,051,600 元"},
       "shortcuts": [{"iconUrl": "icon://website", "text": "公司網站", "functionType": "website",
                      "target": "https://www.m31tech.com"}],
       "contact": {"chairman": ["陳慧玲"]}}
      """
    let (document, problems) = try ProfileDocument.decode(from: Data(json.utf8))
    XCTAssertEqual(problems.map(\.part), ["keyFigures", "contact"])
    assertTextSnapshot(
      of: CompanyProfile(code: "6643", document: document, problems: problems).screen)
  }

  func testRealProfile_2330() throws {
    assertTextSnapshot(of: try realProfile(code: "2330", file: "t187ap03_L.csv", market: .listed))
  }

  func testRealProfile_OTC6488() throws {
    assertTextSnapshot(of: try realProfile(code: "6488", file: "t187ap03_O.csv", market: .otc))
  }

  private func realProfile(code: String, file: String, market: Market) throws -> Screen<
    [ProfileRow]
  > {
    guard let url = SharedData.file(file) else { throw XCTSkip(SharedData.missingMessage(file)) }
    let data = try CSVMarketDecoder.decode(
      Data(contentsOf: url), market: market, origin: .file(path: url.path))
    let company = try XCTUnwrap(data.companies.first { $0.code == code })
    return CompanyProfile(code: code, document: ProfileDocument(company: company)).screen
  }
}
