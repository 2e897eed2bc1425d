import CommandLineSyntax
import Foundation
import XCTest

@testable import ScreenFrontEnds
@testable import StockScreensCLI

/// The help cannot drift from the parser: every option a form takes has its line in its
/// command's help, every usage line the help prints reads back as a form the parser
/// accepts in each of its shapes, and every option the help mentions is one the parser takes.
final class HelpTests: XCTestCase {
  private var helps: [(command: String?, text: String)] {
    [(nil, Help.main)] + ProgramSyntax.commands.map { ($0, Help.text(for: $0) ?? "") }
  }

  /// The forms a help speaks of: the command's, or every form for the program's help.
  private func forms(of command: String?) -> [CommandSyntax] {
    command.map(ProgramSyntax.forms(of:)) ?? ProgramSyntax.forms
  }

  func testEveryCommand_HasAHelpWithUsageAndAnExample() throws {
    XCTAssertEqual(
      ProgramSyntax.commands, ["demo", "play", "snapshots", "browse", "drive", "serve"])
    for (command, text) in helps {
      XCTAssertTrue(text.contains("Usage:\n  stock-screens"), "\(command ?? "main") has usage")
      XCTAssertTrue(text.contains("\nExample:\n"), "\(command ?? "main") has an example")
    }
  }

  func testEveryOptionAFormTakes_HasALineInItsCommandsHelp() throws {
    for form in ProgramSyntax.forms {
      let listed = HelpText(try XCTUnwrap(Help.text(for: form.command ?? ""))).optionLines
      for option in form.options {
        let terms: [String]
        if case .choice(let choices) = option.value, choices.allSatisfy({ $0.help != nil }) {
          terms = choices.map { "\(option.name) \($0.word)" }
        } else {
          terms = [option.term]
        }
        for term in terms {
          XCTAssertTrue(
            listed.contains { $0.hasPrefix(term) }, "\(form.name) --help has no line for \(term)")
        }
        for alias in option.names.dropFirst() {
          XCTAssertTrue(listed.contains { $0.contains(", \(alias)") }, "\(alias) is listed")
        }
      }
    }
  }

  func testEveryOptionLineOfAHelp_IsAnOptionTheParserTakes() throws {
    for (command, text) in helps {
      for line in HelpText(text).optionLines {
        let words = line.split(separator: " ").map(String.init)
        let given = [words[0]] + words.dropFirst().prefix(1).map(Self.sample)
        XCTAssertTrue(
          forms(of: command).contains { accepts($0, completed(given, for: $0)) },
          "no form of \(command ?? "the program") takes \(given), listed as \(line)")
      }
    }
  }

  func testEveryOptionTheHelpMentions_IsOneItsCommandTakes() throws {
    let pattern = try NSRegularExpression(pattern: "--[a-z][a-z-]*")
    for (command, text) in helps {
      let range = NSRange(text.startIndex..., in: text)
      let names = Set(
        pattern.matches(in: text, range: range).compactMap { Range($0.range, in: text) }
          .map { String(text[$0]) })
      for name in names where !CommandOption.help.names.contains(name) {
        XCTAssertTrue(
          forms(of: command).contains { $0.option(named: name) != nil },
          "\(command ?? "the program")'s help mentions \(name), which none of its forms takes")
      }
    }
  }

  func testEveryUsageLine_ReadsBackAsTheDeclaredForm() throws {
    for (command, text) in helps {
      let usages = HelpText(text).usageLines
      XCTAssertFalse(usages.isEmpty, "\(command ?? "main") prints usage lines")
      for usage in usages where usage.namesACommand {
        let forms = try usage.forms()
        XCTAssertFalse(forms.isEmpty, "\(usage.text) is no declared form")
        for form in forms {
          XCTAssertEqual(
            Set(usage.options), Set(form.options.map(\.name)),
            "\(usage.text): the options of \(form.name)")
          XCTAssertEqual(usage.positionals, form.positionals.map(\.placeholder), usage.text)
        }
      }
      let listed = usages.flatMap { (try? $0.forms()) ?? [] }
      for form in forms(of: command) where form.words.first != nil {
        XCTAssertTrue(listed.contains(form), "\(command ?? "main") lists \(form.name)")
      }
    }
  }

  func testEveryShapeAUsageLineShows_IsAcceptedAndAlternativesAreNotBoth() throws {
    for (command, text) in helps {
      for usage in HelpText(text).usageLines where usage.namesACommand {
        for form in try usage.forms() {
          for arguments in usage.shapes {
            if let rule = unmet(form, arguments) {
              XCTAssertTrue(
                text.contains("Rules:") && text.contains(form.statement(of: rule)),
                "\(command ?? "main"): the help states the rule \(arguments) breaks")
              XCTAssertFalse(accepts(form, arguments), "\(form.name) \(arguments) breaks a rule")
            } else {
              XCTAssertTrue(accepts(form, arguments), "\(form.name) refuses \(arguments)")
            }
          }
          for both in usage.alternativesTogether {
            XCTAssertFalse(accepts(form, both), "\(form.name) takes \(both), shown as alternatives")
          }
        }
      }
    }
  }

  /// The `atLeastOne` rule `arguments` leave unmet, if any.
  /// The stock program's `drive --help` says what drive writes, as the front end's own does.
  func testTheStockProgramsHelp_SaysTheSame() {
    XCTAssertTrue(Help.drive.contains(FrontEndHelp.driveOutput), Help.drive)
  }

  private func unmet(_ form: CommandSyntax, _ arguments: [String]) -> OptionRule? {
    form.rules.first { rule in
      guard case .atLeastOne(let names) = rule else { return false }
      return !names.contains { arguments.contains($0) }
    }
  }

  /// `arguments` with the positionals of `form` before them, and the options its rules ask
  /// for beside them.
  private func completed(_ arguments: [String], for form: CommandSyntax) -> [String] {
    var completed = form.positionals.map { Self.sample($0.placeholder) } + arguments
    for rule in form.rules {
      switch rule {
      case .requires(let first, let second, _) where arguments.contains(first):
        completed.append(second)
      case .atLeastOne(let names) where !names.contains(where: arguments.contains):
        completed += form.option(named: names[0]).map(Self.arguments(giving:)) ?? []
      default:
        break
      }
    }
    return completed
  }

  private func accepts(_ form: CommandSyntax, _ arguments: [String]) -> Bool {
    (try? ProgramSyntax.parse(arguments, as: form)) != nil
  }

  /// `option` with a value where it needs one.
  static func arguments(giving option: CommandOption) -> [String] {
    switch option.value {
    case .none, .optionalURL: [option.name]
    case .required(let placeholder, _): [option.name, sample(placeholder)]
    case .choice(let choices): [option.name] + choices.prefix(1).map(\.word)
    }
  }

  /// A value of the shape a placeholder names.
  static func sample(_ placeholder: String) -> String {
    let placeholder = placeholder.split(separator: " ").last.map(String.init) ?? placeholder
    return switch placeholder.trimmingCharacters(in: CharacterSet(charactersIn: "[]")) {
    case "BASE_URL": "http://127.0.0.1:8080"
    case "N": "3"
    case let choices where choices.contains("|"): String(choices.split(separator: "|")[0])
    case let other: other.lowercased()
    }
  }
}
