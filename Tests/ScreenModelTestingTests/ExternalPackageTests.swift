import Foundation
import TestSupport
import Testing

/// A package outside this repository, written to a temporary folder, that depends on this one
/// by path: its XCTest and Swift Testing tests record, compare, redact, fail at their own
/// lines and accept file and inline snapshots, through `swift test` and the command plugin,
/// `swift package snapshots …`, which never names this repository's stock-market program.
///
/// The client is part of `OutsidePackage`, built once with the reading list's program in a
/// scratch folder of its own, kept for the next run (the plugin's tool builds there too), so
/// it never waits for this package's build lock and runs beside the other tests. It skips
/// when `swift` is not on `PATH`, and unless `OUTSIDE_PACKAGE` is set (`OutsidePackage.isWanted`).
@Suite(.enabled(if: OutsidePackage.isWanted, Comment(rawValue: OutsidePackage.skipped)))
struct ExternalPackageTests {
  static let swift = IsolatedSwift.swift

  @Test(
    .enabled(if: swift != nil, "swift is not on PATH: the external-package test builds with it"),
    .timeLimit(.minutes(20)))
  func clientPackage_RecordsComparesFailsAndAcceptsInBothFrameworks() async throws {
    let client = try await ClientPackage()
    // 0. init writes the setup files a package needs around its snapshots.
    let setup = try await client.snapshots("init")
    #expect(setup.status == 0, "\(setup.stdout)\(setup.stderr)")
    #expect(client.read(".gitignore") == "/.snapshot-artifacts/\n")
    #expect(client.read("Snapshots/.gitattributes")?.contains("* -text -whitespace") ?? false)
    #expect(client.read("Snapshots/.editorconfig")?.contains("end_of_line = lf") ?? false)

    // 1. Local run: file snapshots are recorded, inline ones have no text yet; all fail.
    let first = try await client.test()
    #expect(first.status != 0)
    let firstOutput = first.stdout + first.stderr
    for expected in [
      "XCTestSnapshots.swift:\(ClientPackage.xcFileLine): error: TickerXCTests.testBoard",
      "Recorded a new snapshot at Snapshots/TickerXCTests/testBoard.txt",
      "XCTestSnapshots.swift:\(ClientPackage.xcInlineLine): error: TickerXCTests.testBoardInline",
      "recorded an issue at SwiftTestingSnapshots.swift:\(ClientPackage.stFileLine):",
      "recorded an issue at SwiftTestingSnapshots.swift:\(ClientPackage.stInlineLine):",
      "Inline snapshot at Tests/ClientTests/SwiftTestingSnapshots.swift:\(ClientPackage.stInlineLine) has an empty literal",
    ] {
      #expect(firstOutput.contains(expected), "missing \(expected) in:\n\(firstOutput)")
    }
    #expect(
      client.read("Snapshots/TickerXCTests/testBoard.txt") == ClientPackage.board(variant: false))
    #expect(client.read("Snapshots/TickerSuite/board.json")?.contains("\"2330\"") ?? false)
    // Redacted in both frameworks: the references hold the placeholders, not the process id.
    #expect(client.read("Snapshots/TickerXCTests/testStamp.txt") == "行程 <行程>\n")
    #expect(client.read("Snapshots/TickerSuite/stamp.txt") == "行程 <行程>\n")
    #expect(client.read("Snapshots/TickerXCTests/testNote.txt") == "備註\n")

