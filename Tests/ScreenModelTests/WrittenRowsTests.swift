import Foundation
import Testing

@testable import ScreenModel

/// A declaration keeps the objects its rows were written as: a row shown again is the same
/// bytes the row's writer gives, without writing it, and what it gives follows the forms.
@Suite struct WrittenRowsTests {
  private let aapl = QuoteRow.quote(symbol: "AAPL", price: "1")

  @Test func aRowShownAgainIsTheBytesItsWriterGives() {
    let declaration = QuoteScreens.list(prices: [:])
    let fresh = Self.written(aapl, by: declaration.events)
    var output: [UInt8] = []
    declaration.writeRow(aapl, into: &output)
    declaration.writeRow(aapl, into: &output)
    #expect(output == fresh + fresh, "appended, twice, as the row's writer writes it")
  }

  @Test func anEqualRowIsNotWrittenAgainAndAnotherIs() {
    let rows = WrittenRows<QuoteRow>()
    var writes: [QuoteRow] = []
    var output: [UInt8] = []
    let other = QuoteRow.quote(symbol: "AAPL", price: "2")
    for row in [aapl, other, QuoteRow.quote(symbol: "AAPL", price: "1"), other, .empty] {
      rows.write(row, into: &output) { row, bytes in
        writes.append(row)
        bytes += Array(row.key.utf8)
      }
    }
    #expect(writes == [aapl, other, .empty], "each distinct row written once")
    #expect(String(decoding: output, as: UTF8.self) == "AAPLAAPLAAPLAAPLempty")
    #expect(rows.count == 3)
  }

  @Test func memoryStartsOverPastItsCapacityAndStaysRight() {
    let rows = WrittenRows<QuoteRow>(capacity: 2)
    var writes = 0
    var output: [UInt8] = []
    func write(_ row: QuoteRow) {
      rows.write(row, into: &output) { row, bytes in
        writes += 1
        bytes += Array(row.key.utf8)
      }
    }
    write(.quote(symbol: "A", price: nil))
    write(.quote(symbol: "B", price: nil))
    #expect(rows.count == 2, "at its capacity")
    write(.quote(symbol: "A", price: nil))
    #expect(writes == 2, "at its capacity, both still kept")
    write(.quote(symbol: "C", price: nil))
    #expect(rows.count == 1, "past it, only the newest is kept")
    write(.quote(symbol: "A", price: nil))
    #expect(writes == 4, "what was forgotten is written again")
    #expect(String(decoding: output, as: UTF8.self) == "ABACA")
  }

  @Test func byDefaultItKeeps4096RowsAndStartsOverAtTheNext() {
    let rows = WrittenRows<QuoteRow>()
    var output: [UInt8] = []
    for index in 0..<4_096 {
      rows.write(.quote(symbol: "\(index)", price: nil), into: &output) { _, bytes in
        bytes.append(0)
      }
    }
    #expect(rows.count == 4_096, "at its limit, every row kept")
    rows.write(.empty, into: &output) { _, bytes in bytes.append(0) }
    #expect(rows.count == 1, "one past it, only the newest")
    #expect(output.count == 4_097)
  }

  @Test func formsChangedAfterAWriteWriteTheRowAnew() throws {
    var declaration = QuoteScreens.list(prices: [:])
    var before: [UInt8] = []
    declaration.writeRow(aapl, into: &before)
    declaration.events = [
      EventForm("choose", QuoteList.Event.select, QuoteScreens.symbol, summary: "choose one"),
      EventForm("pin", QuoteList.Event.pin, .word("ticker"), summary: "pin a symbol"),
    ]
    var after: [UInt8] = []
    declaration.writeRow(aapl, into: &after)
    #expect(after == Self.written(aapl, by: declaration.events))
    let action = try JSONValue(parsing: String(decoding: after, as: UTF8.self))["action"]
    #expect(action == .object(["event": "choose", "symbol": "AAPL"]))
    #expect(before != after)
  }

  @Test func aScreensRowsAreWrittenThroughItsDeclaration() throws {
    let declaration = QuoteScreens.list(prices: [:])
    let rows: [QuoteRow] = [.header(count: 2), aapl, .quote(symbol: "MSFT", price: nil)]
    let screen = AnyScreen(Screen(title: "自選", rows: rows), of: declaration)
    let expected = rows.map { Self.written($0, by: declaration.events) }
    #expect(screen.windowRows(0..<3).map(\.json) == expected)
    #expect(screen.windowRows(1..<2).map(\.json) == [expected[1]], "shown again, the same")
  }

  private static func written(_ row: QuoteRow, by forms: [EventForm<QuoteList.Event>])
    -> [UInt8]
  {
    var bytes: [UInt8] = []
    row.writeJSON(
      into: &bytes, action: row.actionJSON(by: forms), actions: row.actionsJSON(by: forms))
    return bytes
  }
}
