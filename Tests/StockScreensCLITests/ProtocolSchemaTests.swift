import Foundation
import LibraryTestSupport
import ScreenFrontEnds
import ScreenModel
import StockScreens
import StockScreensCLI
import TaiwanMarket
import TestSupport
import Testing

/// The JSON Schema `stock-screens drive --schema` publishes, checked by a validator that is
/// not the engine's (`ProtocolSchemaCheck`: Python's jsonschema): every event of every
/// scenario in `Tests/Scenarios`, one of each event every screen declares, hand-picked events
/// of every kind, and every update and error `drive` answered them with, in protocol 2 and
/// in protocol 1. The events the engine refuses as no event (an unknown name, a choice or a
/// number out of its range) the schema must reject too, and the schema without any one of
/// its events or screens must reject something recorded.
///
/// The validator tests skip, saying why, where python3 or jsonschema is missing.
@Suite(.needsBuiltProgram) struct ProtocolSchemaTests {
  static let unavailable = ProtocolSchemaCheck.unavailable
  static let screens = ScenarioParser.stockScreens

  @Test func schema_IsTheProgramsOwn_TheSameEveryRun() async throws {
    let printed = try await Self.program(["drive", "--schema"])
    #expect(printed.status == 0 && printed.stderr.isEmpty, "\(printed.stderr)")
    #expect(printed.stdout == ProtocolSchema(screens: Self.screens).text)
    let empty = FileManager.default.temporaryDirectory.path
    let again = try await Self.program(["drive", "--schema", "--data", empty])
    #expect(again.stdout == printed.stdout, "the schema is made from declarations, not data")

    let schema = try JSONValue(parsing: printed.stdout)
    #expect(schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
    let definitions = schema["$defs"]
    #expect(
      definitions?["screen"]?["enum"]
        == .array(
          ["directory", "feed", "profile", "watchlist", "screener", "settings"].map {
            .string($0)
          }))
    guard case .array(let branches)? = definitions?["event"]?["oneOf"] else {
      Issue.record("no oneOf of events in \(printed.stdout)")
      return
    }
    #expect(
      branches.compactMap { $0["title"] }
        == [
          "open", "back", "window", "locale", "load", "retry", "filter", "select", "watch",
          "refresh", "more", "website", "email", "call", "add", "remove", "sort",
          "market", "industry", "from", "to", "closeFrom", "closeTo", "changeFrom", "changeTo",
          "watched", "clear", "rise", "language", "openingMarket",
        ].map { .string($0) })
    let load = branches.first { $0["title"] == "load" }
    #expect(
      load?["properties"]?["market"]?["enum"] == .array(["listed", "otc", "emerging"]),
      "\(load?.text ?? "")")
    #expect(load?["required"] == .array(["event", "market"]))

    let both = try await Self.program(["drive", "--schema", "--protocol", "1"])
    #expect(both.status == 2 && both.stdout.isEmpty, "\(both.stderr)")
    #expect(both.stderr.contains("--schema"), "\(both.stderr)")
  }

  @Test func serve_AnswersGETApiSchema_WithTheSameText() async throws {
    let printed = try await Self.program(["drive", "--schema"]).stdout
    let program = try #require(BrowseBinary.url)
    let watchlist = FileManager.default.temporaryDirectory
      .appendingPathComponent("schema-watchlist-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: watchlist) }
    let server = try await blockingCall("serve to start") {
      try ServerProcess(
        program, arguments: ["serve", "--port", "0", "--watchlist", watchlist.path])
    }
    defer { server.stop() }
    let port = try #require(URL(string: server.url)?.port.flatMap { UInt16(exactly: $0) })
    let client = try LoopbackHTTPClient(port: port)
    defer { client.close() }
    let answer = try await client.request("GET", "/api/schema")
    #expect(answer.status == 200)
    #expect(answer.header("Content-Type") == "application/schema+json; charset=utf-8")
    #expect(answer.text == printed)
    let posted = try await client.request("POST", "/api/schema")
    #expect(posted.status == 405, "\(posted)")
  }

  @Test(.enabled(if: unavailable == nil, Comment(rawValue: unavailable ?? "")))
  func everyEventAndUpdate_FitsTheSchema_AndTheRefusedOnesDoNot() async throws {
    let check = try ProtocolSchemaCheck.found.get()
    let schema = try await Self.program(["drive", "--schema"]).stdout
    let sent =
      try SentEvents.refusals + SentEvents.handPicked + SentEvents.declared(Self.screens)
      + SentEvents.scenarios()
    var cases: [ProtocolSchemaCheck.Case] = sent.compactMap { event in
      (try? JSONValue(parsing: event.text)).map {
        .event($0, valid: event.fitsSchema, note: event.text)
      }
    }
    for version in [2, 1] {
      let answers = try await drive(sent, protocol: version)
      cases += answers.enumerated().map {
        .message($1, note: "protocol \(version), line \($0 + 1)")
      }
    }
    let all = cases
    #expect(all.count > 500, "\(all.count) instances")
    let run = try await blockingCall(
      "validate_schema.py on \(all.count) instances", within: .seconds(600)
    ) {
      try check.validate(schema: schema, cases: all)
    }
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("controls held"), "\(run.stdout)")
  }

  /// A parameter that may be left out may be sent as null, whatever its kind, in the schema
  /// of a program of any one of the screens: there no other screen's event of the same name
  /// (the feed's `retry`, which has no market) takes what this one's branch would refuse.
  @Test(.enabled(if: unavailable == nil, Comment(rawValue: unavailable ?? "")))
  func aParameterSentAsNull_FitsTheSchemaOfAProgramOfEachScreenAlone() async throws {
    let check = try ProtocolSchemaCheck.found.get()
    var sent: [String] = []
    for screen in Self.screens {
      let events = SentEvents.leftOutAsNull(on: screen)
      sent += events.map(\.text)
      guard !events.isEmpty else { continue }
      let cases: [ProtocolSchemaCheck.Case] = try events.map {
        .event(try JSONValue(parsing: $0.text), note: "\(screen.name): \($0.text)")
      }
      let schema = ProtocolSchema(screens: [screen]).text
      let run = try await blockingCall("validate_schema.py on \(screen.name) alone") {
        try check.validate(schema: schema, cases: cases, controls: false)
      }
      #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }
    #expect(sent.contains(#"{"event":"retry","market":null}"#), "\(sent)")
  }

  /// The check fails when the schema is wrong: without `load`, the recorded loads are no
  /// events, and the script says which.
  @Test(.enabled(if: unavailable == nil, Comment(rawValue: unavailable ?? "")))
  func aSchemaWithoutAnEvent_FailsTheValidationOfTheEventsRecorded() async throws {
    let check = try ProtocolSchemaCheck.found.get()
    let printed = try await Self.program(["drive", "--schema"]).stdout
    let schema = try Self.removing(event: "load", from: JSONValue(parsing: printed))
    let cases: [ProtocolSchemaCheck.Case] = try [
      #"{"event":"load","market":"otc"}"#, #"{"event":"filter","text":"台積"}"#,
    ].map { .event(try JSONValue(parsing: $0), note: $0) }
    let whole = try await blockingCall("validate_schema.py on the whole schema") {
      try check.validate(schema: printed, cases: cases, controls: false)
    }
    #expect(whole.status == 0, "\(whole.stdout)\(whole.stderr)")
    let run = try await blockingCall("validate_schema.py without load") {
      try check.validate(schema: schema.text, cases: cases, controls: false)
    }
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.contains(#"cases line 1 ({"event":"load","market":"otc"})"#), "\(run.stdout)")
    #expect(!run.stdout.contains("cases line 2"), "\(run.stdout)")
  }

  /// The user's appearance as a session writes it in its first message fits the schema, in
  /// either colour; a colour it does not name, or a member it does not have, does not.
  @Test(.enabled(if: unavailable == nil, Comment(rawValue: unavailable ?? "")))
  func theAppearance_FitsTheSchemaInEitherColour_AndNothingElseDoes() async throws {
    let check = try ProtocolSchemaCheck.found.get()
    let schema = try await Self.program(["drive", "--schema"]).stdout
    let settings = FileManager.default.temporaryDirectory
      .appendingPathComponent("schema-settings-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: settings) }
    let written = try await Self.program(["drive", "--settings", settings.path], input: "")
    let first = try #require(written.stdout.split(separator: "\n").first.map(String.init))
    #expect(try JSONValue(parsing: first)["appearance"] == .object([.init("rise", "red")]))
    let red = #""appearance":{"rise":"red"}"#
    let cases: [ProtocolSchemaCheck.Case] = try [
      (red, true), (#""appearance":{"rise":"green"}"#, true),
      (#""appearance":{"rise":"blue"}"#, false),
      (#""appearance":{"rise":"red","fall":"green"}"#, false), (#""appearance":{}"#, false),
    ].map { member, valid in
      let text = first.replacingOccurrences(of: red, with: member)
      return .message(try JSONValue(parsing: text), valid: valid, note: member)
    }
    let run = try await blockingCall("validate_schema.py on the appearance") {
      try check.validate(schema: schema, cases: cases, controls: false)
    }
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
  }

  /// The validator checks a row once for each distinct row it meets: a row that breaks the
  /// schema is found in every update that sends it, and an update sent again is checked again.
  @Test(.enabled(if: unavailable == nil, Comment(rawValue: unavailable ?? "")))
  func aBrokenRow_IsFoundEachTimeItIsSent() async throws {
    let check = try ProtocolSchemaCheck.found.get()
    let schema = try await Self.program(["drive", "--schema"]).stdout
    let answers = try await Self.program(
      ["drive"], input: #"{"event":"load","market":"listed"}"# + "\n"
    ).stdout.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
    let update = try #require(answers.last { $0["rows"] != nil }, "an update with rows")
    let broken = Self.withoutCells(update)
    try #require(broken != update, "the update's first row has cells")
    let cases: [ProtocolSchemaCheck.Case] = [update, broken, update, broken].map {
      .message($0, note: $0 == update ? "whole" : "broken")
    }
    let run = try await blockingCall("validate_schema.py on a broken row sent twice") {
      try check.validate(schema: schema, cases: cases, controls: false)
    }
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 2, "\(run.stdout)")
    for line in [2, 4] {
      #expect(
        lines.contains { $0.hasPrefix("cases line \(line) (broken)") && $0.contains("'cells'") },
        "\(run.stdout)")
    }
  }

  /// `message` with its first row's `cells` taken out.
  private static func withoutCells(_ message: JSONValue) -> JSONValue {
    func edit(_ value: JSONValue, at path: [String]) -> JSONValue {
      switch value {
      case .object(let members):
        guard let key = path.first else { return value }
        if path.count == 1 { return .object(members.filter { $0.key != key }) }
        return .object(
          members.map {
            $0.key == key ? .init(key, edit($0.value, at: Array(path.dropFirst()))) : $0
          })
      case .array(let items) where path.first == "0" && !items.isEmpty:
        return .array([edit(items[0], at: Array(path.dropFirst()))] + items.dropFirst())
      default: return value
      }
    }
    return edit(message, at: ["rows", "0", "row", "cells"])
  }

  /// Plays `sent` through `drive` in `version` of the protocol and returns what it wrote,
  /// after checking which lines it answered with an error: the refused ones, and every
  /// `window` in protocol 1.
  private func drive(_ sent: [SentEvent], protocol version: Int) async throws -> [JSONValue] {
    let watchlist = FileManager.default.temporaryDirectory
      .appendingPathComponent("schema-watchlist-\(UUID().uuidString).json")
    let settings = FileManager.default.temporaryDirectory
      .appendingPathComponent("schema-settings-\(UUID().uuidString).json")
    defer {
      try? FileManager.default.removeItem(at: watchlist)
      try? FileManager.default.removeItem(at: settings)
    }
    let input = sent.map { $0.text + "\n" }.joined()
    let run = try await Self.program(
      [
        "drive", "--protocol", "\(version)", "--watchlist", watchlist.path, "--settings",
        settings.path,
      ], input: input)
    #expect(run.status == 0, "\(run.stderr)")
    let answers = try run.stdout.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
    var errors: [Int: String] = [:]
    for answer in answers {
      if case .int(let line)? = answer["line"], case .string(let message)? = answer["error"] {
        errors[Int(line)] = message
      }
    }
    for (index, event) in sent.enumerated() {
      let error = errors[index + 1]
      if event.eitherWay {
        continue
      } else if version == 1, event.text.contains(#""event":"window""#) {
        #expect(error != nil, "protocol 1 refuses \(event.text)")
      } else if let refusal = event.refusal {
        #expect(error?.contains(refusal) == true, "\(event.text): \(error ?? "taken")")
      } else {
        #expect(error == nil, "protocol \(version) refused \(event.text): \(error ?? "")")
      }
    }
    let screens = Set(answers.compactMap { $0["screen"] })
    #expect(screens.count == Self.screens.count, "updates of every screen: \(screens)")
    return answers
  }

  /// The schema without the branch of `event` among the events.
  private static func removing(event name: String, from schema: JSONValue) throws -> JSONValue {
    func edit(_ value: JSONValue, at path: ArraySlice<String>) -> JSONValue {
      guard let key = path.first, case .object(let members) = value else {
        guard case .array(let branches) = value else { return value }
        return .array(branches.filter { $0["title"] != .string(name) })
      }
      return .object(
        members.map { $0.key == key ? .init(key, edit($0.value, at: path.dropFirst())) : $0 })
    }
    let edited = edit(schema, at: ["$defs", "event", "oneOf"])
    try #require(edited != schema, "the schema has an event \(name)")
    return edited
  }

  /// Runs the built program with `arguments`, `input` on its standard input.
  private static func program(_ arguments: [String], input: String? = nil) async throws
    -> ProgramRun
  {
    try await blockingCall("stock-screens \(arguments.joined(separator: " "))") {
      try ProgramRun.builtProduct(
        "stock-screens", arguments: arguments, input: input.map { Data($0.utf8) })
    }
  }
}
