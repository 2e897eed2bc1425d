import Foundation
import ScreenModel
import ScreenModelTesting
import TaiwanMarket
import XCTest

@testable import StockScreens

/// 設定: the form's three choices, each a change its shell keeps; every session of one store
/// draws by the colour of a rise chosen in any of them, as the `appearance` of its updates;
/// settings the keeper cannot read are said on the screen and never saved over; the
/// directory opens with the market chosen.
@MainActor
final class SettingsFormTests: XCTestCase {
  private static let locales = [Words.sourceLocale, "en", "en-XA"]

  private struct Instant: MarketDataSource {
    func load(_ market: Market) async throws(MarketDataError) -> MarketData {
      Fixtures.data(market)
    }
  }

  /// The form in `words`: as it opens, after two choices, and over a file it cannot read.
  private static func story(in words: Words) -> Storyboard {
    let stock = StockWords(words)
    var form = SettingsForm(words: stock)
    var board = Storyboard()
    board.append("opened: the defaults", form.screen)
    form.handle(.riseChosen(.green))
    form.handle(.openingMarketChosen(.otc))
    form.handle(.languageChosen(.en))
    board.append("green up, OTC on opening, English", form.screen)
    let unreadable = Settings.StorageProblem.unreadable(
      file: "/tmp/settings.json", reason: .unknownKey(place: "colour"))
    board.append(
      "a file it cannot read",
      SettingsForm(Settings.Stored(problem: unreadable), words: stock).screen)
    return board
  }

  func testTheForm_InEachLocale() {
    assertTextSnapshot(in: Self.locales) { Self.story(in: $0) }
  }

  /// The note on the language speaks to a person on any front end, in every locale: it names
  /// no option of a command line, which a person on the page or in an app never types.
  func testTheNoteOnTheLanguage_NamesNoOptionOfACommandLine() {
    for locale in Self.locales {
      let form = SettingsForm(words: StockWords(Words(locale: locale)))
      guard case .note(let text)? = form.rows.last else {
        return XCTFail("\(locale): no note under the choices: \(form.rows)")
      }
      XCTAssertFalse(text.isEmpty, locale)
      for option in ["--", "locale"] {
        XCTAssertFalse(text.lowercased().contains(option), "\(locale): \(text)")
      }
    }
  }

  func testAChoice_IsAChangeForTheShell_OnceAndShownAtOnce() {
    var form = SettingsForm()
    XCTAssertEqual(form.handle(.riseChosen(.green)), [.store(.rise(.green))])
    XCTAssertEqual(form.settings.rise, .green)
    XCTAssertEqual(form.handle(.riseChosen(.green)), [], "chosen already: nothing to keep")
    XCTAssertEqual(
      form.handle(.openingMarketChosen(.emerging)), [.store(.openingMarket(.emerging))])
    XCTAssertEqual(form.unrecorded, 2)
  }

  func testSettingsGivenWhileChangesAreUnanswered_WaitForThem_AndAStaleAnswerChangesNothing() {
    var form = SettingsForm()
    form.handle(.riseChosen(.green))
    // Another session's change, kept before this form's own: held, the choice stays.
    form.handle(.stored(Settings.Stored(settings: Settings(language: .en), revision: 1)))
    XCTAssertEqual(form.settings.rise, .green)
    form.handle(
      .recorded(Settings.Stored(settings: Settings(rise: .green, language: .en), revision: 2)))
    XCTAssertEqual(form.settings, Settings(rise: .green, language: .en))
    form.handle(.stored(Settings.Stored(settings: Settings(), revision: 1)))
    XCTAssertEqual(form.settings, Settings(rise: .green, language: .en), "older: stale")
  }

