import XCTest

final class ScreenModelPlaceholder: XCTestCase {}
