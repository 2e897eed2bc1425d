/// The shortest edit script between two sequences of lines (Myers' O(ND) algorithm), within a
/// bound on the work it may do.
///
/// Lines are first compared as text to trim the common prefix and suffix, then the middle is
/// turned into integers (equal lines, equal numbers) so the search compares numbers. The
/// search gives up after `Budget.costLimit` edits, or once it has made `Budget.work(n, m)`
/// steps and comparisons (a fixed allowance, plus a few per element), and then replaces the
/// whole middle: still a correct script, no longer the shortest, and never slow. Without the
/// second bound, texts whose every line changed cost O((N + M) · costLimit).
///
/// - Complexity: O(N + M + allowance) time, whatever the texts; O(min(D, costLimit)²) memory.
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

  /// How far a search may go before it settles for replacing the whole middle.
  struct Budget: Hashable, Sendable {
    /// Edits beyond which the shortest script is not looked for.
    var costLimit: Int
    /// Steps and comparisons allowed whatever the sizes.
    var allowance: Int
    /// Steps and comparisons allowed for each element of the two middles.
    var perElement: Int

    /// The work a search of middles of `n` and `m` elements may do.
    func work(_ n: Int, _ m: Int) -> Int { allowance + perElement * (n + m) }

    /// For the lines of two texts: up to 2,000 edits, about as many rounds as those take.
    static let lines = Budget(costLimit: 2_000, allowance: 4_000_000, perElement: 32)
  }

  /// The steps that turn `old` into `new`, in order.
  static func steps<Line: Hashable>(
    from old: [Line], to new: [Line], budget: Budget = .lines
  ) -> [Step] {
    var work = 0
    return steps(from: old, to: new, budget: budget, work: &work)
  }

  /// The steps that turn `old` into `new`, adding to `work` every step and comparison made:
  /// what a test counts to prove the bound.
  static func steps<Line: Hashable>(
    from old: [Line], to new: [Line], budget: Budget, work: inout Int
  ) -> [Step] {
    let (prefix, suffix) = commonEnds(old, new, work: &work)
    var numbers: [Line: Int] = [:]
    numbers.reserveCapacity(old.count + new.count - 2 * (prefix + suffix))
    let a = old[prefix..<(old.count - suffix)].map { number(for: $0, in: &numbers) }
    let b = new[prefix..<(new.count - suffix)].map { number(for: $0, in: &numbers) }
    work += a.count + b.count
    return Array(repeating: .keep, count: prefix) + middleSteps(a, b, budget, &work)
      + Array(repeating: .keep, count: suffix)
  }

  /// The steps between two sequences already numbered (equal elements, equal numbers), as
  /// `steps(from:to:budget:work:)` finds them without numbering again.
  static func steps(numbered old: [Int], _ new: [Int], budget: Budget, work: inout Int) -> [Step] {
    let (prefix, suffix) = commonEnds(old, new, work: &work)
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    return Array(repeating: .keep, count: prefix) + middleSteps(a, b, budget, &work)
      + Array(repeating: .keep, count: suffix)
  }

  /// How many elements the two sequences share at their start, and then at their end.
  private static func commonEnds<Element: Equatable>(
    _ old: [Element], _ new: [Element], work: inout Int
  ) -> (prefix: Int, suffix: Int) {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    work += prefix + suffix + 1
    return (prefix, suffix)
  }

  /// The shortest steps between two middles, or, past the budget, every old one removed and
  /// every new one inserted.
  private static func middleSteps(
    _ a: [Int], _ b: [Int], _ budget: Budget, _ work: inout Int
  ) -> [Step] {
    shortestSteps(a, b, budget: budget, work: &work)
      ?? Array(repeating: .delete, count: a.count) + Array(repeating: .insert, count: b.count)
  }

  private static func number<Line: Hashable>(for line: Line, in numbers: inout [Line: Int]) -> Int {
    if let known = numbers[line] { return known }
    let next = numbers.count
    numbers[line] = next
    return next
  }

  /// Myers' forward search; `nil` when it needs more edits or more work than `budget` allows.
  private static func shortestSteps(
    _ a: [Int], _ b: [Int], budget: Budget, work: inout Int
  ) -> [Step]? {
    let n = a.count
    let m = b.count
    if n == 0 || m == 0 {
      return Array(repeating: .delete, count: n) + Array(repeating: .insert, count: m)
    }
    let maxCost = min(n + m, budget.costLimit)
    let limit = work + budget.work(n, m)
    let offset = maxCost + 1
    var v = [Int](repeating: 0, count: 2 * offset + 1)
    var trace: [[Int]] = []
    for d in 0...maxCost {
      // Round d reads the furthest reaches of round d - 1 on diagonals -d-1 ... d+1.
      trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
      work += 2 * d + 3
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
          ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        let start = x
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        work += 1 + x - start
        v[offset + k] = x
        if x >= n, y >= m { return backtrack(trace, n: n, m: m) }
        // Checked on every diagonal, so a search overshoots by one snake at most.
        if work > limit { return nil }
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
