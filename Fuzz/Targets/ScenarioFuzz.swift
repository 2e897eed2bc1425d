import TaiwanMarket

/// libFuzzer entry for the scenario parser.
///
/// Beyond not crashing: steps come in line order with their words parted by single spaces, an
/// error names a line of the file, and each step's label parses again to the same command,
/// source and note.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: start, count: count)
  let text = String(decoding: bytes, as: UTF8.self)
  let lines = FuzzCheck.lineCount(bytes)
  let scenario: Scenario
  do {
    scenario = try ScenarioParser.parse(text, file: "fuzz.scenario")
  } catch {
    FuzzCheck.require(error.file == "fuzz.scenario", "an error in \(error.file)")
    FuzzCheck.require(error.line.map { (1...lines).contains($0) } ?? true, "error line \(error)")
    FuzzCheck.require(!error.message.isEmpty, "an error without words")
    return 0
  }
  var previous = 0
  for step in scenario.steps {
    FuzzCheck.require(step.line > previous && step.line <= lines, "step on line \(step.line)")
    FuzzCheck.require(ScenarioFuzz.isWords(step.source), "source \(step.source.debugDescription)")
    previous = step.line
    // A step's label, alone on a line, is the same step; labels near the length limit may
    // grow past it by the spaces before the note.
    guard step.label.utf8.count <= 4000 else { continue }
    do {
      let again = try ScenarioParser.parse(step.label, file: "fuzz.scenario")
      FuzzCheck.require(
        again.steps.map(ScenarioFuzz.Summary.init) == [ScenarioFuzz.Summary(step)],
        "the label \(step.label.debugDescription) parses to other steps")
    } catch {
      FuzzCheck.require(
        ScenarioFuzz.isNavigationError(error) || ScenarioFuzz.takesOtherArguments(step.label),
        "the label \(step.label.debugDescription): \(error)")
    }
  }
  return 0
}

enum ScenarioFuzz {
  /// What a step means, without the line it was on.
  struct Summary: Equatable {
    var command: ScenarioCommand
    var source: String
    var note: String?

    init(_ step: ScenarioStep) {
      (command, source, note) = (step.command, step.source, step.note)
    }
  }

  /// True for words parted by single spaces: no white space at either end or doubled.
  static func isWords(_ source: String) -> Bool {
    let scalars = Array(source.unicodeScalars)
    guard let first = scalars.first, let last = scalars.last else { return false }
    let doubled = zip(scalars, scalars.dropFirst()).contains {
      $0.properties.isWhitespace && $1.properties.isWhitespace
    }
    return !first.properties.isWhitespace && !last.properties.isWhitespace && !doubled
  }

  /// True for the errors a step alone may meet: a command that needs another screen first.
  /// True when screens declare the label's event with different parameters (the profile's
  /// `watch`, the directory's `watch CODE`): alone on a line it is read on the first screen,
  /// which may ask for what another screen's form does without.
  /// A label that expects a refusal (`refused: watch`) is read by the event after its mark.
  static func takesOtherArguments(_ label: String) -> Bool {
    let words = label.split(separator: " ").map(String.init)
    let event = words.first == ScenarioStep.refusalMark ? words.dropFirst() : words[...]
    let name = event.first ?? ""
    let usages = ScenarioParser.stockScreens.flatMap { screen in
      screen.events.filter { $0.name == name }.map(\.usage)
    }
    return Set(usages).count > 1
  }

  static func isNavigationError(_ error: ScenarioError) -> Bool {
    // A control's line names a control of a screen the first one may not have.
    [
      "works on the", "nothing to go back to", "takes no market", "is no choice of",
      "is no text field of", "is no toggle of", "is no button of",
    ].contains {
      error.message.contains($0)
    }
  }
}
