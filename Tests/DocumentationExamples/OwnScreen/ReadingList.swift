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

  var label: String {
    switch self {
    case .all: "全部"
    case .unread: "未讀完"
    case .finished: "已讀完"
    }
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

  var title: String { "閱讀清單" }

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
    let failureRows = failure.map { [ReadingRow.error(reason: $0)] } ?? []
    let loadingRows = isLoading ? [ReadingRow.loading] : []
    guard let books, !books.isEmpty else {
      let rows = failureRows + loadingRows
      guard rows.isEmpty else { return rows }
      return [.empty(books == nil ? "尚未取得書單" : "書單是空的")]
    }
    let shown = self.shown
    let list = shown.isEmpty ? [.empty(nothingShown)] : shown.map(ReadingRow.book)
    return [.status(status(shown: shown.count, of: books))] + failureRows + loadingRows + list
  }

  /// `共 4 本，讀完 1 本`; with a search or a shelf, `未讀完 符合「村上」 1 本 / 共 4 本`.
  private func status(shown: Int, of books: [Book]) -> String {
    guard shelf != .all || !query.isEmpty else {
      return "共 \(books.count) 本，讀完 \(books.filter(\.isFinished).count) 本"
    }
    let scope = (shelf == .all ? [] : [shelf.label]) + (query.isEmpty ? [] : ["符合「\(query)」"])
    return scope.joined(separator: " ") + " \(shown) 本 / 共 \(books.count) 本"
  }

  /// Why no book shows: `找不到符合「卡繆」的書`, `未讀完的書裡沒有符合「村上」的`.
  private var nothingShown: String {
    switch (shelf, query.isEmpty) {
    case (.all, _): "找不到符合「\(query)」的書"
    case (_, true): "沒有\(shelf.label)的書"
    case (_, false): "\(shelf.label)的書裡沒有符合「\(query)」的"
    }
  }
}
// docs: end projection
