extension ScreenSession {
  /// Applies `change`, one event's effect, as `send(_:cause:)` applies an event: after the
  /// first screen's opening, with `cause` on the updates it makes, its outputs followed,
  /// and an update even when nothing changed; nothing happens while the registered screens
  /// have problems. Returns the last update.
  func applying(
    cause: String?, _ change: () async throws(SessionEventError) -> Void
  ) async throws(SessionEventError) -> SessionUpdate {
    guard problems.isEmpty else {
      throw SessionEventError(.refused, RegistrationError(problems).description)
    }
    if let opening { await opening.value }
    sending += 1
    defer { sending -= 1 }
    let work = beginWork(cause: cause)
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
      // A refused event is answered by its error; the front end acknowledges it after that.
      works[ObjectIdentifier(work)]?.cause = nil
      work.applied()
      // Answers that came meanwhile changed the screen all the same.
      if topChangedSinceShown { emitTop(cause: nil) }
      publishDones()
      throw error
    }
    emitTop(cause: cause)
    work.applied()
    publishDones()
    return current
  }

  /// True when the screen on top is not the one `current` shows, or has changed since.
  private var topChangedSinceShown: Bool {
    guard let top = stack.last else { return false }
    return top.instance != shown.instance || top.screen.number != shown.number
  }

  /// Acknowledges the events whose work ended while another event was being applied: after
  /// that event's update, which shows the answers that ended them.
  private func publishDones() {
    let dones = finishedCauses
    finishedCauses = []
    for cause in dones {
      messageBroadcast.publish(.done(SessionDone(cause: cause, protocol: sessionProtocol)))
    }
  }

  /// Work for an event acknowledged as `cause` once it is done.
  private func beginWork(cause: String?) -> EventWork {
    let work = EventWork { [weak self] work in
      guard let self, let entry = self.works.removeValue(forKey: ObjectIdentifier(work)),
        let cause = entry.cause
      else { return }
      // An answer applied while an event is being applied shows in that event's update.
      if self.isSending {
        self.finishedCauses.append(cause)
      } else {
        self.messageBroadcast.publish(
          .done(SessionDone(cause: cause, protocol: self.sessionProtocol)))
      }
    }
    works[ObjectIdentifier(work)] = (work, cause)
    return work
  }
}
