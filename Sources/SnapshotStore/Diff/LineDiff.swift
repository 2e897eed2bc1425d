/// The shortest edit script between two sequences of lines (Myers' O(ND) algorithm).
///
/// Lines are first compared as text to trim the common prefix and suffix, then the middle is
/// turned into integers (equal lines, equal numbers) so the search compares numbers. The
/// search stops after `costLimit` edits and then replaces the whole middle: still a correct
/// script, no longer the shortest, and never slow.
///
/// - Complexity: O((N + M) · D) time and O(D²) memory, where D is the number of edits
///   (at most `costLimit`) after trimming.
enum LineDiff {
  /// One step of an edit script.
  enum Step: Equatable {
    /// The next old line equals the next new line.
    case keep
    /// The next old line is removed.
    case delete
    /// The next new line is inserted.
    case insert
  }

  /// Edits beyond which the search gives up on finding the shortest script.
  static let defaultCostLimit = 2_000

  /// The steps that turn `old` into `new`, in order.
  static func steps<Line: Hashable>(
    from old: [Line], to new: [Line], costLimit: Int = defaultCostLimit
  ) -> [Step] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    var numbers: [Line: Int] = [:]
    let a = old[prefix..<(old.count - suffix)].map { number(for: $0, in: &numbers) }
    let b = new[prefix..<(new.count - suffix)].map { number(for: $0, in: &numbers) }
    let middle =
      shortestSteps(a, b, costLimit: costLimit)
      ?? Array(repeating: .delete, count: a.count) + Array(repeating: .insert, count: b.count)
    return Array(repeating: .keep, count: prefix) + middle
      + Array(repeating: .keep, count: suffix)
  }

  private static func number<Line: Hashable>(for line: Line, in numbers: inout [Line: Int]) -> Int {
    if let known = numbers[line] { return known }
    let next = numbers.count
    numbers[line] = next
    return next
  }

  /// Myers' forward search; `nil` when it needs more than `costLimit` edits.
  private static func shortestSteps(_ a: [Int], _ b: [Int], costLimit: Int) -> [Step]? {
    let n = a.count
    let m = b.count
    if n == 0 || m == 0 {
      return Array(repeating: .delete, count: n) + Array(repeating: .insert, count: m)
    }
    let maxCost = min(n + m, costLimit)
    let offset = maxCost + 1
    var v = [Int](repeating: 0, count: 2 * offset + 1)
    var trace: [[Int]] = []
    for d in 0...maxCost {
      // Round d reads the furthest reaches of round d - 1 on diagonals -d-1 ... d+1.
      trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
          ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n, y >= m { return backtrack(trace, n: n, m: m) }
      }
    }
    return nil
  }

  /// Walks the saved rounds back from the end to recover the steps.
  private static func backtrack(_ trace: [[Int]], n: Int, m: Int) -> [Step] {
    var steps: [Step] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let round = trace[d]
      let reach = { (k: Int) in round[k + d + 1] }
      let k = x - y
      let previousK = (k == -d || (k != d && reach(k - 1) < reach(k + 1))) ? k + 1 : k - 1
      let previousX = reach(previousK)
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        steps.append(.keep)
        x -= 1
        y -= 1
      }
      if d > 0 { steps.append(x == previousX ? .insert : .delete) }
      x = previousX
      y = previousY
    }
    return steps.reversed()
  }
}
