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
public struct JSONObjectWriter {
  /// The buffer the object is written into, lent for the length of `write(into:_:)`.
  private let buffer: UnsafeMutablePointer<[UInt8]>
  private var isEmpty = true

  /// Appends to `output` the object `members` writes, in place: nothing already in `output`
  /// is copied, however deeply objects are written within objects.
  public static func write(
    into output: inout [UInt8], _ members: (inout JSONObjectWriter) -> Void
  ) {
    withUnsafeMutablePointer(to: &output) { buffer in
      buffer.pointee.append(UInt8(ascii: "{"))
      var object = JSONObjectWriter(buffer: buffer)
      members(&object)
      buffer.pointee.append(UInt8(ascii: "}"))
    }
  }

  private init(buffer: UnsafeMutablePointer<[UInt8]>) {
    self.buffer = buffer
  }

  /// The bytes written so far: what came before the object, its opening brace and its
  /// members; a member's value is appended here after its `key(_:)`.
  public var output: [UInt8] {
    get { buffer.pointee }
    nonmutating _modify { yield &buffer.pointee }
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
