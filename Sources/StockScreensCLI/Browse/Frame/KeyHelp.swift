/// The one-line key help at the bottom of each screen, in the words of the app.
enum KeyHelp {
  /// The help for the screen and mode `state` is in.
  static func line(for state: BrowseState) -> String {
    switch state.screen {
    case .directory where state.isSearching: searching
    case .directory: directory
    case .feed: feed
    case .profile: profile
    }
  }

  /// On the directory.
  static let directory = "1 上市 2 上櫃 3 興櫃  / 搜尋  j/k 移動  Enter 開啟  Tab 一覽  q 離開"
  /// While typing in the search field.
  static let searching = "輸入文字篩選  上下鍵 移動  Enter 開啟  Esc 清除  Tab 一覽"
  /// On the feed.
  static let feed = "j/k 移動  到底載入更多  Enter 重試  r 重新整理  Tab 列表  q 離開"
  /// On a profile.
  static let profile = "Esc 返回  j/k 捲動  q 離開"
}
