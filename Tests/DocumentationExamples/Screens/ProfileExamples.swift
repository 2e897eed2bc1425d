import Foundation
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import Testing

/// The profile page from a backend document, as its article shows it.
@Suite struct ProfileExamples {
  // docs: begin profile-document
  @Test func nullPartsShowNothingAndABadPartIsDropped() throws {
    let json = """
      {"serviceAble": true,
       "header": {"code": "2330", "shortName": "台積電", "market": "listed"},
       "keyFigures": null,
       "shortcuts": [{"iconUrl": "icon://website", "text": "公司網站", "functionType": "website",
                      "target": "https://www.tsmc.com"}],
       "contact": {"chairman": 42}}
      """
    let (document, problems) = try ProfileDocument.decode(from: Data(json.utf8))
    #expect(problems.map(\.part) == ["contact"])

    var (profile, commands) = CompanyProfile.open(code: "2330")
    #expect(commands == [.fetchProfile(code: "2330")])
    profile.handle(.documentLoaded(document, problems: problems))
    assertInlineTextSnapshot(of: profile.screen) {
      """
      # 公司資料
        [ 加入自選股 ]
        台積電 (2330)  上市
        公司網站  https://www.tsmc.com
      """
    }

    let website = ProfileAction.openWebsite("https://www.tsmc.com")
    #expect(profile.handle(.actionSelected(website)) == [.perform(website)])
  }
  // docs: end profile-document
}
