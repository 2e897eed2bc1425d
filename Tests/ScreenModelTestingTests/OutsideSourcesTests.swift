import Foundation
import TestSupport
import Testing

/// The outside package's sources (`Tests/Fixtures/Bookshelf` and `ClientPackage.files`)
/// compiled by `swiftc` against the modules this build made, with no package name, so that
/// a `package` declaration is as hidden from them as from a team's package: what a team may
/// call is public. It runs in every `swift test`, in seconds; `ExternalPackageTests`, which
/// builds the package with SwiftPM and runs it, its tests and the plugin, runs when
/// `OUTSIDE_PACKAGE` is set, as CI sets it.
@Suite struct OutsideSourcesTests {
  @Test(.enabled(if: swiftc != nil, "swiftc is not beside swift on PATH"))
  func outsidePackageSources_CompileAgainstThePublicAPI() async throws {
    let folder = try written()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = folder.appendingPathComponent("Sources")
    let (libraries, programs) = try targets(in: sources)
    #expect(libraries == ["Bookshelf", "Client"] && programs == ["shelf"])
    // Libraries first, each a module the programs and the tests import.
    for name in libraries {
      try await expectCompiles(
        name,
        [
          "-emit-module", "-parse-as-library", "-emit-module-path",
          "\(folder.path)/\(name).swiftmodule",
        ],
        in: sources.appendingPathComponent(name), folder: folder)
    }
    for name in programs {
      try await expectCompiles(
        name, ["-typecheck"], in: sources.appendingPathComponent(name), folder: folder)
    }
    let tests = folder.appendingPathComponent("Tests")
    for name in try FileManager.default.contentsOfDirectory(atPath: tests.path).sorted() {
      try await expectCompiles(
        name, ["-typecheck", "-parse-as-library"], in: tests.appendingPathComponent(name),
        folder: folder)
    }
  }

  /// The `swiftc` beside the `swift` on `PATH`.
  static let swiftc = IsolatedSwift.swift.map {
    $0.deletingLastPathComponent().appendingPathComponent("swiftc")
  }.flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }

  /// The folder of this build's modules: `Modules` beside the test binary (Linux) or the
  /// test bundle (macOS) that runs this test, the first that holds `ScreenModel`'s.
  static let modules: URL? = {
    let places =
      [URL(fileURLWithPath: CommandLine.arguments[0])]
      + Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
    return places.map { $0.resolvingSymlinksInPath().deletingLastPathComponent() }
      .map { $0.appendingPathComponent("Modules", isDirectory: true) }
      .first {
        FileManager.default.fileExists(
          atPath: $0.appendingPathComponent("ScreenModel.swiftmodule").path)
      }
  }()

  /// The fixture's and the client's Swift files in a fresh temporary folder, at the paths
  /// they have in the outside package.
  private func written() throws -> URL {
    let root = try #require(SharedData.packageRoot())
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "outside-sources-\(UUID().uuidString)", isDirectory: true)
    let fixture = root.appendingPathComponent(OutsidePackage.fixture)
    var files: [String: String] = ClientPackage.files
    for path in FileManager.default.subpaths(atPath: fixture.path) ?? []
    where path.hasSuffix(".swift") {
      files[path] = try String(
        contentsOf: fixture.appendingPathComponent(path), encoding: .utf8)
    }
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }

  /// The folders of `Sources`, split into libraries and programs (those with a `main.swift`).
  private func targets(in sources: URL) throws -> (libraries: [String], programs: [String]) {
    let names = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
    let isProgram = { (name: String) in
      FileManager.default.fileExists(
        atPath: sources.appendingPathComponent(name).appendingPathComponent("main.swift").path)
    }
    return (names.filter { !isProgram($0) }, names.filter(isProgram))
  }

  /// `swiftc` on the Swift files of `target` as module `name`, finding the modules of this
  /// build and those compiled in `folder`; the test fails with its diagnostics when it fails.
  private func expectCompiles(
    _ name: String, _ mode: [String], in target: URL, folder: URL
  ) async throws {
    let swiftc = try #require(Self.swiftc)
    let modules = try #require(Self.modules, "no Modules folder beside the test binary")
    let files = try FileManager.default.contentsOfDirectory(atPath: target.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { target.appendingPathComponent($0).path }
    let arguments =
      mode + [
        "-module-name", name, "-swift-version", "6", "-I", modules.path, "-I", folder.path,
      ] + files
    let run = try await blockingCall(
      "swiftc on the outside package's \(name)", within: .seconds(300)
    ) {
      try ProgramRun.run(swiftc, arguments: arguments, in: folder, within: .seconds(300))
    }
    #expect(run.status == 0, "\(name) does not compile against the public API:\n\(run.stderr)")
  }
}
