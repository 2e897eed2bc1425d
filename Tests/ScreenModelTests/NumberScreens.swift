import Foundation
import ScreenModel

/// A screen of up to millions of numbered rows, made only when read, as the directory's
/// are, that counts every row it builds: what proves a session builds no row outside its
/// window.

/// How many rows were built, from any thread.
final class BuiltRows: @unchecked Sendable {
  private let lock = NSLock()
  private var built = 0

  func add() {
    lock.lock()
    built += 1
    lock.unlock()
  }

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return built
  }
}

/// One number; a starred one has other content under the same id.
struct NumberRow: DescribedRow {
  var value: Int
  var starred: Bool

  var id: Int { value }
  var text: RowText { RowText(starred ? "\(value) ★" : "\(value)") }
  var action: NumberList.Event? { .open(value) }
}

/// The numbers a search kept, ascending; each row built on reading, and counted.
struct NumberRows: RowCollection {
  let values: [Int32]
  let starred: Set<Int>
  let built: BuiltRows

  var startIndex: Int { 0 }
  var endIndex: Int { values.count }

  subscript(position: Int) -> NumberRow {
    built.add()
    let value = Int(values[position])
    return NumberRow(value: value, starred: starred.contains(value))
  }

  /// Matches the values of both versions by a table of positions, building no row.
  func changes(since previous: NumberRows) -> Changeset {
    var position: [Int32: Int32] = [:]
    position.reserveCapacity(previous.values.count)
    for (index, value) in previous.values.enumerated() { position[value] = Int32(index) }
    var oldToNew = [Int32](repeating: -1, count: previous.values.count)
    var newToOld = [Int32](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      guard let old = position[value] else { continue }
      oldToNew[Int(old)] = Int32(index)
      newToOld[index] = old
    }
    return Changeset(matching: oldToNew, newToOld) { _, new in
      let value = Int(values[new])
      return previous.starred.contains(value) == starred.contains(value)
    }
  }
}

/// The numbers 0..<count whose digits hold the search text; a star toggles on one.
struct NumberList: ScreenController {
  enum Event: Hashable, Sendable {
    case load(Int)
    case search(String)
    case star(Int)
    case open(Int)
    case reverse
  }
  typealias Command = Int
  typealias Output = Int

  let built: BuiltRows
  private(set) var count = 0
  private(set) var query = ""
  private var starred: Set<Int> = []
  private var values: [Int32] = []
  private var descending = false

  init(built: BuiltRows) {
    self.built = built
  }

  var title: String { "數字" }
  var rows: NumberRows { NumberRows(values: values, starred: starred, built: built) }

  mutating func handle(_ event: Event) -> [Int] {
    switch event {
    case .load(let count): self.count = count
    case .search(let text): query = text
    case .star(let value):
      if !starred.insert(value).inserted { starred.remove(value) }
      return []
    case .open(let value): return [value]
    case .reverse:
      descending.toggle()
      values.reverse()
      return []
    }
    values = (0..<Int32(count)).filter { query.isEmpty || String($0).contains(query) }
    if descending { values.reverse() }
    return []
  }

  static func output(of command: Int) -> Int? { command }
}

/// A number on a screen of its own, stacked on the list.
struct NumberDetail: ScreenController {
  typealias Event = Never
  typealias Command = Never
  let value: Int

  var title: String { "\(value)" }
  var rows: [DetailRow] { [DetailRow(label: "數字", value: "\(value)")] }

  mutating func handle(_ event: Never) -> [Never] {}
}

enum NumberScreens {
  /// The list, counting into `built`, and its detail.
  static func declarations(built: BuiltRows) -> [AnyScreenDeclaration] {
    let value = Parameter<Int>.integer("value", in: 0...2_000_000)
    let list = ScreenDeclaration<NumberList, Int>(
      "numbers", summary: "numbers",
      events: [
        EventForm(
          "load", NumberList.Event.load, .integer("count", in: 0...2_000_000), summary: "load"),
        EventForm("search", NumberList.Event.search, .text("text"), summary: "search"),
        EventForm("star", NumberList.Event.star, value, summary: "star"),
        EventForm("open-number", NumberList.Event.open, value, summary: "open-number"),
        EventForm("reverse", .reverse, summary: "reverse"),
      ],
      input: { _ in 0 },
      open: { _, requests in
        (ScreenDriver(NumberList(built: built), requests: requests) { _ in nil }, [])
      },
      navigation: { .open("number", with: $0) })
    let detail = ScreenDeclaration<NumberDetail, Int>(
      "number", summary: "one number", placement: .stacked, openParameters: [value.declared],
      input: { $0.int("value") },
      open: { value, requests in (ScreenDriver(NumberDetail(value: value), requests: requests), [])
      })
    return [AnyScreenDeclaration(list), AnyScreenDeclaration(detail)]
  }
}
