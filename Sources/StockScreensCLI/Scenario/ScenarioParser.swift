import StockScreens
import TaiwanMarket

/// Reads scenario text into steps, and checks that each command fits the screen it runs on.
public enum ScenarioParser {
  /// The longest scenario line accepted, in bytes.
  static let maxLineBytes = 4096

  /// Parses `text`, naming `file` in errors; the first problem stops parsing.
  public static func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
    var steps: [ScenarioStep] = []
    // "\r\n" is one Character in Swift, so both line endings are named.
    let lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    for (offset, rawLine) in lines.enumerated() {
      let number = offset + 1
      var line = rawLine
      if number == 1, line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
      guard line.utf8.count <= maxLineBytes else {
        throw ScenarioError(
          file: file, line: number, message: "line is longer than \(maxLineBytes) bytes")
      }
      let (body, note) = splitComment(line)
      // Any white space parts words, a stray carriage return too, and scalar by scalar: as
      // Characters, a space followed by a combining mark would be one and part no words.
      let words = body.unicodeScalars.split(whereSeparator: \.properties.isWhitespace)
        .map { String(Substring($0)) }
      guard let verb = words.first else { continue }
      do {
        let command = try command(verb: verb, words: Array(words.dropFirst()))
        steps.append(
          ScenarioStep(
            line: number, source: words.joined(separator: " "), note: note, command: command))
      } catch {
        throw ScenarioError(file: file, line: number, message: error.message)
      }
    }
    let scenario = Scenario(name: file, steps: steps)
    try ScenarioNavigation.check(scenario)
    return scenario
  }

  private static func splitComment(_ line: Substring) -> (Substring, String?) {
    guard let hash = line.firstIndex(of: "#") else { return (line, nil) }
    let note = line[line.index(after: hash)...].trimmingCharacters()
    return (line[..<hash], note.isEmpty ? nil : String(note))
  }

  struct Problem: Error {
    var message: String
  }

  private static func command(verb: String, words: [String]) throws(Problem) -> ScenarioCommand {
    let rest = words.joined(separator: " ")
    switch verb {
    case "open": return try open(words)
    case "load":
      try expect(words, count: 1, usage: "load MARKET")
      return .event(.load(try market(words[0])))
    case "fail":
      guard let first = words.first else {
        throw Problem(message: "fail needs a market: fail MARKET [REASON]")
      }
      let reason = words.dropFirst().joined(separator: " ")
      return .fail(try market(first), reason: reason.isEmpty ? nil : reason)
    case "retry":
      guard words.count <= 1 else { throw Problem(message: "retry takes at most a market") }
      return .event(.retry(try words.first.map(market)))
    case "filter": return .event(.filter(rest))
    case "select":
      try expect(words, count: 1, usage: "select CODE")
      return .event(.select(code: words[0]))
    case "back", "refresh", "more", "pause", "resume":
      guard words.isEmpty else { throw Problem(message: "\(verb) takes no argument") }
      let simple: [String: ScenarioCommand] = [
        "back": .event(.back), "refresh": .event(.refresh), "more": .event(.more),
        "pause": .pause, "resume": .resume,
      ]
      return simple[verb] ?? .pause
    case "fail-next": return .failNext(reason: rest.isEmpty ? nil : rest)
    default:
      throw Problem(
        message: "unknown command \"\(verb)\"; commands: open, load, fail, retry, filter, "
          + "select, back, refresh, more, fail-next, pause, resume")
    }
  }

  private static func open(_ words: [String]) throws(Problem) -> ScenarioCommand {
    switch words.first {
    case "directory":
      try expect(words, count: 1, usage: "open directory")
      return .event(.openDirectory)
    case "feed":
      guard words.count <= 2 else { throw Problem(message: "usage: open feed [PAGE_SIZE]") }
      guard words.count == 2 else { return .event(.openFeed(pageSize: nil)) }
      guard let size = Int(words[1]), (1...1000).contains(size) else {
        throw Problem(
          message: "page size must be a whole number from 1 to 1000, found \"\(words[1])\"")
      }
      return .event(.openFeed(pageSize: size))
    case "profile":
      try expect(words, count: 2, usage: "open profile CODE")
      return .event(.openProfile(code: words[1]))
    case let other?:
      throw Problem(message: "unknown screen \"\(other)\"; screens: directory, feed, profile")
    case nil:
      throw Problem(
        message: "open needs a screen: open directory | open feed [PAGE_SIZE] | open profile CODE")
    }
  }

  private static func expect(_ words: [String], count: Int, usage: String) throws(Problem) {
    guard words.count == count else {
      let what = words.count < count ? "missing argument" : "too many arguments"
      throw Problem(message: "\(what); usage: \(usage)")
    }
  }

  private static func market(_ word: String) throws(Problem) -> Market {
    guard let market = Market(scenarioWord: word) else {
      throw Problem(
        message: "unknown market \"\(word)\"; markets: listed, otc, emerging (上市, 上櫃, 興櫃)")
    }
    return market
  }
}

/// The screens a scenario moves through are known before it runs: it starts on the
/// directory and follows the session's own navigation, so a command that does not fit its
/// screen is found before anything runs, by the rule a session applies to front ends.
enum ScenarioNavigation {
  /// Walks the steps and rejects a command that does not fit its screen.
  static func check(_ scenario: Scenario) throws(ScenarioError) {
    var stack: [SessionScreenKind] = [.directory]
    for step in scenario.steps {
      guard case .event(let event) = step.command else { continue }
      if let reason = event.refusal(on: stack) {
        throw ScenarioError(file: scenario.name, line: step.line, message: reason)
      }
      stack = event.screens(after: stack)
    }
  }
}

extension Substring {
  fileprivate func trimmingCharacters() -> Substring {
    let isSpace = { (character: Character) in character.isWhitespace }
    let trimmed = drop(while: isSpace)
    var end = trimmed.endIndex
    while end > trimmed.startIndex, isSpace(trimmed[trimmed.index(before: end)]) {
      end = trimmed.index(before: end)
    }
    return trimmed[..<end]
  }
}

extension Market {
  /// The market a scenario names: `listed`, `otc`, `emerging` (any letter case), or `上市`,
  /// `上櫃`, `興櫃`.
  fileprivate init?(scenarioWord word: String) {
    switch word.lowercased() {
    case "listed", "上市": self = .listed
    case "otc", "上櫃": self = .otc
    case "emerging", "興櫃": self = .emerging
    default: return nil
    }
  }
}
