/// A failed snapshot as GitHub Actions shows it: a workflow command that becomes an annotation
/// at the assertion's line of the pull request, and a Markdown section for the job's summary.
///
///     let annotation = GitHubAnnotation(
///       file: "Tests/AppTests/ListTests.swift", line: 42,
///       title: "Snapshot does not match: Snapshots/ListTests/testFilter.txt", message: "a\nb")
///     print(annotation.command)
///     // Prints: ::error file=Tests/AppTests/ListTests.swift,line=42,title=Snapshot does not match%3A Snapshots/ListTests/testFilter.txt::a%0Ab
public struct GitHubAnnotation: Hashable, Sendable {
  /// How many annotations a run prints; GitHub shows no more than ten errors a step.
  public static let limitPerRun = 10

  /// The file, relative to the package root.
  public var file: String
  /// The assertion's line.
  public var line: Int
  /// The annotation's title.
  public var title: String
  /// The failure message, diff included.
  public var message: String

  public init(file: String, line: Int, title: String, message: String) {
    self.file = file
    self.line = line
    self.title = title
    self.message = message
  }

  /// `::error file=…,line=…,title=…::…`, with `%`, CR and LF escaped everywhere and `:` and
  /// `,` escaped in the properties, as the workflow-command format requires.
  public var command: String {
    "::error file=\(Self.property(file)),line=\(line),title=\(Self.property(title))::"
      + Self.data(message)
  }

  /// The line that says how many failures went unannotated.
  public static func overflowCommand(count: Int) -> String {
    let noun = count == 1 ? "failure" : "failures"
    return "::warning title=\(property("Snapshot failures"))::"
      + data("\(count) more snapshot \(noun) in this process; the job summary lists every one.")
  }

  /// A value of the message part: `%`, CR and LF escaped.
  public static func data(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// A value of a property: `%`, CR, LF, `:` and `,` escaped.
  public static func property(_ text: String) -> String {
    data(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }
}

/// The Markdown a failure appends to `$GITHUB_STEP_SUMMARY`.
public enum GitHubStepSummary {
  /// The heading the first failure of a run writes.
  public static let heading = "## Snapshot failures\n\n"

  /// A section: the snapshot, the test and its place, and the diff in a fenced `diff` block
  /// whose fence is longer than any run of backticks in the diff.
  public static func section(title: String, origin: SnapshotOrigin?, diff: String) -> String {
    var text = "### \(title)\n\n"
    if let origin { text += "`\(origin.test)` at `\(origin.file):\(origin.line)`\n\n" }
    var longest = 0
    var run = 0
    for character in diff {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return text + "\(fence)diff\n\(diff)\n\(fence)\n\n"
  }
}

extension String {
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
