import Foundation
import XCTest

/// Where the tests find their files: the package root, the fixtures, the shared real data.
enum TestFiles {
  /// The folder holding Package.swift, found by walking up from this file.
  static let packageRoot: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    return folder
  }()

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
    let folder: URL
    if let override = ProcessInfo.processInfo.environment["STOCK_SCREENS_DATA"], !override.isEmpty {
      folder = URL(fileURLWithPath: override, isDirectory: true)
    } else {
      folder = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/data", isDirectory: true)
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw XCTSkip("the shared exchange data (../shared/data or STOCK_SCREENS_DATA) is absent")
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
  static var python3: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("python3")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
