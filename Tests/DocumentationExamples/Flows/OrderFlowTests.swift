import ScreenModel
import ScreenModelTesting
import Testing

@MainActor @Suite struct OrderFlowTests {
  // docs: begin flow
  @Test func aConfirmClosesTheTicketToo_AndTheOrdersShowTheOrder() async throws {
    let session = ScreenSession(screens: [OrderFlow.orders, OrderFlow.ticket, OrderFlow.confirm])
    var board = Storyboard(title: "place an order")
    for (label, event) in [
      ("new 2330", #"{"event":"new","code":"2330"}"#), ("lots 3", #"{"event":"lots","text":"3"}"#),
      ("submit", #"{"event":"submit"}"#), ("confirm", #"{"event":"confirm"}"#),
    ] {
      try await session.send(json: JSONValue(parsing: event))
      // Any screen of a session goes on a storyboard, with the controls it shows.
      board.append(label, session.current.screen)
    }
    #expect(session.screens == ["orders"], "the confirm closed the ticket too")
    assertInlineTextSnapshot(of: board) {
      """
      === place an order ===

      --- 1. new 2330 ---
      # 委託單 2330
        張數 [        ]
        [ 送出 ]（不可用）

      --- 2. lots 3 ---
      # 委託單 2330
        張數 [3       ]
        [ 送出 ]
        2330  3 張

      --- 3. submit ---
      # 確認委託
        [ 確認 ]
        2330  3 張

      --- 4. confirm ---
      # 委託
        2330  3 張
      """
    }
  }
  // docs: end flow
}
