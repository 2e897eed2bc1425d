import ScreenModel

/// A reading list, a screen that exists only in this package: books are added, marked read,
/// and the read ones cleared away.
public struct Bookshelf: ScreenController {
  public enum Event: Hashable, Sendable {
    case add(String)
    case finish(String)
    case clearRead
  }

  public private(set) var books: [String]
  public private(set) var read: Set<String> = []

  public init(books: [String]) {
    self.books = books
  }

  public var title: String { "書架" }

  public var rows: [ShelfRow] {
    guard !books.isEmpty else { return [.empty] }
    return [.tally(books: books.count, read: read.count)]
      + books.map { .book($0, read: read.contains($0)) }
  }

  public mutating func handle(_ event: Event) -> [Never] {
    switch event {
    case .add(let title) where !books.contains(title): books.append(title)
    case .add: break
    case .finish(let title) where books.contains(title): read.insert(title)
    case .finish: break
    case .clearRead:
      books.removeAll { read.contains($0) }
      read = []
    }
    return []
  }
}

/// The shelf's rows: a tally, a line a book, or the empty shelf.
public enum ShelfRow: DescribedRow {
  case tally(books: Int, read: Int)
  case book(String, read: Bool)
  case empty

  public var id: String {
    switch self {
    case .tally: "tally"
    case .book(let title, _): "book:\(title)"
    case .empty: "empty"
    }
  }

  public var text: RowText {
    switch self {
    case .tally(let books, let read): RowText("共 \(books) 本，已讀 \(read) 本")
    case .book(let title, let read): RowText([TextCell(read ? "✓" : "·"), TextCell(title)])
    case .empty: RowText("書架是空的")
    }
  }

  /// A book not yet read is marked read when activated.
  public var action: Bookshelf.Event? {
    guard case .book(let title, read: false) = self else { return nil }
    return .finish(title)
  }
}

/// The shelf's registration: its events, its button, how it opens.
public enum BookshelfScreen {
  static let title = Parameter<String>.text("title", summary: "a book's title")

  public static func declaration(books: [String]) -> ScreenDeclaration<Bookshelf, NoInput> {
    ScreenDeclaration(
      "shelf", label: "書架", summary: "a reading list: add, finish, clear the read books",
      events: [
        EventForm("add", Bookshelf.Event.add, title, summary: "put a book on the shelf"),
        EventForm("finish", Bookshelf.Event.finish, title, summary: "mark a book read"),
        EventForm("clear", .clearRead, summary: "take the read books off the shelf"),
      ],
      controls: [.button("清除已讀", sends: .clearRead, key: "c")],
      open: { requests in ScreenDriver(Bookshelf(books: books), requests: requests) })
  }
}
