import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

/// The screener's pure core on the embedded sample: what each criterion lists, the loads it
/// asks for, the bounds' problems, and rows whose changes agree with a comparison by `id`.
final class ScreenerTests: XCTestCase {
  private func loaded(
    _ markets: [Market] = Market.allCases, words: StockWords = .source
  ) -> Screener {
    var (screener, _) = Screener.opening(words: words)
    for market in markets {
      screener.handle(.marketLoaded(EmbeddedSampleSource.data(for: market)))
    }
    return screener
  }

  private func codes(_ screener: Screener) -> [String] {
    screener.rows.compactMap { row in
      if case .company(let company, _, _) = row { company.code } else { nil }
    }
  }

  private var sample: [Company] {
    Market.allCases.flatMap { EmbeddedSampleSource.data(for: $0).companies }
  }

  func testOpening_LoadsEveryMarket_AndShowsEachLoading() {
    let (screener, commands) = Screener.opening()
    XCTAssertEqual(commands, [.load(.listed), .load(.otc), .load(.emerging)])
    XCTAssertEqual(
      screener.rows.map(\.id), [.loading(.listed), .loading(.otc), .loading(.emerging)])
  }

  func testEveryMarket_ListsEveryCompanyByCode() {
    let screener = loaded()
    XCTAssertEqual(codes(screener), sample.map(\.code).sorted())
    XCTAssertEqual(
      screener.rows.first, .status(matched: sample.count, total: sample.count, order: .code))
  }

  func testAMarket_ListsItsCompaniesOnly_AndLoadsNothingLoadedAlready() {
    var screener = loaded()
    XCTAssertEqual(screener.handle(.marketChosen(.otc)), [])
    let otc = EmbeddedSampleSource.data(for: .otc).companies
    XCTAssertEqual(codes(screener), otc.map(\.code).sorted())
    XCTAssertEqual(screener.rows.first, .status(matched: otc.count, total: otc.count, order: .code))
  }

  func testAMarketNotLoaded_IsLoadedWhenChosen_AndOnlyItsRowsShow() {
    var screener = Screener()
    XCTAssertEqual(screener.handle(.marketChosen(.emerging)), [.load(.emerging)])
    XCTAssertEqual(screener.rows.map(\.id), [.loading(.emerging)])
    XCTAssertEqual(
      screener.handle(.marketChosen(.emerging)), [], "a load under way is not asked again")
    screener.handle(
      .marketFailed(
        MarketDataError(
          market: .emerging, origin: .memory(name: "test"), kind: .timeout(seconds: 5))))
    XCTAssertEqual(screener.rows.map(\.id), [.error(.emerging), .empty])
    XCTAssertEqual(screener.rows[0].action, .retryRequested(.emerging))
    XCTAssertEqual(screener.handle(.retryRequested(nil)), [.load(.emerging)])
  }

  func testAnIndustry_ListsItsCompaniesOnly() throws {
    var screener = loaded()
    screener.handle(.industryChosen(Industry(code: "24")))
    let expected = sample.filter { $0.industryCode == "24" }.map(\.code).sorted()
    XCTAssertFalse(expected.isEmpty, "the sample has semiconductor companies")
    XCTAssertEqual(codes(screener), expected)
    screener.handle(.industryChosen(nil))
    XCTAssertEqual(codes(screener).count, sample.count)
  }

  func testCapitalBounds_InYi_ListThoseWithin_AndNoneWithoutACapital() {
    var screener = loaded()
    screener.handle(.capitalFromChanged("100"))
    screener.handle(.capitalToChanged("1,000.5"))
    let within = sample.filter { company in
      guard let capital = company.capital else { return false }
      return capital >= 10_000_000_000 && capital <= 100_050_000_000
    }
    XCTAssertFalse(within.isEmpty)
    XCTAssertEqual(codes(screener), within.map(\.code).sorted())
    XCTAssertEqual(screener.criteria.capitalRange.problems, [])
  }

  func testABoundThatIsNotANumber_IsNotApplied_AndSaysSo() {
    var screener = loaded()
    screener.handle(.capitalFromChanged("abc"))
    XCTAssertEqual(codes(screener).count, sample.count)
    XCTAssertEqual(screener.criteria.capitalRange.problems, [.notANumber(.from, text: "abc")])
    XCTAssertEqual(screener.controls.first { $0.id == "from" }?.message, "不是數字")
    XCTAssertEqual(screener.rows.map(\.id).prefix(2), [.status, .company(code: "1101")])
  }

