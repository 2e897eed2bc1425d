import TaiwanMarket
import TestSupport

/// Makes any number (up to 1,000,000) of realistic, reproducible companies.
///
/// - Codes are unique digit strings of 4 to 6 digits: every 4-digit code from 0000 (as 0050
///   is), then 5- and 6-digit ones; a million companies use all 1,000,000 of them, fewer
///   companies take an evenly spread subset.
/// - Short names are 2 to 4 characters drawn from `NamePools` (one in twenty a group's
///   prefix with an ending, 3% with `-KY`, 1.5% Latin such as `GVX`); full names are the
///   short name (sometimes after 台灣) with an industry word and 股份有限公司; every company
///   has an English short name, as in the real files.
/// - Markets are split about 50% listed, 40% OTC and 10% emerging.
///
///     var generator = SyntheticMarket(seed: 1)
///     print(generator.companies(count: 3).map(\.code))
///     // Prints ["0000", "333333", "666666"]
struct SyntheticMarket {
  /// How many distinct codes there are to give.
  static let maxCount = 1_000_000
  private var random: SplitMix64

  /// A generator whose companies `seed` decides: equal seeds give equal companies.
  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// `count` companies sorted by code, each code once.
  mutating func companies(count: Int) -> [Company] {
    let count = min(max(0, count), Self.maxCount)
    var result: [Company] = []
    result.reserveCapacity(count)
    for code in Self.codes(count: count) {
      let shortName = shortName()
      result.append(
        Company(
          code: code, shortName: shortName, fullName: fullName(for: shortName),
          capital: Int64(random.next() % 50_000_000_000) + 10_000_000, market: market(),
          englishShortName: latin(length: 2 + Int(random.next() % 4))))
    }
    return result
  }

  /// `count` unique codes of 4 to 6 digits, sorted as strings.
  static func codes(count: Int) -> [String] {
    guard count > 0 else { return [] }
    var codes: [String] = []
    codes.reserveCapacity(count)
    for slot in 0..<count {
      let number = slot * maxCount / count
      if number < 10_000 {
        let digits = String(number)
        codes.append(String(repeating: "0", count: 4 - digits.count) + digits)
      } else {
        // 10,000..<100,000 are the 5-digit codes; past them, 100,000 and up are 6 digits.
        codes.append(String(number))
      }
    }
    codes.sort()
    return codes
  }

  private mutating func shortName() -> String {
    let roll = random.next() % 1000
    if roll < 15 { return latin(length: 2 + Int(random.next() % 4)) }
    var name: String
    if roll < 65 {
      name = NamePools.groups.draw(using: &random) + NamePools.groupEndings.draw(using: &random)
    } else {
      let length = [2, 2, 2, 2, 2, 2, 2, 3, 3, 4][Int(random.next() % 10)]
      name = NamePools.first.draw(using: &random)
      for _ in 0..<(length - 2) { name += NamePools.middle.draw(using: &random) }
      name += NamePools.last.draw(using: &random)
    }
    if random.next() % 100 < 3 { name += "-KY" }
    return name
  }

  private mutating func fullName(for shortName: String) -> String {
    let base = shortName.hasSuffix("-KY") ? String(shortName.dropLast(3)) : shortName
    if base.utf8.allSatisfy({ $0 < 0x80 }) { return base + " Co., Ltd." }
    let region = random.next() % 100 < 3 ? "台灣" : ""
    return region + base + NamePools.industries.draw(using: &random)
      + NamePools.legalForms.draw(using: &random)
  }

  private mutating func market() -> Market {
    let roll = random.next() % 10
    return roll < 5 ? .listed : roll < 9 ? .otc : .emerging
  }

  private mutating func latin(length: Int) -> String {
    var text = ""
    for _ in 0..<length {
      text.append(NamePools.letters[Int(random.next() % UInt64(NamePools.letters.count))])
    }
    return text
  }
}
