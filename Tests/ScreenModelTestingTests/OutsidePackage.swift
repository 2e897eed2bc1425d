import Foundation
import TestSupport

/// A package outside this one, written to a temporary folder beside nothing of this
/// repository, that depends on this package by path, as a team's would: the reading list and
/// price alerts of `Tests/Fixtures/Bookshelf` (its screens on `ScreenModel`, its program
/// `shelf` on `ScreenFrontEnds`, its tests of the alerts) and a client's snapshot tests (`ClientPackage`: a `Ticker` and its
/// tests in both frameworks on `ScreenModelTesting`).
///
/// It is built once, for every test that uses it, in a scratch folder of its own (so none
/// waits for this package's build lock), and only with the products it uses: the library is
/// compiled once for the program and the tests together, and the snapshot tool that the
/// command plugin asks for is built beside them in the same build.
enum OutsidePackage {
  /// True when the environment sets `OUTSIDE_PACKAGE` (CI does): only then is the package
  /// built and its tests run, since its build compiles the library again in a scratch folder
  /// of its own, about a minute of both cores. Without it, `OutsideSourcesTests` compiles the
  /// same sources against this build's modules, which proves less (no plugin, no `swift test`
  /// in the client) in a few seconds.
  static let isWanted = ProcessInfo.processInfo.environment["OUTSIDE_PACKAGE"] != nil
  /// Why its tests skip, and how to run them.
  static let skipped =
    "OUTSIDE_PACKAGE is not set: run OUTSIDE_PACKAGE=1 swift test to build the outside package"

  /// The fixture's files, relative to the package root.
  static let fixture = "Tests/Fixtures/Bookshelf"
  /// The program's source, whose lines are counted.
  static let programSource = fixture + "/Sources/shelf/main.swift"

  /// Where the package is and what its build made.
  struct Built: Sendable {
    /// This package's root, which the outside package depends on.
    var library: URL
    /// The folder that holds the package, its scratch folder and what its tests leave.
    var folder: URL
    /// The outside package's root.
    var root: URL
    /// Its build folder, kept from run to run so that the next build is incremental.
    var scratch: URL
    /// The reading list's program.
    var program: URL { scratch.appendingPathComponent("debug/shelf") }
  }

  /// The package, written afresh and built; the first test to ask builds it, the others wait
  /// for that build.
  static let built = Task { try await build() }

  /// The built program of the reading list.
  static let program = Task { try await built.value.program }

  private static func build() async throws -> Built {
    let built = try written()
    // A build started ahead (`startAhead`) holds the build folder's lock: SwiftPM waits for
    // it, then finds nothing left to do.
    let run = try await blockingCall("the outside package's build", within: .seconds(1200)) {
      try IsolatedSwift.run(
        ["build"], package: built.root, scratch: built.scratch, arguments: ["--build-tests"])
    }
    guard run.status == 0 else {
      throw ClientError("the outside package does not build:\n\(run.stdout)\(run.stderr)")
    }
    return built
  }

  /// The package's files written afresh in the folder of this checkout, and where it builds.
  private static func written() throws -> Built {
    guard let library = SharedData.packageRoot() else { throw ClientError("no package root") }
    // One folder for each checkout, kept from run to run: the next build is incremental, and
    // no run leaves a build behind.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "outside-package-\(stableHash(library.path))", isDirectory: true)
    let built = Built(
      library: library, folder: folder,
      root: folder.appendingPathComponent("Outside", isDirectory: true),
      scratch: folder.appendingPathComponent("build"))
    var files = [("Package.swift", manifest(dependingOn: library))]
    let source = library.appendingPathComponent(fixture)
    for path in FileManager.default.subpaths(atPath: source.path) ?? []
    where path.hasSuffix(".swift") {
      files.append(
        (path, try String(contentsOf: source.appendingPathComponent(path), encoding: .utf8)))
    }
    files += ClientPackage.files.sorted { $0.key < $1.key }
    try writeAfresh(files, in: built.root)
    try? FileManager.default.removeItem(at: folder.appendingPathComponent("summary.md"))
    return built
  }

