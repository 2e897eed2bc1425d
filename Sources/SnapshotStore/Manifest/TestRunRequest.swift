/// What a test process was asked to run: its arguments, and a test configuration the
/// environment hands it (an Xcode test plan's). A run's manifest records it, and only a
/// request that chooses no tests lets the run count as full.
///
/// The judgement is an allow-list: an option counts as harmless only when it is known to
/// choose no tests (`--parallel`, `--xunit-output FILE`, `--skip-build`…); a filter, a skip,
/// a test name, a configuration file, or anything the list does not know makes the run
/// partial.
///
///     let request = TestRunRequest(
///       arguments: ["--testing-library", "swift-testing", "--configuration-path", "c.json"])
///     print(request.choosing)
///     // Prints ["--configuration-path c.json"]
public struct TestRunRequest: Hashable, Sendable {
  /// The process's arguments after its own path.
  public var arguments: [String]
  /// The test configuration file the environment names (`XCTestConfigurationFilePath`), which
  /// can choose tests as a test plan does.
  public var configurationFile: String?

  public init(arguments: [String] = [], configurationFile: String? = nil) {
    self.arguments = arguments
    self.configurationFile = configurationFile
  }

  /// The variables through which a runner hands a test configuration to the process.
  public static let configurationVariables = ["XCTestConfigurationFilePath"]

  /// The request of a process started with `arguments` (its own path first) in
  /// `environment`.
  public init(processArguments arguments: [String], environment: [String: String]) {
    self.init(
      arguments: Array(arguments.dropFirst()),
      configurationFile: Self.configurationVariables.lazy.compactMap { environment[$0] }
        .first { !$0.isEmpty })
  }

  /// The request as a manifest records it: the arguments, then the configuration file as
  /// `XCTestConfigurationFilePath=FILE`.
  public var recorded: [String] {
    arguments + (configurationFile.map { ["\(Self.configurationVariables[0])=\($0)"] } ?? [])
  }

  /// Whether the request leaves every test in: nothing in it chooses tests or is unknown.
  public var runsEveryTest: Bool { choosing.isEmpty }

  /// What in the request chooses tests or is not known to leave them all in, each option with
  /// its value: why the run is partial. Empty for a full run.
  public var choosing: [String] {
    var found: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      var option = argument
      var hasValue = false
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        option = String(argument[..<equals])
        hasValue = true
      }
      let takesValue = Self.harmless[option]
      let width = takesValue == true && !hasValue ? 2 : 1
      if takesValue == nil, !Self.isBundlePath(argument) {
        // The word after an unknown option may be its value (a filter's pattern): shown with it.
        let joined =
          argument.hasPrefix("-") && !hasValue && index + 1 < arguments.count
          && !arguments[index + 1].hasPrefix("-")
        found.append(arguments[index..<(index + (joined ? 2 : 1))].joined(separator: " "))
        index += joined ? 2 : 1
        continue
      }
      index += width
    }
    if let configurationFile {
      found.append("\(Self.configurationVariables[0])=\(configurationFile)")
    }
    return found
  }

  /// Options known to choose no tests, with whether each takes a value: those `swift test`
  /// passes on to its test processes, and the output and repetition options of Swift Testing.
  private static let harmless: [String: Bool] = [
    "--testing-library": true, "--parallel": false, "--no-parallel": false, "--verbose": false,
    "--very-verbose": false, "--quiet": false, "--skip-build": false, "--xunit-output": true,
    "--event-stream-output-path": true, "--event-stream-version": true,
    "--experimental-event-stream-version": true, "--attachments-path": true,
    "--experimental-attachments-path": true, "--test-bundle-path": true,
    "--repetitions": true, "--repeat-until": true, "--color": true, "--no-color": false,
  ]

  /// The test bundle that Apple's `xctest` runner is given after its options.
  private static func isBundlePath(_ argument: String) -> Bool {
    !argument.hasPrefix("-") && argument.hasSuffix(".xctest")
  }
}
