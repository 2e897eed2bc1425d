import Foundation
import TestSupport
import XCTest

/// Where a played sequence first disagreed with its reference model.
struct ModelFailure: Error {
  /// The 0-based index of the action after which the check failed.
  var step: Int
  /// What disagreed.
  var message: String
}

/// Plays seeded random action sequences against a controller and its reference model; on a
/// failure, shrinks the sequence and reports the seed and a short reproduction.
///
/// `MODEL_SEED=<n>` in the environment plays that one seed only, to reproduce a report.
struct ModelRunner<Action> {
  /// Makes one sequence from a generator.
  var generate: @Sendable (inout SplitMix64) -> [Action]
  /// Plays a sequence from a fresh state, checking after every action.
  var play: @Sendable ([Action]) -> ModelFailure?
  /// One action as a reproduction lists it.
  var describe: (Action) -> String

  /// Plays `count` sequences from seeds `base`, `base + 1`, …; returns true when every one
  /// agreed with the model. After a failure, the smallest failing seed is shrunk and
  /// reported, and no seed past it is started.
  ///
  /// The seeds are played on every core at once, each worker taking the next seed, so
  /// `generate` and `play` must be safe to call from several threads (`ModelCoverage` is);
  /// the seed reported is the one a run of one seed after another would report.
  @discardableResult
  func run(
    sequences count: Int, base: UInt64, file: StaticString = #filePath, line: UInt = #line
  ) -> Bool {
    let seeds: [UInt64]
    if let text = ProcessInfo.processInfo.environment["MODEL_SEED"], let seed = UInt64(text) {
      seeds = [seed]
    } else {
      seeds = (0..<UInt64(count)).map { base &+ $0 }
    }
    let found = FirstFailure<Action>()
    let (generate, play) = (self.generate, self.play)
    let workers = min(seeds.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while let index = found.nextSeed(below: seeds.count) {
        var generator = SplitMix64(seed: seeds[index])
        let actions = generate(&generator)
        if let failure = play(actions) { found.offer(index, actions, failure) }
      }
    }
    guard let (index, actions, failure) = found.first else { return true }
    let seed = seeds[index]
    let (shrunk, last) = shrink(Array(actions.prefix(failure.step + 1)), failure)
    let steps = shrunk.enumerated().map { "  \($0.offset + 1). \(describe($0.element))" }
    XCTFail(
      """
      seed \(seed) (replay with MODEL_SEED=\(seed)): \(failure.message)
      after \(failure.step + 1) of \(actions.count) actions; shrunk to \(shrunk.count):
      \(steps.joined(separator: "\n"))
      which fails with: \(last.message)
      """, file: file, line: line)
    return false
  }

  /// Drops runs of actions, then single actions, while the sequence still fails.
  func shrink(_ actions: [Action], _ failure: ModelFailure) -> ([Action], ModelFailure) {
    var current = actions
    var latest = failure
    var chunk = max(1, current.count / 2)
    while true {
      var removedAny = false
      var start = 0
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(current.count, start + chunk))
        if let found = play(candidate) {
          current = Array(candidate.prefix(found.step + 1))
          latest = found
          removedAny = true
        } else {
          start += chunk
        }
      }
      if chunk == 1 && !removedAny { return (current, latest) }
      chunk = max(1, removedAny ? chunk : chunk / 2)
    }
  }
}

/// The seeds the workers of `ModelRunner.run` take in turn, and the failure of the smallest
/// seed found to fail: once one fails, no seed past it is handed out.
private final class FirstFailure<Action>: @unchecked Sendable {
  // Unchecked: every field is read and written under `lock`.
  private let lock = NSLock()
  private var next = 0
  private var failure: (index: Int, actions: [Action], failure: ModelFailure)?

  /// The index of the next seed to play, or nil when there is none left before a failure.
  func nextSeed(below count: Int) -> Int? {
    lock.withLock {
      let limit = failure.map { min($0.index, count) } ?? count
      guard next < limit else { return nil }
      defer { next += 1 }
      return next
    }
  }

  /// Keeps the failure of the seed at `index` if it is the smallest so far.
  func offer(_ index: Int, _ actions: [Action], _ found: ModelFailure) {
    lock.withLock {
      if failure.map({ index < $0.index }) ?? true { failure = (index, actions, found) }
    }
  }

  var first: (Int, [Action], ModelFailure)? {
    lock.withLock { failure.map { ($0.index, $0.actions, $0.failure) } }
  }
}

/// How many times the played sequences reached each named situation, so that a test can
/// require its generator to keep reaching what it claims to check: a generator that stopped
/// producing failures, say, would pass every check without checking anything.
final class ModelCoverage: @unchecked Sendable {
  // Unchecked: `tally` is read and written under `lock`, as sequences are played on several
  // threads at once.
  private let lock = NSLock()
  private var tally: [String: Int] = [:]

  /// How many times each situation was reached.
  var counts: [String: Int] { lock.withLock { tally } }

  /// Counts one more time `situation` was reached.
  func note(_ situation: String) {
    lock.withLock { tally[situation, default: 0] += 1 }
  }

  /// Fails the test for each of `situations` reached fewer than `minimum` times, unless a
  /// single seed is replayed (`MODEL_SEED`). Call it after a run that passed: a failing run
  /// stops early, and its coverage means nothing.
  func require(
    _ situations: [String], atLeast minimum: Int, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard ProcessInfo.processInfo.environment["MODEL_SEED"] == nil else { return }
    let reached = counts
    for situation in situations where reached[situation, default: 0] < minimum {
      XCTFail(
        "the sequences reached \(situation) \(reached[situation, default: 0]) times, "
          + "fewer than \(minimum): the generator no longer tests it", file: file, line: line)
    }
  }
}

/// Text as a reproduction prints it.
enum ModelText {
  /// `"e\u{301}"`: quoted, with marks, controls and spaces other than U+0020 escaped, so that
  /// two spellings that look alike read differently.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      let category = scalar.properties.generalCategory
      let plain = scalar.isASCII ? (0x20..<0x7F).contains(scalar.value) && scalar != "\"" : true
      let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(category)
      let isSpace = scalar.properties.isWhitespace && scalar != " "
      if plain && !isMark && !isSpace && category != .format && category != .control {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      }
    }
    return result + "\""
  }
}
