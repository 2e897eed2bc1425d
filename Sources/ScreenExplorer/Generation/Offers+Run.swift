import ScreenModel

extension Offers {
  /// What the state `run` stands in offers.
  @MainActor
  static func make(for run: CheckedRun) -> Offers {
    let session = run.session.session
    let screen = session.current.screen
    let screens = run.session.screens
    return Offers(
      screen: screen,
      declaration: screens.first { $0.name == screen.name } ?? session.top,
      screens: screens, programLines: run.context.programLines,
      waits: run.context.target.waits, timersRun: session.clock.timerCount > 0)
  }

  /// Every line the state offers, kind by kind, each once.
  @MainActor
  static func all(in run: CheckedRun) -> [(Kind, String)] {
    let offers = make(for: run)
    var seen: Set<String> = []
    var all: [(Kind, String)] = []
    for kind in Kind.allCases {
      for line in offers.lines(kind) where seen.insert(line).inserted { all.append((kind, line)) }
    }
    return all
  }

  /// One line the state offers: a kind drawn by its weight among those with lines here,
  /// then one of its lines.
  @MainActor
  static func pick(in run: CheckedRun, using random: inout WalkRandom) -> (Kind, String)? {
    let offers = make(for: run)
    var kinds = Kind.allCases
    while !kinds.isEmpty {
      let total = kinds.reduce(0) { $0 + $1.weight }
      var roll = UInt64.random(in: 0..<total, using: &random)
      let index = kinds.firstIndex { kind in
        if roll < kind.weight { return true }
        roll -= kind.weight
        return false
      }
      guard let index else { return nil }
      let kind = kinds[index]
      if let line = offers.line(kind, using: &random) { return (kind, line) }
      kinds.remove(at: index)
    }
    return nil
  }
}
