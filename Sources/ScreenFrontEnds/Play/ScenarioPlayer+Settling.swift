import ScreenModel

extension ScenarioPlayer {
  /// Brings a step to rest the same way on any machine, whatever its load: every event
  /// posted to a screen (a store telling the directory of a watch made on another screen) is
  /// applied, then, unless the scenario holds the answers, the oldest answer waiting is
  /// delivered and what it set off applied in turn, until none waits or `limit` answers were
  /// delivered. Returns the requests still waiting past the limit, oldest first; none once
  /// everything settled, or while the answers are held.
  ///
  /// A posted event is applied by its screen's own loop: read without waiting for it, a step
  /// showed it on an idle machine and a step later on a busy one.
  package static func settle(
    _ session: ScreenSession, requests: RequestQueue, holding: Bool, limit: Int
  ) async -> [String] {
    var delivered = 0
    while true {
      await session.waitUntilIdle()
      guard !holding, await requests.count > 0 else { return [] }
      guard delivered < limit else { return await requests.waiting }
      await requests.answerNext()
      delivered += 1
    }
  }
}
