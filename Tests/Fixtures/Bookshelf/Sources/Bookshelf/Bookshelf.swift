import ScreenModel

/// A reading list, a screen that exists only in this package: books are added, marked read,
/// the read ones cleared away, and a book read lent through a ticket and its confirmation.
public struct Bookshelf: ScreenController {
  public enum Event: Hashable, Sendable {
    case add(String)
    case finish(String)
    case clearRead
    case lend(String)
    case lent(Loan)
  }

  /// The shelf asks for the ticket of a book to lend.
  public enum Command: Hashable, Sendable {
    case ticket(String)
  }

  public typealias Output = Command

  public private(set) var books: [String]
  public private(set) var read: Set<String> = []
  public private(set) var loans: [String: Loan] = [:]

  public init(books: [String]) {
    self.books = books
  }

  public var title: String { "書架" }

  public var rows: [ShelfRow] {
    guard !books.isEmpty else { return [.empty] }
    return [.tally(books: books.count, read: read.count)]
      + books.map { .book($0, read: read.contains($0), loan: loans[$0]) }
  }

  public mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .add(let title) where !books.contains(title): books.append(title)
    case .add: break
    case .finish(let title) where books.contains(title): read.insert(title)
    case .finish: break
    case .clearRead:
      books.removeAll { read.contains($0) && loans[$0] == nil }
      read = read.filter { loans[$0] != nil }
    // Only a book read, and not lent already, is lent.
    case .lend(let title) where read.contains(title) && loans[title] == nil:
      return [.ticket(title)]
    case .lend: break
    case .lent(let loan): loans[loan.book] = loan
    }
    return []
  }
}

/// The shelf's rows: a tally, a line a book (and to whom it is lent), or the empty shelf.
public enum ShelfRow: DescribedRow {
  case tally(books: Int, read: Int)
  case book(String, read: Bool, loan: Loan?)
  case empty

  public var id: String {
    switch self {
    case .tally: "tally"
    case .book(let title, _, _): "book:\(title)"
    case .empty: "empty"
    }
  }

  public var text: RowText {
    switch self {
    case .tally(let books, let read): RowText("共 \(books) 本，已讀 \(read) 本")
    case .book(let title, let read, let loan):
      RowText(
        [TextCell(read ? "✓" : "·"), TextCell(title)] + (loan.map { [TextCell($0.line)] } ?? []))
    case .empty: RowText("書架是空的")
    }
  }

  /// A book not yet read is marked read when activated, a book read and not lent is lent.
  public var action: Bookshelf.Event? {
    switch self {
    case .book(let title, read: false, _): .finish(title)
    case .book(let title, read: true, loan: nil): .lend(title)
    default: nil
    }
  }
}

/// The shelf's registration: its events, its button, how it opens.
public enum BookshelfScreen {
  static let title = Parameter<String>.text("title", summary: "a book's title")

  public static func declaration(books: [String]) -> ScreenDeclaration<Bookshelf, NoInput> {
    var declaration = ScreenDeclaration(
      "shelf", label: "書架", summary: "a reading list: add, finish, clear the read books",
      events: [
        EventForm("add", Bookshelf.Event.add, title, summary: "put a book on the shelf"),
        EventForm("finish", Bookshelf.Event.finish, title, summary: "mark a book read"),
        EventForm("clear", .clearRead, summary: "take the read books off the shelf"),
        EventForm("lend", Bookshelf.Event.lend, title, summary: "lend a book read", opens: "loan"),
      ],
      controls: [.button("清除已讀", sends: .clearRead, key: "c")],
      open: { requests in
        ScreenDriver(Bookshelf(books: books), requests: requests, perform: { _ in nil })
      },
      navigation: { output in
        switch output {
        case .ticket(let title): .open("loan", with: title)
        }
      })
    // A book's row is a line of a table: whether it is read, its title, to whom it is lent.
    declaration.columns = ScreenColumns(
      rows: "book", [.init("已讀"), .init("書名"), .init("借給")])
    return declaration
  }
}
