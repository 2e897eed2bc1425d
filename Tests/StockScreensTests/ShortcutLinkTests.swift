import ScreenModel
import StockScreens
import TaiwanMarket
import XCTest

/// The address a profile shortcut opens, made from its target as the exchange writes it,
/// and carried by the row's target cell so that a front end links without reading text.
final class ShortcutLinkTests: XCTestCase {
  private func link(_ type: ProfileDocument.FunctionType, _ target: String?) -> String? {
    ProfileDocument.Shortcut(text: "捷徑", functionType: type, target: target).link
  }

  func testAWebsite_KeepsItsWebSchemeOrGetsOne() {
    XCTAssertEqual(link(.website, "https://www.tsmc.com"), "https://www.tsmc.com")
    XCTAssertEqual(link(.website, "HTTP://WWW.ACC.COM.TW"), "HTTP://WWW.ACC.COM.TW")
    XCTAssertEqual(link(.website, "www.acc.com.tw"), "http://www.acc.com.tw")
    XCTAssertEqual(link(.website, "www.acc.com.tw/ir?a=1:2"), "http://www.acc.com.tw/ir?a=1:2")
    for target in [
      "javascript:alert(1)", "ftp://x.example", "localhost:8080", "公司網站", "a b.com", "",
    ] {
      XCTAssertNil(link(.website, target), target)
    }
  }

  func testAnEmail_IsAMailtoLink() {
    XCTAssertEqual(link(.email, "invest@tsmc.com"), "mailto:invest@tsmc.com")
    XCTAssertEqual(link(.email, "mailto:ir@tsmc.com"), "mailto:ir@tsmc.com")
    for target in [
      "invest.tsmc.com", "a@b@c.com", "@tsmc.com", "ir@tsmc", "ir@tsmc.com?cc=x", "i r@t.com",
    ] {
      XCTAssertNil(link(.email, target), target)
    }
  }

  func testATelephone_DialsItsDigits_WithoutTheExtension() {
    XCTAssertEqual(link(.telephone, "(03)563-6688"), "tel:035636688")
    XCTAssertEqual(link(.telephone, "02 2733 8000"), "tel:0227338000")
    XCTAssertEqual(link(.telephone, "+886-3-5636688"), "tel:+88635636688")
    XCTAssertEqual(link(.telephone, "(02)2531-7099#123"), "tel:0225317099")
    XCTAssertEqual(link(.telephone, "25092188轉5"), "tel:25092188")
    XCTAssertNil(link(.telephone, "無"))
    XCTAssertNil(link(.telephone, "12"))
  }

  func testTheTransferAgentAndAMissingTarget_AreNoLink() {
    XCTAssertNil(link(.transferAgent, "https://agent.example"))
    XCTAssertNil(link(.website, nil))
  }

  /// The transfer agent is a name with nothing behind it to open: its row offers no action
  /// (one that was taken and did nothing, on every front end, is what exploring found), and a
  /// screen reader reads the name, not a button's hint.
  func testTheTransferAgentsRow_OffersNoActionAndReadsItsName() {
    let agent = ProfileRow.shortcut(
      ProfileDocument.Shortcut(text: "股務代理", functionType: .transferAgent, target: "凱基證券"),
      position: 3)
    XCTAssertNil(agent.action)
    XCTAssertEqual(agent.accessibility, RowAccessibility(label: "股務代理", value: "凱基證券"))
    let phone = ProfileRow.shortcut(
      ProfileDocument.Shortcut(text: "總機", functionType: .telephone, target: "03-5636688"),
      position: 2)
    XCTAssertEqual(phone.action, .actionSelected(.call("03-5636688")))
  }

  func testTheRowsTargetCell_CarriesTheLink_AndItsTextStaysTheTarget() {
    let shortcut = ProfileDocument.Shortcut(
      text: "電子郵件", functionType: .email, target: "invest@tsmc.com")
    let row = ProfileRow.shortcut(shortcut, position: 1)
    XCTAssertEqual(row.text.cells.map(\.text), ["電子郵件", "invest@tsmc.com"])
    XCTAssertEqual(row.text.cells.map(\.link), [nil, "mailto:invest@tsmc.com"])
    XCTAssertEqual(
      row.json["cells"]?.text,
      #"["電子郵件",{"text":"invest@tsmc.com","link":"mailto:invest@tsmc.com"}]"#)
    let agent = ProfileRow.shortcut(
      ProfileDocument.Shortcut(text: "股務代理", functionType: .transferAgent, target: "凱基證券"),
      position: 2)
    XCTAssertEqual(agent.json["cells"]?.text, #"["股務代理","凱基證券"]"#)
  }
}
