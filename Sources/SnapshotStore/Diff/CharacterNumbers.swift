/// Numbers for the characters of two lines, so that their search compares integers: a
/// character of one Unicode scalar is that scalar's value (no hashing, which for a
/// `Character` means normalizing it first); any other is numbered above the scalars in the
/// order first seen.
///
/// Two single-scalar characters that Unicode calls equivalent (U+212B ANGSTROM SIGN and
/// U+00C5) get different numbers; inside lines already known to differ, that only marks such
/// a character as changed.
struct CharacterNumbers {
  private var clusters: [Character: Int] = [:]

  mutating func number(for character: Character) -> Int {
    var scalars = character.unicodeScalars.makeIterator()
    if let first = scalars.next(), scalars.next() == nil { return Int(first.value) }
    if let known = clusters[character] { return known }
    let next = 0x11_0000 + clusters.count
    clusters[character] = next
    return next
  }

  /// How many elements `a` and `b` share at their start and, after it, at their end.
  static func sharedEnds(_ a: [Int], _ b: [Int]) -> Int {
    var start = 0
    while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
    var end = 0
    while end < a.count - start, end < b.count - start,
      a[a.count - 1 - end] == b[b.count - 1 - end]
    {
      end += 1
    }
    return start + end
  }

  /// At least as many elements as `a` and `b` can share in order: each number counted as
  /// often as the one of them that has it fewer times, numbers that fall in one of 256
  /// buckets counted as one (which can only count more).
  ///
  /// - Complexity: O(n + m), with no allocation on the heap.
  static func sharedAtMost(_ a: [Int], _ b: [Int], work: inout Int) -> Int {
    work += a.count + b.count
    return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 256) { counts in
      counts.initialize(repeating: 0)
      for number in a { counts[number & 0xFF] += 1 }
      var shared = 0
      for number in b where counts[number & 0xFF] > 0 {
        counts[number & 0xFF] -= 1
        shared += 1
      }
      return shared
    }
  }
}
