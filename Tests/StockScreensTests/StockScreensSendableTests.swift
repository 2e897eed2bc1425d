import StockScreens
import TaiwanMarket
import XCTest

/// Fails to compile if a public type of the screens or the market data stops being
/// `Sendable`.
final class StockScreensSendableTests: XCTestCase {
  private func requireSendable<T: Sendable>(_: T.Type) -> Bool { true }

  func testScreens_AreSendable() {
    XCTAssertTrue(requireSendable(CompanyDirectory.self))
    XCTAssertTrue(requireSendable(DirectoryEvent.self))
    XCTAssertTrue(requireSendable(DirectoryCommand.self))
    XCTAssertTrue(requireSendable(DirectoryRow.self))
    XCTAssertTrue(requireSendable(DirectoryRows.self))
    XCTAssertTrue(requireSendable(CompanyRow.self))
    XCTAssertTrue(requireSendable(MarketLoadState.self))
    XCTAssertTrue(requireSendable(PagedList<Company>.self))
    XCTAssertTrue(requireSendable(PagedList<Company>.Event.self))
    XCTAssertTrue(requireSendable(PagedRow<Company>.self))
    XCTAssertTrue(requireSendable(PageRequest.self))
    XCTAssertTrue(requireSendable(RefreshState.self))
    XCTAssertTrue(requireSendable(AppendState.self))
    XCTAssertTrue(requireSendable(RefreshControlState.self))
    XCTAssertTrue(requireSendable(CompanyPageSource.self))
    XCTAssertTrue(requireSendable(HeldPageSource<Company>.self))
    XCTAssertTrue(requireSendable(CompanyProfile.self))
    XCTAssertTrue(requireSendable(ProfileRow.self))
    XCTAssertTrue(requireSendable(ProfileAction.self))
    XCTAssertTrue(requireSendable(MarketProfileSource.self))
  }

  func testMarketData_IsSendable() {
    XCTAssertTrue(requireSendable(Market.self))
    XCTAssertTrue(requireSendable(Company.self))
    XCTAssertTrue(requireSendable(CalendarDate.self))
    XCTAssertTrue(requireSendable(MarketData.self))
    XCTAssertTrue(requireSendable(MarketDataError.self))
    XCTAssertTrue(requireSendable(DecodingIssue.self))
    XCTAssertTrue(requireSendable(DataOrigin.self))
    XCTAssertTrue(requireSendable(CompanyCatalog.self))
    XCTAssertTrue(requireSendable(SearchIndex.self))
    XCTAssertTrue(requireSendable(SearchResults.self))
    XCTAssertTrue(requireSendable(Highlight.self))
    XCTAssertTrue(requireSendable(ProfileDocument.self))
    XCTAssertTrue(requireSendable(ProfileProblem.self))
    XCTAssertTrue(requireSendable(EmbeddedSampleSource.self))
    XCTAssertTrue(requireSendable(DirectorySource.self))
    XCTAssertTrue(requireSendable(HTTPMarketSource.self))
    XCTAssertTrue(requireSendable(CachedSource.self))
  }
}
