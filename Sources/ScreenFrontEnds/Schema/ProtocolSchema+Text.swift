import ScreenModel

extension ProtocolSchema {
  /// `value` as JSON text of two-space indents, a member a line; an array of scalars stays on
  /// one line, and so does a short object of scalars, so a list of tokens reads as one.
  ///
  ///     {
  ///       "properties": {
  ///         "event": {"const": "open"}
  ///       },
  ///       "required": ["event", "screen"]
  ///     }
  static func indented(_ value: JSONValue) -> String {
    var output: [UInt8] = []
    write(value, depth: 0, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// The longest object written on one line, in bytes.
  private static let lineObject = 60

  private static func write(_ value: JSONValue, depth: Int, into output: inout [UInt8]) {
    switch value {
    case .object(let members) where !members.isEmpty:
      if members.allSatisfy(\.value.isFlat) {
        var line: [UInt8] = [UInt8(ascii: "{")]
        for (index, member) in members.enumerated() {
          if index > 0 { line.append(contentsOf: ", ".utf8) }
          JSONValue.write(string: member.key, into: &line)
          line.append(contentsOf: ": ".utf8)
          write(member.value, depth: depth + 1, into: &line)
        }
        line.append(UInt8(ascii: "}"))
        if line.count <= lineObject { return output.append(contentsOf: line) }
      }
      lines(members.map { ($0.key, $0.value) }, brackets: ("{", "}"), depth: depth, into: &output)
    case .array(let values) where values.contains(where: \.isContainer):
      lines(values.map { (nil, $0) }, brackets: ("[", "]"), depth: depth, into: &output)
    case .array(let values):
      output.append(UInt8(ascii: "["))
      for (index, element) in values.enumerated() {
        if index > 0 { output.append(contentsOf: ", ".utf8) }
        element.write(into: &output)
      }
      output.append(UInt8(ascii: "]"))
    default:
      value.write(into: &output)
    }
  }

  /// Writes `entries` between `brackets`, one a line, each after its key when it has one.
  private static func lines(
    _ entries: [(key: String?, value: JSONValue)], brackets: (Character, Character), depth: Int,
    into output: inout [UInt8]
  ) {
    let indent = [UInt8](repeating: UInt8(ascii: " "), count: 2 * depth)
    output.append(contentsOf: "\(brackets.0)\n".utf8)
    for (index, entry) in entries.enumerated() {
      output.append(contentsOf: indent + [UInt8(ascii: " "), UInt8(ascii: " ")])
      if let key = entry.key {
        JSONValue.write(string: key, into: &output)
        output.append(contentsOf: ": ".utf8)
      }
      write(entry.value, depth: depth + 1, into: &output)
      output.append(contentsOf: (index == entries.count - 1 ? "\n" : ",\n").utf8)
    }
    output.append(contentsOf: indent)
    output.append(contentsOf: "\(brackets.1)".utf8)
  }
}

extension JSONValue {
  /// True for a scalar, or an array of scalars: what one line holds.
  fileprivate var isFlat: Bool {
    guard case .array(let values) = self else { return !isContainer }
    return !values.contains(where: \.isContainer)
  }

  /// True for an object or an array.
  fileprivate var isContainer: Bool {
    switch self {
    case .object, .array: true
    default: false
    }
  }
}
