import ScreenModel
import TestSupport
import Testing

/// Each event declared once, and what a registration gets wrong named when a session
/// starts: never a control, an action or an output left out without a word.
@MainActor @Suite struct RegistrationTests {
  /// The quote list with `events` and `controls` instead of its own.
  private func quotes(
    events: [EventForm<QuoteList.Event>], controls: [ControlDeclaration<QuoteList.Event>] = []
  ) -> AnyScreenDeclaration {
    AnyScreenDeclaration(
      ScreenDeclaration<QuoteList, NoInput>(
        "quotes", summary: "quotes", events: events, controls: controls,
        open: { requests in ScreenDriver(QuoteList(), requests: requests) { _ in nil } },
        navigation: { _ in .close }))
  }

  @Test func theQuoteScreensRegisterWithoutAProblem() {
    let screens = [
      AnyScreenDeclaration(QuoteScreens.list(prices: [:])),
      AnyScreenDeclaration(QuoteScreens.detail),
    ]
    #expect(ScreenSession.problems(in: screens) == [])
    #expect(
      ScreenSession.problems(in: Array(screens.prefix(1))) == [
        "quotes: \"select\" opens \"detail\", which no screen is named"
      ], "the list alone opens a screen nobody registered")
  }

  @Test func twoEventsOfOneName_AreAProblem() {
    let screen = quotes(events: [
      QuoteScreens.add, EventForm("add", QuoteList.Event.remove, QuoteScreens.symbol, summary: ""),
    ])
    #expect(screen.problems.contains("two events are named \"add\""), "\(screen.problems)")
  }

  @Test func twoScreensOfOneName_AreAProblem() {
    let screen = quotes(events: [QuoteScreens.add])
    #expect(
      ScreenSession.problems(in: [screen, screen]) == ["two screens are named \"quotes\""])
  }

  /// A form given by hand whose writing disagrees with its reading: it reads `remove` and
  /// writes it back as `add`'s arguments under its own name, which read back as another.
  @Test func aFormThatDoesNotWriteBackWhatItReads_IsAProblem() {
    let lying = EventForm<QuoteList.Event>(
      "drop", [QuoteScreens.symbol.declared], summary: "",
      decode: { $0.string("symbol").map { .remove($0) } },
      encode: { event in
        guard case .remove = event else { return nil }
        return [.init("symbol", "other")]
      })
    #expect(
      quotes(events: [lying]).problems == [
        #""drop" writes remove("w") as {"symbol":"other"}, which reads back as remove("other")"#
      ])
  }

  @Test func aFormWhoseEventsNoFormWrites_IsAProblem() {
    let mute = EventForm<QuoteList.Event>(
      "mute", [QuoteScreens.symbol.declared], summary: "",
      decode: { $0.string("symbol").map { .remove($0) } }, encode: { _ in nil })
    #expect(
      quotes(events: [mute]).problems == [
        #""mute" makes remove("w") of {"symbol":"w"}, which no event writes back"#
      ])
  }

  @Test func aFormWrittenByAnEarlierOne_IsAProblem() {
    let again = EventForm("again", QuoteList.Event.add, QuoteScreens.symbol, summary: "")
    #expect(
      quotes(events: [QuoteScreens.add, again]).problems == [
        #""again" makes add("w") of {"symbol":"w"}, which "add" writes first"#
      ])
  }

  @Test func controlsBoundToEventsTheScreenLacks_AreProblems() {
    let problems = quotes(
      events: [QuoteScreens.add],
      controls: [
        .searchField(
          EventForm("find", QuoteList.Event.select, QuoteScreens.symbol, summary: ""),
          label: "找"),
        .button("刪除", sends: .remove("AAPL")),
        .endOfRows(sends: .pin("AAPL")),
      ]
    ).problems
    #expect(
      problems == [
        "the text field \"find\" sends \"find\", not an event of it",
        "the button \"刪除\" sends remove(\"AAPL\"), which no event of it writes",
        "the end of its rows sends pin(\"AAPL\"), which no event of it writes",
      ])
  }

  @Test func aSearchFieldNeedsOneStringParameter() {
    let reload = EventForm("reload", QuoteList.Event.remove("AAPL"), summary: "")
    let problems = quotes(
      events: [reload], controls: [.searchField(reload, label: "找")]
    ).problems
    #expect(
      problems == [
        "the text field \"reload\" sends \"reload\", which does not take one text or word "
          + "parameter alone to carry the value"
      ])
  }

  @Test func anEventThatOpensAnUnregisteredScreen_IsAProblem() {
    let select = EventForm(
      "select", QuoteList.Event.select, QuoteScreens.symbol, summary: "", opens: "detial")
    #expect(
      ScreenSession.problems(in: [quotes(events: [select])]) == [
        "quotes: \"select\" opens \"detial\", which no screen is named"
      ])
  }

  /// A session of screens with a problem refuses every event, naming every problem.
  @Test func aSessionWithAProblem_RefusesEveryEventNamingIt() async {
    let session = ScreenSession(screens: [quotes(events: [QuoteScreens.add, QuoteScreens.add])])
    #expect(session.problems == ["quotes: two events are named \"add\""])
    await #expect(
      throws: SessionEventError(
        .refused, "the screens cannot start:\n  quotes: two events are named \"add\"")
    ) {
      try await session.send(SessionEvent("add", EventArguments([.init("symbol", "AAPL")])))
    }
  }

  /// A row whose action, or a further action, no form writes carries a `problem` naming
  /// it in its JSON: the action was left out of the row without a word.
  @Test func anActionNoFormWrites_IsNamedInTheRowsJSON() async throws {
    let session = ScreenSession(screens: [quotes(events: [QuoteScreens.add])])
    let update = try await session.send(
      SessionEvent("add", EventArguments([.init("symbol", "AAPL")])))
    let row = try #require(update.screen.row(at: 1))
    #expect(row.action == nil && row.actions.isEmpty)
    #expect(
      row.json["problem"]
        == .string(
          #"its action select("AAPL") and its action "pin" (pin("AAPL")) are written by no "#
            + "event of its screen"))
    #expect(update.text.contains(#""problem":"its action select(\"AAPL\")"#), "\(update.text)")
    let header = try #require(update.screen.row(at: 0))
    #expect(header.json["problem"] == nil, "a row without an action has no problem")
  }

  /// An output that leads to a screen nobody registered is named by the update it makes.
  @Test func anOutputToAnUnregisteredScreen_IsNamedInTheUpdate() async throws {
    let screens = [
      AnyScreenDeclaration(QuoteScreens.list(prices: ["AAPL": "1"], pins: "nowhere")),
      AnyScreenDeclaration(QuoteScreens.detail),
    ]
    let session = ScreenSession(screens: screens)
    try await session.send(SessionEvent("add", EventArguments([.init("symbol", "AAPL")])))
    let pinned = try await session.send(
      SessionEvent("pin", EventArguments([.init("symbol", "AAPL")])))
    #expect(
      pinned.problems == [
        #"an output sends add("AAPL") to "nowhere", which is not open and cannot open alone"#
      ])
    #expect(pinned.text.contains(#""problems":["an output sends add"#), "\(pinned.text)")
    let next = try await session.send(
      SessionEvent("remove", EventArguments([.init("symbol", "AAPL")])))
    #expect(next.problems.isEmpty, "a problem is said once")
  }
}

