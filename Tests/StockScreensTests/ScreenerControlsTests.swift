import ScreenModel
import StockScreens
import TaiwanMarket
import XCTest

/// The screener's form: each control shows what the criteria hold, a bound's field says
/// what keeps it from applying, 清除條件 is usable only while a criterion narrows the list,
/// and each control's edit, as a front end writes it, reaches the screener as its event.
final class ScreenerControlsTests: XCTestCase {
  private func loaded(_ events: Screener.Event...) -> Screener {
    var (screener, _) = Screener.opening()
    for market in Market.allCases {
      screener.handle(.marketLoaded(EmbeddedSampleSource.data(for: market)))
    }
    for event in events { screener.handle(event) }
    return screener
  }

  private func control(_ id: String, of screener: Screener) throws -> ControlState {
    try XCTUnwrap(screener.controls.first { $0.id == id }, "no control \(id)")
  }

  func testOpening_ShowsEveryCriterionAsItStarts_AndClearCannotBeUsed() {
    XCTAssertEqual(
      Screener().controls.map { $0.textLine(in: .source) },
      [
        "市場 (•) 全部 ( ) 上市 ( ) 上櫃 ( ) 興櫃",
        "產業 (•) 全部（共 \(Industry.all.count + 1) 項）",
        "資本額下限 [        ]",
        "資本額上限 [        ]",
        "[ ] 只看自選股",
        "排序 (•) 依代號 ( ) 依資本額",
        "[ 清除條件 ]（不可用）",
      ])
  }

  func testEachCriterion_ShowsInItsControl() throws {
    let screener = loaded(
      .marketChosen(.otc), .industryChosen(Industry(code: "24")), .capitalFromChanged("10"),
      .capitalToChanged("500.5"), .watchedOnlyChanged(true), .sortRequested(.capital))
    XCTAssertEqual(
      try control("market", of: screener).textLine(in: .source), "市場 ( ) 全部 ( ) 上市 (•) 上櫃 ( ) 興櫃")
    XCTAssertEqual(
      try control("industry", of: screener).textLine(in: .source),
      "產業 (•) 半導體業（共 \(Industry.all.count + 1) 項）")
    XCTAssertEqual(try control("from", of: screener).textLine(in: .source), "資本額下限 [10      ]")
    XCTAssertEqual(try control("to", of: screener).textLine(in: .source), "資本額上限 [500.5   ]")
    XCTAssertEqual(try control("watched", of: screener).kind, .toggle(isOn: true))
    XCTAssertEqual(try control("sort", of: screener).textLine(in: .source), "排序 ( ) 依代號 (•) 依資本額")
    XCTAssertTrue(try control("clear", of: screener).isEnabled)
  }

  func testABound_SaysWhatKeepsItFromApplying_OnItsOwnField() throws {
    var screener = loaded(.capitalFromChanged("一百"), .capitalToChanged("x"))
    XCTAssertEqual(try control("from", of: screener).message, "不是數字")
    XCTAssertEqual(try control("to", of: screener).message, "不是數字")
    XCTAssertEqual(
      try control("from", of: screener).textLine(in: .source), "資本額下限 [一百    ] ！不是數字",
      "the value shown is the text as typed")
    screener.handle(.capitalFromChanged("500"))
    screener.handle(.capitalToChanged("50"))
    XCTAssertEqual(try control("from", of: screener).message, "大於上限")
    XCTAssertNil(try control("to", of: screener).message)
    screener.handle(.capitalToChanged(""))
    XCTAssertNil(try control("from", of: screener).message)
  }

  func testClear_ListsEveryCompanyAgain_KeepsTheOrder_AndLoadsWhatAllNeeds() throws {
    var (screener, _) = Screener.opening()
    screener.handle(.marketChosen(.listed))
    screener.handle(.marketLoaded(EmbeddedSampleSource.data(for: .listed)))
    screener.handle(
      .marketFailed(
        MarketDataError(market: .otc, origin: .memory(name: "test"), kind: .httpStatus(503))))
    screener.handle(.sortRequested(.capital))
    XCTAssertTrue(try control("clear", of: screener).isEnabled)
    XCTAssertEqual(screener.handle(.criteriaCleared), [], "failed and loading markets wait")
    XCTAssertEqual(screener.criteria, Screener.Criteria(order: .capital))
    XCTAssertFalse(try control("clear", of: screener).isEnabled)
    var sorted = Screener()
    sorted.handle(.sortRequested(.capital))
    XCTAssertFalse(sorted.criteria.narrows, "an order narrows nothing")
  }

  func testEachControlsEdit_AsAFrontEndWritesIt_ReachesTheScreener() throws {
    let declaration = AppSession.screener(source: EmbeddedSampleSource())
    let declared = Dictionary(uniqueKeysWithValues: declaration.controls.map { ($0.id, $0) })
    XCTAssertEqual(
      declaration.controls.map(\.id),
      ["market", "industry", "from", "to", "watched", "sort", "clear"])
    let edits: [(String, JSONValue, Screener.Event)] = [
      ("market", .string("emerging"), .marketChosen(.emerging)),
      ("industry", .string("24"), .industryChosen(Industry(code: "24"))),
      ("industry", .string("all"), .industryChosen(nil)),
      ("from", .string("1,000"), .capitalFromChanged("1,000")),
      ("to", .string(""), .capitalToChanged("")),
      ("watched", .bool(true), .watchedOnlyChanged(true)),
      ("sort", .string("capital"), .sortRequested(.capital)),
    ]
    for (id, value, expected) in edits {
      let control = try XCTUnwrap(declared[id], "\(id) is declared")
      let event = control.event(with: value)
      let form = try XCTUnwrap(Screener.events.first { $0.name == event.name }, "\(event)")
      XCTAssertEqual(try form.event(from: event.arguments), expected, "\(id) \(value)")
    }
    let clear = try XCTUnwrap(declared["clear"]).event()
    XCTAssertEqual(clear, SessionEvent("clear"))
  }
}
