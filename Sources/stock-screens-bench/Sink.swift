/// Collects the results of measured work into a checksum printed with `--verbose`, so that
/// no measured computation is dead code.
final class Sink {
  /// The running checksum.
  private(set) var checksum: UInt64 = 0

  /// Folds `value` into the checksum.
  @inline(never)
  func consume(_ value: Int) {
    checksum = (checksum &* 0x100_0000_01B3) ^ UInt64(bitPattern: Int64(value))
  }
}
