/// Delta debugging (Zeller's ddmin): the fewest lines of a failing path that still fail,
/// found by trying its halves, quarters and so on and the rest without each, then each line
/// left out alone.
///
///     let lines = await Shrinker(limit: 300).shrink(path) { candidate in
///       await stillFails(candidate)
///     }
///
/// Each try plays a candidate from the start; `limit` bounds how many are played, after
/// which the shortest failing path found so far is the answer.
@MainActor
struct Shrinker {
  /// The most candidates tried.
  var limit: Int

  /// The shortest failing sublist of `lines` found, keeping their order; `fails` tells
  /// whether a candidate still fails (and may trim it to where it failed).
  func shrink(
    _ lines: [String], fails: ([String]) async -> [String]?
  ) async -> [String] {
    var current = lines
    var tries = 0
    var parts = 2
    func attempt(_ candidate: [String]) async -> [String]? {
      guard tries < limit, !candidate.isEmpty else { return nil }
      tries += 1
      return await fails(candidate)
    }
    while current.count >= 2, tries < limit {
      let chunks = Self.split(current, into: parts)
      var reduced: [String]?
      for chunk in chunks {
        if let failing = await attempt(chunk) {
          reduced = failing
          break
        }
      }
      if reduced == nil, chunks.count > 2 {
        for index in chunks.indices {
          let rest = chunks.enumerated().filter { $0.offset != index }.flatMap(\.element)
          if let failing = await attempt(rest) {
            reduced = failing
            break
          }
        }
      }
      if let reduced, reduced.count < current.count {
        current = reduced
        parts = max(parts - 1, 2)
      } else if parts >= current.count {
        break
      } else {
        parts = min(current.count, parts * 2)
      }
    }
    // Then each line left out alone, from the last: a path no single line can leave.
    var index = current.count - 1
    while index >= 0, current.count > 1, tries < limit {
      var candidate = current
      candidate.remove(at: index)
      if let failing = await attempt(candidate) { current = failing }
      index = min(index - 1, current.count - 1)
    }
    return current
  }

  /// `lines` in `count` runs of nearly equal length, in order.
  static func split(_ lines: [String], into count: Int) -> [[String]] {
    let count = max(1, min(count, lines.count))
    var chunks: [[String]] = []
    var start = 0
    for part in 0..<count {
      let end = start + (lines.count - start) / (count - part)
      chunks.append(Array(lines[start..<end]))
      start = end
    }
    return chunks
  }
}
