import ScreenModel
import TaiwanMarket

/// The screen on top of a session, with its own rows.
public enum SessionScreen: Sendable {
  /// The company directory.
  case directory(Screen<DirectoryRows>)
  /// The paged feed.
  case feed(Screen<FeedRows<Company>>)
  /// A company's profile.
  case profile(Screen<[ProfileRow]>)

  /// Which screen it is.
  public var kind: SessionScreenKind {
    switch self {
    case .directory: .directory
    case .feed: .feed
    case .profile: .profile
    }
  }

  /// The screen's title.
  public var title: String {
    switch self {
    case .directory(let screen): screen.title
    case .feed(let screen): screen.title
    case .profile(let screen): screen.title
    }
  }

  /// The positions of its rows.
  public var indices: Range<Int> {
    switch self {
    case .directory(let screen): screen.rows.indices
    case .feed(let screen): screen.rows.indices
    case .profile(let screen): screen.rows.indices
    }
  }

  /// Each row's `id` as a string, unique within the screen.
  public var rowIDs: [String] {
    switch self {
    case .directory(let screen): screen.rows.map(\.id.description)
    case .feed(let screen): screen.rows.map(\.id.description)
    case .profile(let screen): screen.rows.map(\.id.description)
    }
  }

  /// Each row as JSON (see `RowJSONRepresentable`).
  ///
  /// - Complexity: O(*n*): every row is built.
  public var rowsJSON: [JSONValue] {
    switch self {
    case .directory(let screen): screen.rows.map(\.json)
    case .feed(let screen): screen.rows.map(\.json)
    case .profile(let screen): screen.rows.map(\.json)
    }
  }

  /// The screen as the text renderer draws it.
  public var snapshotText: String {
    switch self {
    case .directory(let screen): screen.snapshotText
    case .feed(let screen): screen.snapshotText
    case .profile(let screen): screen.snapshotText
    }
  }

  /// The changes from `previous`: the rows' own comparison when both are the same kind of
  /// screen, every row replaced otherwise.
  public func changes(since previous: SessionScreen) -> Changeset {
    switch (previous, self) {
    case (.directory(let old), .directory(let new)): new.changes(since: old)
    case (.feed(let old), .feed(let new)): new.changes(since: old)
    case (.profile(let old), .profile(let new)): new.changes(since: old)
    default: Changeset(deletes: Array(previous.indices), inserts: Array(indices))
    }
  }
}

/// One change of the screen on top of a session.
///
///     {"protocol":1,"seq":7,"screen":"directory","title":"公司列表","rows":[…],
///      "changes":{"deletes":[3],"inserts":[0,5],"moves":[{"from":9,"to":1}],
///                 "updates":[{"old":2,"new":2}]}}
public struct SessionUpdate: Sendable {
  /// The session protocol's version, written into every message.
  public static let protocolVersion = 1

  /// 0 for the session's first screen, then one more for each update.
  public var seq: Int
  /// The screen on top now.
  public var screen: SessionScreen
  /// The changes from the previous update's rows to these.
  public var changes: Changeset
  /// The id a front end gave the event this update answers; nil for an answer that arrived
  /// on its own (a market that finished loading).
  public var cause: String?

  public init(seq: Int, screen: SessionScreen, changes: Changeset, cause: String? = nil) {
    self.seq = seq
    self.screen = screen
    self.changes = changes
    self.cause = cause
  }

  /// The update as the protocol's JSON object.
  public var json: JSONValue {
    var members: [JSONValue.Member] = [
      .init("protocol", .int(Int64(Self.protocolVersion))), .init("seq", .int(Int64(seq))),
    ]
    if let cause { members.append(.init("cause", .string(cause))) }
    members += [
      .init("screen", .string(screen.kind.rawValue)), .init("title", .string(screen.title)),
      .init("rows", .array(screen.rowsJSON)), .init("changes", changes.json),
    ]
    return .object(members)
  }
}

extension SessionEvent {
  /// An event that does not apply to the screen on top, and why.
  public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why: `more works on the feed; the screen is the directory`.
    public var message: String

    public var description: String { message }
  }
}

/// The protocol's answer to a message that is not a valid event.
public enum SessionError {
  /// `{"protocol":1,"error":"…","line":N}`; `line` where the message came on a line of input.
  public static func json(_ message: String, line: Int? = nil) -> JSONValue {
    var members: [JSONValue.Member] = [
      .init("protocol", .int(Int64(SessionUpdate.protocolVersion))),
      .init("error", .string(message)),
    ]
    if let line { members.append(.init("line", .int(Int64(line)))) }
    return .object(members)
  }
}
