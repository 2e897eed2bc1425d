extension JSONValue {
  /// The first member named `key` of the object `bytes` begin with, read as far as they
  /// are JSON: its value, and the bytes it was written as. Nil when the bytes begin with no
  /// object, or break off or go wrong before that member ends.
  ///
  /// A line cut at a limit, or one that goes wrong after its `id`, still names its `id`:
  ///
  ///     let line = Array(#"{"id":"7","event":"filter","text":"台"#.utf8)   // cut
  ///     print(JSONValue.leadingMember("id", of: line)?.value ?? .null)
  ///     // Prints string("7")
  ///
  /// - Complexity: O(*n*) in the bytes up to the end of the member.
  public static func leadingMember(
    _ key: String, of bytes: [UInt8]
  ) -> (value: JSONValue, written: ArraySlice<UInt8>)? {
    var parser = JSONParser(bytes: bytes, maximumDepth: 256)
    guard let (value, range) = parser.leadingMember(named: key) else { return nil }
    return (value, bytes[range])
  }
}

extension JSONParser {
  /// The value of the first member named `key` of the object the bytes begin with, and where
  /// it is written; nil when the bytes are no object, or break off or go wrong before it.
  mutating func leadingMember(named key: String) -> (JSONValue, Range<Int>)? {
    skipSpace()
    guard take(UInt8(ascii: "{")) else { return nil }
    while true {
      skipSpace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\""),
        let name = try? string()
      else { return nil }
      skipSpace()
      guard take(UInt8(ascii: ":")) else { return nil }
      skipSpace()
      let start = position
      guard let read = try? value() else { return nil }
      if name == key { return (read, start..<position) }
      skipSpace()
      guard take(UInt8(ascii: ",")) else { return nil }
    }
  }
}
