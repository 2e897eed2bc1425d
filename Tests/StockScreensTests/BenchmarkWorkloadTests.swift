import Foundation
import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

/// The workloads of `stock-screens-bench`, checked for correctness: the fast paths the
/// benchmark times must give exactly what the plain ones give.
final class BenchmarkWorkloadTests: XCTestCase {
  /// The benchmark's keystrokes: typing and deleting 台積電, then a code.
  private let script = [
    "台", "台積", "台積電", "台積", "台", "", "2", "23", "233", "2330", "233", "23", "2", "",
  ]

  func testKeystrokes_FastChangesetsEqualTheGenericOnes_OnTheRealMarkets() throws {
    var markets: [MarketData] = []
    for (name, market) in [("t187ap03_L.csv", Market.listed), ("t187ap03_O.csv", .otc)] {
      guard let file = SharedData.file(name) else {
        throw XCTSkip(SharedData.missingMessage(name))
      }
      markets.append(
        try CSVMarketDecoder.decode(
          try Data(contentsOf: file), market: market, origin: .file(path: name)))
    }
    var directory = loaded(markets)
    XCTAssertEqual(directory.rows.companyCount, 1_867)
    try type(script, into: &directory)
    directory.handle(.filterChanged("台積電"))
    XCTAssertEqual(directory.rows.row(at: 1)?.title, "台積電 - (2330)")
  }

  func testKeystrokes_FastChangesetsEqualTheGenericOnes_OnSyntheticCompanies() throws {
    var random = SplitMix64(seed: 0xBE4C)
    let names = Array("台積電聯發科鴻海華碩臺")
    var companies: [Company] = []
    for number in 0..<3_000 {
      let length = Int.random(in: 2...4, using: &random)
      let shortName = String((0..<length).map { _ in names[Int(random.next() % 11)] })
      companies.append(
        Company(
          code: String(1_000 + number), shortName: shortName, fullName: shortName + "股份有限公司",
          capital: nil, market: number % 3 == 0 ? .otc : .listed))
    }
    let markets = [Market.listed, .otc].map { market in
      MarketData(
        market: market, companies: companies.filter { $0.market == market },
        origin: .memory(name: "synthetic"))
    }
    var directory = loaded(markets)
    let queries = ["", "台", "台積", "臺積電", "2", "23", "233", "2330", "華", "鴻海", "x"]
    let typed = (0..<200).map { _ in queries[Int(random.next() % UInt64(queries.count))] }
    try type(script + typed, into: &directory)
  }

  func testDifferenceKitWorkload_ChangesetAppliesAndCountsTheEdits() {
    var random = SplitMix64(seed: 5_000)
    let old = (0..<5_000).map { _ in UUID(uuid: uuidBytes(&random)) }
    var new = old
    new.removeSubrange(2_000..<3_000)
    new.insert(contentsOf: (0..<1_000).map { _ in UUID(uuid: uuidBytes(&random)) }, at: 3_000)
    new[0..<200].shuffle(using: &random)
    let changes = Changeset(from: old, to: new, identifiedBy: { $0 })
    XCTAssertEqual(changes.deletes, Array(2_000..<3_000))
    XCTAssertEqual(changes.inserts, Array(3_000..<4_000))
    XCTAssertTrue(changes.updates.isEmpty)
    XCTAssertLessThanOrEqual(changes.moves.count, 200)
    XCTAssertEqual(changes.apply(to: old, taking: new), new)
  }

  private func loaded(_ markets: [MarketData]) -> CompanyDirectory {
    var directory = CompanyDirectory()
    for data in markets {
      directory.handle(.loadRequested(data.market))
      directory.handle(.marketLoaded(data))
    }
    return directory
  }

  /// Types each text and checks the directory's changeset against the generic one.
  private func type(_ texts: [String], into directory: inout CompanyDirectory) throws {
    var previous = directory.rows
    for text in texts {
      directory.handle(.filterChanged(text))
      let rows = directory.rows
      let fast = rows.changes(since: previous)
      let (old, new) = (Array(previous), Array(rows))
      XCTAssertEqual(fast, Changeset(from: old, to: new), "typing \"\(text)\"")
      XCTAssertEqual(fast.apply(to: old, taking: new), new, "typing \"\(text)\"")
      previous = rows
    }
  }

  private func uuidBytes(_ random: inout SplitMix64) -> uuid_t {
    let (high, low) = (random.next(), random.next())
    let byte = { (word: UInt64, index: UInt64) in UInt8(truncatingIfNeeded: word >> (8 * index)) }
    return (
      byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5),
      byte(high, 6), byte(high, 7), byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
      byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
    )
  }
}
