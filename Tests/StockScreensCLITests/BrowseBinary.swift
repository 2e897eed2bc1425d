import Foundation
import TestSupport

/// The already built `stock-screens` program, for tests that run it as a person would.
///
/// It sits beside the test bundle (`.build/<triple>/debug/`), or in the package's
/// `.build/debug/`; `STOCK_SCREENS_BINARY` names another. Tests never build it: `swift build`
/// does, before `swift test`.
enum BrowseBinary {
  /// The program, or nil when it has not been built.
  static var url: URL? {
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["STOCK_SCREENS_BINARY"] {
      candidates.append(URL(fileURLWithPath: path))
    }
    let runners = [
      Bundle.main.executableURL, CommandLine.arguments.first.map(URL.init(fileURLWithPath:)),
    ]
    for runner in runners.compactMap({ $0 }) {
      candidates.append(
        runner.resolvingSymlinksInPath().deletingLastPathComponent()
          .appendingPathComponent("stock-screens"))
    }
    if let root = SharedData.packageRoot() {
      candidates.append(root.appendingPathComponent(".build/debug/stock-screens"))
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Why a test that needs the program did not run.
  static let missingMessage =
    "stock-screens is not built: run `swift build` before `swift test` "
    + "(or name the program in STOCK_SCREENS_BINARY)"
}
