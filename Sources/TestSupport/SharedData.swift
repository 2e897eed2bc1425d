import Foundation

/// Finds the real exchange files that tests and benchmarks read in place.
///
/// They live in `../shared/data` beside the package's checkout and are never copied into the
/// repository; `STOCK_SCREENS_DATA` names another folder. On a user's machine the folder is
/// usually absent, and callers skip with `SharedData.missingMessage`.
public enum SharedData {
  /// The folder holding the package's `Package.swift`: this file is
  /// `Sources/TestSupport/SharedData.swift` in it, so the root is three folders up. Nil when
  /// the sources are no longer where they were compiled.
  public static func packageRoot() -> URL? {
    let root = URL(fileURLWithPath: #filePath).standardizedFileURL
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let manifest = root.appendingPathComponent("Package.swift")
    return FileManager.default.fileExists(atPath: manifest.path) ? root : nil
  }

  /// The files in `folders` of the package (`Fuzz/Corpus/http`, …), each folder's sorted by
  /// name, hidden ones left out; nil when the package root is not found.
  public static func packageFiles(in folders: [String]) -> [URL]? {
    guard let root = packageRoot() else { return nil }
    return folders.flatMap { folder in
      let url = root.appendingPathComponent(folder, isDirectory: true)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.sorted().filter { !$0.hasPrefix(".") }.map { url.appendingPathComponent($0) }
    }
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
