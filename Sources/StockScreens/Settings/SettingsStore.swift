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
/// As `WatchlistStore` does for the list: with a keeper, each change is made to the settings
/// as kept now (`Keeper.update`), field by field, so a change another program made to another
/// field meanwhile is kept too, and it is saved before the store answers (the session
/// acknowledges the event only then). Settings its keeper cannot read are never saved over:
/// the change lives in memory, and the screen says why. What another program changed shows
/// when a settings screen opens and when this store next changes them.
@MainActor
public final class SettingsStore {
  /// Where the settings outlive the run.
  public struct Keeper: Sendable {
    /// The settings kept, or why they cannot be read (no file yet is the defaults); nil when
    /// they are what this keeper last read or wrote.
    public var load: @Sendable () -> Result<Settings, Settings.StorageProblem>?
    /// Makes the changes, in order, to the settings as kept now and saves them before
    /// returning them; settings it cannot read are left as they are (`.unreadable`).
    public var update: @Sendable ([Settings.Change]) -> Result<Settings, Settings.StorageProblem>

    public init(
      load: @escaping @Sendable () -> Result<Settings, Settings.StorageProblem>?,
      update: @escaping @Sendable ([Settings.Change]) -> Result<Settings, Settings.StorageProblem>
    ) {
      self.load = load
      self.update = update
    }
  }

  /// True when a keeper keeps the settings beyond the run.
  public nonisolated let keepsOnDisk: Bool
  private let keeper: Keeper?
  private var kept: Settings.Stored?
  /// Changes made while the keeper could not keep them, made again with the next change.
  private var unkept: [Settings.Change] = []
  private var followers: [Int: Follower] = [:]
  private var nextFollower = 0

  /// A store kept by `keeper`, or in memory, starting from `initial`, when there is none.
  public nonisolated init(keeper: Keeper? = nil, initial: Settings = Settings()) {
    self.keeper = keeper
    keepsOnDisk = keeper != nil
    initialSettings = initial
  }

  private nonisolated let initialSettings: Settings

  /// The settings as they stand, read from the keeper the first time they are asked for.
  public var stored: Settings.Stored {
    if let kept { return kept }
    var loaded = Settings.Stored(settings: initialSettings)
    switch keeper?.load() {
    case .success(let settings)?: loaded.settings = settings
    case .failure(let problem)?: loaded.problem = problem
    case nil: break
    }
    kept = loaded
    return loaded
  }

  /// Reads the settings again when the keeper says they changed, and hands them to every
  /// follower. Returns whether anything changed.
  @discardableResult
  public func refresh() -> Bool {
    guard let kept else {
      _ = stored
      return true
    }
    guard let loaded = keeper?.load() else { return false }
    var next = kept
    switch loaded {
    case .success(let settings):
      next.settings = settings.applying(unkept)
      if unkept.isEmpty { next.problem = nil }
    case .failure(let problem): next.problem = problem
    }
    guard next != kept else { return false }
    publish(next, from: nil)
    return true
  }

  /// Makes `change` and keeps it, hands the settings to every follower but `origin`'s, and
  /// returns them for `origin`.
  func record(_ change: Settings.Change, from origin: Int?) -> Settings.Stored {
    var next = stored
    guard let keeper else {
      next.settings = next.settings.applying(change)
      return next == stored ? next : publish(next, from: origin)
    }
    switch keeper.update(unkept + [change]) {
    case .success(let settings):
      next.settings = settings
      next.problem = nil
      unkept = []
    case .failure(let problem):
      // Not kept: the change shows in this run, the screen says why, and the next change
      // makes it again.
      next.settings = next.settings.applying(change)
      unkept.append(change)
      next.problem = problem
    }
    guard next != stored else { return next }
    return publish(next, from: origin)
  }

  @discardableResult
  private func publish(_ next: Settings.Stored, from origin: Int?) -> Settings.Stored {
    var next = next
    next.revision = (kept?.revision ?? 0) + 1
    kept = next
    for (id, follower) in followers where id != origin && !follower(next) {
      followers[id] = nil
    }
    return next
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
    let id = newFollowerID()
    refresh()
    let initial = SettingsForm(stored, words: words)
    let driver = ScreenDriver.settings(
      initial: initial, requests: requests,
      store: { [self] change in await record(change, from: id) })
    followers[id] = { [weak driver] stored in
      driver?.post(.stored(stored))
      return driver != nil
    }
    return driver
  }

  /// Hands the settings to `follower` after each change, until it returns false.
  func follow(_ follower: @escaping Follower) {
    followers[newFollowerID()] = follower
  }

  private func newFollowerID() -> Int {
    nextFollower += 1
    return nextFollower
  }

  /// Something that follows the settings, held weakly: a session that ends lets it go.
  typealias Follower = @MainActor (Settings.Stored) -> Bool
}
