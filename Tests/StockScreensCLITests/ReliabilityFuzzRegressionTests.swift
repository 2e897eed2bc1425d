import Foundation
import ScreenFrontEnds
import StockScreensCLI
import TestSupport
import XCTest

/// Replays the scenario parser's fuzz seeds and the inputs that once broke it
/// (`Fuzz/Corpus/scenario`, `Fuzz/Regressions/scenario`), with the fuzz target's checks.
final class ReliabilityFuzzRegressionTests: XCTestCase {
  /// Found by fuzzing: a carriage return alone inside a line was a word of its own, so
  /// `filter m31 \r` searched for "m31 \r" and the step's label carried a raw CR.
  func testStrayCarriageReturn_PartsWordsLikeAnyWhiteSpace() throws {
    let scenario = try ScenarioParser.parse("filter m31 \r  # lower case\n", file: "s")
    XCTAssertEqual(scenario.steps.map(\.command), [.event(.filter("m31"))])
    XCTAssertEqual(scenario.steps.map(\.label), ["filter m31  # lower case"])
  }

  func testOtherWhiteSpace_PartsWordsToo() throws {
    let text = "fail\u{A0}otc\u{2003}連線\u{B}逾時\nfilter 台\u{3000}\t積\n"
    let scenario = try ScenarioParser.parse(text, file: "s")
    XCTAssertEqual(
      scenario.steps.map(\.command), [.fail(.otc, reason: "連線 逾時"), .event(.filter("台 積"))])
  }

  /// A combining mark after a tab starts a word; as Characters a label's space would swallow it.
  func testCombiningMarkAfterATab_SurvivesTheLabel() throws {
    let scenario = try ScenarioParser.parse("fail listed\t\u{301}x\n", file: "s")
    let label = try XCTUnwrap(scenario.steps.first?.label)
    XCTAssertEqual(
      try ScenarioParser.parse(label, file: "s").steps.map(\.command),
      [.fail(.listed, reason: "\u{301}x")])
  }

  /// Seeds with a mistake on purpose; every other seed and regression must parse, so that a
  /// parser refusing everything cannot pass by skipping.
  static let seedsThatFail: Set = ["feed_back_error.scenario", "unknown_market.scenario"]

  func testSeedsAndRegressions_ParseToLabelsThatParseAlike() throws {
    let files = try Self.files(in: ["Fuzz/Corpus/scenario", "Fuzz/Regressions/scenario"])
    XCTAssertGreaterThanOrEqual(files.count, 5)
    var steps = 0
    for file in files {
      let name = file.lastPathComponent
      let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
      guard !Self.seedsThatFail.contains(name) else {
        XCTAssertThrowsError(try ScenarioParser.parse(text, file: name), name)
        continue
      }
      let scenario = try ScenarioParser.parse(text, file: name)
      for step in scenario.steps {
        XCTAssertFalse(
          step.source.unicodeScalars.contains { $0.properties.isWhitespace && $0 != " " },
          "\(name):\(step.line)")
      }
      // Labels parse alike as a whole: one alone may need the screens before it (`back`).
      let labels = scenario.steps.map(\.label).joined(separator: "\n")
      let again = try ScenarioParser.parse(labels, file: "labels of " + name)
      XCTAssertEqual(again.steps.map(\.command), scenario.steps.map(\.command), name)
      steps += scenario.steps.count
    }
    XCTAssertGreaterThanOrEqual(steps, 30, "the seeds' steps were all checked")
  }

  static func files(in folders: [String]) throws -> [URL] {
    guard let files = SharedData.packageFiles(in: folders) else { throw XCTSkip("no package root") }
    return files
  }

}
