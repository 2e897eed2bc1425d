import ScreenModel
import TaiwanMarket

/// 設定, the user's settings of the app: the colour a rise takes, the language of sessions
/// that name none, and the market the directory loads as it opens.
///
///     var settings = Settings()              // 紅漲綠跌, the system's language, no market
///     settings = settings.applying(.rise(.green))
///     // settings.appearance == SessionAppearance(rise: .green)
///
/// Each field changes on its own (`Change`): two programs that change two fields at once
/// keep both, since each change is made to the settings as kept at that moment.
public struct Settings: Hashable, Sendable {
  /// The language of a session that names none: the system's (`LANG`), zh-Hant or en.
  public enum Language: String, Hashable, Sendable, CaseIterable {
    case system
    case zhHant = "zh-Hant"
    case en

    /// The locale it asks for; nil for the system's.
    public var locale: String? { self == .system ? nil : rawValue }
  }

  /// The market the directory loads as it opens; `none` loads nothing until asked.
  public enum OpeningMarket: String, Hashable, Sendable, CaseIterable {
    case none
    case listed
    case otc
    case emerging

    /// The market loaded; nil for none.
    public var market: Market? { Market(rawValue: rawValue) }
  }

  /// The colour a rise takes; a fall takes the other.
  public var rise: SessionAppearance.Rise
  /// The language of sessions started without a locale of their own.
  public var language: Language
  /// The market the directory loads as it opens.
  public var openingMarket: OpeningMarket

  public init(
    rise: SessionAppearance.Rise = .red, language: Language = .system,
    openingMarket: OpeningMarket = .none
  ) {
    self.rise = rise
    self.language = language
    self.openingMarket = openingMarket
  }

  /// What every front end draws by: the colour of a rise.
  public var appearance: SessionAppearance { SessionAppearance(rise: rise) }

  /// A change of one field, for the shell to make to the settings as it keeps them.
  public enum Change: Hashable, Sendable {
    case rise(SessionAppearance.Rise)
    case language(Language)
    case openingMarket(OpeningMarket)
  }

  /// The settings with `change` made.
  public func applying(_ change: Change) -> Settings {
    var next = self
    switch change {
    case .rise(let rise): next.rise = rise
    case .language(let language): next.language = language
    case .openingMarket(let market): next.openingMarket = market
    }
    return next
  }

  /// The settings with each of `changes` made, in order.
  public func applying(_ changes: [Change]) -> Settings {
    changes.reduce(self) { $0.applying($1) }
  }

  /// The settings as their shell keeps them, and what keeps them from being saved.
  public struct Stored: Hashable, Sendable {
    /// The settings kept, or those of this run where they could not be kept.
    public var settings: Settings
    /// Why changes are not saved, when they are not.
    public var problem: StorageProblem?
    /// How many changes the shell had kept when it gave these: a stale answer is older than
    /// one shown already.
    public var revision: Int

    public init(settings: Settings = Settings(), problem: StorageProblem? = nil, revision: Int = 0)
    {
      self.settings = settings
      self.problem = problem
      self.revision = revision
    }
  }

  /// Why the settings shown may not be those kept for the next run.
  public enum StorageProblem: Error, Hashable, Sendable {
    /// The file could not be read: it is left as it was and never saved over while the
    /// program runs; the settings start as their defaults and changes are not kept.
    case unreadable(file: String, reason: Watchlist.FileReason)
    /// The last change could not be saved; it stays in every session of this run.
    case unsaved(file: String, reason: Watchlist.FileReason)

    /// `無法讀取設定檔 PATH：REASON；檔案保持原樣，這次的變更不會儲存`;
    /// `The settings could not be saved to PATH: REASON`.
    public func text(in words: StockWords) -> String {
      switch self {
      case .unreadable(let file, let reason):
        words["settings.unreadable", file, reason.text(in: words)]
      case .unsaved(let file, let reason): words["settings.unsaved", file, reason.text(in: words)]
      }
    }
  }
}

extension Settings.Stored: KeptState {
  /// The settings: what the store keeps.
  public var value: Settings {
    get { settings }
    set { settings = newValue }
  }

  /// `settings` with each of `changes` made, in order: a setting chosen is always one to
  /// make, even the one it is already, so a choice a save failed to keep is made again.
  public static func applying(_ changes: [Settings.Change], to settings: Settings) -> Settings? {
    settings.applying(changes)
  }
}
