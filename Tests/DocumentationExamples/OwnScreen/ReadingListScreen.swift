import ScreenModel

// docs: begin source
/// Where the reading list comes from: a server, a file, a database.
protocol BookSource: Sendable {
  func books() async throws -> [Book]
}

extension ScreenDriver where Controller == ReadingList {
  /// A driver of the reading list that fetches from `source`; answers wait in `requests`
  /// when it is given.
  static func readingList(
    _ list: ReadingList = ReadingList(), source: some BookSource, requests: RequestQueue? = nil
  ) -> ScreenDriver {
    ScreenDriver(list, requests: requests) { command in
      switch command {
      case .fetch:
        do { return .loaded(try await source.books()) } catch {
          return .failed(reason: "\(error)")
        }
      }
    }
  }
}
// docs: end source

// docs: begin events
/// The reading list as a session knows it: its events, its controls, how it opens.
enum ReadingListScreen {
  static let list = EventParameter(
    "list", .choice(Shelf.allCases.map { .init($0.rawValue, aliases: [$0.label]) }, noun: "list"))

  static let events: [EventForm<ReadingList.Event>] = [
    EventForm("load", summary: "fetch the list again", event: .load),
    EventForm(
      "search", [EventParameter("text", .text)], summary: "search titles and authors",
      decode: { .search($0.string("text") ?? "") },
      encode: { event in
        guard case .search(let text) = event else { return nil }
        return [.init("text", .string(text))]
      }),
    EventForm(
      "show", [list], summary: "show one shelf",
      decode: { $0.string("list").flatMap(Shelf.init(rawValue:)).map(ReadingList.Event.show) },
      encode: { event in
        guard case .show(let shelf) = event else { return nil }
        return [.init("list", .string(shelf.rawValue))]
      }),
    EventForm(
      "toggle", [EventParameter("book", summary: "a book's id")],
      summary: "mark a book finished, or not",
      decode: { $0.string("book").map { .toggle(bookID: $0) } },
      encode: { event in
        guard case .toggle(let id) = event else { return nil }
        return [.init("book", .string(id))]
      }),
  ]
}
// docs: end events

// docs: begin declaration
extension ReadingListScreen {
  static func declaration(source: some BookSource) -> ScreenDeclaration<ReadingList, NoInput> {
    ScreenDeclaration(
      "booklist", label: "書單", summary: "the reading list, searched and cut by shelf",
      events: events,
      controls: [.searchField(event: "search", parameter: "text", label: "書名或作者", results: "book")]
        + Shelf.allCases.compactMap { shelf in
          events.sessionEvent(for: .show(shelf)).map { .button(label: shelf.label, event: $0) }
        },
      input: { _ in NoInput() },
      open: { _, requests in
        // Opening starts the first fetch: the list shows it is loading from its first screen.
        var list = ReadingList()
        let commands = list.handle(.load)
        return (.readingList(list, source: source, requests: requests), commands)
      })
  }
}
// docs: end declaration
