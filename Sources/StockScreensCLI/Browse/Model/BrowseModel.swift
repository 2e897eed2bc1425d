import ScreenModel
import StockScreens
import TaiwanMarket

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
  private(set) var directory: Screen<DirectoryRow>
  /// The feed's latest screen.
  private(set) var feed: Screen<PagedRow<Company>>
  /// The open profile, if one is open.
  private(set) var profile: CompanyProfile?

  /// A browser on the directory, before any screen update arrived.
  init(size: WindowSize, feedTitle: String = BrowseModel.feedTitle) {
    state = BrowseState(size: size)
    directory = CompanyDirectory().screen
    feed = PagedList<Company>(title: feedTitle).screen
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
      receiveDirectory(update.screen)
      return []
    case .feedChanged(let update):
      receiveFeed(update.screen)
      return []
    case .profileOpened(let company):
      profile = CompanyProfile(code: company.code, document: ProfileDocument(company: company))
      state.screen = .profile
      state.isSearching = false
      state.profile = ListPosition()
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
      (state.tab == .feed ? feed.title : directory.title) + " > "
        + (profile?.screen.title ?? "")
    }
  }

  private mutating func receiveDirectory(_ screen: Screen<DirectoryRow>) {
    let selected = directory.row(at: state.directory.selection)?.identity
    directory = screen
    var index = state.directory.selection
    if state.followsBestMatch {
      index = screen.rows.firstIndex { $0.isCompany } ?? 0
    } else if let selected, let found = screen.rows.firstIndex(where: { $0.identity == selected }) {
      index = found
    }
    state.directory.select(
      index, count: screen.rows.count, height: state.rowsHeight(on: .directory))
  }

  private mutating func receiveFeed(_ screen: Screen<PagedRow<Company>>) {
    let selected = feed.row(at: state.feed.selection)?.identity
    feed = screen
    state.loadMoreSent = false
    var index = state.feed.selection
    // On the footer, the selection stays put, so a new page's first item takes its place.
    if let selected, selected != .footer,
      let found = screen.rows.firstIndex(where: { $0.identity == selected })
    {
      index = found
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