  /// Starts the package's build in a process of its own and returns at once, its output in
  /// `ahead.log` beside the package; nil where the package could not be written or the
  /// process not started.
  ///
  /// `swift test` runs XCTest's tests one at a time before Swift Testing's: a build started
  /// then uses the core they leave idle, and the build of `built` that the first test of the
  /// outside package asks for waits for it instead of starting from nothing.
  static func startAhead() -> URL? {
    guard let built = try? written() else { return nil }
    let log = built.folder.appendingPathComponent("ahead.log")
    let command = IsolatedSwift.command(
      ["build"], package: built.root, scratch: built.scratch, arguments: ["--build-tests"])
    // The log is there before the build writes to it, and only a build started now writes it.
    guard FileManager.default.createFile(atPath: log.path, contents: Data()),
      DetachedProcess.start(command, output: log)
    else { return nil }
    return log
  }

  /// Makes `root` hold `files` and nothing else: a file that holds its text already is left
  /// alone, so that the build sees no change, and whatever the last run's tests wrote
  /// (snapshots, setup files, accepted literals, artifacts) goes.
  private static func writeAfresh(_ files: [(String, String)], in root: URL) throws {
    let wanted = Dictionary(files, uniquingKeysWith: { $1 })
    let manager = FileManager.default
    for path in manager.subpaths(atPath: root.path) ?? [] where wanted[path] == nil {
      var isFolder: ObjCBool = false
      let url = root.appendingPathComponent(path)
      guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
      else { continue }
      try manager.removeItem(at: url)
    }
    for name in ["Snapshots", ".snapshot-artifacts"] {
      try? manager.removeItem(at: root.appendingPathComponent(name))
    }
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      guard (try? String(contentsOf: url, encoding: .utf8)) != text else { continue }
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  /// FNV-1a of `text`, in hexadecimal: the same folder for the same checkout in every run.
  static func stableHash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16)
  }

  /// The manifest: the reading list's library on `ScreenModel` and its program on
  /// `ScreenFrontEnds`; the client's library on `ScreenModel` and its tests on
  /// `ScreenModelTesting` and the reading list's library (whose alerts they run on a virtual
  /// clock); nothing of the stock app.
  private static func manifest(dependingOn library: URL) -> String {
    let identity = library.lastPathComponent
    return """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "Outside",
        platforms: [.macOS(.v15)],
        dependencies: [.package(path: "\(library.path)")],
        targets: [
          .target(name: "Bookshelf", dependencies: [.product(name: "ScreenModel", package: "\(identity)")]),
          .executableTarget(
            name: "shelf",
            dependencies: [
              "Bookshelf", .product(name: "ScreenModel", package: "\(identity)"),
              .product(name: "ScreenFrontEnds", package: "\(identity)"),
              .product(name: "ScreenExplorer", package: "\(identity)"),
            ]),
          .target(name: "Client", dependencies: [.product(name: "ScreenModel", package: "\(identity)")]),
          .testTarget(
            name: "ClientTests",
            dependencies: [
              "Client", "Bookshelf", .product(name: "ScreenModel", package: "\(identity)"),
              .product(name: "ScreenModelTesting", package: "\(identity)"),
            ]),
        ]
      )

      """
  }
}

/// `swift COMMAND` on a package outside this one, in an environment holding only what a
/// build needs and `variables`: none of this run's CI or snapshot settings leak in.
enum IsolatedSwift {
  static let swift = ProgramRun.onPath("swift")

  static func run(
    _ command: [String], package: URL, scratch: URL, arguments: [String] = [],
    variables: [String: String] = [:]
  ) throws -> ProgramRun {
    let line = self.command(
      command, package: package, scratch: scratch, arguments: arguments, variables: variables)
    return try ProgramRun.run(URL(fileURLWithPath: line[0]), arguments: Array(line.dropFirst()))
  }

  /// The command line `run` runs, `/usr/bin/env` first.
  static func command(
    _ command: [String], package: URL, scratch: URL, arguments: [String] = [],
    variables: [String: String] = [:]
  ) -> [String] {
    let environment = ProcessInfo.processInfo.environment
    var kept = ["LANG": "C.UTF-8"]
    for name in ["PATH", "HOME", "TMPDIR"] { kept[name] = environment[name] }
    let assignments = kept.merging(variables) { $1 }.sorted { $0.key < $1.key }
      .map { "\($0.key)=\($0.value)" }
    return ["/usr/bin/env", "-i"] + assignments + [swift?.path ?? "swift"] + command
      + ["--package-path", package.path, "--scratch-path", scratch.path] + arguments
  }
}
