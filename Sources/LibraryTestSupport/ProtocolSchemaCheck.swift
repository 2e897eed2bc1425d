import Foundation
import ScreenModel
import TestSupport

/// A program's session protocol checked against the JSON Schema the program publishes, by a
/// validator that is not the engine's: `Tests/Support/validate_schema.py`, on Python's
/// `jsonschema` (PyPI, draft 2020-12).
///
///     let check = try ProtocolSchemaCheck.found.get()
///     let run = try check.validate(
///       schema: printed, cases: [.event(sent), .event(refused, valid: false), .message(update)])
///     // run.status 0 when every case held, and every control did
///
/// It needs python3 with jsonschema; `unavailable` says which is missing.
public struct ProtocolSchemaCheck: Sendable {
  /// The python that runs the script.
  public let python: URL
  /// `Tests/Support/validate_schema.py` of this package.
  public let script: URL

  /// One instance, the definition it is checked against, and whether the schema must
  /// accept it.
  public struct Case: Sendable {
    /// `event` (what a front end sends) or `message` (what it receives).
    public var definition: String
    /// Whether the schema must accept it.
    public var isValid: Bool
    /// What the instance is, for a failure's message.
    public var note: String
    /// The JSON checked against the definition.
    public var instance: JSONValue

    /// An event a front end sends; `valid: false` for one the schema must reject.
    public static func event(_ instance: JSONValue, valid: Bool = true, note: String = "") -> Case {
      Case(definition: "event", isValid: valid, note: note, instance: instance)
    }

    /// A message a front end receives: an update or an error; `valid: false` for one the
    /// schema must reject.
    public static func message(_ instance: JSONValue, valid: Bool = true, note: String = "")
      -> Case
    {
      Case(definition: "message", isValid: valid, note: note, instance: instance)
    }

    /// The case's line in the script's input.
    var line: String {
      JSONValue.object([
        "as": .string(definition), "valid": .bool(isValid), "note": .string(note),
        "instance": instance,
      ]).text
    }
  }

  /// The check, or why it cannot run here.
  public static let found = Result { () throws(ServeBrowser.Unavailable) -> ProtocolSchemaCheck in
    guard let python = ProgramRun.onPath("python3") else {
      throw ServeBrowser.Unavailable(
        description: "python3 is not installed: the protocol's schema is validated with it")
    }
    let probe = try? ProgramRun.run(
      python, arguments: ["-c", "import jsonschema"], within: .seconds(120))
    guard probe?.status == 0 else {
      throw ServeBrowser.Unavailable(
        description: "jsonschema is not installed for python3 (pip install jsonschema): "
          + "the protocol's schema was not validated")
    }
    guard let root = SharedData.packageRoot() else {
      throw ServeBrowser.Unavailable(description: "no package root, which holds the script")
    }
    return ProtocolSchemaCheck(
      python: python, script: root.appendingPathComponent("Tests/Support/validate_schema.py"))
  }

  /// Why the check cannot run here, or nil when it can.
  public static let unavailable: String? = {
    guard case .failure(let missing) = found else { return nil }
    return missing.description
  }()

  /// Runs the script on `schema` (the text a program printed) and `cases`; with `controls`,
  /// it also checks that the schema without each event and each screen rejects some valid
  /// case. Status 0 when every check held, 1 with a line a problem otherwise.
  ///
  /// - Throws: `DeadlineExceeded` when the script has not finished within `limit`.
  public func validate(
    schema: String, cases: [Case], controls: Bool = true, within limit: Duration = .seconds(300)
  ) throws -> ProgramRun {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("protocol-schema-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let schemaFile = folder.appendingPathComponent("schema.json")
    let casesFile = folder.appendingPathComponent("cases.jsonl")
    try Data(schema.utf8).write(to: schemaFile)
    try Data(cases.map { $0.line + "\n" }.joined().utf8).write(to: casesFile)
    return try ProgramRun.run(
      python,
      arguments: [script.path, schemaFile.path, casesFile.path]
        + (controls ? [] : ["--no-controls"]), within: limit, priority: .background)
  }
}
