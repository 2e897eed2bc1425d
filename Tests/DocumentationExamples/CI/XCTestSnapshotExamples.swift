// docs: begin xctest
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import XCTest

final class FeedSnapshotExamples: XCTestCase {
  func testFirstPageOfThree() {
    var feed = Feed<Company>(pageSize: 3, title: "公司一覽")
    guard case .fetch(let request)? = feed.handle(.refreshRequested).first else {
      return XCTFail("opening the feed asks for its first page")
    }
    let companies = EmbeddedSampleSource.data(for: .listed).companies
    feed.handle(.pageLoaded(request, Array(companies.prefix(request.limit))))
    assertTextSnapshot(of: feed.screen)
  }
}
// docs: end xctest
