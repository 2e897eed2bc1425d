import Foundation
import SnapshotStore

/// Finds the real exchange files that tests and benchmarks read in place.
///
/// They live in `../shared/data` beside the package's checkout and are never copied into the
/// repository; `STOCK_SCREENS_DATA` names another folder. On a user's machine the folder is
/// usually absent, and callers skip with `SharedData.missingMessage`.
public enum SharedData {
  /// The folder holding the package's `Package.swift`, found by walking up from `path`.
  public static func packageRoot(from path: String = #filePath) -> URL? {
    SnapshotFolders.packageRoot(startingAt: path)
  }

  /// The data folder, or nil when it does not exist.
  public static var folder: URL? {
    let environment = ProcessInfo.processInfo.environment["STOCK_SCREENS_DATA"]
    let candidate =
      environment.flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? packageRoot()?.deletingLastPathComponent().appendingPathComponent("shared/data")
    guard let candidate else { return nil }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return nil }
    return candidate
  }

  /// A file in the data folder, or nil when the folder or the file is absent.
  public static func file(_ name: String) -> URL? {
    guard let url = folder?.appendingPathComponent(name),
      FileManager.default.fileExists(atPath: url.path)
    else { return nil }
    return url
  }

  /// Why a test or figure that needs the real data did not run.
  public static func missingMessage(_ name: String) -> String {
    "the real exchange data (\(name)) is not here: it is read from ../shared/data beside the "
      + "checkout, or from the folder STOCK_SCREENS_DATA names"
  }
}
