/// A JSON value whose objects keep their keys in the order written, so that output reads
/// `{"step":1,"command":…}` the same way every time: the JSON form of rows for front ends
/// and tools.
public indirect enum JSONValue: Hashable, Sendable {
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
    /// The key.
    public var key: String
    /// Its value.
    public var value: JSONValue

    /// Creates a member.
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
  public var text: String {
    var output = ""
    write(into: &output)
    return output
  }

  private func write(into output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .double(let value):
      if !value.isFinite {
        output += "null"
      } else if value == value.rounded(), abs(value) < 1e15 {
        output += String(Int64(value))
      } else {
        output += "\(value)"
      }
    case .string(let value): Self.writeString(value, into: &output)
    case .array(let values):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += "," }
        value.write(into: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        Self.writeString(member.key, into: &output)
        output += ":"
        member.value.write(into: &output)
      }
      output += "}"
    }
  }

  private static func writeString(_ value: String, into output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{2028}": output += "\\u2028"
      case "\u{2029}": output += "\\u2029"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
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
