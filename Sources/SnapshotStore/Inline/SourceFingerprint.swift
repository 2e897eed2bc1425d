/// What a test's source file was when an inline assertion failed: its size and a 64-bit hash
/// of its bytes (FNV-1a). `accept` compares it with the file as it is: equal, the recorded
/// line and column still point at the call; different, the call is found again by its test.
///
///     print(SourceFingerprint(Array("let a = 1\n".utf8)))
///     // Prints: 10 bytes, fnv1a64 88a948f56987da51
///
/// A fingerprint tells a change, not an attack: it only has to differ when a person edits
/// the file.
public struct SourceFingerprint: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The file's size in bytes.
  public var size: Int
  /// The FNV-1a 64-bit hash of the bytes, as 16 hexadecimal digits.
  public var hash: String

  public init(size: Int, hash: String) {
    self.size = size
    self.hash = hash
  }

  /// The fingerprint of `bytes`.
  ///
  /// - Complexity: O(n).
  public init(_ bytes: [UInt8]) {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01b3
    }
    let digits = String(value, radix: 16)
    self.init(size: bytes.count, hash: String(repeating: "0", count: 16 - digits.count) + digits)
  }

  /// `N bytes, fnv1a64 HASH`.
  public var description: String { "\(size) bytes, fnv1a64 \(hash)" }
}
