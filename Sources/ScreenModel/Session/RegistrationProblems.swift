/// What keeps a set of registered screens from starting, checked once when a session or a
/// program starts, each problem named: two events or two screens of one name, a form that
/// does not write back the events it reads, a control whose event no form writes, an event
/// that opens a screen nobody registered, an event that closes a root screen (nothing is
/// under it).
///
///     let problems = ScreenSession.problems(in: screens)
///     // ["directory: two events are named \"load\"", …]; empty when all is well
extension ScreenSession {
  /// The screens a session on `registered` declares, in `words` and the screens' own
  /// catalogs, and those words: what its problems are found in.
  package nonisolated static func declarations(
    of registered: [any ScreenRegistration], in words: Words
  ) -> (screens: [AnyScreenDeclaration], words: Words) {
    let erased = registered.map(\.erased)
    let words = words.including(erased.flatMap(\.catalogs))
    return (erased.map { $0.speaking(words) }, words)
  }

  /// Every problem of `screens`, in the order registered; empty when they can start.
  public nonisolated static func problems(in registered: [any ScreenRegistration]) -> [String] {
    let screens = registered.map(\.erased)
    var problems: [String] = []
    var seen: Set<String> = []
    for screen in screens where !seen.insert(screen.name).inserted {
      problems.append("two screens are named \"\(screen.name)\"")
    }
    let names = Set(screens.map(\.name))
    for screen in screens {
      problems += screen.problems.map { "\(screen.name): \($0)" }
      for event in screen.events {
        if event.closes, screen.placement == .root {
          problems.append(
            "\(screen.name): \"\(event.name)\" closes the screen, which opens alone on the stack"
              + " (placement: .root): nothing is under it")
        }
        guard let target = event.opens, !names.contains(target) else { continue }
        problems.append(
          "\(screen.name): \"\(event.name)\" opens \"\(target)\", which no screen is named")
      }
    }
    return problems
  }
}

/// Why a program's screens cannot start: every problem found, one a line.
public struct RegistrationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The problems, each naming its screen.
  public let problems: [String]

  public init(_ problems: [String]) {
    self.problems = problems
  }

  public var description: String {
    "the screens cannot start:\n" + problems.map { "  \($0)" }.joined(separator: "\n")
  }
}

/// The problems of a screen's event forms (`Array.problems()`), found the first time they
/// are read and kept: a program that makes its screens again for every run (an explorer's
/// stage a path) and has checked them once pays for the round trip once.
final class EventFormCheck: @unchecked Sendable {
  // Unchecked: `found` is read and written under `lock` only.
  private let lock = Lock()
  private var found: [String]?
  private let check: @Sendable () -> [String]

  init<Event>(_ forms: [EventForm<Event>]) {
    check = { forms.problems() }
  }

  var problems: [String] {
    lock.around {
      if let found { return found }
      let problems = check()
      found = problems
      return problems
    }
  }
}

extension Array {
  /// The problems of a screen's events: two of one name, and each form checked on sample
  /// arguments of its parameters (every choice, an integer's bounds, a word, texts, each
  /// optional one left out): the event it makes must be written back, by it and not by an
  /// earlier form, as arguments that make the same event again.
  func problems<Event>() -> [String] where Element == EventForm<Event> {
    var problems: [String] = []
    var seen: Set<String> = []
    for form in self where !seen.insert(form.name).inserted {
      problems.append("two events are named \"\(form.name)\"")
    }
    for form in self { problems += roundTripProblems(of: form) }
    return problems
  }

  private func roundTripProblems<Event>(of form: EventForm<Event>) -> [String]
  where Element == EventForm<Event> {
    var made = 0
    for arguments in EventParameter.sampleArguments(form.parameters) {
      guard let event = try? form.event(from: arguments) else { continue }
      made += 1
      guard let written = sessionEvent(for: event) else {
        return ["\"\(form.name)\" makes \(event) of \(arguments), which no event writes back"]
      }
      guard written.name == form.name else {
        return [
          "\"\(form.name)\" makes \(event) of \(arguments), which \"\(written.name)\" writes first"
        ]
      }
      // Events need not be Equatable: two are the same when they describe themselves alike,
      // which an enum case does with every associated value.
      let back = try? form.event(from: written.arguments)
      guard let back, String(reflecting: back) == String(reflecting: event) else {
        return [
          "\"\(form.name)\" writes \(event) as \(written.arguments), which reads back as "
            + (back.map { "\($0)" } ?? "no event")
        ]
      }
    }
    return made == 0 ? ["\"\(form.name)\" makes no event of any sample of its parameters"] : []
  }
}

extension EventParameter {
  /// Arguments for each combination of the parameters' sample values, at most 64 of them.
  static func sampleArguments(_ parameters: [EventParameter]) -> [EventArguments] {
    var combinations: [[JSONValue.Member]] = [[]]
    for parameter in parameters {
      var next: [[JSONValue.Member]] = []
      for members in combinations {
        for value in parameter.samples {
          next.append(members + (value.map { [.init(parameter.name, $0)] } ?? []))
          if next.count == 64 { break }
        }
      }
      combinations = next
    }
    return combinations.map(EventArguments.init)
  }

  /// Values the parameter takes: every choice, an integer's bounds, a word, two texts, and
  /// nil (left out) when it is optional.
  var samples: [JSONValue?] {
    var values: [JSONValue?] =
      switch kind {
      case .word: [.string("w")]
      case .text: [.string(""), .string("a b")]
      case .integer(let range): [.int(Int64(range.lowerBound)), .int(Int64(range.upperBound))]
      case .boolean: [.bool(true), .bool(false)]
      case .choice(let choices, _): choices.map { .string($0.token) }
      }
    if isOptional { values.append(nil) }
    return values
  }
}
