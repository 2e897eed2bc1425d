import CommandLineSyntax
import Foundation
import ScreenFrontEnds
import StockScreens

/// Where the user's settings are kept: `--settings FILE`, else `STOCK_SCREENS_SETTINGS`, else
/// `settings.json` beside the default watchlist, in the user's data folder
/// (`$XDG_DATA_HOME/stock-screens/`, or `~/.local/share/stock-screens/`, on Linux;
/// `~/Library/Application Support/stock-screens/` on macOS).
///
/// `play` keeps the default settings in memory unless `--settings` names a file, so that a
/// scenario plays the same on every machine.
enum SettingsLocation {
  /// The environment variable that names the file when `--settings` does not.
  static let variable = "STOCK_SCREENS_SETTINGS"

  /// The file of a run of `browse`, `drive` or `serve`: the one `--settings` names, else the
  /// default one of `environment`, for a user whose home is `home`, on `platform`.
  static func file(
    for parsed: (String) -> String?, environment: [String: String],
    home: String = WatchlistLocation.home, platform: WatchlistLocation.Platform = .current
  ) -> SettingsFile {
    let path =
      parsed(CommandOption.settings.name)
      ?? WatchlistLocation.userFile(
        "settings", named: variable, environment: environment, home: home,
        platform: platform)
    return SettingsFile(path: path)
  }

  /// The store of a run of `browse`, `drive` or `serve`, one for every call with one file
  /// while the first is in use: `serve` makes its screens once a locale, and its tabs of
  /// every language share the settings as they change.
  static func store(for context: FrontEndContext) -> SettingsStore {
    let file = file(for: context.value(of:), environment: ProcessInfo.processInfo.environment)
    return Stores.shared.store(of: file)
  }

  /// The store of a playing: the file `--settings` names, else the defaults in memory.
  static func playStore(for context: FrontEndContext) -> SettingsStore {
    context.value(of: CommandOption.settings.name).map {
      Stores.shared.store(of: SettingsFile(path: $0))
    } ?? SettingsStore()
  }

  /// The locale the settings ask for, for a run that names none: nil for the system's, and
  /// for settings that cannot be read (the settings screen says why). `play` and `explore`
  /// read only a file `--settings` names, so that they play alike on every machine.
  static func locale(for parsed: ParsedArguments) -> String? {
    let given = { parsed.syntax.option(named: $0).flatMap(parsed.value(of:)) }
    let keepsTheUsers = ["browse", "drive", "serve"].contains(parsed.syntax.command)
    guard keepsTheUsers || given(CommandOption.settings.name) != nil else { return nil }
    let file = file(for: given, environment: ProcessInfo.processInfo.environment)
    guard case .success(let settings) = file.read() else { return nil }
    return settings.language.locale
  }

  /// The stores in use, by path, held weakly: a run that ends lets its store go, and the
  /// next run reads the file afresh.
  private final class Stores: @unchecked Sendable {
    // Unchecked: `stores` is read and written under `lock` only.
    static let shared = Stores()
    private let lock = NSLock()
    private var stores: [String: Weak] = [:]

    func store(of file: SettingsFile) -> SettingsStore {
      lock.withLock {
        if let store = stores[file.path]?.store { return store }
        let store = file.store
        stores[file.path] = Weak(store: store)
        return store
      }
    }

    struct Weak {
      weak var store: SettingsStore?
    }
  }
}

extension CommandOption {
  static let settings = CommandOption(
    "--settings", value: .required("FILE", meaning: "a file"),
    help: """
      the settings (設定: the colour of a rise, the language, the market the
      directory opens with), kept between runs and shared by every session:
      by default $STOCK_SCREENS_SETTINGS, else settings.json beside the
      default watchlist; play keeps the defaults in memory unless FILE is given
      """, section: "Settings")
}
