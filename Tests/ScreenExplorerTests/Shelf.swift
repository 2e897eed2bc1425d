import ScreenModel

/// A shelf of books to explore: each row's action removes its book, `add` puts one on, and a
/// toggle shows the books in short. `bug` plants what the explorer is to find.
struct Shelf: ScreenController {
  /// The bugs a shelf can be made with.
  enum Bug: Hashable, Sendable {
    /// The last book's removal is taken and does nothing, saying nothing.
    case lastBookStays
    /// A book added twice is listed twice.
    case addsTwice
    /// In short, a book shows nothing at all: nothing a screen reader could read.
    case shortShowsNothing
  }

  enum Event: Hashable, Sendable {
    case remove(String)
    case add(String)
    case short(Bool)
  }

  typealias Command = Never

  var books = ["Dune", "Emma"]
  var isShort = false
  let bug: Bug?

  var title: String { "Shelf" }

  var rows: [ShelfRow] {
    books.map { ShelfRow(book: $0, length: !isShort ? nil : bug == .shortShowsNothing ? 0 : 3) }
  }

  var controls: [ControlState] { [Self.shortToggle.showing(isOn: isShort)] }

  mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .remove(let title):
      if bug == .lastBookStays, books.count == 1 { return [] }
      books.removeAll { $0 == title }
    case .add(let title):
      guard !title.isEmpty, bug == .addsTwice || !books.contains(title) else { return [] }
      books.append(title)
    case .short(let on): isShort = on
    }
    return []
  }

  static let short = EventForm("short", Event.short, .boolean("on"), summary: "show in short")
  static let shortToggle = ControlDeclaration<Event>.toggle("short", label: "Short", sends: short)

  /// The shelf's declaration, with `bug` planted.
  static func declaration(bug: Bug?) -> ScreenDeclaration<Shelf, NoInput> {
    ScreenDeclaration(
      "shelf", summary: "the books on a shelf",
      events: [
        EventForm("remove", Event.remove, .word("book"), summary: "take a book off"),
        EventForm("add", Event.add, .text("book"), summary: "put a book on"),
        short,
      ],
      controls: [shortToggle],
      open: { requests in ScreenDriver(Shelf(bug: bug), requests: requests) }
    )
  }
}

/// A book on the shelf, whose action takes it off.
struct ShelfRow: DescribedRow {
  var book: String
  /// How many characters of the book's title show; nil, all.
  var length: Int?

  var id: String { book }
  var text: RowText { RowText(length.map { String(book.prefix($0)) } ?? book) }
  var action: Shelf.Event? { .remove(book) }
}
