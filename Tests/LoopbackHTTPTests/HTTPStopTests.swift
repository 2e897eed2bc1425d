import Foundation
import TestSupport
import XCTest

@testable import LoopbackHTTP

/// What `stop()` waits for: the server's thread, and the streams the thread cancelled as it
/// ended. A stream's task cancelled before it first ran ends its stream (runs its
/// `onTermination`) only once it runs, which on a busy machine comes after the thread.
final class HTTPStopTests: XCTestCase {
  func testStop_ReturnsOnlyOnceTheStreamsTheThreadEndedWith_HaveEnded() async throws {
    let inbox = HTTPInbox(wake: try XCTUnwrap(WakePipe.make()))
    let (gate, open) = AsyncStream<Void>.makeStream()
    let ended = HTTPTestFlag()
    let stream = Task {
      for await _ in gate {}
      ended.raise()
    }
    inbox.threadEnded(endingStreams: [stream])
    // The stream ends a moment after stop() is asked, so that a stop() that does not wait
    // for it returns before it has ended; one that waits always finds it ended.
    let opener = Task {
      try await Task.sleep(for: .milliseconds(100))
      open.finish()
    }
    try await withDeadline("stop() to return once the stream has ended") { await inbox.stop() }
    XCTAssertTrue(ended.isRaised, "stop() returned before a stream the thread ended had ended")
    _ = await opener.result
  }

  func testAStreamingConnection_GivesItsStreamsTask_NoOtherPhaseGivesOne() {
    let connection = HTTPConnection(
      id: 1, descriptor: -1, parser: HTTPRequestParser(), isRefusal: false, now: .now, order: 0)
    let task = Task {}
    let phases: [(HTTPConnection.Phase, Task<Void, Never>?)] = [
      (.reading, nil), (.handling(task), nil), (.streaming(task, finished: false), task),
      (.streaming(task, finished: true), task), (.writing(keepAlive: true), nil),
      (.lingering(deadline: .now, drained: 0), nil),
    ]
    for (phase, expected) in phases {
      connection.phase = phase
      XCTAssertEqual(connection.streamTask, expected, "\(phase)")
    }
  }
}
