import StockScreens
import TaiwanMarket

/// What the model asks the terminal shell to do after an input.
enum BrowseEffect: Hashable, Sendable {
  /// Send this event to the directory's driver.
  case directory(DirectoryEvent)
  /// Send this event to the feed's driver.
  case feed(Feed<Company>.Event)
  /// Paint every line again, not only the changed ones.
  case repaint
  /// Restore the terminal and end with this exit status.
  case quit(Int32)
}
