import CommandLineSyntax
import Foundation
import SnapshotStore

/// `snapshots report`: writes the HTML page and the JUnit file of the last run.
struct SnapshotsReportWriter {
  let review: SnapshotReview
  let options: SnapshotsCommand.Options
  var statePage: StatePage?

  func write(console: Console) throws -> Int32 {
    if let file = options.junitFile {
      let cases = try SnapshotCase.lastRun(in: review)
      try save(JUnitReport.xml(cases), to: URL(fileURLWithPath: file))
      let failures = cases.filter { $0.failure != nil }.count
      console.out("wrote \(file): \(cases.count) snapshots checked, \(failures) failed\n")
    }
    if let folder = options.htmlFolder {
      let report = try review.report()
      // The page draws its own side-by-side diffs; unified ones would be made for nothing.
      let items = try ReviewItem.all(in: review, diffing: false)
      let page = HTMLReport(
        items: items, cases: try SnapshotCase.lastRun(in: review, details: false),
        missingWithoutText: report.missing.filter { !report.missingWithArtifact.contains($0) }
          .map { review.folders.displayPath(ofReference: $0) }
      ).page
      let file = URL(fileURLWithPath: folder).appendingPathComponent("index.html")
      try save(page, to: file)
      console.out("wrote \(file.path): \(items.count) snapshots to review\n")
      try writeGallery(report, in: folder, console: console)
    }
    return 0
  }

  /// Each catalog's states added, removed and changed, printed, and drawn in
  /// `folder/gallery.html`; nothing when the package has no catalog.
  private func writeGallery(_ report: SnapshotReport, in folder: String, console: Console) throws {
    let catalogs = try CatalogReview.all(in: report)
    guard !catalogs.isEmpty else { return }
    for catalog in catalogs { console.out(catalog.summary) }
    let gallery = CatalogGallery(
      catalogs: catalogs, review: review, template: statePage?.template,
      marker: statePage?.marker ?? "")
    let file = URL(fileURLWithPath: folder).appendingPathComponent("gallery.html")
    try save(try gallery.page(), to: file)
    let states = catalogs.reduce(0) { $0 + $1.states.count }
    console.out("wrote \(file.path): \(states) states drawn\n")
  }

  private func save(_ text: String, to file: URL) throws {
    try SnapshotsCommand.save(text, to: file, shownAs: file.path, in: review.folders)
  }
}

/// Text made safe inside HTML and XML, shared by the page and the JUnit file.
enum Markup {
  /// `text` with `&`, `<`, `>` and `"` as entities, and every other scalar as `special`
  /// writes it (`nil` keeps it as it is).
  static func escaped(_ text: String, special: (Unicode.Scalar) -> String? = { _ in nil }) -> String
  {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default:
        if let replacement = special(scalar) {
          result += replacement
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
