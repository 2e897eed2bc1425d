/// The `id` a front end gives an event, as it wrote it: what the update the event makes
/// carries back as `cause`, and what its one last message names.
///
/// An id is a string, or a whole number from -2^53 to 2^53 written without a fraction or an
/// exponent (`7`, not `7.0` or `7e0`), which every language's JSON reads exactly. Any other
/// (`20.0`, `1.5`, `1e30`, `2^64`, `null`, `true`, `{}`, `[1]`) names no cause: the event is
/// refused, and the error carries the id as it was written.
///
///     EventID(written: Array(#""7""#.utf8))?.cause   // "7"
///     EventID(written: Array("7".utf8))?.cause       // "7"
///     EventID(written: Array("20.0".utf8))?.cause    // nil: refused
public struct EventID: Hashable, Sendable, CustomStringConvertible {
  /// The largest whole number an id may be, and the negative of the smallest: 2^53.
  public static let largestNumber: Int64 = 1 << 53

  /// The id's JSON text as written, without the white space between its tokens (a body
  /// may spread `[1, 2]` over lines): what an error carries back.
  public let written: String
  /// The cause it is: the string itself, or the whole number in decimal; nil for an id the
  /// protocol refuses.
  public let cause: String?

  /// The id whose JSON text is `written`; nil when the bytes are not one JSON value.
  public init?(written bytes: some Collection<UInt8>) {
    let compact = Self.compacted(Array(bytes))
    guard let value = try? JSONValue(parsing: compact) else { return nil }
    self.init(value, written: String(decoding: compact, as: UTF8.self))
  }

  /// The id `value`, as a session reads it from an event object, written as JSON writes it.
  public init(_ value: JSONValue) {
    self.init(value, written: value.text)
  }

  private init(_ value: JSONValue, written: String) {
    self.written = written
    switch value {
    case .string(let text): cause = text
    case .int(let number) where number.magnitude <= UInt64(Self.largestNumber):
      // Written as a whole number: the parser reads any fraction or exponent as a double.
      cause = String(number)
    default: cause = nil
    }
  }

  /// The `id` of the event object the bytes begin with, as far as they can be read: a line
  /// cut at its limit, or one that is not JSON after its `id`, still names it. Nil when none
  /// can be read.
  public static func leading(in bytes: [UInt8]) -> EventID? {
    JSONValue.leadingMember("id", of: bytes).flatMap { EventID(written: $0.written) }
  }

  /// Why an id that names no cause is refused, quoting it.
  public var refusal: String {
    "an \"id\" is a string, or a whole number from -2^53 to 2^53 written without a fraction "
      + "or an exponent; not \(VisibleText.shown(written))"
  }

  /// The id as written.
  public var description: String { written }

  /// `bytes` without the white space outside strings.
  private static func compacted(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.contains(where: { [0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return bytes }
    var state = JSONStringState()
    return bytes.filter { state.take($0) || ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
  }
}
