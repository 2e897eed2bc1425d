import XCTest

final class StockScreensCLIPlaceholder: XCTestCase {}
