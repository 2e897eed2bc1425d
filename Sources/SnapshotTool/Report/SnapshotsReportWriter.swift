import CommandLineSyntax
import Foundation
import SnapshotStore

/// `snapshots report`: writes the HTML page and the JUnit file of the last run.
struct SnapshotsReportWriter {
  let review: SnapshotReview
  let options: SnapshotsCommand.Options

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
    }
    return 0
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
