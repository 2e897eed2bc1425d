import Foundation

/// The package's own String Catalogs, files of its resources (`Catalogs/` beside this file),
/// read once: a translator edits them in Xcode or as JSON, and no Swift changes.
enum PackageCatalog {
  /// The words of the front ends and of the accessibility descriptions.
  static let frontEnds = load("FrontEnds")

  /// The catalog `name.xcstrings`; a missing or broken file stops the program naming it, as
  /// the package cannot speak without it.
  static func load(_ name: String) -> StringCatalog {
    let file = "\(name).xcstrings"
    guard
      let folder = catalogs,
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path)
    else { preconditionFailure("the catalog \(file) is missing from the package's resources") }
    do {
      return try StringCatalog(parsing: String(decoding: data, as: UTF8.self))
    } catch {
      preconditionFailure("the catalog \(file) cannot be read: \(error)")
    }
  }

  /// The folder of the catalogs: the resource bundle SwiftPM makes, or, for a build of the
  /// sources by `swiftc` alone (the fuzzing harness), the folder beside this file.
  private static var catalogs: URL? {
    #if SWIFT_PACKAGE
      Bundle.module.url(forResource: "Catalogs", withExtension: nil)
    #else
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Catalogs")
    #endif
  }
}
