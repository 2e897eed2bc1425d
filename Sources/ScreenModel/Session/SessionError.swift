/// The protocol's answer to a message that is not an event a session takes:
/// `{"protocol":2,"error":"…","line":N,"id":ID,"control":"price"}`, the one writer of that
/// object.
///
/// `line` is where the message came on a line of input (`drive`); `id` is the message's own
/// `id` as it was written (`EventID.written`: `"7"`, `7`, `20.0`, `{}`), wherever one could be
/// read, also from a line that is not JSON after it; `control` names the disabled or
/// read-only control whose edit or press was refused. An error that carries an id is the
/// last message about that event: no `done` follows it.
///
///     SessionError("unknown event \"fly\"", line: 3, id: EventID(.string("a"))).text
///     // {"protocol":2,"error":"unknown event \"fly\"","line":3,"id":"a"}
public struct SessionError: Hashable, Sendable {
  /// What was wrong.
  public var message: String
  /// The line of input at fault, from 1; nil for a message that came otherwise.
  public var line: Int?
  /// The message's `id`, as written; nil when it had none, or none could be read.
  public var id: EventID?
  /// The protocol the error is written in: the session's.
  public var sessionProtocol: SessionProtocol
  /// The id of the control whose edit or press was refused (`SessionEventError.control`).
  public var control: String?

  public init(
    _ message: String, line: Int? = nil, id: EventID? = nil,
    protocol version: SessionProtocol = .v2, control: String? = nil
  ) {
    self.message = message
    self.line = line
    self.id = id
    sessionProtocol = version
    self.control = control
  }

  /// The error's JSON text, the id spliced in as it was written.
  public var utf8: [UInt8] {
    var output = Array(#"{"protocol":"#.utf8)
    JSONValue.write(int: Int64(sessionProtocol.number), into: &output)
    output += #","error":"#.utf8
    JSONValue.write(string: message, into: &output)
    if let line {
      output += #","line":"#.utf8
      JSONValue.write(int: Int64(line), into: &output)
    }
    if let id {
      output += #","id":"#.utf8
      output += id.written.utf8
    }
    if let control {
      output += #","control":"#.utf8
      JSONValue.write(string: control, into: &output)
    }
    output.append(UInt8(ascii: "}"))
    return output
  }

  /// The error on one line: a line of `drive`, a body or a Server-Sent Event of `serve`.
  public var text: String { String(decoding: utf8, as: UTF8.self) }

  /// The error as a JSON value (an id such as `20.0` read back as the number 20).
  public var json: JSONValue { (try? JSONValue(parsing: utf8)) ?? .null }
}
