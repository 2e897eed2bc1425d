import ScreenModel

// docs: begin rows
/// A row of the reading list.
enum ReadingRow: DescribedRow {
  case status(String)
  case loading
  case book(Book)
  case empty(String)
  case error(reason: String)

  var id: String {
    switch self {
    case .status: "status"
    case .loading: "loading"
    case .book(let book): "book:\(book.id)"
    case .empty: "empty"
    case .error: "error"
    }
  }

  var text: RowText {
    switch self {
    case .status(let text), .empty(let text): RowText(text)
    case .loading: RowText("正在取得書單…")
    case .book(let book):
      RowText([TextCell(book.title), TextCell(book.author), TextCell(book.state)], layout: "book")
    case .error(let reason): RowText("書單取得失敗：\(reason)")
    }
  }

  var fields: [JSONValue.Member] {
    switch self {
    case .book(let book):
      [
        .init("title", .string(book.title)), .init("author", .string(book.author)),
        .init("finished", .bool(book.isFinished)),
      ]
    case .error(let reason): [.init("text", .string(title)), .init("reason", .string(reason))]
    case .status, .loading, .empty: [.init("text", .string(title))]
    }
  }

  var action: ReadingList.Event? {
    switch self {
    case .book(let book): .toggle(bookID: book.id)
    case .error: .load
    case .status, .loading, .empty: nil
    }
  }

  var accessibility: RowAccessibility {
    switch self {
    case .book(let book):
      RowAccessibility(
        label: "\(book.title)，\(book.author)，\(book.state)",
        hint: book.isFinished ? "標示為未讀完" : "標示為已讀完", traits: .button)
    case .error: RowAccessibility(label: title, hint: "重試", traits: .button)
    case .status, .loading: RowAccessibility(label: title, traits: .updatesFrequently)
    case .empty: RowAccessibility(label: title)
    }
  }
}

extension Book {
  /// `已讀完` or `未讀完`.
  var state: String { isFinished ? "已讀完" : "未讀完" }
}
// docs: end rows
