import SnapshotStore
import XCTest

final class SnapshotRecordModeTests: XCTestCase {
  private func mode(
    _ explicit: SnapshotRecordMode?, _ environment: [String: String]
  ) throws -> SnapshotRecordMode.Choice {
    try SnapshotRecordMode.resolve(explicit: explicit, environment: environment)
  }

  private func mode(_ environment: [String: String]) throws -> SnapshotRecordMode.Choice {
    try SnapshotRecordMode.resolve(explicit: nil, environment: environment)
  }

  func testResolve_DefaultsToMissingLocally() throws {
    XCTAssertEqual(try mode([:]), .init(mode: .missing, origin: .standard))
    XCTAssertEqual(try mode(["CI": ""]), .init(mode: .missing, origin: .standard))
  }

  func testResolve_DefaultsToNeverUnderCI() throws {
    XCTAssertEqual(try mode(["CI": "true"]), .init(mode: .never, origin: .continuousIntegration))
  }

  func testResolve_VariableWinsOverCI() throws {
    XCTAssertEqual(
      try mode(["CI": "1", "SNAPSHOT_RECORD": "failed"]),
      .init(mode: .failed, origin: .environment))
    XCTAssertEqual(try mode(["SNAPSHOT_RECORD": " ALL "]), .init(mode: .all, origin: .environment))
  }

  func testResolve_ArgumentWinsOverEverything() throws {
    XCTAssertEqual(
      try mode(.all, ["CI": "1", "SNAPSHOT_RECORD": "bogus"]),
      .init(mode: .all, origin: .argument))
  }

  func testResolve_UnknownValueIsAnErrorThatNamesTheChoices() {
    XCTAssertThrowsError(try mode(["SNAPSHOT_RECORD": "sometimes"])) { error in
      XCTAssertEqual(error as? SnapshotStoreError, .unknownRecordMode(value: "sometimes"))
      XCTAssertEqual(
        "\(error)", #"SNAPSHOT_RECORD is "sometimes"; use one of missing, all, failed, never."#)
    }
  }
}
