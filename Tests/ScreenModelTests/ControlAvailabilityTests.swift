import ScreenModel
import Testing

/// An order ticket's form, declared once where its state gives each control: a side that a
/// lock disables, a price that "at market" disables, a reference price that is read-only, an
/// "at market" toggle the lock makes read-only, and a submit usable once the ticket is whole.
/// Its rows offer no action, and say nothing of it.
struct Ticket: ScreenController {
  enum Event: Hashable, Sendable {
    case side(String)
    case price(String)
    case reference(String)
    case atMarket(Bool)
    case locked(Bool)
    case submit
  }

  struct Row: DescribedRow {
    var id: String
    var text: RowText { RowText(id) }
  }

  var side = "buy"
  var price = ""
  var atMarket = false
  var locked = false
  var submitted = 0

  var title: String { "委託單" }
  var rows: [Row] { [Row(id: "已送出 \(submitted) 筆")] }
  var isWhole: Bool { atMarket || Double(price) != nil }

  var controls: [ControlState] {
    [
      Self.sideChoice.showing(selected: side).disabled(locked),
      Self.priceField.showing(atMarket ? "" : price).disabled(atMarket),
      Self.referenceField.showing("1500").readOnly(),
      Self.marketToggle.showing(isOn: atMarket).readOnly(locked),
      Self.lockToggle.showing(isOn: locked),
      Self.submitButton.showing(isEnabled: isWhole),
    ]
  }

  @discardableResult
  mutating func handle(_ event: Event) -> [Never] {
    switch event {
    case .side(let token): side = token
    case .price(let text): price = text
    case .reference: break
    case .atMarket(let isOn): atMarket = isOn
    case .locked(let isOn): locked = isOn
    case .submit: submitted += 1
    }
    return []
  }

  static let events = [
    EventForm("side", Event.side, .word("to"), summary: "buy or sell"),
    EventForm("price", Event.price, .text("text"), summary: "type the price"),
    EventForm("reference", Event.reference, .text("text"), summary: "the reference price"),
    EventForm("market", Event.atMarket, .boolean("on"), summary: "at the market's price"),
    EventForm("lock", Event.locked, .boolean("on"), summary: "lock the side"),
    EventForm("submit", Event.submit, summary: "send the order"),
  ]
  static let sideChoice = ControlDeclaration<Event>.choice(
    "side", label: "買賣", sends: events[0],
    options: [ChoiceOption("buy", label: "買進"), ChoiceOption("sell", label: "賣出")])
  static let priceField = ControlDeclaration<Event>.textField(
    "price", label: "價格", sends: events[1], content: .decimal)
  static let referenceField = ControlDeclaration<Event>.textField(
    "reference", label: "參考價", sends: events[2], content: .decimal)
  static let marketToggle = ControlDeclaration<Event>.toggle(
    "market", label: "市價", sends: events[3])
  static let lockToggle = ControlDeclaration<Event>.toggle("lock", label: "鎖定買賣", sends: events[4])
  static let submitButton = ControlDeclaration<Event>.button(
    "submit", label: "送出", sends: .submit, submits: true)

  /// The ticket's registration: its controls are those its state shows, written nowhere
  /// else.
  static let declaration = ScreenDeclaration(
    "ticket", summary: "an order ticket", events: events, initial: Ticket())
}

@MainActor
struct ControlAvailabilityTests {
  private func session(
    _ events: [String] = [], protocol version: SessionProtocol = .v2
  ) async throws -> ScreenSession {
    let session = ScreenSession(screens: [Ticket.declaration], protocol: version)
    for event in events { try await session.send(json: JSONValue(parsing: event)) }
    return session
  }

