import Foundation
import ScreenFrontEnds
import ScreenModel
import StockScreensCLI
import TestSupport

/// A line of `drive`'s input, what the engine makes of it, and whether the schema accepts it.
struct SentEvent: Sendable {
  /// The line.
  var text: String
  /// A part of the error `drive` answers it with; nil for an event it takes.
  var refusal: String?
  /// Whether the schema accepts it: an event the screen on top does not take (`more` on the
  /// directory) is an event still.
  var fitsSchema: Bool
  /// True for an event the engine takes or refuses as the answers before it come: a watch
  /// read while its profile loads, or of a company watched in an earlier scenario.
  var eitherWay = false

  /// An event the engine takes.
  static func taken(_ text: String) -> SentEvent {
    SentEvent(text: text, refusal: nil, fitsSchema: true)
  }

  /// No event: the engine answers with an error saying `refusal`, and the schema rejects it.
  static func invalid(_ text: String, _ refusal: String) -> SentEvent {
    SentEvent(text: text, refusal: refusal, fitsSchema: false)
  }

  /// An event that does not apply now: the engine refuses it, saying `refusal`; the schema
  /// accepts it.
  static func refused(_ text: String, _ refusal: String) -> SentEvent {
    SentEvent(text: text, refusal: refusal, fitsSchema: true)
  }

  /// An event the engine takes, or refuses, as the answers before it come.
  static func eitherWay(_ text: String) -> SentEvent {
    SentEvent(text: text, refusal: nil, fitsSchema: true, eitherWay: true)
  }
}

