import ScreenModel
import TestSupport
import Testing

/// The user's appearance is the program's, given to the session: it writes it in a front
/// end's first message and in the update of each change, and a session given none writes
/// none.
@MainActor @Suite struct SessionAppearanceTests {
  /// An appearance the test chooses, followed as a settings store is.
  @MainActor private final class Chosen {
    var rise = SessionAppearance.Rise.red
    private var followers: [@MainActor (SessionAppearance) -> Bool] = []

    var source: AppearanceSource {
      AppearanceSource(
        current: { [self] in SessionAppearance(rise: rise) },
        follow: { [self] in followers.append($0) })
    }

    func choose(_ rise: SessionAppearance.Rise) {
      self.rise = rise
      followers = followers.filter { $0(SessionAppearance(rise: rise)) }
    }
  }

  private let prices = ["AAPL": "189.50"]

  private func session(_ appearance: AppearanceSource?) -> ScreenSession {
    ScreenSession(
      screens: [QuoteScreens.list(prices: prices), QuoteScreens.detail], appearance: appearance)
  }

  @Test func aSessionGivenNoAppearanceWritesNone() {
    let session = session(nil)
    #expect(session.current.appearance == nil)
    #expect(!session.current.first.text.contains("appearance"))
  }

  @Test(arguments: SessionAppearance.Rise.allCases)
  func aSessionWritesTheAppearanceItIsGivenInAFrontEndsFirstMessage(rise: SessionAppearance.Rise) {
    let session = session(.fixed(SessionAppearance(rise: rise)))
    #expect(session.current.appearance == SessionAppearance(rise: rise))
    #expect(session.current.first.text.contains(#""appearance":{"rise":"\#(rise.rawValue)"}"#))
  }

  /// A change is an update of its own; the updates after it write it no more, and a choice
  /// of the colour there is already makes no update.
  @Test func aChangeOfTheAppearanceIsWrittenOnce() async throws {
    let chosen = Chosen()
    let session = session(chosen.source)
    var updates: [SessionUpdate] = []
    session.observe { update in
      updates.append(update)
      return true
    }
    chosen.choose(.green)
    #expect(updates.count == 1)
    #expect(updates.last?.text.contains(#""appearance":{"rise":"green"}"#) == true)
    chosen.choose(.green)
    #expect(updates.count == 1, "the same colour again is no change")
    let added = try await session.send(
      json: JSONValue(parsing: #"{"event":"add","symbol":"AAPL"}"#))
    #expect(added.appearance == SessionAppearance(rise: .green))
    #expect(!added.text.contains("appearance"), "unchanged since the update before")
    chosen.choose(.red)
    #expect(updates.last?.text.contains(#""appearance":{"rise":"red"}"#) == true)
    try await withDeadline("the quotes' answers") { await session.waitUntilIdle() }
  }
}
