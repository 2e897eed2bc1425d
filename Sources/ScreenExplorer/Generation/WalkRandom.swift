/// The seeded randomness of an exploration's walks: xorshift64*, one word of state, so that
/// one seed always walks the same lines.
///
///     var random = WalkRandom(seed: 7)
///     let line = lines.randomElement(using: &random)   // the same line for seed 7, always
struct WalkRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence `seed` fixes; every seed, 0 too, gives a usable one.
  init(seed: UInt64) {
    // xorshift's state must never be zero: the seed is spread by an odd constant first.
    let spread = (seed &+ 1) &* 0x9E37_79B9_7F4A_7C15
    state = spread == 0 ? 1 : spread
  }

  mutating func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 0x2545_F491_4F6C_DD1D
  }
}
