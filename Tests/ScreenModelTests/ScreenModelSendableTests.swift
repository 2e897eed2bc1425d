import ScreenModel

// Fails to compile if a public type of the engine stops being `Sendable`: the build is the
// check, so nothing here runs.

private func requireSendable<each T: Sendable>(_: repeat (each T).Type) {}

private func publicTypesAreSendable() {
  requireSendable(
    RowText.self, TextCell.self, TextRenderer.self, Screen<[TestRow]>.self, Storyboard.self,
    Storyboard.Step.self, Changeset.self, Changeset.Move.self, Changeset.Update.self,
    ChangeStage.self, ChangesetError.self, ScreenUpdate<[TestRow]>.self, RequestQueue.self,
    ScreenDriver<TestController>.self, JSONValue.self, JSONValue.ParseError.self)
}

/// The smallest controller, for the driver's line above.
private struct TestController: ScreenController {
  var title: String { "" }
  var rows: [TestRow] { [] }
  mutating func handle(_ event: Int) -> [Int] { [] }
}