  func testFromExceedingTo_ListsNothing_AndSaysSo() {
    var screener = loaded()
    screener.handle(.capitalFromChanged("500"))
    screener.handle(.capitalToChanged("100"))
    XCTAssertEqual(codes(screener), [])
    XCTAssertEqual(screener.rows.map(\.id), [.status, .empty])
    XCTAssertEqual(screener.controls.first { $0.id == "from" }?.message, "大於上限")
    XCTAssertNil(screener.controls.first { $0.id == "to" }?.message)
  }

  func testCapitalText_ReadsYiAsTheUserTypesThem() {
    enum Expected { case none, yuan(Int64), notANumber, negative }
    let cases: [(String, Expected)] = [
      ("", .none), ("  ", .none), ("100", .yuan(10_000_000_000)), ("０.５", .yuan(50_000_000)),
      ("2,593.24", .yuan(259_324_000_000)), (" 1 ", .yuan(100_000_000)),
      ("0.000000019", .yuan(1)), (".5", .yuan(50_000_000)), ("1.", .yuan(100_000_000)),
      ("abc", .notANumber), ("1.2.3", .notANumber), (".", .notANumber), ("1e3", .notANumber),
      ("99999999999999", .yuan(Int64.max)),
      // A sign is part of a number: a negative one is out of range, never "not a number".
      ("-5", .negative), ("－５", .negative), ("\u{2212}0.5", .negative),
      ("-0.000000019", .negative), ("-0", .yuan(0)), ("-0.0", .yuan(0)), ("+5", .yuan(500_000_000)),
      ("-", .notANumber), ("--5", .notANumber), ("5-", .notANumber), ("- 5", .notANumber),
    ]
    for (text, expected) in cases {
      var criteria = Screener.Criteria()
      criteria.capitalFrom = text
      let range = criteria.capitalRange
      switch expected {
      case .none:
        XCTAssertTrue(range.from == nil && range.problems.isEmpty, "「\(text)」 is no bound")
      case .notANumber:
        XCTAssertEqual(range.problems, [.notANumber(.from, text: text)], "「\(text)」")
      case .negative:
        XCTAssertEqual(range.problems, [.negative(.from, text: text)], "「\(text)」")
      case .yuan(let yuan):
        XCTAssertEqual(range.from, yuan, "「\(text)」")
        XCTAssertEqual(range.problems, [], "「\(text)」")
      }
    }
  }

  func testANegativeBound_IsNotApplied_AndSaysWhatIsWrong_InTheSessionsWords() {
    var screener = loaded()
    screener.handle(.capitalToChanged("-5"))
    XCTAssertEqual(codes(screener).count, sample.count)
    XCTAssertEqual(screener.controls.first { $0.id == "to" }?.message, "不可小於 0")
    var english = loaded(words: StockWords(Words(locale: "en")))
    english.handle(.capitalToChanged("-5"))
    XCTAssertEqual(english.controls.first { $0.id == "to" }?.message, "must be 0 or more")
    english.handle(.capitalToChanged("-0"))
    XCTAssertNil(english.controls.first { $0.id == "to" }?.message, "-0 is the bound 0")
    XCTAssertEqual(codes(english), [], "no company has a capital of 0 or less")
  }

  func testByCapital_LargestFirst_ThoseWithoutLast_EqualsByCode() {
    var screener = loaded()
    screener.handle(.sortRequested(.capital))
    let expected = sample.sorted { left, right in
      switch (left.capital, right.capital) {
      case (let a?, let b?) where a != b: a > b
      case (.some, nil): true
      case (nil, .some): false
      default: left.code < right.code
      }
    }
    XCTAssertEqual(codes(screener), expected.map(\.code))
    screener.handle(.capitalFromChanged("50"))
    XCTAssertEqual(
      codes(screener),
      expected.filter { ($0.capital ?? 0) >= 5_000_000_000 }.map(\.code))
  }

