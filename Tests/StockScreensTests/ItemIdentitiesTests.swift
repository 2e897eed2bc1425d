import XCTest

@testable import StockScreens

final class ItemIdentitiesTests: XCTestCase {
  func testInsert_KeepsEachIdentityOnceThroughGrowth() {
    var identities = ItemIdentities()
    var kept: [Int] = []
    for value in (0..<5_000).map({ $0 % 3_000 }) {
      let isNew = identities.insert(
        hash: value.hashValue, position: kept.count, isSame: { kept[$0] == value })
      if isNew { kept.append(value) }
    }
    XCTAssertEqual(kept, Array(0..<3_000))
    XCTAssertEqual(identities.count, 3_000)
  }

  func testCollidingHashes_AreToldApartByTheList() {
    var identities = ItemIdentities()
    var kept: [String] = []
    for code in ["2330", "1101", "2330", "6643", "1101"] {
      // Every identity gets the same hash: only `isSame` can tell them apart.
      let isNew = identities.insert(hash: 42, position: kept.count, isSame: { kept[$0] == code })
      if isNew { kept.append(code) }
    }
    XCTAssertEqual(kept, ["2330", "1101", "6643"])
  }

  func testRemoveAll_Forgets() {
    var identities = ItemIdentities()
    XCTAssertTrue(identities.insert(hash: 1, position: 0, isSame: { _ in true }))
    identities.removeAll()
    XCTAssertEqual(identities.count, 0)
    XCTAssertTrue(identities.insert(hash: 1, position: 0, isSame: { _ in true }))
  }
}
