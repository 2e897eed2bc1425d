import ScreenModel

/// A protocol 2 client's rows, kept as the protocol's description says a front end keeps
/// them, written here apart from the engine: each update read as JSON and applied to the
/// window's rows, which must then be the rows the session holds for that window.
///
///     var reader = WindowReader()
///     try reader.apply(session.current.first.json)   // every row of the window inserted
///     try reader.apply(update.json)                  // moves, inserts, updates, the rest kept
///     reader.rows.map { $0["id"] }                   // the window's ids, in order
///
/// Old rows deleted or moved away are gone, new slots inserted or moved into are taken;
/// each move puts its old row at its new index and each entry of `rows` its object at its
/// index; the old rows left fill the free slots in order; each update takes its object from
/// `rows` (`ChangeApplying`). A change that does not fit the rows held throws, naming it.
struct WindowReader: Sendable {
  /// The window's row objects, in order.
  private(set) var rows: [JSONValue] = []
  /// The index in the whole list of the window's first row.
  private(set) var from = 0
  /// Every row of the screen, as the last update counted them.
  private(set) var count = 0
  /// The screen the last update showed.
  private(set) var screen = ""

  /// Why an update does not fit the rows the reader holds.
  struct Mismatch: Error, Sendable {
    var message: String
  }

  /// Applies `update`, a protocol 2 update's object; anything else (a done, an error) is
  /// left alone.
  mutating func apply(_ update: JSONValue) throws(Mismatch) {
    guard update["seq"] != nil, case .object(let window)? = update["window"] else { return }
    guard let size = Self.int(update["window"]?["count"]),
      let start = Self.int(update["window"]?["from"]), let total = Self.int(update["count"]),
      let changes = update["changes"]
    else { throw Mismatch(message: "an update without count, window or changes: \(window)") }
    var given: [Int: JSONValue] = [:]
    if case .array(let entries)? = update["rows"] {
      for entry in entries {
        guard let index = Self.int(entry["index"]), let row = entry["row"] else {
          throw Mismatch(message: "a row entry without index or row")
        }
        given[index] = row
      }
    }
    do throws(ChangeApplying.Mismatch) {
      rows = try ChangeApplying.apply(
        deletes: Self.ints(changes["deletes"]), inserts: Self.ints(changes["inserts"]),
        moves: Self.pairs(changes["moves"], "from", "to").map { (from: $0.0, to: $0.1) },
        updates: Self.pairs(changes["updates"], "old", "new").map { (old: $0.0, new: $0.1) },
        to: rows, count: size
      ) { given[$0] }
    } catch {
      throw Mismatch(message: error.message)
    }
    from = start
    count = total
    screen = update["screen"].flatMap { if case .string(let name) = $0 { name } else { nil } } ?? ""
  }

  /// The ids of the rows held, in order.
  var ids: [String] {
    rows.map { if case .string(let id)? = $0["id"] { id } else { "" } }
  }

  private static func int(_ value: JSONValue?) -> Int? {
    if case .int(let number)? = value { Int(exactly: number) } else { nil }
  }

  private static func ints(_ value: JSONValue?) -> [Int] {
    guard case .array(let values)? = value else { return [] }
    return values.compactMap(int)
  }

  private static func pairs(_ value: JSONValue?, _ first: String, _ second: String) -> [(Int, Int)]
  {
    guard case .array(let values)? = value else { return [] }
    return values.compactMap { pair in
      guard let one = int(pair[first]), let two = int(pair[second]) else { return nil }
      return (one, two)
    }
  }
}
