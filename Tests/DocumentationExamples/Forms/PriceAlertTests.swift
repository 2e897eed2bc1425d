import ScreenModel
import ScreenModelTesting
import Testing

/// The price alert's form in every output the article shows.
@Suite @MainActor struct PriceAlertTests {
  // docs: begin form-test
  @Test func aFormAsItIsFilledIn() {
    var alert = PriceAlert()
    var board = Storyboard()
    board.append("opened", alert.screen)
    _ = alert.handle(.codeChanged("2330"))
    _ = alert.handle(.priceChanged("一千五"))
    board.append("a price that is not a number", alert.screen)
    _ = alert.handle(.priceChanged("1500.5"))
    _ = alert.handle(.directionChosen(.below))
    _ = alert.handle(.onlyWatchedToggled(true))
    board.append("ready", alert.screen)
    #expect(alert.handle(.saveRequested) == [.save(code: "2330", direction: .below, price: 1500.5)])
    assertTextSnapshot(of: board)
  }
  // docs: end form-test

  @Test func readAloud() {
    var alert = PriceAlert()
    _ = alert.handle(.priceChanged("abc"))
    assertTextSnapshot(of: alert.screen, as: .accessibility)
  }

  @Test func inASession_AnEditSendsItsEvent_AndTheUpdateCarriesWhatChanged() async throws {
    let session = ScreenSession(screens: [PriceAlertForm.declaration])
    #expect(session.problems.isEmpty)
    let field = try #require(session.top.controls.first { $0.id == "code" })
    let update = try await session.send(field.event(with: "2330"))
    #expect(update.controls.map(\.id) == ["code"])
    let toggled = try await session.send(
      SessionEvent("watched", EventArguments([.init("on", .bool(true))])))
    #expect(toggled.controls.map(\.state.kind) == [.toggle(isOn: true)])
  }
}
