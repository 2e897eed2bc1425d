import Foundation
import SnapshotStore

/// A catalog of states in a package's snapshots, against the last test run: which states it
/// added, removed and changed. A folder of `Snapshots/` is a catalog when it holds a page
/// setting, `_page.LOCALE.json`, beside its states' files, `NAME.LOCALE.txt`,
/// `NAME.LOCALE.a11y.txt` and `NAME.LOCALE.json` (as ScreenExplorer's `StateCatalog` writes
/// them).
///
///     catalog StockCatalog: 40 states, 1 added, 1 removed, 1 changed
///       added    directory_load-listed
///       removed  feed_more
///       changed  start (en.txt, en.json)
struct CatalogReview: Sendable {
  /// What the last run did to a state: its files' references against the texts it drew.
  enum Change: String, Sendable {
    /// No file of the state has a reference: the run drew it for the first time.
    case added
    /// The run drew none of the state's files, which have references (orphans).
    case removed
    /// The run drew a file of the state otherwise than its reference.
    case changed
    case same
  }

  struct State: Sendable {
    var name: String
    var change: Change
    /// The files of the state the run drew otherwise, or newly: `en.txt`, `en.a11y.txt`.
    var files: [String]
  }

  /// The folder's name inside `Snapshots/`.
  var folder: String
  /// The locales of its page settings, sorted.
  var locales: [String]
  var states: [State]

  /// Every catalog of `report`'s folders: their references and the texts the last run kept.
  static func all(in report: SnapshotReport) throws(SnapshotStoreError) -> [CatalogReview] {
    let folders = report.folders
    var files: [String: Set<String>] = [:]
    for location in try folders.listing().references + report.missing
    where location.components.count == 2 {
      files[location.components[0], default: []].insert(location.components[1])
    }
    let failed = Set(report.failed + report.missing)
    let orphans = Set(report.orphanLocations)
    return files.keys.sorted().compactMap { folder in
      let names = files[folder] ?? []
      let locales = names.compactMap { Self.pageLocale(of: $0) }.sorted()
      guard !locales.isEmpty else { return nil }
      var byState: [String: [String]] = [:]
      for name in names where !name.hasPrefix("_") {
        guard let dot = name.firstIndex(of: ".") else { continue }
        byState[String(name[..<dot]), default: []].append(String(name[name.index(after: dot)...]))
      }
      let states = byState.keys.sorted().map { name in
        let locations = (byState[name] ?? []).sorted().map {
          SnapshotLocation(relativePath: "\(folder)/\(name).\($0)")
        }
        let missing = locations.filter { report.missing.contains($0) }
        let drawn = locations.filter { failed.contains($0) }.map { $0.components[1] }
        let change: Change =
          missing.count == locations.count
          ? .added
          : locations.allSatisfy(orphans.contains)
            ? .removed : drawn.isEmpty ? .same : .changed
        let shown = drawn.map { String($0.dropFirst(name.count + 1)) }
        return State(name: name, change: change, files: change == .changed ? shown : [])
      }
      return CatalogReview(folder: folder, locales: locales, states: states)
    }
  }

  /// `en` of `_page.en.json`; nil for any other name.
  static func pageLocale(of name: String) -> String? {
    guard name.hasPrefix("_page."), name.hasSuffix(".json") else { return nil }
    let locale = name.dropFirst("_page.".count).dropLast(".json".count)
    return locale.isEmpty ? nil : String(locale)
  }

  /// The states the run added, removed or changed.
  var differing: [State] { states.filter { $0.change != .same } }

  /// A line of counts, then a line for each state added, removed or changed.
  var summary: String {
    let count = { (change: Change) in self.states.filter { $0.change == change }.count }
    var lines = [
      "catalog \(folder): \(states.count) states, \(count(.added)) added, "
        + "\(count(.removed)) removed, \(count(.changed)) changed"
    ]
    for state in differing {
      let files = state.files.isEmpty ? "" : " (\(state.files.joined(separator: ", ")))"
      lines.append(
        "  \(state.change.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(state.name)\(files)"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