/// Where an output goes, and keys: nothing a registration leaves unsaid is dropped.
@MainActor @Suite struct RegistrationOutputTests {
  /// A screen whose controller gives outputs, declared without navigation, would drop each
  /// one: the screens do not start.
  @Test func outputsWithNoNavigation_KeepTheScreensFromStarting() {
    let silent = ScreenDeclaration<QuoteList, NoInput>(
      "quotes", summary: "quotes", events: [QuoteScreens.add],
      open: { requests in ScreenDriver(QuoteList(), requests: requests) { _ in nil } })
    #expect(
      ScreenSession.problems(in: [silent]) == [
        "quotes: its controller gives outputs (QuoteList.Output) and it declares no navigation: "
          + "each would lead nowhere"
      ])
    let none = ScreenDeclaration<QuoteDetail, NoInput>(
      "detail", summary: "a quote",
      open: { ScreenDriver(QuoteDetail(symbol: "AAPL"), requests: $0) })
    #expect(none.problems.isEmpty, "a screen without outputs needs no navigation")
  }

  /// An output the navigation gives nil for is named by the update of the event that gave it,
  /// once, and the session goes on.
  @Test func anOutputTheNavigationGivesNilFor_IsNamedInTheUpdate() async throws {
    let pinless = ScreenDeclaration(
      "quotes", summary: "quotes that cannot be pinned",
      events: QuoteScreens.list(prices: [:]).events, initial: QuoteList(),
      navigation: { output in
        guard case .show(let symbol) = output else { return nil }
        return .open("detail", with: symbol)
      }
    ) { command in
      guard case .fetch(let symbol) = command else { return nil }
      return .quoted(symbol, price: "1")
    }
    let session = ScreenSession(screens: [pinless, QuoteScreens.detail])
    #expect(session.problems.isEmpty)
    try await session.send(SessionEvent("add", EventArguments([.init("symbol", "AAPL")])))
    let pinned = try await session.send(
      SessionEvent("pin", EventArguments([.init("symbol", "AAPL")])))
    #expect(
      pinned.problems == [
        #"an output of the quotes, pin("AAPL"), leads nowhere: its navigation gives nil for it"#
      ])
    #expect(pinned.text.contains(#""problems":["an output of the quotes"#), "\(pinned.text)")
    let shown = try await session.send(
      SessionEvent("select", EventArguments([.init("symbol", "AAPL")])))
    #expect(shown.problems.isEmpty && session.screens == ["quotes", "detail"])
  }

  /// Two buttons one key would press, their own keys or the digits given in order: a front
  /// end presses the first alone, so the screens do not start.
  @Test func twoButtonsOfOneKey_AreAProblem() {
    let problems = AlertEditor.declaration(controls: [
      .button("a", label: "甲", sends: .saved),
      .button("b", label: "乙", sends: .saved, key: "1"),
      .button("c", label: "丙", sends: .saved, key: "x"),
      .button("d", label: "丁", sends: .saved, key: "x"),
      .button("e", label: "戊", sends: .saved),
    ]).problems
    #expect(
      problems == [
        #"the buttons "a" and "b" both take the key "1": a front end would press the first alone"#,
        #"the buttons "c" and "d" both take the key "x": a front end would press the first alone"#,
      ], "the fifth button takes 2, free")
  }
}
