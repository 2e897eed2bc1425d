extension ScreenSession {
  /// Calls `observer` with every message from now on, updates and acknowledgements alike, on
  /// the main actor as it is made, until it returns false: what a front end writes, in order.
  ///
  ///     session.observeMessages { message in print(message.text); return true }
  ///     try await session.send(json: JSONValue(parsing: #"{"event":"load","market":"otc","id":"a"}"#))
  ///     // Prints {"protocol":2,"seq":1,"cause":"a",…}, and once the market's answer is in,
  ///     // {"protocol":2,"seq":2,…} then {"protocol":2,"done":"a"}
  public func observeMessages(_ observer: @escaping (SessionMessage) -> Bool) {
    messageBroadcast.observe(observer)
  }

  /// Every message from now on, updates and acknowledgements in the order they are made,
  /// starting with the current update.
  public func messages() -> AsyncStream<SessionMessage> {
    messageBroadcast.stream(startingWith: .update(current))
  }

  /// Follows `source`, the program's appearance: each update carries it, and a change of it
  /// is an update of its own while no event is being applied.
  func followAppearance(_ source: AppearanceSource?) {
    guard let source else { return }
    composer.appearance = source.current
    source.follow { [weak self] _ in
      guard let self else { return false }
      composer.sendAppearanceIfChanged()
      return true
    }
  }
}
