import Foundation
import TestSupport
import XCTest

/// Where the tests find their files: the package root, the fixtures, the shared real data.
enum TestFiles {
  /// The folder holding Package.swift.
  static let packageRoot: URL =
    SharedData.packageRoot() ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// `Tests/Fixtures/MarketData`.
  static var fixtures: URL {
    packageRoot.appendingPathComponent("Tests/Fixtures/MarketData", isDirectory: true)
  }

  /// A fixture by file name.
  static func fixture(_ name: String) -> URL {
    fixtures.appendingPathComponent(name, isDirectory: false)
  }

  /// The bytes of a fixture.
  static func fixtureData(_ name: String) throws -> Data {
    try Data(contentsOf: fixture(name))
  }

  /// The real exchange data beside the checkout (`../shared/data`, or `STOCK_SCREENS_DATA`);
  /// skips the test when it is absent.
  static func sharedData() throws -> URL {
    guard let folder = SharedData.folder else {
      throw XCTSkip(SharedData.missingMessage("../shared/data"))
    }
    return folder
  }

  /// A real data file by name; skips the test when it is absent.
  static func sharedFile(_ name: String) throws -> URL {
    let file = try sharedData().appendingPathComponent(name, isDirectory: false)
    guard FileManager.default.fileExists(atPath: file.path) else {
      throw XCTSkip("\(name) is absent from the shared exchange data")
    }
    return file
  }

  /// A new empty folder under the system's temporary folder.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("TaiwanMarketTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The path of `python3` on `PATH`, or nil.
  static var python3: URL? { LoopbackServer.python3 }
}
