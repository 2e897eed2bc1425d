import Foundation
import TestSupport
import XCTest

/// The bounded waits of TestSupport that every test target's waits go through, tested in the
/// smallest target that links it: what they return when the awaited thing comes, and that
/// they fail, naming it, when it never does. The limits here are short because running out
/// is what is tested; nothing asserts how quickly anything happened.
final class BoundedWaitTests: XCTestCase {
  private let short = Duration.milliseconds(200)

  func testWithDeadline_ReturnsTheBodysValue_AndRethrowsItsError() async throws {
    let value = try await withDeadline("a quick value") { 42 }
    XCTAssertEqual(value, 42)
    struct Refused: Error {}
    do {
      _ = try await withDeadline("an error") { () async throws -> Int in throw Refused() }
      XCTFail("the body's error was not rethrown")
    } catch is Refused {}
  }

  func testWithDeadline_ThatNeverEnds_FailsNamingWhatItWaitedFor() async throws {
    do {
      _ = try await withDeadline("a wait that never ends", within: short) {
        // A wait that ignores cancellation, the worst case: the caller still goes on.
        await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
        return 0
      }
      XCTFail("a wait that never ends returned")
    } catch let error as DeadlineExceeded {
      XCTAssertEqual(error.what, "a wait that never ends")
      XCTAssertTrue(
        error.description.hasPrefix("LoopbackHTTPTests/BoundedWaitTests.swift:"), error.description)
      XCTAssertTrue(
        error.description.hasSuffix(
          ": gave up waiting for a wait that never ends after 0.2 seconds"),
        error.description)
    }
  }

  func testBlockingCall_ReturnsOrRethrows_AndFailsNamingACallThatNeverReturns() async throws {
    let value = try await blockingCall("a quick call") { 7 }
    XCTAssertEqual(value, 7)
    struct Refused: Error {}
    do {
      _ = try await blockingCall("a refusal") { () throws -> Int in throw Refused() }
      XCTFail("the call's error was not rethrown")
    } catch is Refused {}
    let held = DispatchSemaphore(value: 0)
    do {
      try await blockingCall("a call that never returns", within: short) { held.wait() }
      XCTFail("a call that never returns returned")
    } catch let error as DeadlineExceeded {
      XCTAssertEqual(error.what, "a call that never returns")
    }
    held.signal()
  }

  /// A thread started from async work's threads inherits their mask, which blocks SIGTERM;
  /// the call's must not, or a server it starts would never see SIGTERM and outlive its test.
  func testBlockingCall_RunsWithNoSignalBlocked() async throws {
    let blocked = try await blockingCall("the thread's signal mask") { () -> [Int32] in
      var mask = sigset_t()
      pthread_sigmask(SIG_SETMASK, nil, &mask)
      return [SIGTERM, SIGINT, SIGHUP].filter { sigismember(&mask, $0) == 1 }
    }
    XCTAssertEqual(blocked, [], "blocked signals")
  }

  func testStreamReader_ReadsInOrder_ThenNilAtTheEnd_AndRest() async throws {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let reader = StreamReader(stream)
    continuation.yield(1)
    let first = try await reader.next("the first element")
    XCTAssertEqual(first, 1)
    for number in 2...4 { continuation.yield(number) }
    continuation.finish()
    let rest = try await reader.rest("the stream to end")
    XCTAssertEqual(rest, [2, 3, 4])
    let after = try await reader.next("the end, again")
    XCTAssertNil(after, "an ended stream stays ended")
  }

  func testStreamReader_AQuietStream_FailsNamingTheElement_AndLosesNothingAfter() async throws {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let reader = StreamReader(stream)
    do {
      _ = try await reader.next("an element that never comes", within: short)
      XCTFail("a quiet stream gave an element")
    } catch let error as DeadlineExceeded {
      XCTAssertEqual(error.what, "an element that never comes")
    }
    continuation.yield(7)
    let late = try await reader.next("the element after the failed wait")
    XCTAssertEqual(late, 7, "the wait that ran out took nothing from the stream")
    do {
      _ = try await reader.rest("a stream that never ends", within: short)
      XCTFail("a stream nobody finishes ended")
    } catch let error as DeadlineExceeded {
      XCTAssertEqual(error.what, "a stream that never ends")
    }
  }

  func testEventually_ReturnsOnceTheConditionHolds_AndFailsWhenItNeverDoes() async throws {
    var checks = 0
    try await eventually("the third check") {
      checks += 1
      return checks == 3
    }
    XCTAssertEqual(checks, 3)
    do {
      try await eventually("a condition that never holds", within: short) { false }
      XCTFail("a condition that never holds held")
    } catch let error as DeadlineExceeded {
      XCTAssertEqual(error.what, "a condition that never holds")
    }
  }

  func testProgramRun_KeepsBothOutputsAndTheStatus() throws {
    let shell = URL(fileURLWithPath: "/bin/sh")
    let run = try ProgramRun.run(shell, arguments: ["-c", "echo out; echo err >&2; exit 3"])
    XCTAssertEqual(run.status, 3)
    XCTAssertEqual(run.stdout, "out\n")
    XCTAssertEqual(run.stderr, "err\n")
  }

  func testProgramRun_ThatNeverEnds_IsEnded_AndTheFailureHoldsWhatItWrote() throws {
    let shell = URL(fileURLWithPath: "/bin/sh")
    do {
      _ = try ProgramRun.run(
        shell, arguments: ["-c", "printf 'so far'; exec sleep 600"], within: short)
      XCTFail("a program that never ends returned")
    } catch let error as DeadlineExceeded {
      XCTAssertEqual(error.what, "`sh -c printf 'so far'; exec sleep 600` to finish")
      XCTAssertTrue(error.detail?.contains(#""so far""#) ?? false, error.description)
    }
  }

  func testPipeReader_ReadsLines_ThenNil_AndFailsOnALineThatNeverEnds() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "printf 'one\\ntwo\\nthree'"]
    let output = Pipe()
    process.standardOutput = output
    try process.runWatched()
    let reader = PipeReader(output)
    var lines: [String] = []
    while let line = try reader.line("a line of the program's") { lines.append(line) }
    XCTAssertEqual(lines, ["one", "two", "three"], "the last line without its LF too")
    try process.waitUntilExit("the program to exit")

    let quiet = Process()
    quiet.executableURL = URL(fileURLWithPath: "/bin/sh")
    quiet.arguments = ["-c", "printf 'half a'; exec sleep 600"]
    let quietOutput = Pipe()
    quiet.standardOutput = quietOutput
    try quiet.runWatched()
    defer { quiet.end() }
    XCTAssertThrowsError(try PipeReader(quietOutput).line("a whole line", within: short)) {
      XCTAssertEqual(($0 as? DeadlineExceeded)?.detail, #"the line so far: "half a""#)
    }
    XCTAssertThrowsError(try quiet.waitUntilExit("a program that sleeps", within: short))
    XCTAssertFalse(quiet.isRunning, "ended when the wait for its exit ran out")
  }
}
