import XCTest

final class ScreenModelTestingPlaceholder: XCTestCase {}
