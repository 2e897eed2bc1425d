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
  var generate: (inout SplitMix64) -> [Action]
  /// Plays a sequence from a fresh state, checking after every action.
  var play: ([Action]) -> ModelFailure?
  /// One action as a reproduction lists it.
  var describe: (Action) -> String

  /// Plays `count` sequences from seeds `base`, `base + 1`, …; returns true when every one
  /// agreed with the model (after a failure, the others are not played).
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
    for seed in seeds {
      var generator = SplitMix64(seed: seed)
      let actions = generate(&generator)
      guard let failure = play(actions) else { continue }
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
    return true
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

/// How many times the played sequences reached each named situation, so that a test can
/// require its generator to keep reaching what it claims to check: a generator that stopped
/// producing failures, say, would pass every check without checking anything.
final class ModelCoverage {
  private(set) var counts: [String: Int] = [:]

  /// Counts one more time `situation` was reached.
  func note(_ situation: String) {
    counts[situation, default: 0] += 1
  }

  /// Fails the test for each of `situations` reached fewer than `minimum` times, unless a
  /// single seed is replayed (`MODEL_SEED`). Call it after a run that passed: a failing run
  /// stops early, and its coverage means nothing.
  func require(
    _ situations: [String], atLeast minimum: Int, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard ProcessInfo.processInfo.environment["MODEL_SEED"] == nil else { return }
    for situation in situations where counts[situation, default: 0] < minimum {
      XCTFail(
        "the sequences reached \(situation) \(counts[situation, default: 0]) times, "
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
