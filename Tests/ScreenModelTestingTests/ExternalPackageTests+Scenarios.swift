import Foundation
import LibraryTestSupport
import ScreenModel
import ScreenModelTesting
import TestSupport
import Testing

/// The outside package's scenarios, `Tests/Fixtures/Bookshelf/Scenarios`, played by its
/// program: each storyboard is its snapshot, and at every step the text shows what the
/// step's JSON sends (`OneTruthCheck`), controls, their availability and rows alike, as
/// `OneTruthTests` holds of the stock scenarios.
extension ExternalPackageTests {
  static let scenarioFolder = OutsidePackage.fixture + "/Scenarios"
  /// Where every scenario's clock starts, so that its ticks are the same on every run.
  static let scenarioClock = ["--clock", "2026-12-03T09:00:00+08:00"]

  @Test(.enabled(if: swift != nil), .timeLimit(.minutes(20)))
  func outsideScenarios_MatchTheirStoryboards_AndShowInTextWhatTheUpdateSends() async throws {
    let root = try #require(SharedData.packageRoot())
    let folder = root.appendingPathComponent(Self.scenarioFolder)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".scenario") }.sorted()
    #expect(names == ["alerts.scenario", "lend.scenario"])
    var availabilities: Set<String> = []
    for name in names {
      let path = folder.appendingPathComponent(name).path
      let text = try await shelf(["play", path] + Self.scenarioClock)
      let json = try await shelf(["play", path, "--format", "json"] + Self.scenarioClock)
      #expect(text.status == 0 && json.status == 0, "\(name): \(text.stderr)\(json.stderr)")
      assertTextSnapshot(
        of: text.stdout, as: .lines, atPath: "BookshelfScenarios/\(name.dropLast(9)).txt")
      let records = try json.stdout.split(separator: "\n").map {
        try JSONValue(parsing: String($0))
      }
      let screens = Self.screens(ofStoryboard: text.stdout)
      try #require(records.count == screens.count, "\(name): \(json.stdout)")
      for (record, screen) in zip(records, screens) {
        let controls = Self.array(record["controls"])
        for mismatch in OneTruthCheck.mismatches(
          text: screen, controls: controls, rows: Self.array(record["rows"]))
        {
          Issue.record("\(name), step \(record["step"]?.text ?? "?"): \(mismatch)")
        }
        availabilities.formUnion(
          controls.map { control in
            control["readOnly"] != nil ? "readOnly" : control["enabled"]?.text ?? "?"
          })
      }
    }
    #expect(availabilities == ["true", "false", "readOnly"], "every availability is checked")
  }

  /// The screen each step of `storyboard` leaves, as a text snapshot shows it: a step whose
  /// screen did not change, or whose event was refused as the line expected, says so in a
  /// line under its title and leaves the screen of the step before.
  static func screens(ofStoryboard storyboard: String) -> [String] {
    var screens: [String] = []
    for step in storyboard.components(separatedBy: "\n--- ") {
      let text = String(step.drop { $0 != "\n" }.dropFirst())
      let said = text.split(separator: "\n").dropFirst().first ?? ""
      let same = said == "  （畫面沒有變化）" || said.hasPrefix("  （如預期不接受：")
      screens.append(same ? screens.last ?? text : text)
    }
    return screens
  }

  private static func array(_ value: JSONValue?) -> [JSONValue] {
    if case .array(let elements)? = value { elements } else { [] }
  }
}
