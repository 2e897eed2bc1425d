import XCTest

final class StockScreensPlaceholder: XCTestCase {}
