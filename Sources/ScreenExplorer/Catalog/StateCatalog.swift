import ScreenFrontEnds
import ScreenModel

/// The distinct states an exploration met, for people to review: each under a name made from
/// the path that first reached it, drawn in every locale explored as its text snapshot, what a
/// screen reader reads, and the protocol update a front end draws it from.
///
///     let report = try await Explorer(target, options: ExplorerOptions(catalogLimit: 40)).run()
///     for file in report.catalog.files(in: "ShelfCatalog") {
///       assertTextSnapshot(of: file.text, as: .lines, atPath: file.path)
///     }
///
/// Breadth first meets the states in one order for one program and one set of options, so a
/// catalog made again is the same, file for file; a state first reached by another path after
/// a change is another name. Its files, in a folder of `Snapshots/`:
///
///     start.en.txt        the text snapshot, in each locale
///     start.en.a11y.txt   what a screen reader reads
///     start.en.json       the state's update, whole, one row a line
///     _page.en.json       once a locale: its words and the screens' declarations, which the
///                         page of `serve` needs beside an update to draw it
public struct StateCatalog: Sendable {
  /// The states, in the order they were met.
  public var states: [CatalogState] = []
  /// For each locale, the words and declarations the page draws its states with
  /// (`PageDrawing.setting(of:)`).
  public var pages: [String: JSONValue] = [:]

  public init() {}

  /// Every file of the catalog in `folder`, a path inside `Snapshots/`, in a fixed order.
  public func files(in folder: String) -> [(path: String, text: String)] {
    var files: [(path: String, text: String)] = []
    for locale in pages.keys.sorted() {
      if let page = pages[locale] {
        files.append(("\(folder)/_page.\(locale).json", CatalogJSON.reviewable(page)))
      }
    }
    for state in states {
      for drawing in state.drawings {
        let stem = "\(folder)/\(state.name).\(drawing.locale)"
        files.append(("\(stem).txt", drawing.text))
        files.append(("\(stem).a11y.txt", drawing.accessibility))
        files.append(("\(stem).json", CatalogJSON.reviewable(drawing.update)))
      }
    }
    return files
  }
}

/// A state of a catalog: its name, the lines that first reached it, and how it draws in each
/// locale.
public struct CatalogState: Sendable, Hashable {
  /// Made from `path`: `start` for the first state, else the letters and digits of each line
  /// (20 at most) with `-` for what lies between, the lines joined by `_`, 60 characters at
  /// most, and `-2`, `-3` after a name given before.
  public var name: String
  /// The lines from the start, those refused left out.
  public var path: [String]
  /// The state in each locale, in the order of `ExplorerOptions.locales`.
  public var drawings: [StateDrawing]
}

/// A state drawn in one locale.
public struct StateDrawing: Sendable, Hashable {
  /// The locale it is drawn in: `en`.
  public var locale: String
  /// Its text snapshot.
  public var text: String
  /// What a screen reader reads of it (`AnyScreen.accessibilityText(in:)`).
  public var accessibility: String
  /// Its update, whole: the session's `first` update, every row of its window.
  public var update: JSONValue

  /// The state `session` shows.
  @MainActor
  init(_ session: ScreenSession) {
    let current = session.current
    locale = session.words.locale
    text = current.screen.snapshotText(in: session.words)
    accessibility = current.screen.accessibilityText(in: session.words)
    update = current.first.json
  }
}

extension StateCatalog {
  /// The name of the state `path` first reached, among the names already given.
  static func name(of path: [String], among taken: Set<String>) -> String {
    let lines = path.map { line in
      var word = ""
      for scalar in line.unicodeScalars {
        let kept = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        if kept {
          word.unicodeScalars.append(scalar)
        } else if !word.isEmpty, !word.hasSuffix("-") {
          word += "-"
        }
      }
      let cut = word.prefix(20)
      return String(cut.hasSuffix("-") ? cut.dropLast() : cut)
    }
    let stem = path.isEmpty ? "start" : String(lines.joined(separator: "_").prefix(60))
    var name = stem
    var number = 1
    while taken.contains(name) {
      number += 1
      name = "\(stem)-\(number)"
    }
    return name
  }
}
