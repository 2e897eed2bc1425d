/// Writes one JSON object's members as bytes, in order, straight into a buffer: how every
/// object of the session protocol is written, once, with the value form (`JSONValue`) read
/// back from these bytes where one is wanted.
///
///     var bytes: [UInt8] = []
///     JSONObjectWriter.write(into: &bytes) { object in
///       object.add("code", string: "2330")
///       object.add("capital", int: nil)
///     }
///     print(String(decoding: bytes, as: UTF8.self))
///     // Prints {"code":"2330","capital":null}
public struct JSONObjectWriter: Sendable {
  /// The bytes written so far: what came before the object, its opening brace and its
  /// members.
  public var output: [UInt8]
  private var isEmpty = true

  /// Appends to `output` the object `members` writes, without copying what it holds.
  public static func write(
    into output: inout [UInt8], _ members: (inout JSONObjectWriter) -> Void
  ) {
    var object = JSONObjectWriter(taking: &output)
    members(&object)
    output = object.finished()
  }

  /// An object written after what `output` holds, which it takes, leaving it empty.
  private init(taking output: inout [UInt8]) {
    self.output = []
    swap(&self.output, &output)
    self.output.append(UInt8(ascii: "{"))
  }

  /// Writes the member's key, its value to follow: the separator, `"key":`.
  public mutating func key(_ key: String) {
    if !isEmpty { output.append(UInt8(ascii: ",")) }
    isEmpty = false
    JSONValue.write(string: key, into: &output)
    output.append(UInt8(ascii: ":"))
  }

  /// Writes the member `key` with `value`.
  public mutating func add(_ key: String, _ value: JSONValue) {
    self.key(key)
    value.write(into: &output)
  }

  /// Writes the member `key` with a string, `null` for nil.
  public mutating func add(_ key: String, string: String?) {
    self.key(key)
    guard let string else { return output.append(contentsOf: "null".utf8) }
    JSONValue.write(string: string, into: &output)
  }

  /// Writes the member `key` with a whole number, `null` for nil.
  public mutating func add(_ key: String, int: Int64?) {
    self.key(key)
    guard let int else { return output.append(contentsOf: "null".utf8) }
    JSONValue.write(int: int, into: &output)
  }

  /// Writes each of `members`, in order.
  public mutating func add(_ members: [JSONValue.Member]) {
    for member in members { add(member.key, member.value) }
  }

  /// Closes the object and gives its bytes, with what came before it.
  private consuming func finished() -> [UInt8] {
    output.append(UInt8(ascii: "}"))
    return output
  }
}

extension JSONValue {
  /// The value `write` writes, read back: the value form of a wire object whose one writer
  /// writes bytes. `null` when the bytes are no JSON, which a writer of this package never
  /// makes.
  public init(written write: (inout [UInt8]) -> Void) {
    var bytes: [UInt8] = []
    write(&bytes)
    self = (try? JSONValue(parsing: bytes)) ?? .null
  }
}
