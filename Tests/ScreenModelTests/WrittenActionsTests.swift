import Testing

@testable import ScreenModel

/// A declaration keeps the event objects its forms wrote for rows' actions: what it gives
/// for a row is what its forms write now, whatever it wrote before.
@Suite struct WrittenActionsTests {
  private let row = QuoteRow.quote(symbol: "AAPL", price: "1")

  @Test func aRowShownAgainGetsTheSameObjects() {
    let declaration = QuoteScreens.list(prices: [:])
    let first = declaration.actionJSON(of: row)
    #expect(first == .object(["event": "select", "symbol": "AAPL"]))
    #expect(declaration.actionJSON(of: row) == first)
    let pin = declaration.actionsJSON(of: row).map(\.event)
    #expect(pin == [.object(["event": "pin", "symbol": "AAPL"])])
    #expect(declaration.actionsJSON(of: row).map(\.event) == pin)
  }

  @Test func eventsOfOneCaseWithOtherValuesAreWrittenApart() {
    let declaration = QuoteScreens.list(prices: [:])
    for symbol in ["AAPL", "MSFT", "AAPL", "2330"] {
      #expect(
        declaration.actionJSON(of: .quote(symbol: symbol, price: nil))
          == .object(["event": "select", "symbol": .string(symbol)]))
    }
  }

  @Test func formsChangedAfterAWriteWriteTheirOwnObjects() {
    var declaration = QuoteScreens.list(prices: [:])
    #expect(declaration.actionJSON(of: row) == .object(["event": "select", "symbol": "AAPL"]))
    declaration.events = [
      EventForm("choose", QuoteList.Event.select, QuoteScreens.symbol, summary: "choose one"),
      EventForm("pin", QuoteList.Event.pin, .word("ticker"), summary: "pin a symbol"),
    ]
    #expect(declaration.actionJSON(of: row) == .object(["event": "choose", "symbol": "AAPL"]))
    #expect(
      declaration.actionsJSON(of: row).map(\.event)
        == [.object(["event": "pin", "ticker": "AAPL"])])
    declaration.events = []
    #expect(declaration.actionJSON(of: row) == nil, "no form writes it any more")
    #expect(declaration.actionsJSON(of: row).isEmpty)
  }

  @Test func memoryStartsOverPastItsCapacityAndStaysRight() {
    let forms = QuoteScreens.list(prices: [:]).events
    let written = WrittenActions<QuoteList.Event>(capacity: 3)
    for symbol in ["A", "B", "C"] { _ = written.json(for: .select(symbol), by: forms) }
    #expect(written.count == 3, "at its capacity")
    #expect(
      written.json(for: .select("D"), by: forms) == .object(["event": "select", "symbol": "D"]))
    #expect(written.count == 1, "past it, only the newest is kept")
    #expect(
      written.json(for: .select("A"), by: forms) == .object(["event": "select", "symbol": "A"]))
    #expect(written.count == 2)
  }

  @Test func anActionNoFormWritesIsKeptAsNone() {
    let written = WrittenActions<QuoteList.Event>()
    #expect(written.json(for: .select("A"), by: []) == nil)
    #expect(written.count == 1)
    #expect(written.json(for: .select("A"), by: []) == nil)
  }

  @Test func actionsThatAreNotHashableAreWrittenEachTime() {
    let forms = [EventForm("say", Said.said, .text("text"), summary: "say something")]
    let written = WrittenActions<Said>()
    #expect(written.json(for: .said("hi"), by: forms) == .object(["event": "say", "text": "hi"]))
    #expect(written.json(for: .said("ho"), by: forms) == .object(["event": "say", "text": "ho"]))
    #expect(written.count == 0)
  }

  private enum Said: Equatable, Sendable { case said(String) }
}
