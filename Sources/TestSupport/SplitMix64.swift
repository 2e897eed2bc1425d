/// A seeded random number generator, so that random tests and benchmarks are reproducible.
///
/// SplitMix64 passes the usual statistical tests and needs one word of state:
///
///     var generator = SplitMix64(seed: 42)
///     let roll = Int.random(in: 1...6, using: &generator)
///     // The same seed always gives the same rolls.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator; equal seeds give equal sequences.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
