import ScreenModel
import Testing

/// `EventID`: what an event's `id` may be (a string, or a whole number within ±2^53 written
/// without a fraction or an exponent), read from the bytes as written, also from a line cut
/// short or broken after it; and the error that carries it back.
@MainActor @Suite struct EventIDTests {
  @Test(arguments: [
    (#""7""#, "7"), ("7", "7"), (#""""#, ""), ("-3", "-3"), ("0", "0"),
    ("9007199254740992", "9007199254740992"), ("-9007199254740992", "-9007199254740992"),
    (#""20.0""#, "20.0"), (#""\u0041""#, "A"),
  ])
  func aStringOrAWholeNumberWithin2To53_IsACause(written: String, cause: String) throws {
    let id = try #require(EventID(written: Array(written.utf8)))
    #expect(id.cause == cause)
    #expect(id.written == written)
  }

  @Test(arguments: [
    "20.0", "1.5", "1e30", "1E2", "18446744073709551616", "-9223372036854775809",
    "9007199254740993", "-9007199254740993", "null", "true", "{}", "[1]",
  ])
  func anyOtherID_IsNoCause_AndIsRefusedQuotingIt(written: String) throws {
    let id = try #require(EventID(written: Array(written.utf8)))
    #expect(id.cause == nil)
    #expect(id.written == written)
    #expect(
      id.refusal
        == "an \"id\" is a string, or a whole number from -2^53 to 2^53 written without a "
        + "fraction or an exponent; not \(written)")
  }

  @Test func theIDAsWritten_LosesOnlyTheWhiteSpaceBetweenItsTokens() throws {
    let id = try #require(EventID(written: Array("[ 1,\n 2 ]".utf8)))
    #expect(id.written == "[1,2]")
    let object = try #require(EventID(written: Array(#"{ "a" : "b c\" d" }"#.utf8)))
    #expect(object.written == #"{"a":"b c\" d"}"#)
  }

  @Test func theLeadingID_IsReadAsFarAsTheBytesAreJSON() {
    func id(_ text: String) -> String? { EventID.leading(in: Array(text.utf8))?.written }
    #expect(id(#"{"id":"7","event":"filter","text":"台"#) == #""7""#, "cut after it")
    #expect(id(#"{"event":"back", "id" : 20.0 ,}"#) == "20.0", "broken after it")
    #expect(id(#"{"event":"back","id":"a","id":"b"}"#) == #""a""#, "the first, as a session reads")
    #expect(id(#"{"event":"back",,"id":"7"}"#) == nil, "broken before it")
    #expect(id(#"{"event":"filter","text":"abc"#) == nil, "cut before it")
    #expect(id(##"{"id":"7""##) == #""7""#, "cut after it, before its object ends")
    #expect(id(#"{"id":"7"#) == nil, "cut inside it")
    #expect(id(#"[{"id":"7"}]"#) == nil, "no object")
    #expect(id(#"{"event":{"id":"7"}}"#) == nil, "only a member of the object itself")
  }

  /// Sent in the process, an event whose id names no cause is refused whole: applied, it
  /// would end with no message that names it.
  @Test func aSessionRefusesAnEventWhoseIDIsNoCause_ApplyingNothing() async throws {
    let session = ScreenSession(screens: NumberScreens.declarations(built: BuiltRows()))
    for written in ["20.0", "null", "{}"] {
      let json = try JSONValue(parsing: #"{"event":"open-number","value":3,"id":\#(written)}"#)
      let error = await #expect(throws: SessionEventError.self) {
        try await session.send(json: json)
      }
      #expect(error?.kind == .invalid)
      #expect(error?.message.hasPrefix("an \"id\" is a string") == true, "\(error?.message ?? "")")
    }
    #expect(session.current.seq == 0 && session.screens == ["numbers"], "nothing applied")
    let taken = try await session.send(
      json: JSONValue(parsing: #"{"event":"open-number","value":3,"id":9007199254740992}"#))
    #expect(taken.cause == "9007199254740992")
  }

  @Test func anError_CarriesTheIDAsItWasWritten() throws {
    let id = try #require(EventID(written: Array("20.0".utf8)))
    let error = SessionError("nope", line: 4, id: id, protocol: .v2)
    #expect(error.text == #"{"protocol":2,"error":"nope","line":4,"id":20.0}"#)
    #expect(SessionError("nope", protocol: .v1).text == #"{"protocol":1,"error":"nope"}"#)
  }
}
