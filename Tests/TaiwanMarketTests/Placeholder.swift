import XCTest

final class TaiwanMarketPlaceholder: XCTestCase {}
