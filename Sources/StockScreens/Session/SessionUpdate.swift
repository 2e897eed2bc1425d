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

  /// Appends each row's JSON text, separated by commas.
  fileprivate func writeRows(into output: inout [UInt8]) {
    func write(_ rows: some Collection<some RowJSONRepresentable>) {
      for (index, row) in rows.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        row.writeJSON(into: &output)
      }
    }
    switch self {
    case .directory(let screen): write(screen.rows)
    case .feed(let screen): write(screen.rows)
    case .profile(let screen): write(screen.rows)
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

  /// The protocol's JSON text of the update, `json.utf8`, written without building the
  /// value: what `drive` and `serve` send for every keystroke.
  ///
  /// - Complexity: O(*n*) in the rows of the screen.
  public var utf8: [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(256 + screen.indices.count * 240)
    output.append(contentsOf: #"{"protocol":"#.utf8)
    JSONValue.write(int: Int64(Self.protocolVersion), into: &output)
    output.append(contentsOf: #","seq":"#.utf8)
    JSONValue.write(int: Int64(seq), into: &output)
    if let cause {
      output.append(contentsOf: #","cause":"#.utf8)
      JSONValue.write(string: cause, into: &output)
    }
    output.append(contentsOf: #","screen":"#.utf8)
    JSONValue.write(string: screen.kind.rawValue, into: &output)
    output.append(contentsOf: #","title":"#.utf8)
    JSONValue.write(string: screen.title, into: &output)
    output.append(contentsOf: #","rows":["#.utf8)
    screen.writeRows(into: &output)
    output.append(contentsOf: #"],"changes":"#.utf8)
    changes.json.write(into: &output)
    output.append(UInt8(ascii: "}"))
    return output
  }

  /// The protocol's JSON text of the update on one line, `json.text`: a line of `drive`.
  public var text: String { String(decoding: utf8, as: UTF8.self) }

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
