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
    return .resource(catalogs?.appendingPathComponent(file), named: file)
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