  @Test func aDeclarationTakesItsControlsFromTheState_InItsOrder() {
    let declaration = AnyScreenDeclaration(Ticket.declaration)
    #expect(declaration.problems.isEmpty, "\(declaration.problems)")
    #expect(
      declaration.controls.map(\.id) == ["side", "price", "reference", "market", "lock", "submit"])
  }

  @Test func theTextSnapshot_MarksWhatIsDisabledOrReadOnly_InTheWordsAskedFor() async throws {
    let session = try await session([#"{"event":"market","on":true}"#])
    #expect(
      session.current.screen.snapshotText == """
        # 委託單
          買賣 (•) 買進 ( ) 賣出
          價格 [        ]（不可用）
          參考價 [1500    ]（唯讀）
          [x] 市價
          [ ] 鎖定買賣
          [ 送出 ]
          已送出 0 筆

        """)
    let english = session.current.screen.snapshotText(in: Words(locale: "en"))
    #expect(english.contains("價格 [        ] (unavailable)\n"), "\(english)")
    #expect(english.contains("參考價 [1500    ] (read-only)\n"), "\(english)")
  }

  @Test func theAccessibilityText_ReadsEachStateAsATrait() async throws {
    let session = try await session([#"{"event":"lock","on":true}"#])
    let read = session.current.screen.accessibilityText
    #expect(read.contains("買賣，買進 — 單選，無法使用，選項：買進、賣出\n"), "\(read)")
    #expect(read.contains("參考價，1500 — 文字欄位，唯讀\n"), "\(read)")
    #expect(read.contains("市價，關閉 — 切換開關，唯讀\n"), "\(read)")
    #expect(read.contains("送出 — 按鈕，無法使用\n"), "\(read)")
  }

  @Test func theUpdate_WritesEnabledForEveryKind_AndReadOnlyWhereItIs() async throws {
    let session = try await session([#"{"event":"market","on":true}"#], protocol: .v1)
    let controls = session.current.controls.map(\.json)
    #expect(
      controls.map { $0["enabled"] } == [true, false, false, true, true, true].map { .bool($0) })
    #expect(controls.map { $0["readOnly"] } == [nil, nil, .bool(true), nil, nil, nil])
  }

  @Test(arguments: [
    (
      [#"{"event":"market","on":true}"#], #"{"event":"price","text":"1490"}"#, "price",
      #"price: the text field "price" (價格) is disabled"#
    ),
    ([], #"{"event":"reference","text":"1"}"#, "reference", "is read-only"),
    ([], #"{"event":"submit"}"#, "submit", #"submit: the button "submit" (送出) is disabled"#),
    ([#"{"event":"lock","on":true}"#], #"{"event":"side","to":"sell"}"#, "side", "is disabled"),
    ([#"{"event":"lock","on":true}"#], #"{"event":"market","on":true}"#, "market", "read-only"),
  ])
  func anEditOfAControlThatTakesNone_IsRefusedNamingIt_AndChangesNothing(
    before: [String], event: String, control: String, says: String
  ) async throws {
    let session = try await session(before)
    let (seq, text) = (session.current.seq, session.current.screen.snapshotText)
    do {
      try await session.send(json: JSONValue(parsing: event))
      Issue.record("\(event) is refused")
    } catch let error as SessionEventError {
      #expect(error.kind == .refused && error.control == control)
      #expect(error.message.contains(says), "\(error.message)")
    }
    #expect(session.current.seq == seq && session.current.screen.snapshotText == text)
  }

  @Test func theControllersOwnEvent_IsRefusedToo_AndTakenOnceTheControlTakesEdits() async throws {
    let session = try await session([#"{"event":"market","on":true}"#])
    await #expect(throws: SessionEventError.self) {
      try await session.send(Ticket.Event.price("1490"))
    }
    try await session.send(Ticket.Event.atMarket(false))
    let priced = try await session.send(Ticket.Event.price("1490"))
    #expect(priced.screen.snapshotText.contains("價格 [1490    ]\n"))
    let sent = try await session.send(json: JSONValue(parsing: #"{"event":"submit"}"#))
    #expect(sent.screen.rowKeys == ["已送出 1 筆"])
  }

  @Test func theRefusal_IsTheProtocolsErrorWithTheControl() {
    let error = SessionError(
      "submit: the button \"submit\" (送出) is disabled", line: 3, id: EventID(.string("s")),
      control: "submit")
    #expect(
      error.text
        == #"{"protocol":2,"error":"submit: the button \"submit\" (送出) is disabled","#
        + #""line":3,"id":"s","control":"submit"}"#)
  }

  @Test func aButtonShownReadOnly_IsNamed_AndShowsDisabled() {
    struct Pressed: ScreenController {
      var title: String { "按鈕" }
      var rows: [Ticket.Row] { [] }
      var controls: [ControlState] {
        [Ticket.submitButton.showing(isEnabled: true).readOnly()]
      }
      mutating func handle(_ event: Ticket.Event) -> [Never] { [] }
    }
    let declaration = ScreenDeclaration(
      "pressed", summary: "a button shown read-only", events: Ticket.events, initial: Pressed())
    let screen = AnyScreen(Pressed().screen, of: declaration)
    #expect(screen.controls.map(\.state.availability) == [.disabled])
    #expect(
      screen.controlProblems == [
        #"its state shows the button "submit" read-only; a button is enabled or disabled, "#
          + "and shows disabled"
      ])
  }
}
