import LibraryTestSupport
import ScreenModel
import ScreenModelTesting
import SnapshotTestingStandIn
import TestSupport
import Testing

// This file imports this library and stand-ins with swift-snapshot-testing's names and shapes,
// as a test target of a team that has both does: each call must reach the library meant. A
// call that the compiler sent elsewhere would show here as a missing or an extra stand-in call
// (or as a build error, where a name became ambiguous).
@Suite struct BesideSnapshotTestingTests {
  @Test func theirNamesReachThem_EvenWhereOurStrategiesWouldFit() {
    let calls = StandInCalls()
    StandInCalls.$current.withValue(calls) {
      assertSnapshot(of: Quote(), as: .dump)
      assertSnapshot(of: "line", as: .lines)
      assertSnapshot(of: Quote(), as: .json)
      assertSnapshot(of: "line", as: .lines, named: "named", record: .all)
      assertSnapshot(of: Quote(), as: .code)
      let lines: Snapshotting<String, String> = .lines
      assertSnapshot(of: 3, as: lines.pullback { "count \($0)" })
      assertSnapshot(of: 4, as: Snapshotting<String, String>.lines.pullback { "count \($0)" })
      let failure: String? = verifySnapshot(of: "line", as: .lines)
      #expect(failure == nil)
      assertInlineSnapshot(of: "line", as: .lines) { "line" }
    }
    let assertions = Array(repeating: "assertSnapshot", count: 7)
    #expect(calls.received == assertions + ["verifySnapshot", "assertInlineSnapshot"])
  }

  @Test func ourNamesReachUs() throws {
    let calls = StandInCalls()
    let package = try TemporaryPackage()
    let count = TextSnapshotting<String>.lines.pullback { (value: Int) in "數量 \(value) 筆" }
    #expect(try count.snapshot(1867) == "數量 1867 筆")
    StandInCalls.$current.withValue(calls) {
      assertInlineTextSnapshot(of: "line", as: .lines) { "line" }
      assertInlineTextSnapshot(of: "數量 1867 筆", as: .lines.redacting(/\d+/, as: "<數>")) {
        "數量 <數> 筆"
      }
      let outcome = verifyTextSnapshot(
        of: Quote(), as: .json, named: "quote", in: package.folders, environment: ["CI": "1"])
      #expect(outcome.status == .missing)
      #expect(
        outcome.location?.relativePath
          == "BesideSnapshotTestingTests/ourNamesReachUs.quote.json")
    }
    #expect(calls.received.isEmpty)
  }
}

private struct Quote: Codable {
  var code = "2330"
  var price = 1_000
}

extension Snapshotting where Value == Quote, Format == String {
  fileprivate static var code: Snapshotting { SimplySnapshotting.lines.pullback { $0.code } }
}
