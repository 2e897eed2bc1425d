import ScreenModel
import XCTest

/// Fails to compile if a public type of the engine stops being `Sendable`.
final class ScreenModelSendableTests: XCTestCase {
  private func requireSendable<T: Sendable>(_: T.Type) -> Bool { true }

  func testPublicTypes_AreSendable() {
    XCTAssertTrue(requireSendable(RowText.self))
    XCTAssertTrue(requireSendable(TextCell.self))
    XCTAssertTrue(requireSendable(TextRenderer.self))
    XCTAssertTrue(requireSendable(Screen<[TestRow]>.self))
    XCTAssertTrue(requireSendable(Storyboard.self))
    XCTAssertTrue(requireSendable(Storyboard.Step.self))
    XCTAssertTrue(requireSendable(Changeset.self))
    XCTAssertTrue(requireSendable(Changeset.Move.self))
    XCTAssertTrue(requireSendable(Changeset.Update.self))
    XCTAssertTrue(requireSendable(ChangeStage.self))
    XCTAssertTrue(requireSendable(ScreenUpdate<[TestRow]>.self))
  }
}
