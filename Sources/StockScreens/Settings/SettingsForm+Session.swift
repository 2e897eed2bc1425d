import ScreenModel
import TaiwanMarket

/// A row of the settings screen, under its three choices.
public enum SettingsRow: ScreenRow, DescribedRow {
  /// Why the settings are not kept: `無法讀取設定檔 …；檔案保持原樣，這次的變更不會儲存`.
  case problem(String)
  /// What a choice does that it does not show: the language applies to sessions started
  /// after it, without a locale of their own.
  case note(String)

  /// Its kind: a screen has one row of each at most.
  public var id: String { kind }

  /// `problem` or `note`, as the protocol's row writes it.
  public var kind: String {
    switch self {
    case .problem: "problem"
    case .note: "note"
    }
  }

  /// The row's one cell, its text.
  public var text: RowText {
    switch self {
    case .problem(let text), .note(let text): RowText(text)
    }
  }
}

extension SettingsForm: ScreenController {
  /// `設定`, `Settings`.
  public var title: String { words["settings.title"] }

  /// What keeps the settings from being kept, then what the language choice does.
  public var rows: [SettingsRow] {
    let problem = storageProblem.map { SettingsRow.problem($0.text(in: words)) }
    return (problem.map { [$0] } ?? []) + [.note(words["settings.languageNote"])]
  }

  /// The three choices, each showing the setting as it stands.
  public var controls: [ControlState] {
    let forms = Self.controls(in: words)
    return [
      forms[0].showing(selected: settings.rise.rawValue),
      forms[1].showing(selected: settings.language.rawValue),
      forms[2].showing(selected: settings.openingMarket.rawValue),
    ]
  }

  static let rise = Parameter<SessionAppearance.Rise>.choice(
    "rise", aliases: { [$0 == .red ? "紅漲綠跌" : "綠漲紅跌"] },
    summary: "the colour of a rise: red or green")
  static let language = Parameter<Settings.Language>.choice(
    "language", summary: "the language of sessions without a locale: system, zh-Hant or en")
  static let market = Parameter<Settings.OpeningMarket>.choice(
    "openingMarket", aliases: { $0.market.map { [$0.displayName] } ?? [] },
    summary: "the market the directory opens with: none, listed, otc or emerging",
    placeholder: "OPENS")

  /// The events a front end may send:
  ///
  ///     {"event":"rise","rise":"green"}   {"event":"language","language":"en"}
  ///     {"event":"openingMarket","openingMarket":"otc"}
  public static let events: [EventForm<Event>] = [
    EventForm("rise", Event.riseChosen, rise, summary: "choose the colour of a rise"),
    EventForm(
      "language", Event.languageChosen, language,
      summary: "choose the language of sessions started without one"),
    EventForm(
      "openingMarket", Event.openingMarketChosen, market,
      summary: "choose the market the directory opens with"),
  ]

  /// The three choices in `words`: 漲跌顏色 (紅漲綠跌 / 綠漲紅跌), 語言, 開啟時載入.
  public static func controls(in words: StockWords) -> [ControlDeclaration<Event>] {
    let rises = SessionAppearance.Rise.allCases.map { rise in
      let label =
        switch rise {
        case .red: words["settings.rise.red"]
        case .green: words["settings.rise.green"]
        }
      return ChoiceOption(rise.rawValue, label: label)
    }
    let languages = Settings.Language.allCases.map { language in
      let label =
        switch language {
        case .system: words["settings.language.system"]
        case .zhHant: words["settings.language.zhHant"]
        case .en: words["settings.language.en"]
        }
      return ChoiceOption(language.rawValue, label: label)
    }
    let markets = Settings.OpeningMarket.allCases.map { choice in
      ChoiceOption(
        choice.rawValue,
        label: choice.market.map { words.name(of: $0) } ?? words["settings.market.none"])
    }
    return [
      .choice("rise", label: words["settings.rise"], sends: events[0], options: rises),
      .choice("language", label: words["settings.language"], sends: events[1], options: languages),
      .choice("market", label: words["settings.market"], sends: events[2], options: markets),
    ]
  }
}

extension ScreenDriver where Controller == SettingsForm {
  /// A settings driver that hands each change to `store`, whose answer is the settings as it
  /// keeps them; by default the settings are the screen's own and a change is answered with
  /// nothing.
  public nonisolated static func settings(
    initial: SettingsForm = SettingsForm(), requests: RequestQueue? = nil,
    store: (@Sendable (Settings.Change) async -> Settings.Stored)? = nil
  ) -> ScreenDriver<SettingsForm> {
    ScreenDriver(initial, requests: requests) { command in
      switch command {
      case .store(let change):
        guard let store else { return nil }
        return .recorded(await store(change))
      }
    }
  }
}
