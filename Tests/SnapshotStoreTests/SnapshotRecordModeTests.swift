import SnapshotStore
import Testing

@Suite struct SnapshotRecordModeTests {
  private func mode(
    _ explicit: SnapshotRecordMode?, _ environment: [String: String]
  ) throws -> SnapshotRecordMode.Choice {
    try SnapshotRecordMode.resolve(explicit: explicit, environment: environment)
  }

  private func mode(_ environment: [String: String]) throws -> SnapshotRecordMode.Choice {
    try SnapshotRecordMode.resolve(explicit: nil, environment: environment)
  }

  @Test func resolve_DefaultsToMissingLocally() throws {
    #expect(try mode([:]) == .init(mode: .missing, origin: .standard))
    #expect(try mode(["CI": ""]) == .init(mode: .missing, origin: .standard))
  }

  @Test func resolve_DefaultsToNeverUnderCI() throws {
    #expect(
      try mode(["CI": "true"])
        == .init(mode: .never, origin: .continuousIntegration(variable: "CI")))
  }

  @Test(arguments: ["", "0", "false", "FALSE", "False"])
  func resolve_CIOffValuesRecordLocally(value: String) throws {
    #expect(try mode(["CI": value]) == .init(mode: .missing, origin: .standard))
  }

  @Test(arguments: ["true", "1", "yes", "woodpecker"])
  func resolve_AnyOtherCIValueMeansNever(value: String) throws {
    #expect(try mode(["CI": value]).mode == .never)
  }

  @Test(arguments: ["GITHUB_ACTIONS", "TF_BUILD", "GITLAB_CI", "BUILDKITE"])
  func resolve_ServiceVariablesMeanNeverWithoutCI(variable: String) throws {
    #expect(
      try mode([variable: "true", "CI": "false"])
        == .init(mode: .never, origin: .continuousIntegration(variable: variable)))
    #expect(try mode([variable: ""]).mode == .missing)
  }

  @Test func continuousIntegration_NamesTheVariableThatShowsIt() {
    #expect(ContinuousIntegration.variable(in: ["GITLAB_CI": "true"]) == "GITLAB_CI")
    #expect(ContinuousIntegration.variable(in: ["CI": "1", "BUILDKITE": "true"]) == "CI")
    #expect(!ContinuousIntegration.isActive(in: ["CI": "false", "HOME": "/root"]))
  }

  @Test func resolve_VariableWinsOverCI() throws {
    #expect(
      try mode(["CI": "1", "SNAPSHOT_RECORD": "failed"])
        == .init(mode: .failed, origin: .environment))
    #expect(try mode(["SNAPSHOT_RECORD": " ALL "]) == .init(mode: .all, origin: .environment))
  }

  @Test func resolve_ArgumentWinsOverEverything() throws {
    #expect(
      try mode(.all, ["CI": "1", "SNAPSHOT_RECORD": "bogus"])
        == .init(mode: .all, origin: .argument))
  }

  @Test func resolve_UnknownValueIsAnErrorThatNamesTheChoices() {
    #expect(throws: SnapshotStoreError.unknownRecordMode(value: "sometimes")) {
      try mode(["SNAPSHOT_RECORD": "sometimes"])
    }
    #expect(
      SnapshotStoreError.unknownRecordMode(value: "sometimes").description
        == #"SNAPSHOT_RECORD is "sometimes"; use one of missing, all, failed, never."#)
  }
}
