import Foundation
import Observation
import ScreenModel
import TestSupport
import Testing

/// The model a SwiftUI view binds to, on a real session of the quote list and its detail:
/// what a view's taps, searches and back button do, and what the view is told.
@MainActor @Suite struct ObservableSessionTests {
  private static let prices = ["AAPL": "189.50", "MSFT": "412.00"]

  private func model(
    requests: RequestQueue? = nil,
    showing: @escaping @Sendable (String) -> Navigation = { .open("detail", with: $0) }
  ) -> ObservableSession {
    ObservableSession(
      ScreenSession(
        screens: [QuoteScreens.list(prices: Self.prices, showing: showing), QuoteScreens.detail],
        requests: requests, protocol: .v1))
  }

  private func settle(_ model: ObservableSession) async throws {
    try await withDeadline("the model's events and their answers") { await model.settled() }
  }

  /// The back button's word is the session's: a view made in English says Back.
  @Test func theBackLabel_IsInTheSessionsWords() {
    #expect(model().backLabel == "返回")
    let english = ObservableSession(
      ScreenSession(
        screens: [QuoteScreens.list(prices: Self.prices), QuoteScreens.detail], protocol: .v1,
        words: Words(locale: "en")))
    #expect(english.backLabel == "Back")
  }

  @Test func itStartsOnTheFirstScreenAlone() {
    let model = model()
    #expect(model.top.name == "quotes")
    #expect(model.stack == ["quotes"])
    #expect(!model.canGoBack)
    #expect(model.searchPrompt == "加入代號")
    #expect(model.searchText == "")
    #expect(model.version == 0)
    #expect(model.problem == nil)
  }

  @Test func aSearchSendsTheFieldsEventAndAnswersShowAsTheyArrive() async throws {
    let requests = RequestQueue()
    let model = model(requests: requests)
    model.searchText = "AAPL"
    #expect(model.searchText == "AAPL", "the edit in flight shows until an update answers it")
    try await settle(model)
    #expect(model.searchText == "", "then the state's value: the list keeps no text")
    #expect(model.top.rowKeys == ["header", "AAPL"])
    #expect(model.top.row(at: 1)?.title == "AAPL …", "its quote is still out")
    let version = model.version

    await requests.answerAll()
    #expect(model.top.row(at: 1)?.title == "AAPL 189.50")
    #expect(model.version == version + 1, "the answer is an update of its own")
    #expect(model.changes == Changeset(updates: [.init(old: 1, new: 1)]))
  }

  @Test func eventsSentOneAfterAnotherAreAppliedInThatOrder() async throws {
    let model = model()
    for symbol in ["MSFT", "AAPL", "TSLA"] { model.send(QuoteList.Event.add(symbol)) }
    model.send(QuoteList.Event.remove("AAPL"))
    try await settle(model)
    #expect(model.top.rowKeys == ["header", "MSFT", "TSLA"])
  }

  @Test func aRowsActionPushesTheDetailAndBackReturns() async throws {
    let model = model()
    model.send(QuoteList.Event.add("AAPL"))
    model.send(QuoteList.Event.add("MSFT"))
    try await settle(model)
    let action = try #require(model.top.row(at: 2)?.actionEvent)

    model.send(action)
    try await settle(model)
    #expect(model.stack == ["quotes", "detail"])
    #expect(model.canGoBack)
    #expect(model.top.name == "detail")
    #expect(model.top.title == "MSFT")
    #expect(model.searchPrompt == nil, "the detail has no search field")
    #expect(model.changes.deletes == [0, 1, 2], "a new screen replaces every row")

    model.back()
    try await settle(model)
    #expect(model.stack == ["quotes"])
    #expect(model.top.rowKeys == ["header", "AAPL", "MSFT"], "the list is as it was left")
    #expect(model.problem == nil)
  }

  @Test func theViewIsToldWhenTheStackChanges() async throws {
    let model = model()
    model.send(QuoteList.Event.add("AAPL"))
    try await settle(model)
    let told = Told()
    withObservationTracking {
      _ = model.stack
    } onChange: {
      told.mark()
    }
    #expect(!told.happened)
    model.send(try #require(model.top.row(at: 1)?.actionEvent))
    try await settle(model)
    #expect(told.happened)
  }

  @Test func theSearchTextIsTheStatesOnEveryScreen_NoCopyIsKept() async throws {
    let model = model()
    model.searchText = "MSFT"
    try await settle(model)
    model.send(.open("detail", [.init("symbol", "TSLA")]))
    try await settle(model)
    #expect(model.searchText == "")
    let onDetail = model.version
    model.searchText = "ignored"
    try await settle(model)
    #expect(model.searchText == "", "a screen without a search field takes no search")
    #expect(model.version == onDetail, "and sends nothing")
    model.back()
    try await settle(model)
    #expect(model.searchText == "", "the list's state holds no text: none is kept for it")
    #expect(model.top.rowKeys == ["header", "MSFT"])
    let version = model.version
    model.searchText = ""
    try await settle(model)
    #expect(model.version == version, "the same text sends nothing")
  }

  @Test func aRefusedEventChangesNothingButTheProblem() async throws {
    let model = model()
    model.back()
    try await settle(model)
    #expect(model.problem == "back: nothing to go back to from the quotes")
    #expect(model.version == 0)

    model.send(.open("detail", [.init("symbol", "TSLA")]))
    try await settle(model)
    #expect(model.problem == nil, "an event taken clears it")
    let version = model.version
    model.send(QuoteList.Event.add("X"))
    try await settle(model)
    #expect(
      model.problem == #"add("X") is a QuoteList.Event, which the detail on top does not take"#)
    #expect(model.version == version)
    #expect(model.stack == ["quotes", "detail"])
  }

  @Test func anOutputThatLeadsNowhereIsTheProblem() async throws {
    let model = model(showing: { .open("chart", with: $0) })
    model.send(QuoteList.Event.add("AAPL"))
    model.send(QuoteList.Event.select("AAPL"))
    try await settle(model)
    #expect(model.problem == #"an output opens "chart", which no screen is named"#)
    #expect(model.stack == ["quotes"])
  }
}

/// Whether an observation's change was reported, from whichever thread reports it.
private final class Told: @unchecked Sendable {
  // Unchecked: `flag` is read and written under `lock` only.
  private let lock = NSLock()
  private var flag = false

  func mark() { lock.withLock { flag = true } }

  var happened: Bool { lock.withLock { flag } }
}
