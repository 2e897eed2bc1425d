/// An action a row offers beside its primary one: a name, what its button says, the key a
/// terminal binds for the selected row, and the event it sends.
///
///     RowAction(name: "watch", label: "加入自選股", key: "a", event: DirectoryEvent.watch…)
///     // in the row's JSON, its event written by the screen's forms:
///     // "actions":[{"name":"watch","label":"加入自選股","key":"a",
///     //             "event":{"event":"watch","code":"2330"}}]
///
/// A row's `action` is what activating it does (Enter, a tap); its `actions` are further
/// controls on the row. The text renderer shows neither, so a screen's text snapshot stays
/// the same when a row gains one.
public struct RowAction<Event: Sendable>: Sendable {
  /// The action's name, unique among the row's actions: `watch`.
  public var name: String
  /// What a button shows, and its accessible name beside the row's: `加入自選股`.
  public var label: String
  /// The key a terminal binds for the selected row; nil binds none.
  public var key: Character?
  /// What it sends: the screen controller's event, or, once written by the screen's forms,
  /// the event's JSON object.
  public var event: Event

  public init(name: String, label: String, key: Character? = nil, event: Event) {
    self.name = name
    self.label = label
    self.key = key
    self.event = event
  }

  /// The same action sending `transform(event)`; nil when that gives nil.
  public func map<Other>(_ transform: (Event) -> Other?) -> RowAction<Other>? {
    transform(event).map { RowAction<Other>(name: name, label: label, key: key, event: $0) }
  }
}

extension RowAction: Equatable where Event: Equatable {}
extension RowAction: Hashable where Event: Hashable {}

extension RowAction where Event == JSONValue {
  /// The action's object in a row's `actions`: `name`, `label`, `key` when it has one, and
  /// `event`.
  public var json: JSONValue { JSONValue { write(into: &$0) } }

  /// Appends the bytes of `json`: the one writer of an action.
  public func write(into output: inout [UInt8]) {
    JSONObjectWriter.write(into: &output) { object in
      object.add("name", string: name)
      object.add("label", string: label)
      if let key { object.add("key", string: String(key)) }
      object.add("event", event)
    }
  }

  /// Appends the array of `actions`' objects, `[…]`.
  public static func write(_ actions: [RowAction], into output: inout [UInt8]) {
    output.append(UInt8(ascii: "["))
    for (index, action) in actions.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      action.write(into: &output)
    }
    output.append(UInt8(ascii: "]"))
  }
}
