import Foundation
import TestSupport
import Testing

@testable import ScreenFrontEnds

/// `drive`'s input: read ahead of the session by a bounded number of lines, and bytes that are
/// not UTF-8 refused with their offset rather than replaced.
@Suite struct InputLinesTests {
  private static func line(_ number: Int) -> InputLine {
    InputLine(number: number, content: .text("line \(number)"))
  }

  /// Counts the lines a thread has put, guarded by a lock.
  private final class Count: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var current: Int { lock.withLock { value } }
  }

  @Test func queue_BlocksThePutterAtCapacity_AndHandsOverEveryLineInOrder() async throws {
    let queue = LineQueue(capacity: 3)
    let put = Count()
    let thread = Thread {
      for number in 1...10 {
        queue.put(Self.line(number))
        put.add()
      }
      queue.finish()
    }
    thread.start()
    let full = try await blockingCall("the putter to block at capacity") {
      queue.waitingCountOnceBlocked()
    }
    #expect(full == 3)
    #expect(put.current == 3, "the fourth line waits for room")
    let first = try await withDeadline("the first line") { await queue.take() }
    #expect(first == Self.line(1))
    let again = try await blockingCall("the putter to block at capacity again") {
      queue.waitingCountOnceBlocked()
    }
    #expect(again == 3)
    #expect(put.current == 4, "one line taken makes room for one more, no more")
    let taken = try await withDeadline("every line, to the queue's end") {
      var taken: [InputLine] = []
      while let line = await queue.take() { taken.append(line) }
      return taken
    }
    #expect(taken == (2...10).map(Self.line))
    let end = try await withDeadline("the end of the finished queue") { await queue.take() }
    #expect(end == nil)
  }

  @Test func capacityOne_IsTheLeastAQueueHolds() {
    #expect(LineQueue(capacity: 0).capacity == 1)
    #expect(LineQueue(capacity: 1).capacity == 1)
  }

  @Test func pipe_ReadAheadStopsAtCapacity_ThenEveryLineArrives() async throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let text = (1...200).map { "line \($0)\n" }.joined()
    let written = Array(text.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    try #require(written == text.utf8.count)
    close(ends[1])
    let queue = LineQueue(capacity: 4)
    let stream = InputLines.lines(of: ends[0], limit: 64, through: queue)
    let waiting = try await blockingCall("the reader to block at capacity") {
      queue.waitingCountOnceBlocked()
    }
    #expect(waiting == 4, "200 lines were there to read")
    let lines = try await StreamReader(stream).rest("every line, to the end of the pipe")
    #expect(lines.map(\.number) == Array(1...200))
    close(ends[0])
  }

  @Test func notUTF8_IsRefusedWithTheOffsetOfTheFirstBadByte() {
    var splitter = LineSplitter(limit: 64)
    let bytes = Array(#"{"event":"filter","text":""#.utf8) + [0xFF, 0xFE] + Array("\"}\n".utf8)
    #expect(
      splitter.take(bytes) == [
        InputLine(number: 1, content: .refused("not JSON: bytes that are not UTF-8 at byte 26"))
      ])
    #expect(
      splitter.take(Array("{}".utf8) + [0xC0, 0x80, 0x0A]) == [
        InputLine(
          number: 2,
          content: .refused(
            #"not JSON: unexpected "a byte that is not UTF-8" after the value at byte 2"#))
      ])
    #expect(splitter.take(Array("台積\n".utf8)) == [InputLine(number: 3, content: .text("台積"))])
  }
}
