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
  static let search = EventForm(
    "search", ReadingList.Event.search, .text("text"), summary: "search titles and authors")
  /// The search field in `words`: its value is the list's query (`ReadingList.controls`).
  static func searchField(in words: Words) -> ControlDeclaration<ReadingList.Event> {
    .searchField(search, label: words["reading.search"], results: "book")
  }

  /// A button a shelf, in `words`, each showing it.
  static func shelfButtons(in words: Words) -> [ControlDeclaration<ReadingList.Event>] {
    Shelf.allCases.map { .button($0.label(in: words), sends: .show($0)) }
  }

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
    AnyScreenDeclaration(catalogs: [catalog]) { words in
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
  /// The list's own words, in zh-Hant and en: `Catalogs/ReadingList.xcstrings`, copied into
  /// the bundle as it is (`resources: [.copy("OwnScreen/Catalogs")]`).
  static let catalog = StringCatalog.resource(
    Bundle.module.url(
      forResource: "ReadingList", withExtension: "xcstrings", subdirectory: "Catalogs"),
    named: "ReadingList.xcstrings")

  /// The list's words in its catalog's own language, for a list made outside a session.
  static let sourceWords = Words(locale: catalog.sourceLanguage, catalogs: [catalog])
}
// docs: end catalog

// docs: begin controls
extension ReadingList {
  /// The controls, each declared here once and showing what the state holds, like the
  /// rows: the search field holds the query, so every front end shows the list's own text,
  /// never a copy of what was typed; then a button a shelf. The declaration reads them from
  /// here, in this order.
  var controls: [ControlState] {
    [ReadingListScreen.searchField(in: words).showing(query)]
      + ReadingListScreen.shelfButtons(in: words).map { $0.showing(isEnabled: true) }
  }
}
// docs: end controls
