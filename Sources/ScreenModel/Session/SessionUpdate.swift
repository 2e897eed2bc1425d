/// One change of the screen on top of a session, as its protocol writes it.
///
/// Protocol 2 (the default) carries the row count, the window of rows a front end asked for,
/// the changes between the previous update's window rows and these, and row objects only
/// for the window's rows that are new or changed:
///
///     {"protocol":2,"seq":7,"screen":"directory","title":"公司列表",
///      "controls":[{"id":"filter","kind":"textField","label":"名稱或代號",…,"value":"台積"}],
///      "count":1867,
///      "window":{"from":0,"count":100},
///      "changes":{"deletes":[3],"inserts":[0,5],"moves":[{"from":9,"to":1}],
///                 "updates":[{"old":2,"new":2}]},
///      "rows":[{"index":0,"row":{…}},{"index":2,"row":{…}},{"index":5,"row":{…}}]}
///
/// `appearance` (`SessionAppearance`) is the colour a rise takes, `{"rise":"red"}` or
/// `{"rise":"green"}`, written in a front end's first message and whenever it changes, when the
/// session was given one (`ScreenSession(screens:…:appearance:)`).
///
/// `controls` are the screen's controls with what each shows (`ShownControl.json`): in
/// protocol 2 only those that changed since the previous update of the same screen (every
/// one when the screen is another, or in a front end's first message), and no member when
/// none did; in protocol 1 every control of a screen that has any.
///
/// Protocol 1 carries every row, and the changes of the whole list:
///
///     {"protocol":1,"seq":7,"screen":"directory","title":"公司列表","rows":[…],
///      "changes":{"deletes":[3],"inserts":[0,5],"moves":[{"from":9,"to":1}],
///                 "updates":[{"old":2,"new":2}]}}
public struct SessionUpdate: Sendable {
  /// 0 for the session's first screen, then one more for each update.
  public var seq: Int { didSet { encoded = EncodedUpdate() } }
  /// The screen on top now.
  public var screen: AnyScreen { didSet { encoded = EncodedUpdate() } }
  /// The changes from the previous update's rows to these, over the whole list: what a
  /// front end in the process applies.
  public var changes: Changeset { didSet { encoded = EncodedUpdate() } }
  /// The id a front end gave the event this update answers; nil for an answer that arrived
  /// on its own (a market that finished loading).
  public var cause: String? { didSet { encoded = EncodedUpdate() } }
  /// The window's rows and changes, built when the session speaks protocol 2; nil in
  /// protocol 1.
  public var window: UpdateWindow? { didSet { encoded = EncodedUpdate() } }
  /// What went wrong on the way to this update that no event's refusal could say: an
  /// output leading to a screen that is not registered, or whose input or event is not of
  /// that screen's type. Written as `"problems":[…]` when there is one; never dropped.
  public var problems: [String] = [] { didSet { encoded = EncodedUpdate() } }
  /// The controls the update writes: in protocol 2 those that changed, in protocol 1 all of
  /// the screen's.
  public var controls: [ShownControl] { didSet { encoded = EncodedUpdate() } }
  /// The user's appearance as the session has it now; nil when it was given none.
  public var appearance: SessionAppearance? { didSet { encoded = EncodedUpdate() } }
  /// True when the update writes `appearance`, as `"appearance":{"rise":"red"}`: in a front
  /// end's first message (`first`), and in an update whose appearance is not the one before.
  public var writesAppearance = false { didSet { encoded = EncodedUpdate() } }

  /// An update of protocol 2 when it has a `window`, of protocol 1 otherwise; `controls`
  /// are those it writes, by default every control of the screen.
  public init(
    seq: Int, screen: AnyScreen, changes: Changeset, cause: String? = nil,
    window: UpdateWindow? = nil, controls: [ShownControl]? = nil
  ) {
    self.seq = seq
    self.screen = screen
    self.changes = changes
    self.cause = cause
    self.window = window
    self.controls = controls ?? screen.controls
  }

  /// The controls of `screen` a protocol 2 update writes after `previous`: those not shown
  /// alike by `previous` when it is an update of the same screen instance (`sameScreen`),
  /// else all of them.
  static func changedControls(
    of screen: AnyScreen, after previous: SessionUpdate, sameScreen: Bool
  ) -> [ShownControl] {
    guard sameScreen else { return screen.controls }
    return screen.controls.filter { !previous.screen.controls.contains($0) }
  }