    // 2. Accept writes the inline literals; a CI run (which never records) then passes.
    let accept = try await client.snapshots("accept")
    #expect(accept.status == 0, "\(accept.stdout)\(accept.stderr)")
    #expect(
      accept.stdout.contains(
        "accepted Tests/ClientTests/XCTestSnapshots.swift:\(ClientPackage.xcInlineLine) (inline)"))
    #expect(
      client.read("Tests/ClientTests/SwiftTestingSnapshots.swift")?.contains("      台積電  1,005")
        ?? false)
    let second = try await client.test(["CI": "true"])
    #expect(second.status == 0, "\(second.stdout)\(second.stderr)")

    // 3. A changed board fails on GitHub Actions with diffs at the assertions, annotations
    //    there, a job summary and the Swift Testing failures' attachments; check lists it all.
    let summary = client.folder.appendingPathComponent("summary.md").path
    let attachments = client.folder.appendingPathComponent("attachments", isDirectory: true)
    try? FileManager.default.removeItem(at: attachments)
    try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
    let third = try await client.test(
      [
        "CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary,
        "CLIENT_VARIANT": "1",
      ], arguments: ["--attachments-path", attachments.path])
    #expect(third.status != 0)
    let thirdOutput = third.stdout + third.stderr
    #expect(thirdOutput.contains("+聯發科  1,340"))
    try checkAttachments(in: attachments)
    for annotation in [
      "::error file=Tests/ClientTests/XCTestSnapshots.swift,line=\(ClientPackage.xcFileLine),title=Snapshot does not match%3A Snapshots/TickerXCTests/testBoard.txt::",
      "::error file=Tests/ClientTests/SwiftTestingSnapshots.swift,line=\(ClientPackage.stInlineLine),title=Inline snapshot differs%3A Tests/ClientTests/SwiftTestingSnapshots.swift%3A\(ClientPackage.stInlineLine)::",
    ] {
      #expect(thirdOutput.contains(annotation), "missing \(annotation) in:\n\(thirdOutput)")
    }
    let job = (try? String(contentsOfFile: summary, encoding: .utf8)) ?? ""
    #expect(job.hasPrefix("## Snapshot failures\n\n"), "\(job)")
    #expect(job.components(separatedBy: "## Snapshot failures").count == 2, "one heading a run")
    #expect(job.components(separatedBy: "```diff\n").count == 5, "four failures: \(job)")
    let check = try await client.snapshots("check")
    #expect(check.status == 1)
    #expect(
      check.stdout.contains("failed   Snapshots/TickerXCTests/testBoard.txt"), "\(check.stdout)")
    #expect(
      check.stdout.contains(
        "inline   Tests/ClientTests/XCTestSnapshots.swift:\(ClientPackage.xcInlineLine)"))
    #expect(!check.stdout.contains("setup "), "init wrote the setup: \(check.stdout)")
    let review = try await client.snapshots("review", "--no-interactive")
    #expect(review.status != 0, "snapshots wait for review")
    for expected in [
      "# Snapshots/TickerXCTests/testBoard.txt: Tests/ClientTests/XCTestSnapshots.swift:"
        + "\(ClientPackage.xcFileLine) (TickerXCTests/testBoard)\n",
      "+++ .snapshot-artifacts/actual/TickerXCTests/testBoard.txt (actual)\n",
      "# Tests/ClientTests/SwiftTestingSnapshots.swift:\(ClientPackage.stInlineLine) ",
    ] {
      #expect(review.stdout.contains(expected), "missing \(expected) in:\n\(review.stdout)")
    }

    // 4. Accept takes every change; the changed board now passes on CI.
    #expect(try await client.snapshots("accept").status == 0)
    #expect(
      client.read("Snapshots/TickerXCTests/testBoard.txt") == ClientPackage.board(variant: true))
    let fourth = try await client.test(["CI": "true", "CLIENT_VARIANT": "1"])
    #expect(fourth.status == 0, "\(fourth.stdout)\(fourth.stderr)")
    #expect(try await client.snapshots("check").status == 0)
    for run in client.runs {
      #expect(!run.contains("stock-screens"), "the stock app is named in:\n\(run)")
    }
  }
}

extension ExternalPackageTests {
  /// What `swift test --attachments-path` saved of the changed board's failures: the
  /// reference, the actual text and the diff of each Swift Testing failure, read back as
  /// files (XCTest on Linux has no attachments; its failures are in the output and the
  /// artifacts).
  func checkAttachments(in folder: URL) throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    let inline = "boardInline.line\(ClientPackage.stInlineLine)"
    #expect(
      names == [
        "board.actual.json", "board.diff", "board.reference.json", "\(inline).actual.txt",
        "\(inline).diff", "\(inline).reference.txt",
      ])
    func text(_ name: String) -> String {
      (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }
    #expect(
      text("board.reference.json").contains("\"2330\"")
        && !text("board.reference.json").contains("2454"))
    #expect(text("board.actual.json").contains("\"2454\""))
    #expect(text("board.diff").hasPrefix("--- Snapshots/TickerSuite/board.json (reference)\n"))
    #expect(text("\(inline).reference.txt") == ClientPackage.board(variant: false))
    #expect(text("\(inline).actual.txt") == ClientPackage.board(variant: true))
    #expect(text("\(inline).diff").contains("+聯發科  1,340"), "\(text("\(inline).diff"))")
  }
}

