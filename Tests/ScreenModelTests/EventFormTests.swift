import ScreenModel
import Testing

/// A controller's event written as the session event a control sends, by the screen's forms,
/// reads back through the same forms as that event.
@Suite struct EventFormTests {
  private let forms = QuoteScreens.list(prices: [:]).events

  @Test func anEventOfAFormBecomesTheSessionEventThatFormReads() throws {
    let event = try #require(forms.sessionEvent(for: .remove("AAPL")))
    #expect(event == SessionEvent("remove", EventArguments([.init("symbol", "AAPL")])))
    #expect(event.json == forms.json(for: .remove("AAPL")))
    let form = try #require(forms.first { $0.name == event.name })
    #expect(try form.event(from: event.arguments) == .remove("AAPL"))
  }

  @Test func anEventNoFormWritesBecomesNone() {
    #expect(forms.sessionEvent(for: .quoted("AAPL", price: "1")) == nil)
    #expect(forms[0].sessionEvent(for: .remove("AAPL")) == nil, "add does not write a remove")
    #expect([EventForm<QuoteList.Event>]().sessionEvent(for: .add("AAPL")) == nil)
  }

  @Test func aFormWithoutParametersStandsForOneEvent() throws {
    let form = EventForm("drop", QuoteList.Event.remove("AAPL"), summary: "drop AAPL")
    #expect(form.parameters.isEmpty)
    #expect(form.usage == "drop")
    #expect(try form.event(from: EventArguments()) == .remove("AAPL"))
    #expect(try form.event(from: EventArguments([.init("symbol", "MSFT")])) == .remove("AAPL"))
    #expect(form.json(for: .remove("AAPL")) == .object(["event": "drop"]))
    #expect(form.json(for: .remove("MSFT")) == nil)
  }
}