  /// A bound typed as a company's exact capital keeps that company, in either order: the
  /// order by capital looks its bounds up in the sorted capitals, and must find the same
  /// companies as the order by code does by reading every one.
  func testBoundsAtACompanysExactCapital_KeepIt_InEitherOrder() throws {
    let capitals = sample.compactMap(\.capital).sorted()
    let smallest = try XCTUnwrap(capitals.first)
    let largest = try XCTUnwrap(capitals.last)
    for capital in [smallest, capitals[capitals.count / 2], largest] {
      // In 億 to the last yuan: 100,000,000 yuan a 億, eight decimals.
      let rest = String(capital % 100_000_000)
      let yi = "\(capital / 100_000_000).\(String(repeating: "0", count: 8 - rest.count))\(rest)"
      let cases: [(from: String, to: String, keeps: (Int64) -> Bool)] = [
        ("", yi, { $0 <= capital }), (yi, "", { $0 >= capital }), (yi, yi, { $0 == capital }),
      ]
      for order in Screener.Order.allCases {
        var screener = loaded()
        screener.handle(.sortRequested(order))
        for (from, to, keeps) in cases {
          screener.handle(.capitalFromChanged(from))
          screener.handle(.capitalToChanged(to))
          let kept = sample.filter { $0.capital.map(keeps) ?? false }
          XCTAssertTrue(kept.contains { $0.capital == capital })
          XCTAssertEqual(
            codes(screener), Self.sorted(kept, by: order), "from 「\(from)」 to 「\(to)」 by \(order)")
        }
      }
    }
  }

  /// The codes of `companies` in `order`: by capital, largest first, equal ones by code.
  private static func sorted(_ companies: [Company], by order: Screener.Order) -> [String] {
    companies.sorted { left, right in
      guard order == .capital, left.capital != right.capital else { return left.code < right.code }
      return (left.capital ?? 0) > (right.capital ?? 0)
    }.map(\.code)
  }

  func testWatchedOnly_ListsTheWatchlistsCompanies_AndFollowsIt() {
    var screener = loaded()
    screener.handle(.watchlistChanged(["2330", "6488", "9999"]))
    screener.handle(.watchedOnlyChanged(true))
    XCTAssertEqual(codes(screener), ["2330", "6488"], "a code no market holds lists nothing")
    screener.handle(.watchlistChanged(["1101", "2330"]))
    XCTAssertEqual(codes(screener), ["1101", "2330"])
    screener.handle(.sortRequested(.capital))
    XCTAssertEqual(codes(screener), ["2330", "1101"])
    screener.handle(.marketChosen(.otc))
    XCTAssertEqual(codes(screener), [])
    XCTAssertEqual(screener.rows.last, .empty(text: "沒有符合條件的公司"))
  }

  func testSelect_ShowsTheProfileOfACompanyItHolds() throws {
    var screener = loaded()
    let tsmc = try XCTUnwrap(sample.first { $0.code == "2330" })
    XCTAssertEqual(screener.handle(.companySelected(code: "2330")), [.showProfile(tsmc)])
    XCTAssertEqual(screener.handle(.companySelected(code: "9999")), [])
  }

  /// Every edit's changes, made in one merging pass, are those a comparison by `id` makes,
  /// and turn the rows before into the rows after.
  func testChanges_AgreeWithAComparisonById_OverEdits() {
    var screener = loaded([.listed])
    let edits: [Screener.Event] = [
      .capitalFromChanged("1"), .capitalFromChanged("10"), .capitalFromChanged("100"),
      .capitalFromChanged("10"), .capitalFromChanged("1x"), .capitalFromChanged(""),
      .capitalToChanged("500"), .capitalFromChanged("600"), .capitalToChanged(""),
      .industryChosen(Industry(code: "24")), .industryChosen(nil), .sortRequested(.capital),
      .capitalFromChanged("100"), .capitalFromChanged("1000"), .capitalFromChanged(""),
      .watchlistChanged(["2330", "1101"]), .watchedOnlyChanged(true), .watchedOnlyChanged(false),
      .marketChosen(.listed), .sortRequested(.code), .marketChosen(.otc),
      .marketLoaded(EmbeddedSampleSource.data(for: .otc)), .capitalToChanged("50"),
    ]
    for edit in edits {
      let before = screener.rows
      screener.handle(edit)
      let after = screener.rows
      let changes = after.changes(since: before)
      XCTAssertEqual(changes, Changeset(from: Array(before), to: Array(after)), "after \(edit)")
    }
  }
}
