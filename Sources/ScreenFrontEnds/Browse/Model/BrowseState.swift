import TerminalControl

/// What the browser shows apart from the rows: where each list stands, which control has the
/// keys, the edits in flight, and the window size. A value, changed only by `BrowseModel`.
struct BrowseState: Hashable, Sendable {
  /// Each list's position, by its place on the stack and its screen's name (`0:directory`):
  /// a tab keeps its place while another shows, a screen opened on top starts at its top.
  var positions: [String: ListPosition] = [:]
  /// Which list is on top: its key in `positions`.
  var current = ""
  /// Each text field's text as last edited, by control id, until the screen's state shows
  /// it: the edits in flight, the only text the browser keeps.
  var editing: [String: String] = [:]
  /// The id of the form control the keys go to; nil while they go to the list.
  var focus: String?
  /// True while keys go to the search field of the screen on top.
  var isSearching = false
  /// True from an edit of the search until the user moves: the selection then follows the
  /// best match as the screen's answer arrives.
  var followsBestMatch = false
  /// True from the end-of-rows event until the screen's next update, so one bottom asks once.
  var endOfRowsSent = false
  /// The terminal window.
  var size: WindowSize

  init(size: WindowSize) {
    self.size = size
  }

  /// The position of the list on top.
  var position: ListPosition {
    get { positions[current] ?? ListPosition() }
    set { positions[current] = newValue }
  }
}
