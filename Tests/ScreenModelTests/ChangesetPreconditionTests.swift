import ScreenModel
import Testing

/// A matching whose two arrays disagree is a programmer's error: the process stops, and
/// the message names the first index that breaks it, as `Changeset(matching:_:)` promises.
@Suite struct ChangesetPreconditionTests {
  @Test func aNewIndexMatchedToAnOldOnePastTheEnd_IsNamed() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      // Old index 2 is one past the two old elements: the first index out of reach.
      _ = Changeset(matching: [0, 1], [0, 2]) { _, _ in true }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("newToOld[1] is 2, but oldToNew does not match it back"), "\(message)")
  }

  @Test func anOldIndexMatchedThatTheNewSideDoesNotMatchBack_IsNamed() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Changeset(matching: [0, 1], [0, -1]) { _, _ in true }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("oldToNew[1] is 1, but newToOld does not match it back"), "\(message)")
  }

  @Test func anOldIndexMatchedToANewOnePastTheEnd_IsNamed() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Changeset(matching: [1, 0], [1]) { _, _ in true }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("oldToNew[0] is 1, but newToOld does not match it back"), "\(message)")
  }
}
