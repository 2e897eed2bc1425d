import TestSupport
import XCTest

@testable import ScreenModel

/// The dictionary the matcher falls back on past `IdentityTable.maxCount` old elements
/// (half a billion, too many to build here) matches exactly as the table does.
final class HeckelMatcherTests: XCTestCase {
  func testTheDictionaryPath_MatchesAsTheTableDoes_RepeatsIncluded() {
    var generator = SplitMix64(seed: 2032)
    for round in 0..<300 {
      // Few identities, so most repeat on both sides, in any order.
      let kinds = Int.random(in: 1...6, using: &generator)
      let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        Int.random(in: 0..<kinds, using: &generator)
      }
      let new = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        Int.random(in: 0..<kinds, using: &generator)
      }
      let table = HeckelMatcher(old: old, new: new, identity: { $0 })
      var dictionary = table
      dictionary.oldToNew = Array(repeating: -1, count: old.count)
      dictionary.newToOld = Array(repeating: -1, count: new.count)
      dictionary.matchedCount = 0
      dictionary.matchWithDictionary { $0 }
      XCTAssertEqual(dictionary.oldToNew, table.oldToNew, "round \(round): \(old) → \(new)")
      XCTAssertEqual(dictionary.newToOld, table.newToOld, "round \(round)")
      XCTAssertEqual(dictionary.matchedCount, table.matchedCount, "round \(round)")
      XCTAssertEqual(dictionary.changeset(), table.changeset(), "round \(round)")
    }
  }
}
