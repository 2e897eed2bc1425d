extension ScreenSession {
  /// Follows the outputs screens gave since the last look, in order.
  ///
  /// An output that leads nowhere (a screen not registered, an input or an event not of its
  /// screen's type, a screen that cannot be opened, no navigation at all) is a problem the
  /// next update names, and so is what a screen's driver could not do (`ScreenDriver.problems`).
  func followNavigation() async {
    while let output = stack.nextOutput() {
      switch output.step {
      case .close(let result):
        await close(returning: result)
      case .problem(let problem):
        composer.note(problem)
      case .open(let name, let input):
        guard let declaration = declaration(named: name) else {
          composer.note("an output opens \"\(name)\", which no screen is named")
          continue
        }
        do {
          try await open(declaration, with: input)
        } catch {
          composer.note("an output opens \"\(name)\": \(error.message)")
        }
      case .send(let event, let name):
        guard let receiver = await receiver(named: name) else {
          composer.note(
            "an output sends \(event) to \"\(name)\", which is not open and cannot open alone")
          continue
        }
        if !(await receiver.deliver(event)) {
          composer.note(
            "an output sends \(event) to \"\(name)\", which takes no event of its type")
        }
      }
    }
    if composer.hasProblems, applyingDepth == 0 { composer.sendProblems() }
  }

  /// Takes the screen on top off the stack and delivers `result` to the screen below, in
  /// that order, so that the update the event makes is of the screen below with the result
  /// taken; a screen alone on the stack stays, and its result goes nowhere.
  private func close(returning result: (any Sendable)?) async {
    guard stack.entries.count > 1 else {
      composer.note("an output closes the \(top.name), which nothing is under")
      return
    }
    let closed = top.name
    await show(Array(stack.entries.dropLast()))
    guard let result, let below = stack.top else { return }
    if !(await below.deliver(result)) {
      composer.note(
        "the \(closed) returns \(result) to the \(below.name), which takes no event of its type")
    }
  }

  /// The instance of `name` an event delivered to it goes to: the nearest the top of the
  /// stack, else the kept root, else a root opened now in the background; nil when there is
  /// none to open.
  private func receiver(named name: String) async -> OpenScreen? {
    if let live = stack.receiver(named: name) { return live }
    guard let declaration = declaration(named: name), declaration.placement == .root,
      let input = try? declaration.input(from: EventArguments()),
      let live = declaration.open(
        input, requests: requests, instance: stack.nextInstance(), words: words)
    else { return nil }
    stack.keepRoot(live)
    attach(live)
    await live.start()
    return live
  }
}

extension [AnyScreenDeclaration] {
  /// Why an event named `name` is not taken while the screen named `top` is on top: it is
  /// refused when another screen declares it (`more works on the feed; the screen here is
  /// the directory`), and invalid when none does.
  public func refusal(of name: String, on top: String) -> SessionEventError {
    let owners = filter { $0.event(named: name) != nil }.map(\.name)
    guard owners.isEmpty else {
      let list = EventParameter.Kind.list(owners, last: "or the")
      return SessionEventError(
        .refused, "\(name) works on the \(list); the screen here is the \(top)")
    }
    return SessionEventError(
      .invalid,
      "unknown event \(VisibleText.quoted(name)); events: \(eventNames.joined(separator: ", "))")
  }

  /// Every event a session of these screens takes, in order: `open`, each screen's own
  /// (each name once), then `back`.
  public var eventNames: [String] {
    var names = ["open"]
    for declaration in self {
      for event in declaration.events where !names.contains(event.name) { names.append(event.name) }
    }
    return names + ["back"]
  }
}
