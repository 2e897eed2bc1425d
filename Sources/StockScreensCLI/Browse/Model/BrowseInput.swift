import ScreenModel
import StockScreens
import TaiwanMarket

/// Something the browser's model reacts to: a key, a new window size, or a screen's update.
enum BrowseInput: Sendable {
  /// The user pressed a key.
  case key(Key)
  /// The terminal window changed size.
  case resized(WindowSize)
  /// The directory's driver published a screen.
  case directoryChanged(ScreenUpdate<DirectoryRows>)
  /// The feed's driver published a screen.
  case feedChanged(ScreenUpdate<FeedRows<Company>>)
  /// A profile's driver started, showing this screen; it goes on top.
  case profileOpened(ScreenUpdate<[ProfileRow]>)
  /// The open profile's driver published a screen.
  case profileChanged(ScreenUpdate<[ProfileRow]>)
}
