import ScreenModel

// docs: begin model
/// A book on the reading list.
struct Book: Hashable, Sendable {
  var id: String
  var title: String
  var author: String
  var isFinished = false
}

/// Which books the list shows.
enum Shelf: String, CaseIterable, Hashable, Sendable {
  case all, unread, finished

  /// `全部`, `未讀完`, `已讀完` in the list's own catalog; `Unread` in English.
  func label(in words: Words) -> String { words["reading.shelf.\(rawValue)"] }

  /// The shelf a book is on, besides `all`.
  init(finished: Bool) {
    self = finished ? .finished : .unread
  }

  func holds(_ book: Book) -> Bool {
    switch self {
    case .all: true
    case .unread: !book.isFinished
    case .finished: book.isFinished
    }
  }
}
// docs: end model

// docs: begin controller
/// A reading list fetched from a source: searched by title or author, cut by shelf, and
/// each book marked finished or not with a tap.
struct ReadingList: ScreenController {
  enum Event: Hashable, Sendable {
    /// Fetch the list: on opening, and to retry a failure.
    case load
    case loaded([Book])
    case failed(reason: String)
    case search(String)
    case show(Shelf)
    case toggle(bookID: String)
  }

  enum Command: Hashable, Sendable {
    case fetch
  }

  /// Nil until the first answer arrives.
  private(set) var books: [Book]?
  private(set) var isLoading = false
  private(set) var failure: String?
  private(set) var query = ""
  private(set) var shelf = Shelf.all
  /// The words its rows, title and controls are in: the session's, searching the list's
  /// own catalog (`ReadingListScreen.declaration(source:)`).
  let words: Words

  init(words: Words = ReadingListScreen.sourceWords) {
    self.words = words
  }

  var title: String { words["reading.title"] }

  @discardableResult
  mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .load:
      // One fetch at a time: a second tap on retry while the first is out asks nothing.
      guard !isLoading else { return [] }
      isLoading = true
      failure = nil
      return [.fetch]
    case .loaded(let books):
      self.books = books
      isLoading = false
    case .failed(let reason):
      // The books already shown stay; the failure shows above them.
      failure = reason
      isLoading = false
    case .search(let text): query = text
    case .show(let shelf): self.shelf = shelf
    case .toggle(let id):
      if let index = books?.firstIndex(where: { $0.id == id }) {
        books?[index].isFinished.toggle()
      }
    }
    return []
  }
}
// docs: end controller

// docs: begin projection
extension ReadingList {
  /// The books the search and the shelf let through, in the list's order.
  var shown: [Book] {
    let needle = query.lowercased()
    return (books ?? []).filter { book in
      shelf.holds(book)
        && (needle.isEmpty || book.title.lowercased().contains(needle)
          || book.author.lowercased().contains(needle))
    }
  }

  var rows: [ReadingRow] {
    let failureRows =
      failure.map {
        [ReadingRow.error(words["reading.failed", $0], reason: $0, retry: words["reading.retry"])]
      } ?? []
    let loadingRows = isLoading ? [ReadingRow.loading(words["reading.fetching"])] : []
    guard let books, !books.isEmpty else {
      let rows = failureRows + loadingRows
      guard rows.isEmpty else { return rows }
      return [.empty(words[books == nil ? "reading.notFetched" : "reading.emptyList"])]
    }
    let shown = self.shown
    let list = shown.isEmpty ? [.empty(nothingShown)] : shown.map(row)
    let status = ReadingRow.status(status(shown: shown.count, of: books))
    return [status] + failureRows + loadingRows + list
  }

  /// A book with its state and what a tap does to it, in the list's words.
  private func row(_ book: Book) -> ReadingRow {
    let state = Shelf(finished: book.isFinished).label(in: words)
    let toggle = words[book.isFinished ? "reading.markUnread" : "reading.markFinished"]
    let spoken = words["reading.bookSpoken", book.title, book.author, state]
    return .book(book, BookWords(state: state, toggle: toggle, spoken: spoken))
  }

  /// `共 4 本，讀完 1 本`; with a search or a shelf, `未讀完 符合「村上」 1 本 / 共 4 本`.
  private func status(shown: Int, of books: [Book]) -> String {
    let (count, finished) = ("\(books.count)", "\(books.filter(\.isFinished).count)")
    guard shelf != .all || !query.isEmpty else {
      return words.counted("reading.count", books.count, count, finished)
    }
    let scope =
      (shelf == .all ? [] : [shelf.label(in: words)])
      + (query.isEmpty ? [] : [words["reading.matching", query]])
    return words.counted(
      "reading.shownOf", books.count, scope.joined(separator: " "), "\(shown)", count)
  }

  /// Why no book shows: `找不到符合「卡繆」的書`, `未讀完的書裡沒有符合「村上」的`.
  private var nothingShown: String {
    switch (shelf, query.isEmpty) {
    case (.all, _): words["reading.noMatch", query]
    case (_, true): words["reading.shelfEmpty", shelf.label(in: words)]
    case (_, false): words["reading.shelfNoMatch", shelf.label(in: words), query]
    }
  }
}
// docs: end projection