  func testAChoiceInOneSession_IsTheAppearanceOfEverySessionOfTheStore() async throws {
    let store = SettingsStore()
    let first = AppSession.start(source: Instant(), settings: store)
    let second = AppSession.start(source: Instant(), settings: store)
    XCTAssertEqual(first.current.first.json["appearance"], .object([.init("rise", "red")]))
    XCTAssertNil(first.current.json["appearance"], "written where it changed, or first")
    try await first.send(.open(AppSession.settingsName))
    try await first.send(json: JSONValue(parsing: #"{"event":"rise","rise":"green"}"#))
    await first.waitUntilIdle()
    // Kept in memory, the choice is stored once its update is out: the next update says it.
    XCTAssertEqual(first.current.json["appearance"], .object([.init("rise", "green")]))
    XCTAssertEqual(first.current.screen.name, AppSession.settingsName)
    XCTAssertEqual(second.current.screen.name, AppSession.directoryName)
    XCTAssertEqual(second.current.json["appearance"], .object([.init("rise", "green")]))
    XCTAssertEqual(second.current.first.json["appearance"], .object([.init("rise", "green")]))
    let again = try await first.send(
      json: JSONValue(parsing: #"{"event":"language","language":"en"}"#))
    XCTAssertNil(again.json["appearance"], "the colour did not change")
  }

  /// With a keeper, the screen is kept: the choice's own update waits until the keeper
  /// saved it, and carries the new colour.
  func testAKeptChoice_IsSavedBeforeItsUpdate_WhichCarriesTheColour() async throws {
    let saves = Counter()
    let store = SettingsStore(
      keeper: SettingsStore.Keeper(
        load: { nil },
        update: { changes in
          saves.add()
          return .success(Settings().applying(changes))
        }))
    let session = AppSession.start(source: Instant(), settings: store)
    XCTAssertTrue(session.declaration(named: AppSession.settingsName)?.outlivesSession == true)
    try await session.send(.open(AppSession.settingsName))
    let chosen = try await session.send(
      json: JSONValue(parsing: #"{"event":"rise","rise":"green"}"#))
    XCTAssertEqual(saves.count, 1)
    XCTAssertEqual(chosen.json["appearance"], .object([.init("rise", "green")]))
  }

  func testSettingsItsKeeperCannotRead_AreSaid_AndAChoiceIsNotSavedOverThem() async throws {
    let problem = Settings.StorageProblem.unreadable(
      file: "/home/ada/settings.json", reason: .duplicateKey(place: "rise"))
    let updates = Counter()
    let store = SettingsStore(
      keeper: SettingsStore.Keeper(
        load: { .failure(problem) },
        update: { _ in
          updates.add()
          return .failure(problem)
        }))
    let session = AppSession.start(source: Instant(), settings: store)
    let opened = try await session.send(.open(AppSession.settingsName))
    XCTAssertEqual(opened.screen.rowKeys, ["problem", "note"])
    XCTAssertEqual(opened.screen.row(at: 0)?.title, problem.text(in: .source))
    try await session.send(json: JSONValue(parsing: #"{"event":"rise","rise":"green"}"#))
    XCTAssertEqual(updates.count, 1, "asked once; the keeper refused to write")
    XCTAssertEqual(store.stored.settings.rise, .green, "the choice holds in this run")
    XCTAssertEqual(store.stored.problem, problem)
  }

  func testTheDirectory_OpensWithTheMarketChosen() async throws {
    let store = SettingsStore(initial: Settings(openingMarket: .otc))
    let session = AppSession.start(source: Instant(), settings: store)
    await session.waitUntilIdle()
    let keys = session.current.screen.rowKeys
    XCTAssertTrue(keys.contains("company:\(Fixtures.otc[0].code)"), "\(keys)")
    XCTAssertFalse(keys.contains("company:\(Fixtures.listed[0].code)"), "\(keys)")
    let none = AppSession.start(source: Instant())
    await none.waitUntilIdle()
    XCTAssertEqual(none.current.screen.rowKeys, ["empty"], "by default nothing loads")
  }

  /// A count shared with a keeper's closures.
  private final class Counter: @unchecked Sendable {
    // Unchecked: `value` is read and written under `lock` only.
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
  }
}
