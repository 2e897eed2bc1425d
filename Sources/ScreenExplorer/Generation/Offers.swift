import ScreenFrontEnds
import ScreenModel

/// The scenario lines a state offers, made from what the screens declare and what the state
/// shows, by kind: the actions its rows offer, its controls (a choice's options, a toggle
/// both ways, a field's edge values), its screen's other events with their parameters tried,
/// navigation (each screen opened, back), the program's own commands (a failure, answers
/// held and released) and time (the clock moved on).
///
/// Breadth-first exploration takes every line of every kind; a walk picks a kind, then one
/// of its lines, so that a screen of a thousand rows is not all row actions.
struct Offers {
  /// What a line does.
  enum Kind: CaseIterable, Sendable {
    /// A row's actions; `link`, those of a row that is a link, whose effect is outside
    /// the screens (a browser, a mail), where the explorer cannot see it.
    case rowAction, link, control, event, navigation, data, time

    /// How often a walk picks the kind, out of the sum.
    var weight: UInt64 {
      switch self {
      case .rowAction: 30
      case .link: 4
      case .control: 25
      case .event: 15
      case .navigation: 12
      case .data: 10
      case .time: 8
      }
    }
  }

  /// The screen on top as it stands.
  var screen: AnyScreen
  /// Its declaration.
  var declaration: AnyScreenDeclaration
  /// Every registered screen.
  var screens: [AnyScreenDeclaration]
  /// The program's own lines, each the command with words its form takes.
  var programLines: [String]
  /// How far the clock is moved.
  var waits: [Duration]
  /// True while timers run: only the waits of a minute or less are offered, as each tick
  /// is an event.
  var timersRun: Bool

  /// Every line of `kind`, in a fixed order.
  func lines(_ kind: Kind) -> [String] {
    switch kind {
    case .rowAction, .link:
      let rows = TextSamples.representativeRows(of: screen, limit: 8)
      return Self.unique(rows.filter { isLink($0) == (kind == .link) }.flatMap(actionLines(ofRow:)))
    case .control: return Self.unique(screen.controls.flatMap(controlLines))
    case .event: return Self.unique(declaration.events.flatMap(eventLines))
    case .navigation: return navigationLines
    case .data: return programLines
    case .time: return timeLines
    }
  }

  /// One line of `kind`, drawn with `random`; nil when the kind offers none here.
  func line(_ kind: Kind, using random: inout WalkRandom) -> String? {
    guard kind == .rowAction || kind == .link else {
      return lines(kind).randomElement(using: &random)
    }
    guard screen.count > 0 else { return nil }
    for _ in 0..<4 {
      let index = Int.random(in: 0..<screen.count, using: &random)
      guard isLink(index) == (kind == .link) else { continue }
      if let line = actionLines(ofRow: index).randomElement(using: &random) { return line }
    }
    return nil
  }

  /// Whether the row at `index` is a link, as a screen reader is told.
  func isLink(_ index: Int) -> Bool {
    screen.row(at: index)?.accessibility.traits.contains(.link) ?? false
  }

  /// The row's action and its further actions, as lines.
  func actionLines(ofRow index: Int) -> [String] {
    guard let row = screen.row(at: index) else { return [] }
    let events = [row.action].compactMap { $0 } + row.actions.map(\.event)
    return events.compactMap { LineWriter.line(of: $0, on: declaration) }
  }

  /// The lines that set `shown`, by its kind as the protocol writes it.
  private func controlLines(_ shown: ShownControl) -> [String] {
    let id = shown.id
    guard TextSamples.isWord(id) else { return [] }
    let json = shown.json
    switch json["kind"] {
    case "textField":
      let content = json["content"].flatMap { value -> TextContent? in
        if case .string(let raw) = value { TextContent(rawValue: raw) } else { nil }
      }
      let maxLength: Int? = if case .int(let limit)? = json["maxLength"] { Int(limit) } else { nil }
      let samples =
        TextSamples.values(for: content, maxLength: maxLength)
        + TextSamples.seen(on: screen, for: id, limit: 2)
      return samples.filter(TextSamples.isRest).map { $0.isEmpty ? "set \(id)" : "set \(id) \($0)" }
    case "toggle": return ["toggle \(id) on", "toggle \(id) off"]
    case "choice":
      guard case .array(let options)? = json["options"] else { return [] }
      return options.compactMap { option in
        guard case .string(let token)? = option["token"], TextSamples.isWord(token) else {
          return nil
        }
        return "choose \(id) \(token)"
      }
    case "button": return ["press \(id)"]
    default: return []
    }
  }

  /// The event's lines, its parameters tried with what the screen shows and edge values.
  private func eventLines(_ event: AnyScreenDeclaration.Event) -> [String] {
    LineWriter.lines(event.name, parameters: event.parameters, samples: samples, limit: 8)
  }

  private func samples(for parameter: EventParameter) -> [String] {
    let seen = TextSamples.seen(on: screen, for: parameter.name)
    if case .text = parameter.kind {
      return seen + Array(TextSamples.values(for: nil, maxLength: nil).prefix(6))
    }
    return seen + ["0", "zz"]
  }

  /// Back, and each screen opened with its parameters tried.
  private var navigationLines: [String] {
    var lines = ["back"]
    for screen in screens {
      lines += LineWriter.lines(
        "open \(screen.name)", parameters: screen.openParameters, samples: samples, limit: 4)
    }
    return Self.unique(lines)
  }

  private var timeLines: [String] {
    waits.filter { !timersRun || $0 <= .seconds(60) }.map { "wait \(Self.written($0))" }
  }

  /// `1h30m`, `500ms`: a duration as `wait` reads it.
  static func written(_ duration: Duration) -> String {
    var milliseconds =
      duration.components.seconds * 1000
      + duration.components.attoseconds / 1_000_000_000_000_000
    guard milliseconds > 0 else { return "1ms" }
    var text = ""
    for (unit, length) in [("d", Int64(86_400_000)), ("h", 3_600_000), ("m", 60_000), ("s", 1000)]
    where milliseconds >= length {
      text += "\(milliseconds / length)\(unit)"
      milliseconds %= length
    }
    return milliseconds > 0 ? text + "\(milliseconds)ms" : text
  }

  private static func unique(_ lines: [String]) -> [String] {
    var seen: Set<String> = []
    return lines.filter { seen.insert($0).inserted }
  }
}

extension [ScenarioCommandForm] {
  /// The lines of these commands an explorer tries: each command alone when its form takes
  /// no word, else with each token a screen's choice declares that its form takes (`fail
  /// listed`), at most six a command.
  func explorableLines(screens: [AnyScreenDeclaration]) -> [String] {
    var tokens: [String] = []
    for screen in screens {
      let parameters = screen.openParameters + screen.events.flatMap(\.parameters)
      for parameter in parameters {
        guard case .choice(let choices, _) = parameter.kind else { continue }
        for choice in choices where !tokens.contains(choice.token) { tokens.append(choice.token) }
      }
    }
    return flatMap { form -> [String] in
      if (try? form.read([])) != nil { return [form.name] }
      return tokens.filter { (try? form.read([$0])) != nil }.prefix(6).map { "\(form.name) \($0)" }
    }
  }
}
