import Foundation
import TestSupport

/// The reading list of `Tests/Fixtures/Bookshelf`, a package outside this one: its files
/// written to a temporary folder beside a `Package.swift` that depends on this package by
/// path, and its program `shelf` built once, in a scratch folder of its own, for every test
/// that runs it (so none waits for this package's build lock).
enum OutsidePackage {
  /// The fixture's files, relative to the package root.
  static let fixture = "Tests/Fixtures/Bookshelf"
  /// The program's source, whose lines are counted.
  static let programSource = fixture + "/Sources/shelf/main.swift"

  /// The built program; the first test to ask builds it, the others wait for that build.
  static let program = Task { try await build() }

  private static func build() async throws -> URL {
    guard let library = SharedData.packageRoot() else { throw ClientError("no package root") }
    // One folder for each checkout, kept from run to run: the next build is incremental, and
    // no run leaves a build behind.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "outside-package-\(stableHash(library.path))", isDirectory: true)
    let root = folder.appendingPathComponent("Bookshelf", isDirectory: true)
    var files = [("Package.swift", manifest(dependingOn: library))]
    let source = library.appendingPathComponent(fixture)
    for path in FileManager.default.subpaths(atPath: source.path) ?? []
    where path.hasSuffix(".swift") {
      files.append(
        (path, try String(contentsOf: source.appendingPathComponent(path), encoding: .utf8)))
    }
    for (path, text) in files { try write(text, to: root.appendingPathComponent(path)) }
    let scratch = folder.appendingPathComponent("build")
    let run = try await offThePool {
      try IsolatedSwift.run(
        ["build"], package: root, scratch: scratch, arguments: ["--product", "shelf"])
    }
    guard run.status == 0 else {
      throw ClientError("the outside package does not build:\n\(run.stdout)\(run.stderr)")
    }
    return scratch.appendingPathComponent("debug/shelf")
  }

  /// Writes `text` at `url` unless it holds it already, so that a build sees no change.
  private static func write(_ text: String, to url: URL) throws {
    guard (try? String(contentsOf: url, encoding: .utf8)) != text else { return }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// FNV-1a of `text`, in hexadecimal: the same folder for the same checkout in every run.
  static func stableHash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16)
  }

  /// The manifest: a library of the screen on `ScreenModel`, and the program on
  /// `ScreenFrontEnds`; nothing of the stock app.
  private static func manifest(dependingOn library: URL) -> String {
    let identity = library.lastPathComponent
    return """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "Bookshelf",
        platforms: [.macOS(.v14)],
        dependencies: [.package(path: "\(library.path)")],
        targets: [
          .target(name: "Bookshelf", dependencies: [.product(name: "ScreenModel", package: "\(identity)")]),
          .executableTarget(
            name: "shelf",
            dependencies: [
              "Bookshelf", .product(name: "ScreenModel", package: "\(identity)"),
              .product(name: "ScreenFrontEnds", package: "\(identity)"),
            ]),
        ]
      )

      """
  }
}

/// Runs blocking work on a thread of its own, so that a build or a terminal that takes
/// seconds never holds one of the few threads every concurrent test shares.
func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws
  -> Value
{
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try work() }) }.start()
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
    let environment = ProcessInfo.processInfo.environment
    var kept = ["LANG": "C.UTF-8"]
    for name in ["PATH", "HOME", "TMPDIR"] { kept[name] = environment[name] }
    let assignments = kept.merging(variables) { $1 }.sorted { $0.key < $1.key }
      .map { "\($0.key)=\($0.value)" }
    return try ProgramRun.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      arguments: ["-i"] + assignments + [swift?.path ?? "swift"] + command
        + ["--package-path", package.path, "--scratch-path", scratch.path] + arguments)
  }
}
