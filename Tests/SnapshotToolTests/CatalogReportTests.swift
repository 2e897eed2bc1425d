import CommandLineSyntax
import Foundation
import LibraryTestSupport
import SnapshotStore
import TestSupport
import Testing

@testable import SnapshotTool

/// `snapshots report` on a package with a catalog of states: the states the last run added,
/// removed and changed against the committed catalog, and the gallery that draws each.
struct CatalogReportTests {
  /// A catalog of four states in `Snapshots/Shelf/`, after a run that drew `same` as
  /// committed, `moved` otherwise in its en text and update, `fresh` for the first time, and
  /// not `gone` at all.
  private func package() throws -> TemporaryPackage {
    let package = try TemporaryPackage(prefix: "catalog-report")
    let folders = package.folders
    let never = SnapshotRecordMode.Choice(
      mode: .never, origin: .continuousIntegration(variable: "CI"))
    let log = SnapshotRunLog(folders: folders)
    func check(_ name: String, _ text: String, committed: String?) throws {
      if let committed { try package.write(committed, at: "Snapshots/Shelf/\(name)") }
      let origin = SnapshotOrigin(
        test: "ShelfCatalog/testCatalog", file: "Tests/ShelfTests.swift", line: 9, column: 7)
      log.record(
        folders.verify(
          text, at: .init(relativePath: "Shelf/\(name)"), record: never, origin: origin))
    }
    for locale in ["en", "zh-Hant"] {
      try check(
        "_page.\(locale).json", "{\"locale\":\"\(locale)\"}\n",
        committed: "{\"locale\":\"\(locale)\"}\n")
      for kind in ["txt", "a11y.txt", "json"] {
        let same = "{\"seq\":0,\"screen\":\"shelf\",\"title\":\"\(kind) <b>\"}\n"
        try check("same.\(locale).\(kind)", same, committed: same)
        let moved = locale == "en" && kind != "a11y.txt" ? "{\"seq\":1}\n" : "{\"seq\":0}\n"
        try check("moved.\(locale).\(kind)", moved, committed: "{\"seq\":0}\n")
        try check("fresh.\(locale).\(kind)", "{\"seq\":2}\n", committed: nil)
        try package.write("{\"seq\":3}\n", at: "Snapshots/Shelf/gone.\(locale).\(kind)")
      }
    }
    try package.write("# Other\n", at: "Snapshots/OtherTests/testOther.txt")
    try check("../OtherTests/testOther.txt", "# Other\n", committed: nil)
    try log.finish(library: .swiftTesting, run: "1", full: true, failedTests: [])
    return package
  }

  @Test func theReportListsExactlyTheStatesAddedRemovedAndChanged() async throws {
    let package = try package()
    let output = OutputCollector()
    let status = try await SnapshotsCommand.run(
      ["report", "--html", package.path("report"), "--package-path", package.root.path],
      console: output.console,
      statePage: StatePage(template: "<main>/*opening*/</main>", marker: "/*opening*/"))
    #expect(status == 0, "\(output.errors)")
    let lines = output.text.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.drop { !$0.hasPrefix("catalog ") }.prefix(4)) == [
        "catalog Shelf: 4 states, 1 added, 1 removed, 1 changed",
        "  added    fresh",
        "  removed  gone",
        "  changed  moved (en.json, en.txt)",
      ], "\(output.text)")
    // The four states (added, removed, changed, the same) are each drawn in the gallery.
    #expect(lines.contains { $0.hasSuffix("gallery.html: 4 states drawn") }, "\(output.text)")
    let gallery = try #require(package.read("report/gallery.html"), "\(output.text)")
    // Each state in each locale is a frame drawn by the page, the changed one twice.
    #expect(gallery.components(separatedBy: "<iframe ").count - 1 == 2 * 5)
    #expect(gallery.contains(#"data-catalog="Shelf" data-locale="zh-Hant""#))
    #expect(gallery.contains(#""\u003cmain>/*opening*/\u003c/main>""#), "the template, inert")
    #expect(gallery.contains(#""title":"json \u003cb>""#), "an update, inert in its script")
    #expect(gallery.contains(#"{"Shelf":{"en":{"locale":"en"}"#), "the page settings")
    #expect(!gallery.contains("<b>"))
    let order = [
      "added</span> fresh", "removed</span> gone", "changed</span> moved", "</span> same",
    ]
    let places = order.compactMap { gallery.range(of: $0)?.lowerBound }
    #expect(places.count == 4 && places == places.sorted(), "what differs first")
  }

  @Test func withoutAPageTheStatesShowAsText() async throws {
    let package = try package()
    let output = OutputCollector()
    let status = try await SnapshotsCommand.run(
      ["report", "--html", package.path("report"), "--package-path", package.root.path],
      console: output.console)
    #expect(status == 0)
    let gallery = try #require(package.read("report/gallery.html"))
    #expect(!gallery.contains("<iframe"))
    #expect(!gallery.contains("<script"))
    #expect(gallery.contains("<pre>{&quot;seq&quot;:1}\n</pre>"), "the changed en text, after")
  }

  @Test func aPackageWithoutACatalogWritesNoGallery() async throws {
    let fixture = try SnapshotsFixture()
    let output = OutputCollector()
    _ = try await SnapshotsCommand.run(
      ["report", "--html", fixture.path("report"), "--package-path", fixture.root.path],
      console: output.console)
    #expect(fixture.read("report/gallery.html") == nil)
    #expect(!output.text.contains("catalog"), "\(output.text)")
  }
}
