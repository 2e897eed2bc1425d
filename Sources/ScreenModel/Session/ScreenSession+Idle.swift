extension ScreenSession {
  /// Waits until the session is idle, as `waitUntilIdle()` does, for at most `limit`: a test
  /// whose source never answers fails saying so instead of hanging.
  ///
  ///     try await session.waitUntilIdle(within: .seconds(30))
  ///     // or throws: the session was still busy after 30 seconds
  ///
  /// The wait that ran out goes on in the background, and ends when the session is idle.
  public func waitUntilIdle(within limit: Duration) async throws(SessionBusyError) {
    let (outcomes, continuation) = AsyncStream.makeStream(of: Bool.self)
    let waiter = Task {
      await self.waitUntilIdle()
      continuation.yield(true)
    }
    let timer = Task {
      try? await Task.sleep(for: limit)
      continuation.yield(false)
    }
    var iterator = outcomes.makeAsyncIterator()
    let idle = await iterator.next() ?? false
    timer.cancel()
    continuation.finish()
    guard idle else {
      waiter.cancel()
      throw SessionBusyError(limit: limit)
    }
  }
}

/// A session still busy when a bounded wait for it ran out: a request never answered, a
/// command that never ends.
public struct SessionBusyError: Error, Equatable, Sendable, CustomStringConvertible {
  /// How long the wait lasted.
  public let limit: Duration

  public init(limit: Duration) {
    self.limit = limit
  }

  public var description: String {
    "the session was still busy after \(limit.components.seconds) seconds"
  }
}
