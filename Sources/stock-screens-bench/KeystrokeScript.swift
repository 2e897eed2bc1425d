import StockScreens

/// The keystrokes a session replays: typing 台積電 and deleting it, then a code.
///
/// Typing narrows (each search checks only the previous query's matches); deleting goes
/// back to queries typed a moment ago; the empty text lists every company again. Each of
/// those is a keystroke people make, so each is a sample.
enum KeystrokeScript {
  /// One cycle of fourteen keystrokes.
  static let cycle = [
    "台", "台積", "台積電", "台積", "台", "", "2", "23", "233", "2330", "233", "23", "2", "",
  ]

  /// How many rows a phone's table shows, and so materializes, after a keystroke.
  static let visibleRows = 50

  /// A checksum of the first `visibleRows` rows, reading what a cell would show.
  static func touchVisible(_ rows: some Collection<DirectoryRow>) -> Int {
    var checksum = 0
    for row in rows.prefix(visibleRows) {
      switch row {
      case .company(let company):
        checksum &+= company.company.code.utf8.count &+ company.highlights.count
      case .status(let text), .empty(let text): checksum &+= text.utf8.count
      default: checksum &+= 1
      }
    }
    return checksum
  }
}
