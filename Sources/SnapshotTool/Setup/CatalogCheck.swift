import Foundation
import ScreenModel

/// The String Catalogs of a package as `snapshots check` reads them: every `.xcstrings` file
/// under `Sources/` and `Tests/`, and for each locale a catalog has words in, the keys it has
/// none for, which show in the catalog's source language there.
///
///     catalog  Sources/Ticket/Ticket.xcstrings has no words in en for 2 keys: ticket.price, ticket.submit
enum CatalogCheck {
  /// A line a catalog and locale with keys missing, or a catalog that cannot be read; in the
  /// order of the files' paths, then of the locales.
  static func problems(in packageRoot: URL) -> [String] {
    catalogFiles(in: packageRoot).flatMap { file -> [String] in
      let path = String(file.path.dropFirst(packageRoot.path.count + 1))
      let catalog: StringCatalog
      do {
        catalog = try StringCatalog(parsing: String(contentsOf: file, encoding: .utf8))
      } catch {
        return ["catalog  \(path) cannot be read: \(error)"]
      }
      return catalog.locales.sorted().compactMap { locale in
        let keys = catalog.missingKeys(in: locale)
        guard !keys.isEmpty else { return nil }
        let counted = keys.count == 1 ? "1 key" : "\(keys.count) keys"
        return "catalog  \(path) has no words in \(locale) for \(counted): "
          + keys.joined(separator: ", ")
      }
    }
  }

  /// The catalogs under the package's `Sources/` and `Tests/`, by path, hidden folders and
  /// the build's left out.
  private static func catalogFiles(in packageRoot: URL) -> [URL] {
    var files: [URL] = []
    for folder in ["Sources", "Tests"] {
      let walk = FileManager.default.enumerator(
        at: packageRoot.appendingPathComponent(folder), includingPropertiesForKeys: nil,
        options: [.skipsHiddenFiles])
      while let file = walk?.nextObject() as? URL {
        if file.pathExtension == "xcstrings" { files.append(file) }
      }
    }
    return files.sorted { $0.path < $1.path }
  }
}
