import Foundation
import LibraryTestSupport
import ScreenFrontEnds
import ScreenModel
import StockScreensCLI
import TaiwanMarket
import XCTest

/// What a text snapshot shows of a state is what the protocol sends of it, by
/// `OneTruthCheck`, for every step of every stock scenario: the same controls (buttons too)
/// in their order, with their labels, values, availability and messages, and the same rows
/// with their cells in order. `ExternalPackageTests` holds the same of the outside package's
/// scenarios.
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
    for mismatch in OneTruthCheck.mismatches(
      text: record.text, controls: record.controls, rows: record.rows)
    {
      XCTFail("\(step): \(mismatch)")
    }
  }

  /// The check finds each way a text can show a state otherwise than its update: a value, an
  /// availability, a message, a row's cells out of order, a line too many.
  func testTheCheck_FindsWhatTheTextShowsOtherwise() throws {
    let text = "# 借出\n  天數 [90      ]（不可用）\n  三體  小明\n"
    let days = #"{"kind":"textField","id":"days","label":"天數","value":"90","enabled":false"#
    func mismatches(_ control: String, cells: String = #"["三體","小明"]"#) throws -> [String] {
      OneTruthCheck.mismatches(
        text: text, controls: [try JSONValue(parsing: control)],
        rows: [try JSONValue(parsing: #"{"id":"loan","cells":\#(cells)}"#)])
    }
    XCTAssertEqual(try mismatches(days + "}"), [])
    let wrong = [
      (days.replacingOccurrences(of: "false", with: "true") + "}", "is not disabled"),
      (days + #","readOnly":true}"#, "is read-only"),
      (days.replacingOccurrences(of: "\"90\"", with: "\"30\"") + "}", "does not show 30"),
      (days + #","message":"1 到 60 天"}"#, "does not end with its message"),
    ]
    for (control, expected) in wrong {
      let found = try mismatches(control)
      XCTAssertTrue(found.contains { $0.contains(expected) }, "\(control): \(found)")
    }
    let swapped = try mismatches(days + "}", cells: #"["小明","三體"]"#)
    XCTAssertEqual(swapped, ["  三體  小明 does not show 三體 after the cells before it"])
    let short = OneTruthCheck.mismatches(text: text, controls: [], rows: [])
    XCTAssertEqual(short, ["2 lines, 0 controls and 0 rows"])
  }
}
