import Foundation
import ScreenModel
import TerminalControl
import XCTest

import enum TerminalControl.Key

@testable import ScreenFrontEnds

/// `browse` on a list of 500,000 rows made when read: it asks the session for the rows on
/// screen, and neither it nor the session builds any other.
@MainActor
final class BrowseWindowTests: XCTestCase {
  /// Which rows were built, from any thread.
  private final class Built: @unchecked Sendable {
    private let lock = NSLock()
    private var indices = Set<Int>()

    func add(_ index: Int) {
      lock.lock()
      indices.insert(index)
      lock.unlock()
    }

    var all: Set<Int> {
      lock.lock()
      defer { lock.unlock() }
      return indices
    }
  }

  private struct Line: DescribedRow {
    var number: Int
    var id: Int { number }
    var text: RowText { RowText("第 \(number) 行") }
  }

  private struct Lines: RowCollection {
    let count: Int
    let built: Built
    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Line {
      built.add(position)
      return Line(number: position)
    }

    /// Always the same rows: nothing changed, and nothing built to say so.
    func changes(since previous: Lines) -> Changeset { Changeset() }
  }

  private struct LongList: ScreenController {
    typealias Event = Never
    typealias Command = Never
    let built: Built
    var title: String { "長表" }
    var rows: Lines { Lines(count: 500_000, built: built) }
    mutating func handle(_ event: Never) -> [Never] {}
  }

  func testScrollingAHalfMillionRows_BuildsOnlyTheRowsDrawn() async throws {
    let built = Built()
    let declaration = ScreenDeclaration<LongList, Int>(
      "lines", summary: "many lines", input: { _ in 0 },
      open: { _, requests in (ScreenDriver(LongList(built: built), requests: requests), []) })
    let session = ScreenSession(screens: [AnyScreenDeclaration(declaration)])
    var updates: [SessionUpdate] = []
    session.observe { update in
      updates.append(update)
      return true
    }
    var model = BrowseModel(
      size: WindowSize(width: 40, height: 12), screens: session.declarations,
      first: session.current)
    var drawn = Set<Int>()
    var windows: [Range<Int>] = []
    let inputs: [BrowseInput] =
      [.resized(WindowSize(width: 40, height: 12))]
      + [.end, .pageUp, .up, .home, .pageDown, .pageDown].map { .key($0) }
      + [.resized(WindowSize(width: 40, height: 30))]
    for input in inputs {
      for case .send(let event) in model.handle(input) {
        XCTAssertEqual(event.name, "window")
        try await session.send(event)
      }
      while !updates.isEmpty { _ = model.handle(.updated(updates.removeFirst(), stack: ["lines"])) }
      _ = BrowseFrame(model)
      drawn.formUnion(model.shownRows.clamped(to: 0..<model.rowCount))
      windows.append(model.shownRows)
      let window = try XCTUnwrap(session.current.window)
      XCTAssertEqual(
        window.range, model.shownRows,
        "the session describes the rows on screen")
    }
    XCTAssertEqual(model.rowCount, 500_000)
    XCTAssertTrue(windows.contains { $0.lowerBound > 499_000 }, "the end of the list was shown")
    let session100 = 0..<WindowRequest.initial.count
    let beyond = built.all.subtracting(drawn).subtracting(session100)
    XCTAssertEqual(beyond, [], "rows built that were never on screen")
    XCTAssertLessThan(built.all.count, 400, "\(built.all.count) rows built")
  }
}
