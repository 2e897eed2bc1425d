/// One measured figure: our median, the baseline's median in the same process, and the
/// target the issue sets for it.
///
///     let figure = Figure(name: "diff.5k", unit: .nanoseconds, ours: 400_000,
///       baseline: 80_000_000, target: Target([.ratioAtLeast(50)]))
///     print(figure.ratio ?? 0, figure.isMet ?? false)
///     // Prints "200.0 true"
struct Figure: Sendable {
  /// What a figure's numbers count.
  enum Unit: String, Sendable {
    /// A median time, lower is better.
    case nanoseconds = "ns"
    /// A throughput in 10⁶ bytes a second, higher is better.
    case megabytesPerSecond = "MB/s"
    /// A size in 10⁶ bytes, lower is better.
    case megabytes = "MB"
    /// A plain ratio.
    case times = "x"
  }

  /// The figure's name, such as `keystroke.real`.
  var name: String
  /// The unit of `ours` and `baseline`.
  var unit: Unit
  /// Our median, nil when skipped.
  var ours: Double?
  /// The baseline's median, nil where there is none.
  var baseline: Double?
  /// What must hold, nil for a figure reported for information only.
  var target: Target?
  /// Why the figure did not run, if it did not.
  var skipped: String?
  /// Details for `--verbose`: repetitions, spread, checksums, counts.
  var notes: [String] = []

  /// Creates a measured figure.
  init(
    name: String, unit: Unit, ours: Double, baseline: Double? = nil, target: Target? = nil,
    notes: [String] = []
  ) {
    self.name = name
    self.unit = unit
    self.ours = ours
    self.baseline = baseline
    self.target = target
    self.notes = notes
  }

  /// Creates a figure that did not run, and says why.
  init(name: String, unit: Unit, target: Target? = nil, skipped reason: String) {
    self.name = name
    self.unit = unit
    self.target = target
    self.skipped = reason
  }

  /// How many times better ours is than the baseline: the baseline's time over ours, or
  /// our throughput over the baseline's. Nil without a baseline.
  var ratio: Double? {
    guard let ours, let baseline, ours > 0, baseline > 0 else { return nil }
    switch unit {
    case .nanoseconds, .megabytes: return baseline / ours
    case .megabytesPerSecond, .times: return ours / baseline
    }
  }

  /// Whether the target is met; nil when there is no target or the figure was skipped.
  var isMet: Bool? {
    guard let target, ours != nil else { return nil }
    return target.isMet(by: self)
  }
}

/// The conditions a figure must meet, all of them.
///
///     print(Target([.oursBelow(50_000), .ratioAtLeast(50)]).description(unit: .nanoseconds))
///     // Prints "< 50,000 ns, ratio ≥ 50"
struct Target: Sendable {
  /// One condition.
  enum Condition: Sendable {
    /// Our figure is below this value.
    case oursBelow(Double)
    /// Our figure is above this value.
    case oursAbove(Double)
    /// The ratio is at least this.
    case ratioAtLeast(Double)
  }

  /// The conditions.
  var conditions: [Condition]

  /// Creates a target from its conditions.
  init(_ conditions: [Condition]) {
    self.conditions = conditions
  }

  /// True when every condition holds for `figure`.
  func isMet(by figure: Figure) -> Bool {
    conditions.allSatisfy { condition in
      switch condition {
      case .oursBelow(let bound): (figure.ours ?? .infinity) < bound
      case .oursAbove(let bound): (figure.ours ?? -.infinity) > bound
      case .ratioAtLeast(let bound): (figure.ratio ?? 0) >= bound
      }
    }
  }

  /// The target as the table prints it.
  func description(unit: Figure.Unit) -> String {
    conditions.map { condition in
      switch condition {
      case .oursBelow(let bound): "< \(NumberText.plain(bound)) \(unit.rawValue)"
      case .oursAbove(let bound): "> \(NumberText.plain(bound)) \(unit.rawValue)"
      case .ratioAtLeast(let bound): "ratio ≥ \(NumberText.plain(bound))"
      }
    }
    .joined(separator: ", ")
  }
}
