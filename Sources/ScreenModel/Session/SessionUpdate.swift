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
  public var screen: AnyScreen
  /// The changes from the previous update's rows to these.
  public var changes: Changeset
  /// The id a front end gave the event this update answers; nil for an answer that arrived
  /// on its own (a market that finished loading).
  public var cause: String?

  public init(seq: Int, screen: AnyScreen, changes: Changeset, cause: String? = nil) {
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
    output.reserveCapacity(256 + screen.count * 240)
    output.append(contentsOf: #"{"protocol":"#.utf8)
    JSONValue.write(int: Int64(Self.protocolVersion), into: &output)
    output.append(contentsOf: #","seq":"#.utf8)
    JSONValue.write(int: Int64(seq), into: &output)
    if let cause {
      output.append(contentsOf: #","cause":"#.utf8)
      JSONValue.write(string: cause, into: &output)
    }
    output.append(contentsOf: #","screen":"#.utf8)
    JSONValue.write(string: screen.name, into: &output)
    output.append(contentsOf: #","title":"#.utf8)
    JSONValue.write(string: screen.title, into: &output)
    output.append(contentsOf: #","rows":["#.utf8)
    screen.writeRowsJSON(into: &output)
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
      .init("screen", .string(screen.name)), .init("title", .string(screen.title)),
      .init("rows", .array(screen.rowsJSON)), .init("changes", changes.json),
    ]
    return .object(members)
  }

  /// The protocol's answer to a message that is not an event a session takes:
  /// `{"protocol":1,"error":"…","line":N}`, `line` where the message came on a line of
  /// input.
  public static func error(_ message: String, line: Int? = nil) -> JSONValue {
    var members: [JSONValue.Member] = [
      .init("protocol", .int(Int64(protocolVersion))), .init("error", .string(message)),
    ]
    if let line { members.append(.init("line", .int(Int64(line)))) }
    return .object(members)
  }
}
