import ScreenModel
import TestSupport
import XCTest

/// A session of screens it has never heard of: the quote list and its detail, registered,
/// opened, driven by JSON events, navigated by an output, and answered in a chosen order.
@MainActor
final class ScreenSessionTests: XCTestCase {
  private func session(
    requests: RequestQueue? = nil, maxDepth: Int = 64
  ) -> ScreenSession {
    ScreenSession(
      screens: [
        AnyScreenDeclaration(QuoteScreens.list(prices: ["AAPL": "189.50", "MSFT": "412.00"])),
        AnyScreenDeclaration(QuoteScreens.detail),
      ], requests: requests, maxDepth: maxDepth)
  }

  private func event(_ text: String) throws -> SessionEvent {
    try SessionEvent(json: JSONValue(parsing: text))
  }

  func testFirstUpdate_IsTheFirstScreenRegistered() {
    let session = session()
    XCTAssertEqual(session.current.seq, 0)
    XCTAssertEqual(session.current.screen.name, "quotes")
    XCTAssertEqual(
      session.current.text,
      #"{"protocol":2,"seq":0,"screen":"quotes","title":"自選","#
        + #""controls":[{"id":"add","kind":"textField","label":"加入代號","event":"add","#
        + #""parameter":"symbol","value":"","content":"text","enabled":true}],"count":1,"#
        + #""window":{"from":0,"count":1},"#
        + #""changes":{"deletes":[],"inserts":[0],"moves":[],"updates":[]},"#
        + #""rows":[{"index":0,"row":{"kind":"empty","id":"empty","text":"尚未加入自選股","#
        + #""cells":["尚未加入自選股"],"accessibility":{"label":"尚未加入自選股","traits":[]}}}]}"#)
    XCTAssertEqual(session.screens, ["quotes"])
    XCTAssertEqual(
      session.top.controls.map { [$0.id, $0.label, $0.event(with: "AAPL").json.text] },
      [["add", "加入代號", #"{"event":"add","symbol":"AAPL"}"#]])
  }

  func testEventsFromJSON_AnsweredInAChosenOrder() async throws {
    let requests = RequestQueue()
    let session = session(requests: requests)
    try await session.send(event(#"{"event":"add","symbol":"AAPL","id":"a"}"#))
    let second = try await session.send(event(#"{"event":"add","symbol":"MSFT"}"#), cause: "m")
    XCTAssertEqual(second.cause, "m")
    XCTAssertEqual(second.screen.rowKeys, ["header", "AAPL", "MSFT"])
    let waiting = await requests.waiting
    XCTAssertEqual(waiting, [#"fetch("AAPL")"#, #"fetch("MSFT")"#])

    // The later request is answered first: MSFT's price shows while AAPL's is still out.
    let answered = await requests.answer(at: 1)
    XCTAssertTrue(answered)
    XCTAssertEqual(
      session.current.screen.snapshotText,
      "# 自選\n  加入代號 [        ]\n  自選 2 檔\n  AAPL       …\n  MSFT  412.00\n")
    XCTAssertEqual(session.current.changes, Changeset(updates: [.init(old: 2, new: 2)]))
    XCTAssertNil(session.current.cause, "an answer arrives on its own")
    let none = await requests.answer(at: 1)
    XCTAssertFalse(none, "only one answer is left, at 0")
    await requests.answerAll()
    XCTAssertTrue(session.current.screen.snapshotText.contains("AAPL  189.50"))
  }

  func testARowsAction_IsTheEventThatOpensTheNextScreen_AndBackReturns() async throws {
    let session = session()
    try await session.send(event(#"{"event":"add","symbol":"AAPL"}"#))
    try await withDeadline("AAPL's quote") { await session.waitUntilIdle() }
    let row = try XCTUnwrap(session.current.screen.row(at: 1))
    XCTAssertEqual(row.kind, "quote", "the kind is the case's name by default")
    XCTAssertEqual(row.action?.text, #"{"event":"select","symbol":"AAPL"}"#)
    let before = session.current.screen.count

    let detail = try await session.send(SessionEvent(json: XCTUnwrap(row.action)))
    XCTAssertEqual(session.screens, ["quotes", "detail"])
    XCTAssertEqual(detail.screen.name, "detail")
    XCTAssertEqual(detail.screen.title, "AAPL")
    XCTAssertEqual(detail.changes.deletes, Array(0..<before), "a new screen replaces every row")
    XCTAssertEqual(
      detail.screen.rowsJSON,
      [
        .object([
          "kind": "DetailRow", "id": "代號", "text": "代號 AAPL",
          "cells": .array(["代號", "AAPL"]),
          "accessibility": .object(["label": "代號 AAPL", "traits": .array([])]),
        ])
      ],
      "a plain row's JSON: its type's name, its id, its text, its cells, and its title read as it is"
    )
    XCTAssertEqual(
      session.current.screen.row(at: 0)?.accessibility.spoken, "代號 AAPL",
      "a row without an action is no button")

    let back = try await session.send(.back)
    XCTAssertEqual(
      back.screen.row(at: 1)?.accessibility.spoken, "AAPL 189.50 — 按鈕",
      "a row with an action is a button by default")
    XCTAssertEqual(session.screens, ["quotes"])
    XCTAssertEqual(back.screen.rowKeys, ["header", "AAPL"], "the list is as it was left")
  }

  func testOpen_ByNameWithTheScreensParameters() async throws {
    let session = session()
    try await session.send(event(#"{"event":"open","screen":"detail","symbol":"TSLA"}"#))
    XCTAssertEqual(session.screens, ["quotes", "detail"])
    XCTAssertEqual(session.current.screen.title, "TSLA")
    try await session.send(event(#"{"event":"open","screen":"quotes"}"#))
    XCTAssertEqual(session.screens, ["quotes"], "a root screen opens alone on the stack")
  }

  func testWrongEvents_AreRefusedOrInvalid_AndChangeNothing() async throws {
    let session = session()
    let cases: [(String, SessionEventError.Kind, String)] = [
      (#"{"event":"add"}"#, .invalid, "add needs \"symbol\": a ticker symbol"),
      (#"{"event":"add","symbol":7}"#, .invalid, "add: \"symbol\" must be a string, not 7"),
      (
        #"{"event":"fly"}"#, .invalid,
        "unknown event \"fly\"; events: open, add, remove, select, pin, back"
      ),
      (#"{"event":"back"}"#, .refused, "back: nothing to go back to from the quotes"),
      (
        #"{"event":"open","screen":"chart"}"#, .invalid,
        "open: unknown screen \"chart\"; screens: quotes, detail"
      ),
      (
        #"{"event":"open","screen":"detail"}"#, .invalid,
        "open detail needs \"symbol\": a ticker symbol"
      ),
    ]
    for (text, kind, message) in cases {
      do {
        try await session.send(event(text))
        XCTFail("\(text) is taken")
      } catch let error as SessionEventError {
        XCTAssertEqual(error.kind, kind, text)
        XCTAssertEqual(error.message, message, text)
      }
    }
    XCTAssertEqual(session.current.seq, 0)
    try await session.send(event(#"{"event":"open","screen":"detail","symbol":"X"}"#))
    do {
      try await session.send(event(#"{"event":"add","symbol":"Y"}"#))
      XCTFail("add on the detail is refused")
    } catch let error as SessionEventError {
      XCTAssertEqual(error.kind, .refused)
      XCTAssertEqual(error.message, "add works on the quotes; the screen here is the detail")
    }
  }

  func testTheStack_HoldsItsMostAndRefusesOneMore() async throws {
    let session = session(maxDepth: 3)
    for symbol in ["A", "B"] {
      try await session.send(.open("detail", [.init("symbol", .string(symbol))]))
    }
    XCTAssertEqual(session.screens.count, 3)
    do {
      try await session.send(.open("detail", [.init("symbol", "C")]))
      XCTFail("a fourth screen is refused")
    } catch {
      XCTAssertEqual(error.kind, .refused)
      XCTAssertEqual(error.message, "open detail: the stack holds 3 screens, its most")
    }
    XCTAssertEqual(session.current.screen.title, "B", "nothing changed")
  }

  func testTheStack_HoldsSixtyFourScreensUnlessToldOtherwise() async throws {
    let session = ScreenSession(screens: [
      AnyScreenDeclaration(QuoteScreens.list(prices: [:])),
      AnyScreenDeclaration(QuoteScreens.detail),
    ])
    for number in 1..<64 {
      try await session.send(.open("detail", [.init("symbol", .string("S\(number)"))]))
    }
    XCTAssertEqual(session.screens.count, 64)
    do {
      try await session.send(.open("detail", [.init("symbol", "S64")]))
      XCTFail("a 65th screen is refused")
    } catch {
      XCTAssertEqual(error.message, "open detail: the stack holds 64 screens, its most")
    }
  }

  func testAnOutputThatCloses_LeavesTheRootAloneOnTheStackShown() async throws {
    let session = ScreenSession(screens: [
      AnyScreenDeclaration(QuoteScreens.list(prices: [:], showing: { _ in .close })),
      AnyScreenDeclaration(QuoteScreens.detail),
    ])
    try await session.send(.init("add", EventArguments([.init("symbol", "AAPL")])))
    try await session.send(.init("select", EventArguments([.init("symbol", "AAPL")])))
    XCTAssertEqual(session.screens, ["quotes"], "the root stays")
    XCTAssertEqual(session.current.screen.count, 2, "its header and AAPL, as they were")
    XCTAssertEqual(session.current.screen.name, "quotes")
    try await session.send(.open("detail", [.init("symbol", "MSFT")]))
    XCTAssertEqual(session.screens, ["quotes", "detail"], "and opens on it as before")
  }

  func testEveryUpdate_IsStreamedInOrder() async throws {
    let requests = RequestQueue()
    let session = session(requests: requests)
    let stream = session.updates()
    try await session.send(.init("add", EventArguments([.init("symbol", "AAPL")])))
    await requests.answerAll()
    try await session.send(.init("remove", EventArguments([.init("symbol", "AAPL")])))
    session.finish()
    let seqs = try await withDeadline("the update stream to end once the session finished") {
      var seqs: [Int] = []
      for await update in stream { seqs.append(update.seq) }
      return seqs
    }
    XCTAssertEqual(seqs, [0, 1, 2, 3])
  }
}

/// What assistive technology reads, written as bytes on the hot path: the value's own bytes.
final class RowAccessibilityTests: XCTestCase {
  func testTheBytesWritten_AreTheJSONValuesBytes() {
    let traits: [RowAccessibility.Traits] = [
      [], .button, [.header, .link], [.updatesFrequently, .selected],
    ]
    for trait in traits {
      for (value, hint) in [(nil, nil), ("3 \"元\"", nil), (nil, "開啟\n"), ("v", "h")]
        as [(String?, String?)]
      {
        let reading = RowAccessibility(label: "台積電，\\2330", value: value, hint: hint, traits: trait)
        var output = Array("[".utf8)
        reading.writeJSON(into: &output)
        XCTAssertEqual(String(decoding: output.dropFirst(), as: UTF8.self), reading.json.text)
      }
    }
  }

  func testSpoken_ReadsTheLabelAndValueThenTheTraitsAndHint() {
    XCTAssertEqual(
      RowAccessibility(label: "資本額", value: "2,593 億元").spoken, "資本額，2,593 億元")
    XCTAssertEqual(
      RowAccessibility(label: "公司網站", hint: "開啟網站", traits: [.link, .header]).spoken,
      "公司網站 — 標題，連結，開啟網站")
  }
}

/// A row's further actions, and a screen's output delivered to another screen by the
/// registration alone: the quote list's `pin` reaches the list registered as `pins`.
@MainActor
final class RowActionDeliveryTests: XCTestCase {
  private func session(requests: RequestQueue? = nil) -> ScreenSession {
    let prices = ["AAPL": "189.50", "MSFT": "412.00"]
    return ScreenSession(
      screens: [
        AnyScreenDeclaration(QuoteScreens.list(prices: prices)),
        AnyScreenDeclaration(QuoteScreens.detail),
        AnyScreenDeclaration(QuoteScreens.list("pins", prices: prices)),
      ], requests: requests)
  }

  private func add(_ symbol: String) -> SessionEvent {
    SessionEvent("add", EventArguments([.init("symbol", .string(symbol))]))
  }

  func testAFurtherAction_IsWrittenBesideThePrimaryOne() async throws {
    let session = session()
    try await session.send(add("AAPL"))
    try await withDeadline("AAPL's quote") { await session.waitUntilIdle() }
    let row = try XCTUnwrap(session.current.screen.row(at: 1))
    XCTAssertEqual(
      row.json.text,
      #"{"kind":"quote","id":"AAPL","text":"AAPL 189.50","cells":["AAPL","189.50"],"#
        + #""action":{"event":"select","symbol":"AAPL"},"#
        + #""actions":[{"name":"pin","label":"釘選","key":"p","#
        + #""event":{"event":"pin","symbol":"AAPL"}}],"#
        + #""accessibility":{"label":"AAPL 189.50","traits":["button"]}}"#)
    XCTAssertEqual(row.actions.map(\.key), ["p"])
    var written: [UInt8] = []
    session.current.screen.writeRowsJSON(1..<2, into: &written)
    XCTAssertEqual(String(decoding: written, as: UTF8.self), row.json.text, "the bytes agree")
    XCTAssertNil(
      session.current.screen.row(at: 0)?.json["actions"], "a row without any has no member")
  }

  func testAnActionNoFormWrites_IsLeftOut() {
    let row = QuoteRow.quote(symbol: "AAPL", price: nil)
    XCTAssertEqual(row.actionsJSON(by: []).count, 0)
    XCTAssertEqual(row.json(action: nil, actions: []).text.contains("actions"), false)
  }

  func testAnOutputDelivered_OpensItsScreenInTheBackground_AndChangesNoStack() async throws {
    let session = session()
    try await session.send(add("AAPL"))
    try await withDeadline("AAPL's quote") { await session.waitUntilIdle() }
    let before = session.current.screen.snapshotText
    let pinned = try await session.send(
      SessionEvent("pin", EventArguments([.init("symbol", "AAPL")])), cause: "p")
    XCTAssertEqual(session.screens, ["quotes"], "the stack stays")
    XCTAssertEqual(pinned.cause, "p")
    XCTAssertTrue(pinned.changes.isEmpty, "the screen on top did not change")
    XCTAssertEqual(pinned.screen.snapshotText, before)
    try await withDeadline("the pin's delivery") { await session.waitUntilIdle() }

    let pins = try await session.send(.open("pins"))
    XCTAssertEqual(session.screens, ["pins"])
    XCTAssertEqual(
      pins.screen.snapshotText, "# 自選\n  加入代號 [        ]\n  自選 1 檔\n  AAPL  189.50\n")
  }

  func testAnOutputDelivered_ToAnOpenScreen_ReachesTheSameInstance() async throws {
    let session = session()
    try await session.send(.open("pins"))
    try await session.send(add("MSFT"))
    try await session.send(.open("quotes"))
    try await session.send(add("AAPL"))
    try await session.send(SessionEvent("pin", EventArguments([.init("symbol", "AAPL")])))
    try await withDeadline("the pin's delivery") { await session.waitUntilIdle() }
    let pins = try await session.send(.open("pins"))
    XCTAssertEqual(pins.screen.rowKeys, ["header", "MSFT", "AAPL"], "the kept list, one more")
  }

  func testAnOutputDelivered_ToNoScreenOrOfAnotherType_IsDropped() async throws {
    // `detail` is a stacked screen not on the stack, and takes no event of the list's type.
    for pins in ["nowhere", "detail"] {
      let session = ScreenSession(screens: [
        AnyScreenDeclaration(QuoteScreens.list(prices: [:], pins: pins)),
        AnyScreenDeclaration(QuoteScreens.detail),
      ])
      try await session.send(add("AAPL"))
      let update = try await session.send(
        SessionEvent("pin", EventArguments([.init("symbol", "AAPL")])))
      XCTAssertEqual(session.screens, ["quotes"], pins)
      XCTAssertEqual(update.screen.rowKeys, ["header", "AAPL"], pins)
    }
  }
}
