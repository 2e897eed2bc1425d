import StockScreens
import TaiwanMarket
import TestSupport

// Fails to compile if a public type of the screens or the market data stops being
// `Sendable`: the build is the check, so nothing here runs.

private func requireSendable<each T: Sendable>(_: repeat (each T).Type) {}

private func screensAreSendable() {
  requireSendable(
    CompanyDirectory.self, DirectoryEvent.self, DirectoryCommand.self, DirectoryRow.self,
    DirectoryRows.self, CompanyRow.self, MarketLoadState.self, Feed<Company>.self,
    Feed<Company>.Event.self, FeedRow<Company>.self, PageRequest.self, RefreshState.self,
    AppendState.self, RefreshControlState.self, CompanyPageSource.self,
    HeldPageSource<Company>.self, CompanyProfile.self, ProfileRow.self, ProfileAction.self,
    MarketProfileSource.self, DirectoryOutput.self, FeedRows<Company>.self)
}

private func marketDataIsSendable() {
  requireSendable(
    Market.self, Company.self, CalendarDate.self, MarketData.self, MarketDataError.self,
    DecodingIssue.self, DecodingSummary.self, DataOrigin.self, CompanyCatalog.self,
    SearchIndex.self, SearchResults.self, Highlight.self, ProfileDocument.self,
    ProfileProblem.self, EmbeddedSampleSource.self, FolderSource.self,
    HTTPMarketSource.self, CachedSource.self)
}
