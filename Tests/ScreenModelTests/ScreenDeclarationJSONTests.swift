import ScreenModel
import XCTest

/// The declarations as a front end reads them: every control, event and parameter, so a
/// page can draw its tabs, buttons and search field without naming a screen.
final class ScreenDeclarationJSONTests: XCTestCase {
  func testTheQuoteScreens_ReadAsTheirDeclarationsSay() {
    let screens = [
      AnyScreenDeclaration(QuoteScreens.list(prices: [:])),
      AnyScreenDeclaration(QuoteScreens.detail),
    ]
    let symbol =
      #"{"name":"symbol","kind":"word","optional":false,"summary":"a ticker symbol","#
      + #""placeholder":"SYMBOL"}"#
    XCTAssertEqual(
      screens.json(protocol: 2).text,
      #"{"protocol":2,"screens":[{"name":"quotes","label":"quotes","#
        + #""summary":"the watched quotes","placement":"root","openParameters":[],"#
        + #""controls":[{"id":"add","kind":"textField","label":"加入代號","event":"add","#
        + #""parameter":"symbol","value":"","content":"text","enabled":true}],"events":["#
        + #"{"name":"add","summary":"add a symbol","parameters":[\#(symbol)]},"#
        + #"{"name":"remove","summary":"remove a symbol","parameters":[\#(symbol)]},"#
        + #"{"name":"select","summary":"select a symbol","parameters":[\#(symbol)],"#
        + #""opens":"detail"},"#
        + #"{"name":"pin","summary":"pin a symbol","parameters":[\#(symbol)]}]},"#
        + #"{"name":"detail","label":"detail","summary":"one quote","placement":"stacked","#
        + #""openParameters":[\#(symbol)],"controls":[],"events":[]}]}"#)
  }

  func testAScreenKeptOutsideTheSession_SaysSo_OthersSayNothing() {
    var kept = QuoteScreens.list(prices: [:])
    kept.outlivesSession = true
    let json = AnyScreenDeclaration(kept).json
    XCTAssertEqual(json["kept"], .bool(true))
    XCTAssertTrue(
      json.text.contains(#""placement":"root","kept":true,"openParameters""#), json.text)
    XCTAssertTrue(AnyScreenDeclaration(kept).outlivesSession)
    XCTAssertNil(AnyScreenDeclaration(QuoteScreens.detail).json["kept"])
    XCTAssertFalse(AnyScreenDeclaration(QuoteScreens.detail).outlivesSession)
  }

  func testButtons_TakeTheirOwnKeyOrTheNextDigit_UpToNine() {
    let load = SessionEvent("load", EventArguments([.init("market", "listed")]))
    func button(_ label: String, _ event: SessionEvent, key: Character? = nil)
      -> AnyControlDeclaration
    {
      AnyControlDeclaration(
        id: label, label: label, kind: .button(key: key, submits: false), sending: .event(event),
        initial: ControlState(id: label, label: label, kind: .button))
    }
    var controls: [AnyControlDeclaration] = [
      AnyControlDeclaration(
        id: "filter", label: "名稱", kind: .textField(results: "company"),
        sending: .value(event: "filter", parameter: "text")),
      button("重新整理", SessionEvent("refresh"), key: "r"),
    ]
    controls += (1...10).map { button("第\($0)", load) }
    controls.append(
      AnyControlDeclaration(
        id: "endOfRows", label: "", kind: .endOfRows, sending: .event(SessionEvent("more"))))
    let keys = controls.buttonKeys
    XCTAssertEqual(keys.count, controls.count)
    XCTAssertEqual(keys[0], nil, "a search field has no key")
    XCTAssertEqual(keys[1], "r", "a button's own key")
    XCTAssertEqual(keys[2], "1")
    XCTAssertEqual(keys[10], "9", "the ninth button without a key of its own")
    XCTAssertEqual(keys[11], nil, "the tenth has no digit left")
    XCTAssertEqual(keys[12], nil, "the end of rows has no key")

    let json = controls.json
    XCTAssertEqual(
      json[0].text,
      #"{"id":"filter","kind":"textField","label":"名稱","event":"filter","parameter":"text","results":"company"}"#
    )
    XCTAssertEqual(
      json[2].text,
      #"{"id":"第1","kind":"button","label":"第1","event":{"event":"load","market":"listed"},"key":"1","enabled":true}"#
    )
    XCTAssertEqual(
      json[11].text,
      #"{"id":"第10","kind":"button","label":"第10","event":{"event":"load","market":"listed"},"enabled":true}"#
    )
    XCTAssertEqual(
      json[12].text, #"{"id":"endOfRows","kind":"endOfRows","label":"","event":{"event":"more"}}"#)
  }

  func testParameters_SayTheValuesTheyTake() {
    let market = EventParameter(
      "market", .choice([.init("listed", aliases: ["上市"]), .init("otc")], noun: "market"),
      optional: true)
    XCTAssertEqual(
      market.json.text,
      #"{"name":"market","kind":"choice","optional":true,"summary":"listed or otc","#
        + #""placeholder":"MARKET","choices":[{"token":"listed","aliases":["上市"]},"#
        + #"{"token":"otc","aliases":[]}],"noun":"market"}"#)
    XCTAssertEqual(
      EventParameter("pageSize", .integer(1...1000)).json.text,
      #"{"name":"pageSize","kind":"integer","optional":false,"#
        + #""summary":"a whole number from 1 to 1000","placeholder":"PAGE_SIZE","min":1,"max":1000}"#
    )
    XCTAssertEqual(EventParameter("text", .text).json["kind"], "text")
  }
}
