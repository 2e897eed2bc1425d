import Foundation
import ScreenFrontEnds
import ScreenModel
import StockScreensCLI
import TaiwanMarket
import XCTest

/// What a text snapshot shows of a state is what the protocol sends of it: for every step of
/// every stock scenario, the text's control lines are the update's controls (buttons too),
/// in their order, each with its label and value, and its row lines are the update's rows,
/// each with its cells in order.
final class OneTruthTests: XCTestCase {
  private var scenarioFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios")
  }

  @MainActor
  func testEveryStepOfEveryScenario_ShowsInTextWhatTheUpdateSends() async throws {
    let files = try FileManager.default.contentsOfDirectory(
      at: scenarioFolder, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "scenario" }
    XCTAssertGreaterThanOrEqual(files.count, 10)
    var buttons = 0
    for file in files {
      let scenario = try ScenarioParser.parse(
        String(contentsOf: file, encoding: .utf8), file: file.lastPathComponent)
      let player = ScenarioPlayer(
        source: EmbeddedSampleSource(), live: .app(), clock: ScenarioSnapshotTests.start)
      try await player.play(scenario) { record in
        let step = "\(file.lastPathComponent):\(record.step.line)"
        buttons += record.controls.filter { $0["kind"] == "button" }.count
        Self.check(record, at: step)
      }
    }
    XCTAssertGreaterThan(buttons, 0, "the buttons are part of what both show")
  }

  private static func check(_ record: StepRecord, at step: String) {
    let lines = record.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .dropFirst().map(String.init)
    let drawn = record.controls.filter { $0["kind"] != "endOfRows" }
    guard lines.count == drawn.count + record.rows.count else {
      return XCTFail(
        "\(step): \(lines.count) lines, \(drawn.count) controls and \(record.rows.count) rows")
    }
    for (line, control) in zip(lines, drawn) {
      guard case .string(let label)? = control["label"] else {
        return XCTFail("\(step): \(control)")
      }
      XCTAssertTrue(line.contains(label), "\(step): \(line) shows \(label)")
      if case .string(let value)? = control["value"] {
        XCTAssertTrue(line.contains("[\(value)"), "\(step): \(line) shows \(value)")
      }
      let disabled = control["enabled"] == .bool(false) && control["readOnly"] == nil
      XCTAssertEqual(line.hasSuffix("（不可用）"), disabled, "\(step): \(line)")
    }
    for (line, row) in zip(lines.dropFirst(drawn.count), record.rows) {
      guard case .array(let cells)? = row["cells"] else { continue }
      // A cell's marks show in brackets in the text: its words show in order without them.
      var rest = Substring(line.filter { $0 != "[" && $0 != "]" })
      for case .string(let cell) in cells where !cell.isEmpty {
        guard let found = rest.range(of: cell) else {
          XCTFail("\(step): \(line) shows \(cell) after the cells before it")
          break
        }
        rest = rest[found.upperBound...]
      }
    }
  }
}