/// The client of `OutsidePackage`: a `Ticker` screen and its snapshot tests in both
/// frameworks, run with `swift test` and the command plugin in the outside package.
final class ClientPackage {
  static let xcFileLine = 7
  static let xcInlineLine = 11
  static let stFileLine = 8
  static let stInlineLine = 12

  let folder: URL
  let root: URL
  /// Everything `swift test` and the plugin printed, the library's own path left out.
  private(set) var runs: [String] = []
  private let library: URL
  private let scratch: URL

  /// The client in the outside package, built (its files as `files` holds them).
  init() async throws {
    let built = try await OutsidePackage.built.value
    folder = built.folder
    root = built.root
    library = built.library
    scratch = built.scratch
  }

  /// The text of a file of the client, if there is one.
  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
      .map { String(decoding: $0, as: UTF8.self) }
  }

  /// `swift test` in the client, in an environment holding only what a build needs and
  /// `variables`.
  func test(_ variables: [String: String] = [:], arguments: [String] = []) async throws
    -> ProgramRun
  {
    try await swift(["test"], arguments, variables: variables)
  }

  /// `swift package snapshots ACTION …` in the client, allowed to write so that it never asks.
  func snapshots(_ action: String, _ options: String...) async throws -> ProgramRun {
    try await swift(
      ["package"],
      ["--quiet", "--allow-writing-to-package-directory", "snapshots", action] + options)
  }

  /// `swift COMMAND` on the client with its scratch folder, then `arguments`, on a thread of
  /// its own.
  private func swift(
    _ command: [String], _ arguments: [String] = [], variables: [String: String] = [:]
  ) async throws -> ProgramRun {
    let (root, scratch) = (self.root, self.scratch)
    let run = try await blockingCall(
      "swift \(command.joined(separator: " ")) in the client", within: .seconds(900)
    ) {
      try IsolatedSwift.run(
        command, package: root, scratch: scratch, arguments: arguments, variables: variables)
    }
    runs.append(
      (run.stdout + run.stderr).replacingOccurrences(of: library.path, with: "<library>"))
    return run
  }

  /// The board's snapshot text.
  static func board(variant: Bool) -> String {
    "# 行情\n台積電  1,005\n" + (variant ? "聯發科  1,340\n" : "")
  }

  /// The client's sources, relative to the outside package's root.
  static let files: [String: String] = [
    "Sources/Client/Ticker.swift": """
    import Foundation
    import ScreenModel

    public struct Ticker: TextSnapshotRepresentable, Encodable {
      public var quotes: [String: String]
      public init() {
        quotes = ["2330": "台積電  1,005"]
        if ProcessInfo.processInfo.environment["CLIENT_VARIANT"] != nil { quotes["2454"] = "聯發科  1,340" }
      }
      public var snapshotText: String {
        "# 行情\\n" + quotes.keys.sorted().map { quotes[$0]! + "\\n" }.joined()
      }
    }

    """,
    "Tests/ClientTests/XCTestSnapshots.swift": """
    import Client
    import Foundation
    import ScreenModelTesting
    import XCTest

    final class TickerXCTests: XCTestCase {
      func testBoard() { assertTextSnapshot(of: Ticker()) }

      func testBoardInline() {
        let board = Ticker()
        assertInlineTextSnapshot(of: board)
      }

      func testStamp() {
        let stamp = "行程 \\(ProcessInfo.processInfo.processIdentifier)"
        assertTextSnapshot(of: stamp, as: .lines.redacting(/[0-9]+/, as: "<行程>"))
      }

      // The protocol and the record mode come with `import ScreenModelTesting` alone.
      func testNote() {
        let mode: SnapshotRecordMode = .missing
        assertTextSnapshot(of: Note(), record: mode)
      }
    }

    struct Note: TextSnapshotRepresentable {
      var snapshotText: String { "備註" }
    }

    """,
    "Tests/ClientTests/SwiftTestingSnapshots.swift": """
    import Client
    import Foundation
    import ScreenModelTesting
    import Testing

    @Suite struct TickerSuite {
      @Test func board() {
        assertTextSnapshot(of: Ticker(), as: .json)
      }

      @Test func boardInline() {
        assertInlineTextSnapshot(of: Ticker()) {
          ""
        }
      }

      @Test func stamp() {
        let id = String(ProcessInfo.processInfo.processIdentifier)
        let stamp = "行程 \\(id)"
        assertTextSnapshot(
          of: stamp, as: .lines.redacting { $0.replacingOccurrences(of: id, with: "<行程>") })
      }
    }

    """,
  ]
}

struct ClientError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
