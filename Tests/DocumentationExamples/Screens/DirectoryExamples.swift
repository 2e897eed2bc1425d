import StockScreens
import TaiwanMarket
import Testing

/// The company directory's events and commands, as its article shows them.
@Suite struct DirectoryExamples {
  // docs: begin directory-events
  @Test func searchThenOpenACompany() throws {
    var directory = CompanyDirectory()
    #expect(directory.handle(.loadRequested(.listed)) == [.load(.listed)])
    #expect(directory.handle(.loadRequested(.listed)) == [], "a market loading is not asked twice")
    directory.handle(.marketLoaded(EmbeddedSampleSource.data(for: .listed)))

    directory.handle(.filterChanged("ＴＳＭＣ"))
    #expect(directory.rows.map(\.title) == ["符合「ＴＳＭＣ」 1 筆 / 共 30 筆", "台積電 - (2330)"])

    let row = try #require(directory.rows.last)
    #expect(row.action == .companySelected(code: "2330"))
    guard case .showProfile(let company)? = directory.handle(.companySelected(code: "2330")).first
    else {
      Issue.record("selecting a company asks the shell to show its profile")
      return
    }
    #expect(company.fullName == "台灣積體電路製造股份有限公司")
  }
  // docs: end directory-events
}
