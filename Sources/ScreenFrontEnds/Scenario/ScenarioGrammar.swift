import ScreenModel

// The fuzzing build compiles the scenario sources and `Prose` into one module.
#if canImport(CommandLineSyntax)
  import CommandLineSyntax
#endif

/// The scenario grammar as help prints it, made from the screens' declarations: `open` with
/// each screen's parameters, `back`, each event with the screens it works on, the lines that
/// set controls with the controls of each screen, then the program's own commands.
///
///     open directory | open feed [PAGE_SIZE] | open profile CODE
///     back                   the screen on top goes
///     load MARKET            directory: load a market
package enum ScenarioGrammar {
  /// The lines for `screens` and `commands`, indented by two spaces, without a final line
  /// break.
  package static func help(
    for screens: [AnyScreenDeclaration], commands: [ScenarioCommandForm] = []
  ) -> String {
    var lines = [opens(screens)]
    lines.append(line("back", "the screen on top goes"))
    lines.append(line(ScenarioWait.usage, ScenarioWait.summary))
    lines.append(
      line(
        "\(ScenarioStep.refusalMark) EVENT …",
        "the session is to refuse the event; any other refusal fails the scenario"))
    let names = screens.eventNames.filter { $0 != "open" && $0 != "back" }
    var choices: [[String]] = []
    for name in names {
      let owners = screens.compactMap { screen in screen.event(named: name).map { (screen, $0) } }
      // Screens that take the event with other parameters get a line of their own usage
      // (the directory's `watch CODE`, the profile's `watch`).
      var byUsage: [(usage: String, parts: [(summary: String, screens: [String])])] = []
      for (screen, event) in owners {
        let usage =
          byUsage.firstIndex { $0.usage == event.usage }
          ?? {
            byUsage.append((event.usage, []))
            return byUsage.count - 1
          }()
        if let index = byUsage[usage].parts.firstIndex(where: { $0.summary == event.summary }) {
          byUsage[usage].parts[index].screens.append(screen.name)
        } else {
          byUsage[usage].parts.append((event.summary, [screen.name]))
        }
      }
      for (usage, parts) in byUsage {
        lines += wrapped(usage, parts.map { "\(Prose.list($0.screens, or: "and")): \($0.summary)" })
      }
      for parameter in owners.flatMap(\.1.parameters) {
        guard case .choice(let values, _) = parameter.kind else { continue }
        let choice = choiceParts(parameter.placeholder, values)
        if !choices.contains(choice) { choices.append(choice) }
      }
    }
    lines += choices.flatMap { wrapped("", $0, separator: " | ") }
    lines += ScenarioControls.help(for: screens).flatMap {
      wrapped($0.usage, $0.parts, splittingLists: true)
    }
    lines += commands.map { line($0.usage, $0.summary) }
    return lines.map { "  " + $0 }.joined(separator: "\n")
  }

  /// `open directory | open feed [PAGE_SIZE] | open profile CODE`: the screens a line can
  /// open, with their parameters; a screen that opens only with another's input is not one.
  package static func opens(_ screens: [AnyScreenDeclaration]) -> String {
    screens.filter(\.opensOnRequest).map(\.openUsage).joined(separator: " | ")
  }

  /// `MARKET: listed (上市) | otc (上櫃) | emerging (興櫃)` as the parts `wrapped` joins by
  /// ` | `: each value with the aliases a scenario may write for it, so that a long list
  /// (the industries) keeps each code beside its name.
  private static func choiceParts(
    _ placeholder: String, _ values: [EventParameter.Choice]
  ) -> [String] {
    var parts = values.map { value in
      value.aliases.isEmpty
        ? value.token : "\(value.token) (\(value.aliases.joined(separator: ", ")))"
    }
    if !parts.isEmpty { parts[0] = "\(placeholder): \(parts[0])" }
    return parts
  }

  /// `usage` and `parts` (what it does for each screen) joined by `separator` and wrapped
  /// under the column at 92 terminal columns, a line that goes on ending with the separator;
  /// a part wider than that alone is left whole, or, `splittingLists` (a screen's many
  /// fields), wrapped at its commas.
  private static func wrapped(
    _ usage: String, _ parts: [String], separator: String = "; ", splittingLists: Bool = false
  ) -> [String] {
    // Each piece with the separator that joins it to the piece before.
    let pieces = parts.enumerated().flatMap { index, part in
      let split =
        splittingLists && DisplayWidth.of(part) + column > 90
        ? part.components(separatedBy: ", ") : [part]
      return split.enumerated().map { offset, piece in
        (piece, offset == 0 ? (index == 0 ? "" : separator) : ", ")
      }
    }
    var lines: [String] = []
    var current = ""
    for (piece, joint) in pieces {
      let lineEnd = joint.hasSuffix(" ") ? String(joint.dropLast()) : joint
      let candidate = current.isEmpty ? piece : current + joint + piece
      if !current.isEmpty, DisplayWidth.of(current + joint + piece + lineEnd) + column > 90 {
        lines.append(current + lineEnd)
        current = piece
      } else {
        current = candidate
      }
    }
    lines.append(current)
    return lines.enumerated().map { line($0.offset == 0 ? usage : "", $0.element) }
  }

  private static let column = 23

  /// `usage` padded to a column, then what it does.
  private static func line(_ usage: String, _ summary: String) -> String {
    let padding = max(1, column - usage.count)
    return usage + String(repeating: " ", count: padding) + summary
  }
}
