import ScreenModel
import StockScreens
import TaiwanMarket
import TerminalControl

/// The browser as a value: its state and the latest screen of each controller.
///
/// Pure: `handle(_:)` takes a key, a window size or a screen update and returns what the
/// shell must do. The rows come from the controllers untouched; the model only chooses
/// which screen shows, which row is selected and what a key asks of a controller.
///
///     var model = BrowseModel(size: WindowSize(width: 80, height: 24))
///     print(model.handle(.key(.character("1"))))
///     // Prints "[.directory(.loadRequested(.listed))]"
struct BrowseModel: Sendable {
  /// The screen, the positions, the search field and the window size.
  var state: BrowseState
  /// The directory's latest screen.
  private(set) var directory: Screen<DirectoryRows>
  /// The feed's latest screen.
  private(set) var feed: Screen<FeedRows<Company>>
  /// The open profile's latest screen, if one is open.
  private(set) var profile: Screen<[ProfileRow]>?
  /// The numbers of the updates the screens come from, to tell a missed update.
  private var numbers = (directory: 0, feed: 0, profile: 0)

  /// A browser on the directory, before any screen update arrived.
  init(size: WindowSize, feedTitle: String = BrowseModel.feedTitle) {
    state = BrowseState(size: size)
    directory = CompanyDirectory().screen
    feed = Feed<Company>(title: feedTitle).screen
  }

  /// The feed's title, as the scenarios name it.
  static let feedTitle = "公司一覽"

  /// Applies `input` and returns what the shell must do.
  mutating func handle(_ input: BrowseInput) -> [BrowseEffect] {
    switch input {
    case .key(let key):
      return handle(key)
    case .resized(let size):
      state.size = size
      settleAll()
      return []
    case .directoryChanged(let update):
      receiveDirectory(update)
      return []
    case .feedChanged(let update):
      receiveFeed(update)
      return []
    case .profileOpened(let update):
      profile = update.screen
      numbers.profile = update.number
      state.screen = .profile
      state.isSearching = false
      state.profile = ListPosition()
      return []
    case .profileChanged(let update):
      guard state.screen == .profile, let shown = profile else { return [] }
      let changes = update.changes(from: shown, numbered: numbers.profile)
      let index = changes.newIndex(ofOld: state.profile.selection) ?? state.profile.selection
      profile = update.screen
      numbers.profile = update.number
      state.profile.select(
        index, count: update.screen.rows.count, height: state.rowsHeight(on: .profile))
      return []
    }
  }

  /// The number of rows on the screen on top.
  var rowCount: Int {
    switch state.screen {
    case .directory: directory.rows.count
    case .feed: feed.rows.count
    case .profile: profile?.rows.count ?? 0
    }
  }

  /// The text of the rows in `range` on the screen on top.
  func rowTexts(in range: Range<Int>) -> [RowText] {
    switch state.screen {
    case .directory: directory.rows[range].map(\.text)
    case .feed: feed.rows[range].map(\.text)
    case .profile: (profile?.rows ?? [])[range].map(\.text)
    }
  }

  /// The title of the screen on top; a profile names the tab it opened over.
  var title: String {
    switch state.screen {
    case .directory: directory.title
    case .feed: feed.title
    case .profile:
      (state.tab == .feed ? feed.title : directory.title) + " > " + (profile?.title ?? "")
    }
  }

  /// Takes the directory's new screen; the selection follows its row through the changes,
  /// or the best match while a search is being typed, and stays put if its row went.
  private mutating func receiveDirectory(_ update: ScreenUpdate<DirectoryRows>) {
    let screen = update.screen
    let changes = update.changes(from: directory, numbered: numbers.directory)
    directory = screen
    numbers.directory = update.number
    var index = state.directory.selection
    if state.followsBestMatch {
      index = screen.rows.firstIndex { $0.isCompany } ?? 0
    } else if let moved = changes.newIndex(ofOld: index) {
      index = moved
    }
    state.directory.select(
      index, count: screen.rows.count, height: state.rowsHeight(on: .directory))
  }

  /// Takes the feed's new screen. On the footer the selection stays put, so a new page's
  /// first item takes its place; elsewhere it follows its row.
  private mutating func receiveFeed(_ update: ScreenUpdate<FeedRows<Company>>) {
    let screen = update.screen
    let changes = update.changes(from: feed, numbered: numbers.feed)
    let wasOnFooter = feed.row(at: state.feed.selection)?.id == .footer
    feed = screen
    numbers.feed = update.number
    state.loadMoreSent = false
    var index = state.feed.selection
    if !wasOnFooter, let moved = changes.newIndex(ofOld: index) {
      index = moved
    }
    state.feed.select(index, count: screen.rows.count, height: state.rowsHeight(on: .feed))
  }

  /// Keeps every list's selection in range and in view.
  mutating func settleAll() {
    state.directory.settle(
      count: directory.rows.count, height: state.rowsHeight(on: .directory))
    state.feed.settle(count: feed.rows.count, height: state.rowsHeight(on: .feed))
    state.profile.settle(
      count: profile?.rows.count ?? 0, height: state.rowsHeight(on: .profile))
  }

  /// Puts `screen` on top and settles its list.
  mutating func show(_ screen: BrowseScreen) {
    state.screen = screen
    if screen != .profile {
      state.tab = screen
      profile = nil
    }
    settleAll()
  }
}

extension DirectoryRow {
  /// True for a company's row, the row a search's best match shows in.
  fileprivate var isCompany: Bool {
    if case .company = self { return true }
    return false
  }
}

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

/// The browser's screens: the two tabs, and the profile that opens over the directory.
enum BrowseScreen: String, Hashable, Sendable {
  /// The company directory with its search field.
  case directory
  /// The paged feed of every company.
  case feed
  /// One company's profile.
  case profile
}
