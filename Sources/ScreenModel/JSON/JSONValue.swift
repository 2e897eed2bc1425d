/// A JSON value whose objects keep their keys in the order written, so that output reads
/// `{"step":1,"command":…}` the same way every time: the JSON form of rows for front ends
/// and tools.
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number.
  case int(Int64)
  /// A number with a fraction; infinities and NaN, which JSON lacks, are written as null.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its members in order.
  case object([Member])

  /// One key and its value.
  public struct Member: Hashable, Sendable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// An object from key-value pairs, in order.
  public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
    .object(pairs.map { Member($0.key, $0.value) })
  }

  /// A string, or null.
  public static func string(_ text: String?) -> JSONValue {
    text.map { .string($0) } ?? .null
  }

  /// The value's member named `key`, for objects.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// Compact JSON text on one line.
  ///
  /// - Complexity: O(*n*) in the length of the text, written as bytes: a session update of
  ///   two thousand rows is written on every keystroke.
  public var text: String { String(decoding: utf8, as: UTF8.self) }

  /// The compact JSON text's UTF-8 bytes, for writing to a file or a socket.
  public var utf8: [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(256)
    write(into: &output)
    return output
  }

  /// Appends the compact JSON text's bytes to `output`: a value written inside a larger
  /// text that is assembled as bytes.
  public func write(into output: inout [UInt8]) {
    switch self {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .int(let value): Self.write(int: value, into: &output)
    case .double(let value):
      if !value.isFinite {
        output.append(contentsOf: "null".utf8)
      } else if value == value.rounded(), abs(value) < 1e15 {
        Self.write(int: Int64(value), into: &output)
      } else {
        output.append(contentsOf: "\(value)".utf8)
      }
    case .string(let value): Self.write(string: value, into: &output)
    case .array(let values):
      output.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        value.write(into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.write(string: member.key, into: &output)
        output.append(UInt8(ascii: ":"))
        member.value.write(into: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Appends `number` as `.int(number)` writes it.
  public static func write(int number: Int64, into output: inout [UInt8]) {
    if number < 0 { output.append(UInt8(ascii: "-")) }
    var magnitude = number.magnitude
    // 20 digits hold any UInt64; written from the last digit back.
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { buffer in
      var start = buffer.count
      repeat {
        start -= 1
        buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      output.append(contentsOf: buffer[start...])
    }
  }

  /// Appends `text` as `.string(text)` writes it: quoted, with `"`, `\\`, control
  /// characters, and U+2028 and U+2029 (which end lines in JavaScript) escaped; runs of
  /// other bytes are copied as they are.
  public static func write(string text: String, into output: inout [UInt8]) {
    let written: Void? = text.utf8.withContiguousStorageIfAvailable {
      writeQuoted($0, into: &output)
    }
    guard written == nil else { return }
    // A bridged string without contiguous UTF-8: made native first.
    var copy = text
    copy.withUTF8 { writeQuoted($0, into: &output) }
  }

  private static func writeQuoted(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    let mayEscape = Self.mayEscape
    var runStart = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      // Most bytes of most strings need nothing: one table look-up tells.
      guard mayEscape[Int(byte)] else {
        index += 1
        continue
      }
      let escape: String?
      switch byte {
      case UInt8(ascii: "\""): escape = "\\\""
      case UInt8(ascii: "\\"): escape = "\\\\"
      case 0x0A: escape = "\\n"
      case 0x0D: escape = "\\r"
      case 0x09: escape = "\\t"
      // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
      case 0xE2:
        let isSeparator =
          index + 2 < bytes.count && bytes[index + 1] == 0x80
          && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
        escape = isSeparator ? (bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029") : nil
      default:
        let hex = String(byte, radix: 16)
        escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
      guard let escape else {
        index += 1
        continue
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      output.append(contentsOf: escape.utf8)
      index += byte == 0xE2 ? 3 : 1
      runStart = index
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    output.append(UInt8(ascii: "\""))
  }

  /// The bytes that may start an escape: controls, DEL, `"`, `\\`, and E2 (U+2028, U+2029).
  private static let mayEscape: [Bool] = (0..<256).map { byte in
    byte < 0x20 || byte == 0x7F || byte == 0x22 || byte == 0x5C || byte == 0xE2
  }
}

extension JSONValue: ExpressibleByStringLiteral {
  /// A string value from a literal, so objects read as they print: `["kind": "status"]`.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension Changeset {
  /// `{"deletes":[…],"inserts":[…],"moves":[{"from":…,"to":…}],"updates":[{"old":…,"new":…}]}`.
  public var json: JSONValue {
    .object([
      "deletes": .array(deletes.map { .int(Int64($0)) }),
      "inserts": .array(inserts.map { .int(Int64($0)) }),
      "moves": .array(
        moves.map { .object(["from": .int(Int64($0.from)), "to": .int(Int64($0.to))]) }),
      "updates": .array(
        updates.map { .object(["old": .int(Int64($0.old)), "new": .int(Int64($0.new))]) }),
    ])
  }
}
