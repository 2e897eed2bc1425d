import StockScreens
import TaiwanMarket
import TerminalControl

/// What each key does on each screen.
///
/// The directory has two modes. Normally keys are commands: `1` `2` `3` load the markets,
/// `j` `k` move, `q` quits. `/` puts the keys into the search field, where everything typed
/// filters as you type; Enter opens the selected match and Esc clears the search. Text that
/// can never be a command (Chinese from an input method) starts a search at once.
extension BrowseModel {
  /// Applies a key and returns what the shell must do.
  mutating func handle(_ key: Key) -> [BrowseEffect] {
    switch key {
    case .interrupt: return [.quit(130)]
    case .redraw: return [.repaint]
    default: break
    }
    if state.screen == .directory, state.isSearching { return searchKey(key) }
    if let move = Movement(key, rowsHeight: state.rowsHeight) { return apply(move) }
    switch state.screen {
    case .directory: return directoryKey(key)
    case .feed: return feedKey(key)
    case .profile: return profileKey(key)
    }
  }

  private mutating func directoryKey(_ key: Key) -> [BrowseEffect] {
    switch key {
    case .character("1"): return [.directory(.loadRequested(.listed))]
    case .character("2"): return [.directory(.loadRequested(.otc))]
    case .character("3"): return [.directory(.loadRequested(.emerging))]
    case .character("q"): return [.quit(0)]
    case .character("/"):
      state.isSearching = true
      return []
    case .character(let character) where !character.isASCII:
      state.isSearching = true
      return edit { $0.append(character) }
    case .enter: return activate()
    case .escape: return edit { $0 = "" }
    case .tab, .backTab: return switchTab()
    default: return []
    }
  }

  private mutating func searchKey(_ key: Key) -> [BrowseEffect] {
    switch key {
    case .character(let character): return edit { $0.append(character) }
    case .backspace: return edit { if !$0.isEmpty { $0.removeLast() } }
    case .enter:
      state.isSearching = false
      return activate()
    case .escape:
      state.isSearching = false
      return edit { $0 = "" }
    case .tab, .backTab:
      state.isSearching = false
      return switchTab()
    case .up, .down, .pageUp, .pageDown:
      return Movement(key, rowsHeight: state.rowsHeight).map { apply($0) } ?? []
    default: return []
    }
  }

  private mutating func feedKey(_ key: Key) -> [BrowseEffect] {
    switch key {
    case .character("r"): return [.feed(.refreshRequested)]
    case .character("q"): return [.quit(0)]
    case .enter: return activate()
    case .tab, .backTab: return switchTab()
    default: return []
    }
  }

  private mutating func profileKey(_ key: Key) -> [BrowseEffect] {
    switch key {
    case .escape, .backspace, .left:
      show(state.tab)
      return []
    case .character("q"): return [.quit(0)]
    default: return []
    }
  }

  /// Changes the search text and tells the directory; the selection then follows the best
  /// match until the user moves it.
  private mutating func edit(_ change: (inout String) -> Void) -> [BrowseEffect] {
    var text = state.search
    change(&text)
    guard text != state.search else { return [] }
    state.search = text
    state.followsBestMatch = !text.isEmpty
    return [.directory(.filterChanged(text))]
  }

  /// The selected row's own action: open a company, retry a market, load more, retry a page.
  private func activate() -> [BrowseEffect] {
    switch state.screen {
    case .directory:
      return directory.row(at: state.directory.selection)?.action.map { [.directory($0)] } ?? []
    case .feed:
      return feed.row(at: state.feed.selection)?.action.map { [.feed($0)] } ?? []
    case .profile:
      return []
    }
  }

  private mutating func switchTab() -> [BrowseEffect] {
    guard state.screen == .directory else {
      show(.directory)
      return []
    }
    show(.feed)
    guard !state.feedStarted else { return loadMoreAtBottom() }
    state.feedStarted = true
    return [.feed(.refreshRequested)]
  }

  private mutating func apply(_ move: Movement) -> [BrowseEffect] {
    let count = rowCount
    let height = state.rowsHeight
    switch move {
    case .by(let delta): state.position.move(by: delta, count: count, height: height)
    case .first: state.position.select(0, count: count, height: height)
    case .last: state.position.select(count - 1, count: count, height: height)
    }
    if state.screen == .directory { state.followsBestMatch = false }
    return loadMoreAtBottom()
  }

  /// How close to the end of the feed the selection must come to ask for more.
  static let bottomRows = 3

  /// Asks the feed for more when the selection is among its last rows and its footer
  /// offers to load more; once until the feed's next screen arrives.
  private mutating func loadMoreAtBottom() -> [BrowseEffect] {
    guard state.screen == .feed, !state.loadMoreSent,
      state.feed.selection >= feed.rows.count - Self.bottomRows,
      let footer = feed.rows.last, footer.action == .loadMoreRequested
    else { return [] }
    state.loadMoreSent = true
    return [.feed(.loadMoreRequested)]
  }
}

/// A key that moves the selection, and how far.
private enum Movement {
  case by(Int)
  case first
  case last

  init?(_ key: Key, rowsHeight: Int) {
    switch key {
    case .up, .character("k"): self = .by(-1)
    case .down, .character("j"): self = .by(1)
    case .pageUp: self = .by(-max(1, rowsHeight - 1))
    case .pageDown: self = .by(max(1, rowsHeight - 1))
    case .home, .character("g"): self = .first
    case .end, .character("G"): self = .last
    default: return nil
    }
  }
}
