import Foundation
import TestSupport
import Testing

/// The page of `serve` tested without a browser: node's test runner runs `Tests/Page`, the
/// tests of the page's modules (`Sources/ScreenFrontEnds/Serve/Page/Resources/`) on a DOM
/// written for them, among them the page's list applying the engine's recorded updates
/// (`Snapshots/WindowReaderTests/testSeededScript_RecordedForThePage.jsonl`).
///
/// It needs node 20 or later on PATH, and skips, saying so, where there is none. Node runs
/// on a thread of its own (`blockingCall`), so that Swift Testing runs the other tests
/// meanwhile.
@Suite struct PageScriptTests {
  /// Far longer than the tests take (about a second) on a machine the tests share.
  private static let limit: Duration = .seconds(120)

  /// `node` on PATH, if it is version 20 or later; otherwise why the test skips.
  private static let node: Result<URL, Unavailable> = Result {
    () throws(Unavailable) -> URL in
    guard let node = ProgramRun.onPath("node") else {
      throw Unavailable("node is not on PATH: the page's scripts (Tests/Page) were not tested")
    }
    let version = (try? ProgramRun.run(node, arguments: ["--version"], within: limit).stdout) ?? ""
    let major = Int(version.dropFirst().prefix { $0.isNumber }) ?? 0
    guard major >= 20 else {
      let found = version.trimmingCharacters(in: .whitespacesAndNewlines)
      throw Unavailable("node \(found) is older than 20: the page's scripts were not tested")
    }
    return node
  }
  private static let missing: String? = {
    guard case .failure(let why) = node else { return nil }
    return why.description
  }()

  @Test(.enabled(if: missing == nil, Comment(rawValue: missing ?? "")))
  func thePagesScripts_PassTheirTestsInNode() async throws {
    let node = try Self.node.get()
    let root = try #require(SharedData.packageRoot(), "the package root, which holds Tests/Page")
    let folder = root.appendingPathComponent("Tests/Page")
    // The files by name: node 21 and later read a folder given to `--test` as a pattern.
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".test.mjs") }.sorted().map { "Tests/Page/\($0)" }
    #expect(!files.isEmpty, "no *.test.mjs files in \(folder.path)")
    let run = try await blockingCall("node --test", within: Self.limit) {
      try ProgramRun.run(
        node, arguments: ["--test", "--test-reporter=tap"] + files, in: root, within: Self.limit)
    }
    let output = run.stdout + run.stderr
    #expect(run.status == 0, "node --test \(files.joined(separator: " ")) failed:\n\(output)")
    // The summary of the TAP report: a folder whose files node did not take runs nothing.
    let tests = Self.figure("tests", in: run.stdout)
    #expect((tests ?? 0) > 0, "node ran no test:\n\(output)")
  }

  /// The number on the summary line `# name N` of node's TAP output.
  private static func figure(_ name: String, in output: String) -> Int? {
    output.split(separator: "\n").lazy
      .compactMap { line -> Int? in
        guard line.hasPrefix("# \(name) ") else { return nil }
        return Int(line.dropFirst(name.count + 3))
      }
      .last
  }

  /// Why node cannot run the page's tests here.
  struct Unavailable: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
