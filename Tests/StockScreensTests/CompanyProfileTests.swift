import Foundation
import ScreenModel
import StockScreens
import TaiwanMarket
import XCTest

final class CompanyProfileTests: XCTestCase {
  private let header = ProfileDocument.Header(
    code: "2330", shortName: "台積電", fullName: "台灣積體電路製造股份有限公司", market: .listed,
    listingDate: CalendarDate(year: 1994, month: 9, day: 5))
  private let figures = [ProfileDocument.KeyFigure(label: "資本額", value: "259,327,332,420 元")]
  private let shortcuts = [
    ProfileDocument.Shortcut(text: "公司網站", functionType: .website, target: "https://www.tsmc.com"),
    ProfileDocument.Shortcut(text: "總機電話", functionType: .telephone, target: "03-5636688"),
  ]
  private let contact = ProfileDocument.Contact(
    chairman: "魏哲家", spokesperson: "黃仁昭", spokespersonTitle: "資深副總經理暨財務長")

  private func lines(_ document: ProfileDocument) -> [String] {
    TextRenderer(indent: 0, words: .source).lines(
      for: CompanyProfile(code: "2330", document: document).rows.map(\.text))
  }

  func testAllParts_ShowInOrder() {
    let document = ProfileDocument(
      serviceAble: true, header: header, keyFigures: figures, shortcuts: shortcuts, contact: contact
    )
    XCTAssertEqual(
      lines(document),
      [
        "台積電 (2330)  上市  台灣積體電路製造股份有限公司  掛牌日期 1994-09-05",
        "資本額  259,327,332,420 元",
        "公司網站  https://www.tsmc.com",
        "總機電話  03-5636688",
        "董事長  魏哲家",
        "發言人  黃仁昭（資深副總經理暨財務長）",
      ])
  }

  func testNullParts_ShowNothingAndNothingElseMoves() {
    let full = ProfileDocument(
      header: header, keyFigures: figures, shortcuts: shortcuts, contact: contact)
    var withoutFigures = full
    withoutFigures.keyFigures = nil
    XCTAssertEqual(lines(withoutFigures), lines(full).filter { !$0.hasPrefix("資本額") })
    for part in 0..<4 {
      var document = full
      switch part {
      case 0: document.header = nil
      case 1: document.keyFigures = nil
      case 2: document.shortcuts = nil
      default: document.contact = nil
      }
      XCTAssertTrue(
        Set(lines(document)).isSubset(of: lines(full)), "dropping part \(part) shifted other rows")
    }
  }

  func testAllNull_ShowsEmptyState() {
    XCTAssertEqual(lines(ProfileDocument()), ["沒有可顯示的資料"])
    XCTAssertEqual(lines(ProfileDocument(deviceType: "ios", serviceAble: false)), ["沒有可顯示的資料"])
  }

  func testServiceUnavailable_ShowsNoticeInsteadOfShortcuts() {
    let document = ProfileDocument(serviceAble: false, keyFigures: figures, shortcuts: shortcuts)
    XCTAssertEqual(lines(document), ["資本額  259,327,332,420 元", "服務暫停中，捷徑功能暫時無法使用"])
  }

  func testShortcutActions_AreValues() {
    let profile = CompanyProfile(code: "2330", document: ProfileDocument(shortcuts: shortcuts))
    XCTAssertEqual(
      profile.rows.map(\.action),
      [.actionSelected(.openWebsite("https://www.tsmc.com")), .actionSelected(.call("03-5636688"))])
    var copy = profile
    XCTAssertEqual(
      copy.handle(.actionSelected(.call("03-5636688"))), [.perform(.call("03-5636688"))])
    XCTAssertEqual(copy.handle(.actionSelected(.call("999"))), [], "only actions on screen")
  }

