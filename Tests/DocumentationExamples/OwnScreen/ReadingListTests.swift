import ScreenModel
import ScreenModelTesting
import Testing

/// The books every test of the reading list starts from.
enum SampleBooks {
  static let all = [
    Book(id: "santi", title: "三體", author: "劉慈欣"),
    Book(id: "norway", title: "挪威的森林", author: "村上春樹", isFinished: true),
    Book(id: "kafka", title: "海邊的卡夫卡", author: "村上春樹"),
    Book(id: "prince", title: "小王子", author: "聖修伯里"),
  ]
}

/// The reading list's core, driven directly.
@Suite struct ReadingListTests {
  // docs: begin core-test
  @Test func searchShelvesAndToggles() {
    var list = ReadingList()
    var board = Storyboard()
    #expect(list.handle(.load) == [.fetch])
    #expect(list.handle(.load) == [], "one fetch at a time")
    board.append("open: the first fetch", list.screen)

    list.handle(.loaded(SampleBooks.all))
    board.append("the list arrives", list.screen)
    list.handle(.search("村上"))
    board.append("search 村上", list.screen)
    list.handle(.show(.unread))
    board.append("show unread", list.screen)

    let kafka = list.rows.first { $0.id == "book:kafka" }
    #expect(kafka?.action == .toggle(bookID: "kafka"))
    list.handle(.toggle(bookID: "kafka"))
    board.append("toggle kafka: finished, it leaves the unread shelf", list.screen)
    list.handle(.show(.all))
    board.append("show all", list.screen)
    assertTextSnapshot(of: board)
  }
  // docs: end core-test

  // docs: begin inline-test
  @Test func anEmptyListAndASearchThatFindsNothing() {
    var list = ReadingList()
    list.handle(.load)
    list.handle(.loaded([]))
    assertInlineTextSnapshot(of: list.screen) {
      """
      # 閱讀清單
        書名或作者 [        ]
        [ 全部 ]
        [ 未讀完 ]
        [ 已讀完 ]
        書單是空的
      """
    }

    list.handle(.loaded(SampleBooks.all))
    list.handle(.search("卡繆"))
    assertInlineTextSnapshot(of: list.screen) {
      """
      # 閱讀清單
        書名或作者 [卡繆    ]
        [ 全部 ]
        [ 未讀完 ]
        [ 已讀完 ]
        符合「卡繆」 0 本 / 共 4 本
        找不到符合「卡繆」的書
      """
    }
  }
  // docs: end inline-test

  @Test func aFailedFetchKeepsTheBooksShownAndASecondLoadWaitsForTheFirst() {
    var list = ReadingList()
    list.handle(.load)
    list.handle(.loaded(SampleBooks.all))
    #expect(list.handle(.load) == [.fetch])
    list.handle(.failed(reason: "連線逾時"))
    #expect(
      list.rows.prefix(3).map(\.title) == ["共 4 本，讀完 1 本", "書單取得失敗：連線逾時", "三體 劉慈欣 未讀完"])
    #expect(list.rows.count == 6)
    #expect(list.rows[1].action == .load)
    #expect(list.handle(.load) == [.fetch])
    #expect(list.rows[1] == .loading("正在取得書單…"), "a retry clears the failure")
  }

  @Test func aShelfWithoutBooksAndAToggleOfAnUnknownBook() {
    var list = ReadingList()
    list.handle(.load)
    list.handle(.loaded(SampleBooks.all))
    list.handle(.toggle(bookID: "nowhere"))
    #expect(list.books == SampleBooks.all)
    list.handle(.toggle(bookID: "norway"))
    list.handle(.show(.finished))
    #expect(list.rows == [.status("已讀完 0 本 / 共 4 本"), .empty("沒有已讀完的書")])
    list.handle(.search("村上"))
    #expect(list.rows.last == .empty("已讀完的書裡沒有符合「村上」的"))
  }
}

// docs: begin fake-source
/// Answers each fetch with the next of `answers`, as a server would, one call after another.
actor FakeBookSource: BookSource {
  private var answers: [Result<[Book], FakeFailure>]

  init(_ answers: [Result<[Book], FakeFailure>]) {
    self.answers = answers
  }

  func books() throws -> [Book] {
    guard !answers.isEmpty else { throw FakeFailure("no answer left") }
    return try answers.removeFirst().get()
  }
}

/// A failure whose description is the reason the error row shows.
struct FakeFailure: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
// docs: end fake-source

// docs: begin driver-test
@MainActor @Suite struct ReadingListDriverTests {
  @Test func aFailedFetchShowsAnErrorRowThatRetries() async throws {
    let requests = RequestQueue()
    let source = FakeBookSource([.failure(FakeFailure("連線逾時")), .success(SampleBooks.all)])
    let driver = ScreenDriver(ReadingList(), requests: requests) {
      await ReadingList.perform($0, on: source)
    }
    var board = Storyboard()

    await driver.send(.load)
    #expect(await requests.waiting == ["fetch"])
    board.append("load: the fetch is out, its answer held", driver.current.screen)

    await requests.answerNext()
    board.append("the fetch fails", driver.current.screen)
    let retry = try #require(driver.current.screen.rows.first?.action)
    #expect(retry == .load)

    await driver.send(retry)
    board.append("retry", driver.current.screen)
    await requests.answerAll()
    board.append("the list arrives", driver.current.screen)
    #expect(await requests.count == 0)
    assertTextSnapshot(of: board)
  }
}
// docs: end driver-test
