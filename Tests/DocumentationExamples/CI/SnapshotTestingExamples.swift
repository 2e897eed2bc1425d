// docs: begin swift-testing
import ScreenModel
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import Testing

@Suite struct DirectorySnapshotExamples {
  @Test func filterByShortName() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.listed))
    directory.handle(.marketLoaded(EmbeddedSampleSource.data(for: .listed)))
    directory.handle(.filterChanged("台積"))
    assertTextSnapshot(of: directory.screen)
  }
}
// docs: end swift-testing

/// The expected text in the test itself.
@Suite struct InlineSnapshotExamples {
  // docs: begin inline
  @Test func nothingLoadedYet() {
    assertInlineTextSnapshot(of: CompanyDirectory().screen) {
      """
      # 公司列表
        名稱或代號 [        ]
        [ 上市 ]
        [ 上櫃 ]
        [ 興櫃 ]
        尚未取得資料
      """
    }
  }
  // docs: end inline
}

// docs: begin strategy
extension TextSnapshotting where Value == [Company] {
  /// One line a company: its code and short name.
  static var codes: TextSnapshotting {
    TextSnapshotting(pathExtension: "txt") { companies in
      companies.map { "\($0.code) \($0.shortName)" }.joined(separator: "\n")
    }
  }
}
// docs: end strategy

/// The library's strategies, and one of our own.
@Suite struct StrategyExamples {
  private let tsmc = EmbeddedSampleSource.data(for: .listed).companies.first { $0.code == "2330" }

  // docs: begin strategies
  @Test func emergingCodes() {
    assertTextSnapshot(of: EmbeddedSampleSource.data(for: .emerging).companies, as: .codes)
  }

  @Test func capitalThroughAPullback() throws {
    let company = try #require(tsmc)
    let capital = TextSnapshotting<String>.lines.pullback { (company: Company) in
      "\(company.shortName) \(company.capital.map(DigitGrouping.grouped) ?? "未提供")"
    }
    assertTextSnapshot(of: company, as: capital)
  }

  @Test func profileDocumentAsJSON() throws {
    let company = try #require(tsmc)
    assertTextSnapshot(of: ProfileDocument(company: company), as: .json)
  }
  // docs: end strategies

  // docs: begin redaction
  @Test func quoteWithItsVolatilePartsRedacted() {
    let quote = "台積電 1,005 元\n更新於 13:30:05\n查詢編號 req-4f9a0c2e"
    let stable = TextSnapshotting<String>.lines
      .redacting(/\d{2}:\d{2}:\d{2}/, as: "<時間>")
      .redacting(matching: "req-[0-9a-f]{8}", as: "<編號>")
    assertTextSnapshot(of: quote, as: stable)
  }
  // docs: end redaction
}