  func testOpen_LoadsThenShowsOrFails() {
    var (profile, commands) = CompanyProfile.open(code: "2330")
    XCTAssertEqual(commands, [.fetchProfile(code: "2330")])
    XCTAssertEqual(profile.rows, [.loading(code: "2330")])
    profile.handle(.loadFailed(reason: "HTTP 500"))
    XCTAssertEqual(profile.rows, [.error(reason: "HTTP 500")])
    XCTAssertEqual(profile.rows.first?.action, .retryRequested, "the error row offers a retry")
    XCTAssertEqual(profile.handle(.retryRequested), [.fetchProfile(code: "2330")])
    profile.handle(.companyNotFound)
    XCTAssertEqual(profile.rows, [.empty(text: "找不到代號 2330 的公司")])
  }

  func testDecode_MalformedPartIsDroppedAndReported() throws {
    let json = """
      {"header": {"code": "2330", "shortName": "台積電"},
       "keyFigures": "not an array",
       "shortcuts": [{"text": "網站", "functionType": "fax"}],
       "contact": {"chairman": 42},
       "serviceAble": "yes", "brandNewPart": {"x": 1}}
      """
    let (document, problems) = try ProfileDocument.decode(from: Data(json.utf8))
    XCTAssertEqual(document.header?.code, "2330")
    XCTAssertNil(document.keyFigures)
    XCTAssertNil(document.shortcuts)
    XCTAssertNil(document.contact)
    XCTAssertNil(document.serviceAble)
    XCTAssertEqual(problems.map(\.part), ["serviceAble", "keyFigures", "shortcuts", "contact"])
    XCTAssertEqual(problems[1].description, "keyFigures: expected an array")
    XCTAssertTrue(
      problems[2].description.hasPrefix("shortcuts[0].functionType:"), problems[2].description)
    XCTAssertEqual(problems[3].description, "contact.chairman: expected a string")
  }

  func testDecode_MissingRequiredFieldDropsThePart() throws {
    let json = #"{"header": {"shortName": "台積電"}, "keyFigures": [{"label": "資本額"}]}"#
    let (document, problems) = try ProfileDocument.decode(from: Data(json.utf8))
    XCTAssertTrue(document.isEmpty)
    XCTAssertEqual(
      problems.map(\.description),
      ["header.code: required field is missing", "keyFigures[0].value: required field is missing"])
  }

  func testDecode_NotAnObjectOrNotJSON() {
    XCTAssertThrowsError(try ProfileDocument.decode(from: Data("[1]".utf8))) {
      XCTAssertEqual($0 as? ProfileDecodingError, .notAnObject(found: "an array"))
    }
    XCTAssertThrowsError(try ProfileDocument.decode(from: Data("null".utf8))) {
      XCTAssertEqual($0 as? ProfileDecodingError, .notAnObject(found: "null"))
    }
    XCTAssertThrowsError(try ProfileDocument.decode(from: Data("\"x\"".utf8))) {
      XCTAssertEqual($0 as? ProfileDecodingError, .notAnObject(found: "a string"))
    }
    XCTAssertThrowsError(try ProfileDocument.decode(from: Data("{\"header\":".utf8))) {
      guard case .invalidJSON = $0 as? ProfileDecodingError else { return XCTFail("\($0)") }
    }
  }

  func testDecodeThenEncode_GivesTheSameModel() throws {
    let document = ProfileDocument(
      deviceType: "ios", serviceAble: true, header: header, keyFigures: figures,
      shortcuts: shortcuts, contact: contact)
    let encoded = try JSONEncoder().encode(document)
    let (decoded, problems) = try ProfileDocument.decode(from: encoded)
    XCTAssertEqual(decoded, document)
    XCTAssertEqual(problems, [])
    let again = try JSONEncoder().encode(decoded)
    XCTAssertEqual(try ProfileDocument.decode(from: again).document, document)
  }

  func testBuilder_LeavesPartsNullWhenTheSourceHasNothing() {
    let bare = Company(
      code: "9999", shortName: "測試", fullName: "測試股份有限公司", capital: nil, market: .emerging)
    let document = ProfileDocument(company: bare)
    XCTAssertEqual(document.header?.code, "9999")
    XCTAssertNil(document.keyFigures)
    XCTAssertNil(document.shortcuts)
    XCTAssertNil(document.contact)
  }
}
