extension ScreenSession {
  /// Applies `change`, one event's effect, as `send(_:cause:)` applies an event: after the
  /// first screen's opening, with `cause` on the updates it makes, its outputs followed,
  /// and an update even when nothing changed; nothing happens while the registered screens
  /// have problems. Returns the last update.
  ///
  /// The emission it keeps, in order: while the event is applied, the composer is held, so
  /// its driver's updates, answers that come meanwhile and the screens it opens or closes
  /// make no update of their own; then the one update of the screen on top, carrying
  /// `cause`; then the dones of the events whose work ended meanwhile, this one's among them
  /// when it set nothing going. A refused event makes no update unless something else
  /// changed the screen meanwhile, and gets no done: its error is its end.
  func applying(
    cause: String?, _ change: () async throws(SessionEventError) -> Void
  ) async throws(SessionEventError) -> SessionUpdate {
    guard problems.isEmpty else {
      throw SessionEventError(.refused, RegistrationError(problems).description)
    }
    if let opening { await opening.value }
    beginApplying()
    defer { endApplying() }
    let work = ledger.begin(cause: cause)
    let outcome = await EventScope.$work.withValue(work) {
      () async -> Result<Void, SessionEventError> in
      do throws(SessionEventError) {
        try await change()
      } catch {
        return .failure(error)
      }
      await followNavigation()
      // A change to what a kept screen shows is acknowledged (its update, its answer over
      // HTTP, its `done`) only once its commands, the save among them, are performed.
      if work.keeps { await work.untilPerformed() }
      return .success(())
    }
    if case .failure(let error) = outcome {
      ledger.refused(work)
      // Answers that came meanwhile changed the screen all the same.
      if let top = stack.top, composer.hasChanged(top) { composer.sendTop(top, cause: nil) }
      ledger.acknowledgeDeferred()
      throw error
    }
    if let top = stack.top { composer.sendTop(top, cause: cause) }
    ledger.applied(work)
    ledger.acknowledgeDeferred()
    return current
  }
}
