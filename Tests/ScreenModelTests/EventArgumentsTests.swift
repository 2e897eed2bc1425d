import ScreenModel
import Testing

/// A whole-number parameter written with a fraction (`20.0`, as JSON allows) through the
/// path a front end takes, JSON text to `ScreenSession.send`: a whole decimal in the range is
/// that whole number, and one past either end, or with a fraction left, is refused like the
/// integer would be, naming the parameter and its range. Both ways in are checked: a
/// screen's own event (`open-number`) and the opening of a screen (`open` with `value`).
@MainActor @Suite struct EventArgumentsTests {
  /// The numbers' `value`: 0 to 2,000,000.
  private static let range = "a whole number from 0 to 2000000"

  private func session() -> ScreenSession {
    ScreenSession(screens: NumberScreens.declarations(built: BuiltRows()))
  }

  private func send(_ session: ScreenSession, _ text: String) async throws -> SessionUpdate {
    try await session.send(SessionEvent(json: JSONValue(parsing: text)))
  }

  /// The event of each way in that carries `value`, and the label its errors start with.
  private static let events: [(label: String, json: (String) -> String)] = [
    ("open-number", { #"{"event":"open-number","value":\#($0)}"# }),
    ("open number", { #"{"event":"open","screen":"number","value":\#($0)}"# }),
  ]

  @Test(arguments: [("0.0", "0"), ("2000000.0", "2000000"), ("-0.0", "0")])
  func aWholeDecimalAtEitherEnd_IsThatWholeNumber(written: String, number: String) async throws {
    for event in Self.events {
      let session = session()
      let update = try await send(session, event.json(written))
      #expect(session.screens == ["numbers", "number"], "\(event.label) \(written)")
      #expect(update.screen.title == number, "the screen of \(number), by \(event.label)")
    }
  }

  @Test(arguments: [
    ("-1.0", "-1"), ("2000001.0", "2000001"), ("-1000000.0", "-1000000"),
    ("5000000.0", "5000000"), ("1e15", "1000000000000000.0"),
  ])
  func aWholeDecimalPastEitherEnd_IsRefusedNamingTheParameterAndItsRange(
    written: String, shown: String
  ) async {
    for event in Self.events {
      await expectRefusal(
        event.json(written),
        "\(event.label): \"value\" must be \(Self.range), not \(shown)")
    }
  }

  @Test(arguments: [("2.5", "2.5"), ("-0.5", "-0.5"), ("1999999.5", "1999999.5")])
  func aDecimalWithAFraction_IsRefusedNamingTheParameterAndItsRange(
    written: String, shown: String
  ) async {
    for event in Self.events {
      await expectRefusal(
        event.json(written),
        "\(event.label): \"value\" must be \(Self.range), not \(shown)")
    }
  }

  @Test func theWholeNumbersJustPastEitherEnd_AreRefusedTheSameWay() async {
    for event in Self.events {
      for (written, shown) in [("-1", "-1"), ("2000001", "2000001")] {
        await expectRefusal(
          event.json(written), "\(event.label): \"value\" must be \(Self.range), not \(shown)")
      }
    }
  }

  /// Sends `json` to a new session and expects it refused as invalid with `message`, the
  /// session left as it was.
  private func expectRefusal(
    _ json: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let session = session()
    let error = await #expect(
      throws: SessionEventError.self, "\(json)", sourceLocation: sourceLocation
    ) {
      try await send(session, json)
    }
    #expect(error?.message == message, sourceLocation: sourceLocation)
    #expect(error?.kind == .invalid, sourceLocation: sourceLocation)
    #expect(session.screens == ["numbers"], "nothing opened", sourceLocation: sourceLocation)
    #expect(session.current.seq == 0, "nothing changed", sourceLocation: sourceLocation)
  }
}
