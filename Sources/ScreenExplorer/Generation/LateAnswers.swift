/// Answers that come late, in a walk: when a line leaves answers held (a scenario's `pause`),
/// the walk plays one to three lines more, which may ask for data and act before it comes,
/// then releases the answers: with the program's line that released them before, once one
/// has, else with its lines in turn from the one after the line that held (`resume` after
/// `pause`), until one does.
///
///     pause            # held
///     load otc         # asked for, unanswered
///     filter 台        # acted on before the answer
///     resume           # the load answered late
struct LateAnswers {
  /// The line that holds the answers, and how many lines are left before they are released.
  private var holding: (line: String, left: Int)?
  /// The program's lines tried to release them, in order.
  private var tried: [String] = []
  /// The line that released answers held, once one has.
  private(set) var release: String?

  /// Follows a step of the walk: `line`, played with answers held before (`wasHolding`) or
  /// not, and held after (`isHolding`) or not.
  mutating func follow(
    _ line: String, wasHolding: Bool, isHolding: Bool, using random: inout WalkRandom
  ) {
    switch (wasHolding, isHolding) {
    case (false, true):
      holding = (line, Int.random(in: 1...3, using: &random))
      tried = []
    case (true, false):
      if holding != nil, tried.last == line { release = line }
      holding = nil
    case (true, true):
      if let (held, left) = holding, left > 0 { holding = (held, left - 1) }
    case (false, false): break
    }
  }

  /// The line the walk plays next to release the answers held, when their time has come;
  /// nil otherwise, and once every program line was tried in vain.
  mutating func releasing(with programLines: [String]) -> String? {
    guard let (held, left) = holding, left == 0 else { return nil }
    if let release, !tried.contains(release) {
      tried.append(release)
      return release
    }
    let start = (programLines.firstIndex(of: held) ?? -1) + 1
    let turn = programLines[start...] + programLines[..<start]
    guard let next = turn.first(where: { $0 != held && !tried.contains($0) }) else {
      holding = nil
      return nil
    }
    tried.append(next)
    return next
  }
}
