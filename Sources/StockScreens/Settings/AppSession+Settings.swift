import ScreenModel
import TaiwanMarket

extension AppSession {
  /// The name the settings screen is registered as.
  public static let settingsName = "settings"

  /// 設定: the colour of a rise, the language of sessions without a locale of their own and
  /// the market the directory opens with, as `store` keeps them; a tab of the app. The
  /// declaration says it is kept when the store has a keeper, so a choice is acknowledged
  /// only once it is saved.
  public static func settings(
    store: SettingsStore = SettingsStore(), words: StockWords = .source
  ) -> ScreenDeclaration<SettingsForm, NoInput> {
    ScreenDeclaration(
      settingsName, label: words["settings.title"],
      summary: "the colour of a rise, the language, the market the directory opens with",
      kept: store.keepsOnDisk, events: SettingsForm.events,
      controlsOf: SettingsForm(words: words), input: { _ in NoInput() },
      open: { _, requests in (store.driver(requests: requests, words: words), []) })
  }
}
