import Foundation
import TestSupport
import Testing

/// A package outside this repository, written to a temporary folder, that depends on this one
/// by path: its XCTest and Swift Testing tests record, compare, fail at their own lines and
/// accept file and inline snapshots, through `swift test` and `stock-screens snapshots accept`.
///
/// It builds a package, so it takes minutes; it skips when `swift` is not on `PATH` or the
/// program is not built. The client builds in a scratch folder of its own inside the
/// temporary folder, so it never waits for this package's build lock.
@Suite struct ExternalPackageTests {
  static let swift = ProgramRun.onPath("swift")
  static let program = ProgramRun.builtProductURL("stock-screens")

  @Test(
    .enabled(if: swift != nil, "swift is not on PATH: the external-package test builds with it"),
    .enabled(if: program != nil, "stock-screens is not built: run `swift build` first"),
    .timeLimit(.minutes(20)))
  func clientPackage_RecordsComparesFailsAndAcceptsInBothFrameworks() throws {
    let client = try ClientPackage()
    // 1. Local run: file snapshots are recorded, inline ones have no text yet; all fail.
    let first = try client.test()
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

    // 2. Accept writes the inline literals; a CI run (which never records) then passes.
    let accept = try client.snapshots("accept")
    #expect(accept.status == 0, "\(accept.stdout)\(accept.stderr)")
    #expect(
      accept.stdout.contains(
        "accepted Tests/ClientTests/XCTestSnapshots.swift:\(ClientPackage.xcInlineLine) (inline)"))
    #expect(
      client.read("Tests/ClientTests/SwiftTestingSnapshots.swift")?.contains("      台積電  1,005")
        ?? false)
    let second = try client.test(["CI": "true"])
    #expect(second.status == 0, "\(second.stdout)\(second.stderr)")

    // 3. A changed board fails on GitHub Actions with diffs at the assertions, annotations
    //    there and a job summary; check lists it all.
    let summary = client.folder.appendingPathComponent("summary.md").path
    let third = try client.test([
      "CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary,
      "CLIENT_VARIANT": "1",
    ])
    #expect(third.status != 0)
    let thirdOutput = third.stdout + third.stderr
    #expect(thirdOutput.contains("+聯發科  1,340"))
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
    let check = try client.snapshots("check")
    #expect(check.status == 1)
    #expect(
      check.stdout.contains("failed   Snapshots/TickerXCTests/testBoard.txt"), "\(check.stdout)")
    #expect(
      check.stdout.contains(
        "inline   Tests/ClientTests/XCTestSnapshots.swift:\(ClientPackage.xcInlineLine)"))

    // 4. Accept takes every change; the changed board now passes on CI.
    #expect(try client.snapshots("accept").status == 0)
    #expect(
      client.read("Snapshots/TickerXCTests/testBoard.txt") == ClientPackage.board(variant: true))
    let fourth = try client.test(["CI": "true", "CLIENT_VARIANT": "1"])
    #expect(fourth.status == 0, "\(fourth.stdout)\(fourth.stderr)")
    #expect(try client.snapshots("check").status == 0)
  }
}

/// The client package: a `Ticker` screen and its snapshot tests in both frameworks.
final class ClientPackage {
  static let xcFileLine = 6
  static let xcInlineLine = 10
  static let stFileLine = 7
  static let stInlineLine = 11

  let folder: URL
  let root: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-client-\(UUID().uuidString)", isDirectory: true)
    root = folder.appendingPathComponent("Client", isDirectory: true)
    guard let library = SharedData.packageRoot() else { throw ClientError("no package root") }
    for (path, text) in Self.files(dependingOn: library) {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// The text of a file of the client, if there is one.
  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
      .map { String(decoding: $0, as: UTF8.self) }
  }

  /// `swift test` in the client, in an environment holding only what a build needs and
  /// `variables`: none of this run's CI or snapshot settings leak in.
  func test(_ variables: [String: String] = [:]) throws -> ProgramRun {
    let environment = ProcessInfo.processInfo.environment
    var kept = ["LANG": "C.UTF-8"]
    for name in ["PATH", "HOME", "TMPDIR"] { kept[name] = environment[name] }
    let assignments = kept.merging(variables) { $1 }.sorted { $0.key < $1.key }
      .map { "\($0.key)=\($0.value)" }
    return try ProgramRun.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      arguments: ["-i"] + assignments + [
        ExternalPackageTests.swift?.path ?? "swift", "test", "--package-path", root.path,
        "--scratch-path", folder.appendingPathComponent("build").path,
      ])
  }

  /// `stock-screens snapshots ACTION --package-path <client>`, from another folder.
  func snapshots(_ action: String) throws -> ProgramRun {
    try ProgramRun.builtProduct(
      "stock-screens", arguments: ["snapshots", action, "--package-path", root.path], in: folder,
      environment: ["SNAPSHOTS_DIR": "", "SNAPSHOT_ARTIFACTS_DIR": ""])
  }

  /// The board's snapshot text.
  static func board(variant: Bool) -> String {
    "# 行情\n台積電  1,005\n" + (variant ? "聯發科  1,340\n" : "")
  }

  private static func files(dependingOn library: URL) -> [String: String] {
    let identity = library.lastPathComponent
    return [
      "Package.swift": """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "Client",
        platforms: [.macOS(.v15)],
        dependencies: [.package(path: "\(library.path)")],
        targets: [
          .target(name: "Client", dependencies: [.product(name: "ScreenModel", package: "\(identity)")]),
          .testTarget(
            name: "ClientTests",
            dependencies: ["Client", .product(name: "ScreenModelTesting", package: "\(identity)")]),
        ]
      )

      """,
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
      import ScreenModelTesting
      import XCTest

      final class TickerXCTests: XCTestCase {
        func testBoard() { assertSnapshot(of: Ticker()) }

        func testBoardInline() {
          let board = Ticker()
          assertInlineSnapshot(of: board)
        }
      }

      """,
      "Tests/ClientTests/SwiftTestingSnapshots.swift": """
      import Client
      import ScreenModelTesting
      import Testing

      @Suite struct TickerSuite {
        @Test func board() {
          assertSnapshot(of: Ticker(), as: .json)
        }

        @Test func boardInline() {
          assertInlineSnapshot(of: Ticker()) {
            ""
          }
        }
      }

      """,
    ]
  }
}

struct ClientError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
