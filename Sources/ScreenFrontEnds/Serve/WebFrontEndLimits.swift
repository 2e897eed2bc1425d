/// How much of the front end one client can take.
public struct WebFrontEndLimits: Hashable, Sendable {
  /// Sessions live at once.
  public var maxSessions: Int
  /// Sessions opened in any one second.
  public var openingsPerSecond: Int
  /// Update streams one session keeps open.
  public var streamsPerSession: Int

  public init(maxSessions: Int = 32, openingsPerSecond: Int = 10, streamsPerSession: Int = 4) {
    self.maxSessions = max(1, maxSessions)
    self.openingsPerSecond = max(1, openingsPerSecond)
    self.streamsPerSession = max(1, streamsPerSession)
  }
}
