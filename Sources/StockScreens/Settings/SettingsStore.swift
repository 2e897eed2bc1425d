import ScreenModel
import TaiwanMarket

/// The settings of one program run: what every session's 設定 shows and draws by (the colour
/// of a rise, `appearance`), where each change goes, and, through its `Keeper`, the file that
/// outlives the run and that other programs may share.
///
///     let store = SettingsStore()   // in memory: `play`, the demo, tests
///     let first = AppSession.start(source: source, settings: store)
///     let second = AppSession.start(source: source, settings: store)
///     // 綠漲紅跌 chosen in `first` is an update of `second`, its appearance green
///
/// It keeps the settings as every `KeptStore` keeps its value, as `WatchlistStore` keeps the
/// list: with a keeper, each change is made to the settings as kept now, field by field, so a
/// change another program made to another field meanwhile is kept too, and it is saved before
/// the store answers (the session acknowledges the event only then). Settings its keeper
/// cannot read are never saved over: the change lives in memory, and the screen says why.
/// What another program changed shows when a settings screen opens and when this store next
/// changes them.
public typealias SettingsStore = KeptStore<Settings.Stored>

extension KeptStore where State == Settings.Stored {
  /// A store kept by `keeper`, or in memory, starting from `initial`, when there is none.
  public nonisolated convenience init(keeper: Keeper? = nil, initial: Settings = Settings()) {
    self.init(initial: Settings.Stored(settings: initial), keeper: keeper)
  }

  /// The colour of a rise as the settings have it, and each change of it: what every session
  /// on the app's screens writes in its updates.
  public nonisolated var appearance: AppearanceSource {
    AppearanceSource(
      current: { [self] in stored.settings.appearance },
      follow: { [self] follower in
        var last = stored.settings.appearance
        follow { stored in
          guard stored.settings.appearance != last else { return true }
          last = stored.settings.appearance
          return follower(last)
        }
      })
  }

  /// A settings screen that starts from the settings and follows them, in `words`.
  func driver(requests: RequestQueue?, words: StockWords) -> ScreenDriver<SettingsForm> {
    opening(following: SettingsForm.Event.stored) { stored, keep in
      ScreenDriver.settings(
        initial: SettingsForm(stored, words: words), requests: requests, store: keep)
    }
  }
}
