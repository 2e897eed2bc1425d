/// What the browser shows apart from the rows: which screen, where each list stands, the
/// search field, and the window size. A value, changed only by `BrowseModel`.
struct BrowseState: Hashable, Sendable {
  /// The screen on top.
  var screen = BrowseScreen.directory
  /// The tab under the profile: the directory or the feed.
  var tab = BrowseScreen.directory
  /// The search field's text, as typed.
  var search = ""
  /// True while keys go to the search field.
  var isSearching = false
  /// True from an edit of the search until the user moves: the selection then follows the
  /// best match as the directory's answer arrives.
  var followsBestMatch = false
  /// The directory list's position.
  var directory = ListPosition()
  /// The feed list's position.
  var feed = ListPosition()
  /// The profile list's position.
  var profile = ListPosition()
  /// True once the feed was asked for its first page.
  var feedStarted = false
  /// True from a load-more until the feed's next screen, so one bottom asks once.
  var loadMoreSent = false
  /// The terminal window.
  var size: WindowSize

  init(size: WindowSize) {
    self.size = size
  }

  /// Lines above the rows of `screen`: the title, and the search field on the directory.
  func linesAbove(on screen: BrowseScreen) -> Int { screen == .directory ? 2 : 1 }

  /// Lines below the rows: the key help.
  var linesBelow: Int { 1 }

  /// How many rows of `screen` fit between the title and the key help.
  func rowsHeight(on screen: BrowseScreen) -> Int {
    max(0, size.height - linesAbove(on: screen) - linesBelow)
  }

  /// How many rows of the screen on top fit between the title and the key help.
  var rowsHeight: Int { rowsHeight(on: screen) }

  /// The position of the list on top.
  var position: ListPosition {
    get {
      switch screen {
      case .directory: directory
      case .feed: feed
      case .profile: profile
      }
    }
    set {
      switch screen {
      case .directory: directory = newValue
      case .feed: feed = newValue
      case .profile: profile = newValue
      }
    }
  }
}

/// The size of the terminal window, in columns and lines.
struct WindowSize: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  var width: Int
  /// Lines.
  var height: Int

  /// Creates a size; negative numbers count as zero.
  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// What a terminal that cannot tell its size is taken to be.
  static let fallback = WindowSize(width: 80, height: 24)

  /// `80x24`.
  var description: String { "\(width)x\(height)" }
}