  /// The rows the update's window holds, each with its id and its JSON object; every row
  /// in protocol 1. Each is written when this is read: for a test or a tool, not the wire.
  public var windowRows: [WindowRow] {
    screen.windowRows(window?.range ?? screen.indices)
  }

  /// The protocol the update is written in.
  public var sessionProtocol: SessionProtocol { window == nil ? .v1 : .v2 }

  /// The update as a front end's first message: in protocol 2 its window described from
  /// nothing (every row inserted), what `drive` writes first and `serve` answers a new
  /// session, a `GET` of it and a new stream with; in protocol 1 the update itself.
  public var first: SessionUpdate {
    var update = self
    update.window = window?.fromNothing
    update.controls = screen.controls
    update.writesAppearance = appearance != nil
    return update
  }

  /// The bytes `utf8` wrote the first time it was read, kept for every later reader: a
  /// front end's streams and its answer to the event share them. Any change of the update
  /// starts anew.
  private var encoded = EncodedUpdate()

  /// The protocol's JSON text of the update, `json.utf8`, written once, the first time it is
  /// read, without building the value: what `drive` and `serve` send for every keystroke.
  ///
  /// - Complexity: O(*n*) in the bytes written, the first time: in protocol 2 the window's
  ///   new and changed rows, whatever the screen's length; in protocol 1 every row.
  public var utf8: [UInt8] { encoded.bytes { written } }

  /// The update's bytes, written now.
  private var written: [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(256 + (window.map(\.count) ?? screen.count) * 240)
    output.append(contentsOf: #"{"protocol":"#.utf8)
    JSONValue.write(int: Int64(sessionProtocol.number), into: &output)
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
    if writesAppearance, let appearance {
      output.append(contentsOf: #","appearance":"#.utf8)
      appearance.json.write(into: &output)
    }
    let problems = problems + screen.controlProblems
    if !problems.isEmpty {
      output.append(contentsOf: #","problems":"#.utf8)
      JSONValue.array(problems.map { .string($0) }).write(into: &output)
    }
    if !controls.isEmpty {
      output.append(contentsOf: #","controls":"#.utf8)
      JSONValue.array(controls.map(\.json)).write(into: &output)
    }
    if let window {
      output.append(UInt8(ascii: ","))
      window.write(rowsOf: screen, into: &output)
      output.append(UInt8(ascii: "}"))
      return output
    }
    output.append(contentsOf: #","rows":["#.utf8)
    screen.writeRowsJSON(into: &output)
    output.append(contentsOf: #"],"changes":"#.utf8)
    changes.json.write(into: &output)
    output.append(UInt8(ascii: "}"))
    return output
  }

  /// The update named, not carried: `{"protocol":2,"seq":7,"cause":"3"}`. What `serve`
  /// answers an event whose client reads the updates from its stream and asked for no more
  /// (`Prefer: return=minimal`), so each update is sent once.
  public var reference: [UInt8] {
    var output: [UInt8] = []
    JSONObjectWriter.write(into: &output) { object in
      object.add("protocol", int: Int64(sessionProtocol.number))
      object.add("seq", int: Int64(seq))
      if let cause { object.add("cause", string: cause) }
    }
    return output
  }

  /// The protocol's JSON text of the update on one line, `json.text`: a line of `drive`.
  public var text: String { String(decoding: utf8, as: UTF8.self) }

  /// The update as the protocol's JSON object.
  public var json: JSONValue {
    (try? JSONValue(parsing: utf8)) ?? .null
  }

  /// The protocol's answer to a message that is not an event a session takes:
  /// `{"protocol":2,"error":"…","line":N}`, `line` where the message came on a line of
  /// input, `protocol` the session's; `SessionError` writes it, and an `id` too.
  public static func error(
    _ message: String, line: Int? = nil, protocol version: SessionProtocol = .v2
  ) -> JSONValue {
    SessionError(message, line: line, protocol: version).json
  }
}

/// An update's bytes once written, shared by every copy of the update that is not changed
/// since: written at most once, whichever thread reads them first.
private final class EncodedUpdate: @unchecked Sendable {
  // Unchecked: `value` is read and written under `lock` only.
  private let lock = Lock()
  private var value: [UInt8]?

  func bytes(_ write: () -> [UInt8]) -> [UInt8] {
    lock.around {
      if let value { return value }
      let written = write()
      value = written
      return written
    }
  }
}
