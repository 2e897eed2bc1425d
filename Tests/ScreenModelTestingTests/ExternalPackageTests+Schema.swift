import Foundation
import LibraryTestSupport
import ScreenModel
import TestSupport
import Testing

extension ExternalPackageTests {
  static let schemaCheckMissing = ProtocolSchemaCheck.unavailable

  /// The shelf's `drive --schema` is its own: its screens and their events, whose updates
  /// and events Python's jsonschema validates against it (the loan's refusals, which name
  /// their control, too), the engine's refusals rejected.
  @Test(
    .enabled(if: swift != nil, "swift is not on PATH: the external-package test builds with it"),
    .enabled(if: schemaCheckMissing == nil, Comment(rawValue: schemaCheckMissing ?? "")),
    .timeLimit(.minutes(20)))
  func outsideProgram_DriveSchema_IsTheShelfsOwn_AndItsMessagesFitIt() async throws {
    let check = try ProtocolSchemaCheck.found.get()
    let printed = try await shelf(["drive", "--schema"])
    #expect(printed.status == 0, "\(printed.stderr)")
    let schema = try JSONValue(parsing: printed.stdout)
    #expect(
      schema["$defs"]?["screen"]?["enum"]
        == .array(["shelf", "loan", "confirm", "alerts", "editor"]))
    guard case .array(let branches)? = schema["$defs"]?["event"]?["oneOf"] else {
      Issue.record("no events in \(printed.stdout)")
      return
    }
    #expect(
      branches.compactMap { $0["title"] }
        == [
          "open", "back", "window", "locale", "add", "finish", "clear", "lend", "book",
          "borrower", "days", "open-ended", "submit", "confirm", "edit", "code", "direction",
          "threshold", "save", "cancel",
        ].map { .string($0) })
    let taken = [
      #"{"event":"add","title":"百年孤寂","id":"a"}"#, #"{"event":"finish","title":"三體","id":2}"#,
      #"{"event":"clear","from":"a newer front end"}"#, #"{"event":"window","from":0,"count":2}"#,
      #"{"event":"open","screen":"shelf"}"#, #"{"event":"back"}"#,
    ]
    let invalid = [
      #"{"event":"load","market":"listed"}"#, #"{"event":"add"}"#,
      #"{"event":"open","screen":"directory"}"#,
    ]
    let run = try await shelf(["drive"], input: (taken + invalid).joined(separator: "\n") + "\n")
    let answers = try run.stdout.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
    // `back` with nothing under is refused, and is an event still; the rest are no events.
    #expect(answers.compactMap { $0["line"] } == [6, 7, 8, 9].map { .int($0) }, "\(run.stdout)")
    // The alerts and their editor, in a run of their own, in English from its first line.
    let alerts = [
      #"{"event":"locale","locale":"en","id":"L"}"#, #"{"event":"open","screen":"alerts"}"#,
      #"{"event":"edit"}"#, #"{"event":"cancel"}"#,
      #"{"event":"edit","id":"e"}"#, #"{"event":"code","text":"2330"}"#,
      #"{"event":"direction","to":"below"}"#, #"{"event":"threshold","text":"1500.5"}"#,
      #"{"event":"save"}"#,
    ]
    let alertRun = try await shelf(["drive"], input: alerts.joined(separator: "\n") + "\n")
    let alertAnswers = try alertRun.stdout.split(separator: "\n").map {
      try JSONValue(parsing: String($0))
    }
    #expect(alertAnswers.allSatisfy { $0["error"] == nil }, "\(alertRun.stdout)")
    #expect(alertAnswers.prefix(3).map { $0["cause"] ?? $0["done"] } == [nil, "L", "L"])
    // The loan, whose refusals name the read-only and disabled controls.
    let loanRun = try await shelf(["drive"], input: Self.loanEvents.joined(separator: "\n") + "\n")
    let loanAnswers = try loanRun.stdout.split(separator: "\n").map {
      try JSONValue(parsing: String($0))
    }
    #expect(loanAnswers.filter { $0["control"] != nil }.count == 3, "\(loanRun.stdout)")
    var cases: [ProtocolSchemaCheck.Case] = try (taken + alerts + Self.loanEvents).map {
      .event(try JSONValue(parsing: $0), note: $0)
    }
    cases += loanAnswers.enumerated().map { .message($1, note: "loan's line \($0 + 1)") }
    cases += try invalid.map { .event(try JSONValue(parsing: $0), valid: false, note: $0) }
    cases += answers.enumerated().map { .message($1, note: "line \($0 + 1)") }
    cases += alertAnswers.enumerated().map { .message($1, note: "alerts' line \($0 + 1)") }
    let all = cases
    let validated = try await blockingCall("validate_schema.py on the shelf's messages") {
      try check.validate(schema: printed.stdout, cases: all)
    }
    #expect(validated.status == 0, "\(validated.stdout)\(validated.stderr)")
    #expect(validated.stdout.contains("controls held"), "\(validated.stdout)")
  }
}
