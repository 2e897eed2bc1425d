import Foundation
import ScreenModel

// docs: begin source
/// Where the reading list comes from: a server, a file, a database.
protocol BookSource: Sendable {
  func books() async throws -> [Book]
}

extension ReadingList {
  /// Performs `command` on `source`, and answers with the event its outcome is.
  static func perform(_ command: Command, on source: some BookSource) async -> Event {
    switch command {
    case .fetch:
      do { return .loaded(try await source.books()) } catch { return .failed(reason: "\(error)") }
    }
  }
}
// docs: end source

// docs: begin events
/// The reading list as a session knows it: its events, its controls, how it opens.
enum ReadingListScreen {
  /// Sent by the search field on every edit (`ReadingList.controls`).
  static let search = EventForm(
    "search", ReadingList.Event.search, .text("text"), summary: "search titles and authors")

  static let events = [
    EventForm("load", .load, summary: "fetch the list again"), search,
    EventForm(
      "show", ReadingList.Event.show, .choice("list", aliases: { [$0.label(in: sourceWords)] }),
      summary: "show one shelf"),
    EventForm(
      "toggle", ReadingList.Event.toggle, .word("book", summary: "a book's id"),
      summary: "mark a book finished, or not"),
  ]
}
// docs: end events

// docs: begin declaration
extension ReadingListScreen {
  /// Declared in the words of the session that shows it, from the list's own catalog.
  static func declaration(source: some BookSource) -> some ScreenRegistration {
    ScreenDeclaration(speaking: sourceWords) { words in
      // Its controls are those its state shows (`ReadingList.controls`), declared there once.
      ScreenDeclaration(
        "booklist", label: words["reading.tab"],
        summary: "the reading list, searched and cut by shelf", events: events,
        // Opening starts the first fetch: the list shows it is loading from its first screen.
        initial: ReadingList(words: words), opening: .load
      ) { await ReadingList.perform($0, on: source) }
    }
  }
}
// docs: end declaration

// docs: begin catalog
extension ReadingListScreen {
  /// The list's own words, in zh-Hant and en, from `Catalogs/ReadingList.xcstrings`, copied
  /// into the bundle as it is (`resources: [.copy("OwnScreen/Catalogs")]`): in the catalog's
  /// own language, as a list made outside a session speaks them.
  static let sourceWords = Words(
    resource: Bundle.module.url(
      forResource: "ReadingList", withExtension: "xcstrings", subdirectory: "Catalogs"),
    named: "ReadingList.xcstrings")
}
// docs: end catalog

// docs: begin controls
extension ReadingList {
  /// The controls, each declared here once and showing what the state holds, like the
  /// rows: the search field holds the query, so every front end shows the list's own text,
  /// never a copy of what was typed; then a button a shelf, each showing it. The
  /// declaration reads them from here, in this order.
  var controls: [ControlState] {
    let search = ControlState.searchField(
      ReadingListScreen.search, label: words["reading.search"], results: "book", showing: query)
    return [search] + Shelf.allCases.map { .button($0.label(in: words), sends: Event.show($0)) }
  }
}
// docs: end controls
