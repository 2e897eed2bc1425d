import XCTest

@testable import ScreenModel

final class IdentityTableTests: XCTestCase {
  func testInsert_KeepsEachIdentityOnceThroughGrowth() {
    var identities = IdentityTable()
    var kept: [Int] = []
    for value in (0..<5_000).map({ $0 % 3_000 }) {
      let known = identities.insert(
        hash: value.hashValue, position: kept.count, isSame: { kept[$0] == value })
      if let known {
        XCTAssertEqual(kept[known], value, "the position of the same value")
      } else {
        kept.append(value)
      }
    }
    XCTAssertEqual(kept, Array(0..<3_000))
    XCTAssertEqual(identities.count, 3_000)
  }

  func testCollidingHashes_AreToldApartByTheList() {
    var identities = IdentityTable()
    var kept: [String] = []
    for code in ["2330", "1101", "2330", "6643", "1101"] {
      // Every identity gets the same hash: only `isSame` can tell them apart.
      let known = identities.insert(hash: 42, position: kept.count, isSame: { kept[$0] == code })
      if known == nil { kept.append(code) }
      XCTAssertEqual(
        identities.position(hash: 42, isSame: { kept[$0] == code }).map { kept[$0] }, code)
    }
    XCTAssertEqual(kept, ["2330", "1101", "6643"])
  }

  func testRemoveAll_Forgets() {
    var identities = IdentityTable()
    XCTAssertNil(identities.insert(hash: 1, position: 0, isSame: { _ in true }))
    XCTAssertEqual(identities.insert(hash: 1, position: 5, isSame: { _ in true }), 0)
    identities.removeAll()
    XCTAssertEqual(identities.count, 0)
    XCTAssertNil(identities.position(hash: 1, isSame: { _ in true }))
    XCTAssertNil(identities.insert(hash: 1, position: 0, isSame: { _ in true }))
    // Emptied, it fills again through its growth like a new one.
    for position in 1..<40 {
      XCTAssertNil(
        identities.insert(hash: position * 3, position: position, isSame: { _ in false }))
    }
    XCTAssertEqual(identities.count, 40)
    for position in 1..<40 {
      XCTAssertEqual(
        identities.position(hash: position * 3, isSame: { $0 == position }), position)
    }
  }
}