/// What the schema test sends, in order: each part leaves the directory on top.
enum SentEvents {
  /// Messages that are no event of the stock screens, sent on the directory (`sort` on the
  /// watchlist).
  static let refusals: [SentEvent] = [
    .invalid(#"{"event":"fly"}"#, #"unknown event "fly""#),
    .invalid(#"{"event":""}"#, #"an event needs "event""#),
    .invalid(#"{"event":7}"#, #"an event needs "event""#),
    .invalid(#"[{"event":"back"}]"#, "an event is a JSON object"),
    .invalid(#"{"event":"load","market":"nasdaq"}"#, #"unknown market "nasdaq""#),
    .invalid(#"{"event":"load"}"#, #"load needs "market""#),
    .invalid(#"{"event":"load","market":null}"#, #"load needs "market""#),
    .invalid(#"{"event":"filter","text":5}"#, #""text" must be a string"#),
    .invalid(#"{"event":"select","code":""}"#, #"select needs "code""#),
    .invalid(#"{"event":"open"}"#, #"open needs "screen""#),
    .invalid(#"{"event":"open","screen":"nowhere"}"#, #"unknown screen "nowhere""#),
    .invalid(#"{"event":"open","screen":"profile"}"#, #"needs "code""#),
    .invalid(#"{"event":"open","screen":"feed","pageSize":0}"#, "from 1 to 1000, not 0"),
    .invalid(#"{"event":"open","screen":"feed","pageSize":1001}"#, "from 1 to 1000, not 1001"),
    .invalid(#"{"event":"open","screen":"feed","pageSize":20.5}"#, "from 1 to 1000, not 20.5"),
    .invalid(#"{"event":"open","screen":"feed","pageSize":"20"}"#, #"from 1 to 1000, not "20""#),
    .invalid(#"{"event":"window","from":-1}"#, #""from" must be 0 or more"#),
    .invalid(#"{"event":"window","count":0}"#, #""count" must be 1…1000"#),
    .invalid(#"{"event":"window","count":1001}"#, #""count" must be 1…1000"#),
    .invalid(#"{"event":"window","count":2.5}"#, #""count" must be a whole number"#),
    .taken(#"{"event":"open","screen":"watchlist"}"#),
    .invalid(#"{"event":"sort","order":"name"}"#, #"unknown order "name""#),
    .invalid(#"{"event":"add"}"#, #"add needs "code""#),
    .taken(#"{"event":"open","screen":"directory"}"#),
    // An id is a string or a whole number within ±2^53, and nothing else; 20.0 is one the
    // schema, like JSON, cannot tell from 20.
    .refused(#"{"event":"back","id":20.0}"#, #"not 20.0"#),
    .invalid(#"{"event":"back","id":1.5}"#, #"not 1.5"#),
    .invalid(#"{"event":"back","id":1e30}"#, #"not 1e30"#),
    .invalid(#"{"event":"back","id":18446744073709551616}"#, "not 18446744073709551616"),
    .invalid(#"{"event":"back","id":-9223372036854775809}"#, "not -9223372036854775809"),
    .invalid(#"{"event":"back","id":9007199254740993}"#, "not 9007199254740993"),
    .invalid(#"{"event":"back","id":-9007199254740993}"#, "not -9007199254740993"),
    .invalid(#"{"event":"back","id":null}"#, "not null"),
    .invalid(#"{"event":"back","id":true}"#, "not true"),
    .invalid(#"{"event":"back","id":{}}"#, "not {}"),
    .invalid(#"{"event":"back","id":[1]}"#, "not [1]"),
    // Anywhere but the first line, drive refuses a locale, which is an event still.
    .refused(#"{"event":"locale","locale":"en","id":"L"}"#, "only the first line"),
    .invalid(#"{"event":"locale","id":"L"}"#, #"locale needs "locale""#),
  ]

  /// Events of every kind the schema describes: a whole number written `20.0`, ids of both
  /// kinds, members the engine ignores, null for a parameter left out, the window moved, and
  /// events that do not apply to the screen on top, which are events still.
  static let handPicked: [SentEvent] = [
    .taken(#"{"event":"open","screen":"feed","pageSize":20.0,"id":1}"#),
    .taken(#"{"event":"more","id":"more"}"#),
    .taken(#"{"event":"open","screen":"profile","code":"2330","id":"profile"}"#),
    .taken(#"{"event":"back"}"#),
    .taken(#"{"event":"open","screen":"directory","sentBy":"a newer front end"}"#),
    .taken(#"{"event":"load","market":"listed","id":-3}"#),
    .taken(#"{"event":"load","market":"listed","id":9007199254740992}"#),
    .taken(#"{"event":"load","market":"listed","id":-9007199254740992}"#),
    .taken(#"{"event":"filter","text":"台積","extra":{"nested":[1,2.5,null]}}"#),
    .taken(#"{"event":"filter","text":null}"#),
    .taken(#"{"event":"filter"}"#),
    .taken(#"{"event":"retry","market":null}"#),
    .taken(#"{"event":"window","from":0,"count":1000}"#),
    .taken(#"{"event":"window","from":null,"count":60.0}"#),
    .taken(#"{"event":"window","from":5}"#),
    .taken(#"{"event":"window","from":0,"count":100}"#),
    .refused(#"{"event":"back"}"#, "nothing to go back to"),
    .refused(#"{"event":"more"}"#, "more works on the feed"),
  ]

  /// Each event each screen declares, on that screen: every choice of a choice, a whole
  /// number at its least, and once without the parameters that may be left out. A screen
  /// opened on top goes again after its event.
  static func declared(_ screens: [AnyScreenDeclaration]) -> [SentEvent] {
    var sent: [SentEvent] = []
    for screen in screens {
      let opening = SessionEvent.open(screen.name, sample(screen.openParameters)[0]).json.text
      for event in screen.events {
        var variants = sample(event.parameters)
        if event.parameters.contains(where: \.isOptional) {
          variants.append(sample(event.parameters.filter { !$0.isOptional })[0])
        }
        for arguments in variants {
          sent.append(.taken(opening))
          // The profile's watch, read while it may still load, finds its button disabled;
          // a watch or the watchlist's add of a company a scenario before watched is refused.
          let text = SessionEvent(event.name, EventArguments(arguments)).json.text
          let watches = event.name == "watch" || (screen.name == "watchlist" && event.name == "add")
          sent.append(watches ? .eitherWay(text) : .taken(text))
          if screen.placement == .stacked { sent.append(.taken(#"{"event":"back"}"#)) }
        }
      }
    }
    return sent + [.taken(#"{"event":"open","screen":"directory"}"#)]
  }

  /// Each event of `screen` (its `open` too) that has parameters that may be left out, sent
  /// with each of them null, which the engine reads as left out.
  static func leftOutAsNull(on screen: AnyScreenDeclaration) -> [SentEvent] {
    func sent(_ name: String, _ parameters: [EventParameter], _ more: [JSONValue.Member])
      -> [SentEvent]
    {
      guard parameters.contains(where: \.isOptional) else { return [] }
      let required = sample(parameters.filter { !$0.isOptional })[0]
      let nulls = parameters.filter(\.isOptional).map { JSONValue.Member($0.name, .null) }
      return [
        .taken(JSONValue.object([.init("event", .string(name))] + more + required + nulls).text)
      ]
    }
    return sent("open", screen.openParameters, [.init("screen", .string(screen.name))])
      + screen.events.flatMap { sent($0.name, $0.parameters, []) }
  }

  /// The arguments to try for `parameters`: one set a choice, each with a sample of every
  /// other parameter.
  private static func sample(_ parameters: [EventParameter]) -> [[JSONValue.Member]] {
    var sets: [[JSONValue.Member]] = [[]]
    for parameter in parameters {
      let values: [JSONValue] =
        switch parameter.kind {
        case .word: ["2330"]
        case .text: ["台積"]
        case .integer(let range): [.int(Int64(range.lowerBound))]
        case .boolean: [.bool(true)]
        case .choice(let choices, _): choices.map { .string($0.token) }
        }
      sets = sets.flatMap { set in values.map { set + [.init(parameter.name, $0)] } }
    }
    return sets
  }

  /// The events of every scenario of `Tests/Scenarios`, each scenario from the directory, each
  /// event with an id (a string and a number in turn); the program's own commands (failures,
  /// holding answers) are no events and are left out. One session plays them all, with one
  /// list kept across them, and a profile's answer not waited for: a line a scenario expects
  /// refused, and every `watch` (of a company watched already, or while its profile loads),
  /// is taken or refused.
  static func scenarios() throws -> [SentEvent] {
    guard let root = SharedData.packageRoot() else { throw ScenarioFolderMissing() }
    let folder = root.appendingPathComponent("Tests/Scenarios")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".scenario") }.sorted()
    guard !files.isEmpty else { throw ScenarioFolderMissing() }
    var sent: [SentEvent] = []
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let scenario = try ScenarioParser.parse(text, file: file)
      sent.append(.taken(#"{"event":"open","screen":"directory"}"#))
      for step in scenario.steps {
        guard case .event(let event) = step.command else { continue }
        let id: JSONValue =
          sent.count.isMultiple(of: 2) ? .int(Int64(sent.count)) : .string("\(file):\(step.line)")
        guard case .object(let members) = event.json else { continue }
        let text = JSONValue.object(members + [.init("id", id)]).text
        let timed = step.expectsRefusal || event.name == "watch"
        sent.append(timed ? .eitherWay(text) : .taken(text))
      }
    }
    return sent
  }

  /// `Tests/Scenarios` holds no scenario, or the package root was not found.
  struct ScenarioFolderMissing: Error, CustomStringConvertible {
    var description: String { "no scenarios in Tests/Scenarios of the package root" }
  }
}
