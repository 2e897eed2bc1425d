import CommandLineSyntax
import Foundation
import ScreenFrontEnds
import StockScreens

/// Where the user's watchlist is kept: `--watchlist FILE`, else `STOCK_SCREENS_WATCHLIST`,
/// else the user's data folder (`$XDG_DATA_HOME`, or `~/.local/share`, on Linux;
/// `~/Library/Application Support` on macOS), then `stock-screens/watchlist.json`.
///
/// `play` keeps an empty watchlist in memory unless `--watchlist` names a file, so that a
/// scenario plays the same on every machine; the demo always does.
enum WatchlistLocation {
  /// The environment variable that names the file when `--watchlist` does not: for a test,
  /// or for a user who keeps it elsewhere.
  static let variable = "STOCK_SCREENS_WATCHLIST"

  /// The systems whose data folders differ.
  enum Platform {
    case linux
    case macOS

    /// The system this program was built for.
    static var current: Platform {
      #if os(macOS)
        .macOS
      #else
        .linux
      #endif
    }
  }

  /// The file `environment` names for a user whose home is `home`, on `platform`.
  ///
  ///     defaultFile(environment: ["XDG_DATA_HOME": "/data"], home: "/home/ada", platform: .linux)
  ///     // "/data/stock-screens/watchlist.json"
  ///
  /// An empty or relative `XDG_DATA_HOME` is ignored, as the XDG specification asks.
  static func defaultFile(
    environment: [String: String], home: String, platform: Platform = .current
  ) -> String {
    userFile(
      "watchlist", named: variable, environment: environment, home: home,
      platform: platform)
  }

  /// The file the environment variable `variable` names, else `name.json` in the program's
  /// folder of the user's data folder: where the watchlist and the settings are kept.
  static func userFile(
    _ name: String, named variable: String, environment: [String: String], home: String,
    platform: Platform = .current
  ) -> String {
    if let file = environment[variable], !file.isEmpty { return file }
    let folder: String
    switch platform {
    case .macOS: folder = home + "/Library/Application Support"
    case .linux:
      if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
        folder = data
      } else {
        folder = home + "/.local/share"
      }
    }
    return folder + "/stock-screens/" + name + ".json"
  }

  /// The home of the user running this process.
  static var home: String {
    ProcessInfo.processInfo.environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? FileManager.default.homeDirectoryForCurrentUser.path
  }

  /// The store of a run of `browse`, `drive` or `serve`: the file `--watchlist` names, else
  /// the default one of this process's environment.
  static func store(for context: FrontEndContext) -> WatchlistStore {
    if let file = context.value(of: CommandOption.watchlist.name) {
      return WatchlistFile(path: file).store
    }
    let environment = ProcessInfo.processInfo.environment
    return WatchlistFile(path: defaultFile(environment: environment, home: home)).store
  }

  /// The store of a playing: the file `--watchlist` names, else an empty one in memory.
  static func playStore(for context: FrontEndContext) -> WatchlistStore {
    context.value(of: CommandOption.watchlist.name).map { WatchlistFile(path: $0).store }
      ?? WatchlistStore()
  }
}

extension CommandOption {
  static let watchlist = CommandOption(
    "--watchlist", value: .required("FILE", meaning: "a file"),
    help: """
      the watchlist (自選股), kept between runs and shared by every session:
      by default $STOCK_SCREENS_WATCHLIST, else
      $XDG_DATA_HOME/stock-screens/watchlist.json (~/.local/share/… when
      unset; ~/Library/Application Support/… on macOS); play keeps an
      empty watchlist in memory unless FILE is given
      """, section: "Watchlist")
}
