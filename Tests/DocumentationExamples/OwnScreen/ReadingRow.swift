import ScreenModel

// docs: begin rows
/// A row of the reading list, with the words it shows, made in the list's locale.
enum ReadingRow: DescribedRow {
  case status(String)
  case loading(String)
  case book(Book, BookWords)
  case empty(String)
  /// What it says (`書單取得失敗：連線逾時`), why the fetch failed, and what a tap does.
  case error(String, reason: String, retry: String)

  var id: String {
    switch self {
    case .status: "status"
    case .loading: "loading"
    case .book(let book, _): "book:\(book.id)"
    case .empty: "empty"
    case .error: "error"
    }
  }

  var text: RowText {
    switch self {
    case .status(let text), .loading(let text), .empty(let text), .error(let text, _, _):
      RowText(text)
    case .book(let book, let words):
      RowText(book.title, book.author, words.state, layout: "book")
    }
  }

  var fields: [JSONValue.Member] {
    switch self {
    case .book(let book, _):
      [
        .init("title", .string(book.title)), .init("author", .string(book.author)),
        .init("finished", .bool(book.isFinished)),
      ]
    case .error(_, let reason, _):
      [.init("text", .string(title)), .init("reason", .string(reason))]
    case .status, .loading, .empty: [.init("text", .string(title))]
    }
  }

  var action: ReadingList.Event? {
    switch self {
    case .book(let book, _): .toggle(bookID: book.id)
    case .error: .load
    case .status, .loading, .empty: nil
    }
  }

  var accessibility: RowAccessibility {
    switch self {
    case .book(_, let words):
      RowAccessibility(label: words.spoken, hint: words.toggle, traits: .button)
    case .error(_, _, let retry): RowAccessibility(label: title, hint: retry, traits: .button)
    case .status, .loading: RowAccessibility(label: title, traits: .updatesFrequently)
    case .empty: RowAccessibility(label: title)
    }
  }
}

/// What a book's row says of it.
struct BookWords: Hashable, Sendable {
  /// `未讀完`.
  var state: String
  /// What a tap does: `標示為已讀完`.
  var toggle: String
  /// The row read aloud: `三體，劉慈欣，未讀完`.
  var spoken: String
}
// docs: end rows
