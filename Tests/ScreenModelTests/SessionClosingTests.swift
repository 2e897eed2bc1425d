import LibraryTestSupport
import ScreenModel
import TestSupport
import Testing

/// An event that closes its screen (an editor's save): the session takes the screen off the
/// stack and the screen below gets what the output returns, in the event's one update.
@MainActor @Suite struct SessionClosingTests {
  private func session(_ draft: ScreenDeclaration<AlertDraft, NoInput> = AlertScreens.draft())
    -> ScreenSession
  {
    ScreenSession(screens: [AlertScreens.list, draft])
  }

  @discardableResult
  private func send(_ session: ScreenSession, _ text: String) async throws -> SessionUpdate {
    try await session.send(json: JSONValue(parsing: text))
  }

  @Test func aSave_ClosesTheEditor_AndTheListBelowGetsTheAlert_InOneUpdate() async throws {
    let session = session()
    try await send(session, #"{"event":"add"}"#)
    try await send(session, #"{"event":"code","text":"2330"}"#)
    #expect(session.screens == ["alerts", "draft"])
    var messages: [String] = []
    session.observeMessages { message in
      switch message {
      case .update(let update): messages.append("update \(update.screen.name)")
      case .done(let done): messages.append("done \(done.cause)")
      }
      return true
    }
    let saved = try await send(session, #"{"event":"save","id":"s"}"#)
    #expect(session.screens == ["alerts"])
    #expect(saved.screen.name == "alerts" && saved.cause == "s")
    #expect(saved.screen.rowKeys == ["alert:2330"], "the result is in the update that closes")
    #expect(saved.problems.isEmpty, "\(saved.problems)")
    #expect(messages == ["update alerts", "done s"], "no update of the editor it left")

    // The list takes its own events again, and the editor's are refused there.
    try await send(session, #"{"event":"add"}"#)
    try await send(session, #"{"event":"code","text":"2454"}"#)
    try await send(session, #"{"event":"save"}"#)
    #expect(session.current.screen.rowKeys == ["alert:2330", "alert:2454"])
    await #expect(throws: SessionEventError.self) {
      try await send(session, #"{"event":"code","text":"1101"}"#)
    }
  }

  @Test func aSaveWhileItsButtonIsDisabled_IsRefusedNamingIt_AndLeavesTheEditorOnTop() async throws
  {
    let session = session()
    try await send(session, #"{"event":"add"}"#)
    let before = session.current.seq
    do {
      try await send(session, #"{"event":"save"}"#)
      Issue.record("a save of a draft that is not whole is refused")
    } catch let error as SessionEventError {
      #expect(error.control == "save" && error.kind == .refused, "\(error)")
      #expect(error.message.hasPrefix(#"save: the button "save" (儲存) is disabled"#))
    }
    #expect(session.screens == ["alerts", "draft"] && session.current.seq == before)
  }

  @Test func aCancel_ClosesTheEditor_WithNothingForTheList() async throws {
    let session = session()
    try await send(session, #"{"event":"add"}"#)
    try await send(session, #"{"event":"code","text":"2330"}"#)
    let cancelled = try await send(session, #"{"event":"cancel"}"#)
    #expect(session.screens == ["alerts"])
    #expect(cancelled.screen.rowKeys == ["none"] && cancelled.problems.isEmpty)
  }

  @Test func aResultTheScreenBelowDoesNotTake_IsNamed_AndTheEditorStillCloses() async throws {
    let session = session(AlertScreens.draft(saving: { .close(returning: $0) }))
    try await send(session, #"{"event":"add"}"#)
    try await send(session, #"{"event":"code","text":"2330"}"#)
    let saved = try await send(session, #"{"event":"save"}"#)
    #expect(session.screens == ["alerts"])
    #expect(saved.screen.rowKeys == ["none"])
    #expect(
      saved.problems == [
        "the draft returns 2330 to the alerts, which takes no event of its type"
      ])
  }

  @Test func aCloseFromAScreenAloneOnTheStack_IsNamed() async throws {
    let alone = ScreenDeclaration<AlertDraft, NoInput>(
      "draft", summary: "an editor opened alone",
      events: [EventForm("cancel", AlertDraft.Event.cancel, summary: "leave")],
      open: { requests in ScreenDriver(AlertDraft(), requests: requests, perform: { _ in nil }) },
      navigation: { _ in .close })
    let session = ScreenSession(screens: [alone])
    let update = try await send(session, #"{"event":"cancel"}"#)
    #expect(session.screens == ["draft"])
    #expect(update.problems == ["an output closes the draft, which nothing is under"])
  }

  @Test func anEventThatClosesARootScreen_KeepsTheScreensFromStarting() {
    let root = ScreenDeclaration<AlertDraft, NoInput>(
      "draft", summary: "an editor opened alone",
      events: [EventForm("save", AlertDraft.Event.save, summary: "save", closes: true)],
      open: { requests in ScreenDriver(AlertDraft(), requests: requests, perform: { _ in nil }) },
      navigation: { _ in .close })
    #expect(
      ScreenSession.problems(in: [root]) == [
        "draft: \"save\" closes the screen, which opens alone on the stack (placement: .root):"
          + " nothing is under it"
      ])
    #expect(ScreenSession.problems(in: [AlertScreens.list, AlertScreens.draft()]).isEmpty)
  }

  @Test func theDeclarationSaysWhichEventsClose() throws {
    let draft = AnyScreenDeclaration(AlertScreens.draft())
    #expect(draft.events.filter(\.closes).map(\.name) == ["save", "cancel"])
    let save = try #require(draft.event(named: "save"))
    #expect(
      save.json.text
        == #"{"name":"save","summary":"save the alert","parameters":[],"closes":true}"#)
    #expect(try #require(draft.event(named: "code")).json["closes"] == nil)
  }
}
