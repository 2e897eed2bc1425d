import ScreenModel
import TaiwanMarket

/// 設定, the settings screen: a form of three choices (the colour of a rise, the language of
/// sessions that name none, the market the directory opens with), each kept as it is chosen.
///
/// A pure state machine, like `Watchlist`: a choice shows at once and goes to the shell as a
/// change (`store`), answered with the settings as the shell keeps them (`recorded`); a
/// change another session made comes as the settings too (`stored`). While changes of its
/// own are unanswered, the form shows them and holds the newest settings it was given.
///
///     var form = SettingsForm(Settings.Stored())
///     form.handle(.riseChosen(.green))   // [.store(.rise(.green))]; the choice shows 綠漲紅跌
public struct SettingsForm: Hashable, Sendable {
  /// The settings shown.
  public private(set) var settings: Settings
  /// Why the settings are not saved, as the shell last said.
  public private(set) var storageProblem: Settings.StorageProblem?
  /// The revision of the last settings the shell gave.
  public private(set) var storedRevision: Int
  /// The changes asked of the shell and not yet answered.
  public private(set) var unrecorded = 0
  /// The newest settings the shell gave while changes were unrecorded.
  private var held: Settings.Stored?
  /// The words its title, controls and rows are in.
  public var words: StockWords

  /// A form showing `stored`, in `words`.
  public init(_ stored: Settings.Stored = Settings.Stored(), words: StockWords = .source) {
    settings = stored.settings
    storageProblem = stored.problem
    storedRevision = stored.revision
    self.words = words
  }

  /// Something that happened to the form: a choice or an answer.
  public enum Event: Hashable, Sendable {
    /// The colour a rise takes was chosen.
    case riseChosen(SessionAppearance.Rise)
    /// The language of sessions that name none was chosen.
    case languageChosen(Settings.Language)
    /// The market the directory opens with was chosen.
    case openingMarketChosen(Settings.OpeningMarket)
    /// The settings as the shell keeps them now, after a change made elsewhere.
    case stored(Settings.Stored)
    /// The settings as the shell keeps them once it kept a change this form asked for.
    case recorded(Settings.Stored)
  }

  /// Something the form asks its shell to do.
  public enum Command: Hashable, Sendable {
    /// Keep this change and answer with `recorded`.
    case store(Settings.Change)
  }

  /// Applies `event` and returns what the shell must do.
  @discardableResult
  public mutating func handle(_ event: Event) -> [Command] {
    let change: Settings.Change
    switch event {
    case .riseChosen(let rise): change = .rise(rise)
    case .languageChosen(let language): change = .language(language)
    case .openingMarketChosen(let market): change = .openingMarket(market)
    case .stored(let stored):
      take(stored)
      return []
    case .recorded(let stored):
      unrecorded = max(0, unrecorded - 1)
      take(stored)
      return []
    }
    let next = settings.applying(change)
    guard next != settings else { return [] }
    settings = next
    unrecorded += 1
    return [.store(change)]
  }

  /// Shows `stored` unless it is older than what shows; while changes are unanswered, holds
  /// it until they are.
  private mutating func take(_ stored: Settings.Stored) {
    guard stored.revision >= storedRevision else { return }
    if unrecorded > 0 {
      held = stored
      return
    }
    let newest = held.map { $0.revision > stored.revision ? $0 : stored } ?? stored
    held = nil
    settings = newest.settings
    storageProblem = newest.problem
    storedRevision = newest.revision
  }
}
