import Foundation
import TaiwanMarket
import Testing

/// Prices, percentages and changes: exact in hundredths, read as the exchange writes them,
/// written back alike.
@Suite struct PriceTests {
  @Test func prices_ReadAsTheExchangeWritesThem() {
    let cases: [(String, Int64)] = [
      ("2465.00", 246_500), ("2,465.00", 246_500), ("23.1", 2_310), ("23", 2_300),
      ("-0.3000", -30), ("25.0000", 2_500), ("+0.25", 25), (" 0.00", 0), ("-0.04", -4),
      ("０.５", 50), ("99,999,999,999.99", 9_999_999_999_999),
    ]
    for (text, hundredths) in cases {
      #expect(Price(text)?.hundredths == hundredths, "\(text)")
    }
  }

  @Test func textThatIsNoPrice_IsNil() {
    let cases = [
      "", " ", "abc", "23.", ".5", "1.2.3", "0.005", "-0.3001", "1.0,0", "+-1", "- 1", "X0.00",
      "--", "1e3", "23.1O", "100,000,000,000.00", "99999999999999999999",
    ]
    for text in cases {
      #expect(Price(text) == nil, "\(text.debugDescription)")
    }
  }

  /// The largest price reads, and one hundredth more does not.
  @Test func maximum_IsReadAndOneHundredthMoreIsNot() {
    #expect(Price("99999999999.99") == Price.maximum)
    #expect(Price("-99999999999.99") == Price(hundredths: -Price.maximum.hundredths))
    #expect(Price("100000000000.00") == nil)
    #expect(Price("100000000000") == nil)
  }

  @Test func description_HasTwoDecimalsAndASignOnlyWhenNegative() {
    #expect(
      [246_500, -30, 5, 0, -1, 100].map { Price(hundredths: $0).description }
        == ["2465.00", "-0.30", "0.05", "0.00", "-0.01", "1.00"])
    #expect(price("2465") - price("25") == price("2440"))
    #expect(price("-0.30").magnitude == price("0.30"))
    #expect(Price(hundredths: .min).magnitude.hundredths == .min, "wraps, never traps")
  }

  @Test func prices_EncodeAsTheirText() throws {
    let encoded = try JSONEncoder().encode([price("2465"), price("-0.3")])
    #expect(String(decoding: encoded, as: UTF8.self) == #"["2465.00","-0.30"]"#)
    #expect(
      try JSONDecoder().decode([Price].self, from: encoded) == [price("2465"), price("-0.3")])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Price].self, from: Data(#"["abc"]"#.utf8))
    }
  }

  /// Halves round away from zero, on both sides.
  @Test func percent_RoundsHalvesAwayFromZero() {
    let cases: [(String, String, Int64)] = [
      ("25", "2440", 102),  // 1.0246%
      ("-0.30", "23.40", -128),  // -1.2821%
      ("0.01", "200", 1),  // 0.005% is a half: up
      ("-0.01", "200", -1),  // and down
      ("0.01", "201", 0),  // 0.00498%
      ("4.70", "47.00", 1_000),
      ("0", "10", 0),
    ]
    for (part, whole, hundredths) in cases {
      #expect(Percent(price(part), of: price(whole))?.hundredths == hundredths, "\(part)/\(whole)")
    }
    #expect(Percent(price("1"), of: .zero) == nil)
    #expect(Percent(price("1"), of: price("-1")) == nil)
    #expect(Percent(Price(hundredths: .max), of: price("1")) == nil, "too large to hold")
    #expect(Percent(hundredths: -128).description == "-1.28%")
    #expect(Percent(hundredths: 102).description == "1.02%")
  }

  @Test func change_TellsItsDirectionAndSignsEveryMove() throws {
    let changes = [
      PriceChange(price("25")), PriceChange(price("-0.3")), PriceChange(.zero), .notComparable,
    ]
    #expect(changes.map(\.direction) == [.up, .down, .flat, .notComparable])
    #expect(changes.map(\.description) == ["+25.00", "-0.30", "0.00", "X"])
    #expect(changes.map(\.amount) == [price("25"), price("-0.3"), .zero, nil])
    let encoded = try JSONEncoder().encode(changes)
    #expect(String(decoding: encoded, as: UTF8.self) == #"["+25.00","-0.30","0.00","X"]"#)
    #expect(try JSONDecoder().decode([PriceChange].self, from: encoded) == changes)
  }
}
