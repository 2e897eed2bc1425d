/// Where one list stands: the selected row and the first row shown.
///
///     var position = ListPosition()
///     position.move(by: 30, count: 100, height: 20)
///     print(position.selection, position.scroll)
///     // Prints "30 11"
struct ListPosition: Hashable, Sendable {
  /// The index of the selected row.
  var selection = 0
  /// The index of the first row shown.
  var scroll = 0

  /// Moves the selection by `delta` rows and keeps it in view.
  mutating func move(by delta: Int, count: Int, height: Int) {
    let (moved, overflow) = selection.addingReportingOverflow(delta)
    selection = overflow ? (delta < 0 ? 0 : count) : moved
    settle(count: count, height: height)
  }

  /// Selects the row at `index` and keeps it in view.
  mutating func select(_ index: Int, count: Int, height: Int) {
    selection = index
    settle(count: count, height: height)
  }

  /// Clamps the selection to `count` rows and scrolls as little as needed to show it among
  /// `height` visible rows, without leaving empty lines below the last row.
  mutating func settle(count: Int, height: Int) {
    let height = max(1, height)
    selection = count == 0 ? 0 : min(max(0, selection), count - 1)
    if selection < scroll { scroll = selection }
    if selection >= scroll + height { scroll = selection - height + 1 }
    scroll = min(max(0, scroll), max(0, count - height))
  }
}
