/// Words for messages: lists read as a sentence, and the nearest of a few names.
package enum Prose {
  /// `a`, `a or b`, `a, b or c`.
  package static func list(_ items: [String], or conjunction: String) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) \(last)"
  }

  /// The candidate a typing slip away from `word` (at most two letters added, dropped,
  /// changed or swapped, and fewer than half of them), or nil.
  package static func nearest(to word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(word, $0)) }.filter {
      $0.1 <= 2 && $0.1 * 2 < max(word.count, $0.0.count)
    }
    return scored.min { $0.1 < $1.1 }?.0
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and
  /// transpositions of neighbours.
  private static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
