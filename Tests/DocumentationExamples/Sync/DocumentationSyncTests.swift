import Foundation
import TestSupport
import Testing

/// The articles show what the examples and the snapshots hold, and the check that says so
/// finds each way they can part.
@Suite struct DocumentationSyncTests {
  @Test func everyArticleShowsItsExamplesAndSnapshotsAsTheyAre() throws {
    let root = try #require(SharedData.packageRoot(), "the package root, from this file's path")
    let problems = DocumentationSync.problems(inPackageAt: root)
    for problem in problems {
      Issue.record(Comment(rawValue: problem.description))
    }
    let articles = DocumentationSync.files(under: root, in: "Sources") {
      $0.contains(".docc/") && $0.hasSuffix(".md")
    }
    let landingPages = ["ScreenModel", "ScreenModelTesting", "StockScreens", "TaiwanMarket"].map {
      "Sources/\($0)/\($0).docc/\($0).md"
    }
    #expect(Set(landingPages).isSubset(of: articles), "the check reads the four catalogs")
  }

  /// The README shows the outside package's whole program, which ExternalPackageTests
  /// builds and counts, as it is.
  @Test func theReadmeShowsTheOutsideProgramAsItIs() throws {
    let root = try #require(SharedData.packageRoot(), "the package root, from this file's path")
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    // The README's other blocks are its own prose; only the marked ones are checked.
    let shown = ArticleBlock.all(in: readme, article: "README.md").0.compactMap { block in
      if case .example(let path, let name) = block.source { (block, path, name) } else { nil }
    }
    #expect(shown.map(\.1) == ["Tests/Fixtures/Bookshelf/Sources/shelf/main.swift"])
    for (block, path, name) in shown {
      let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      let region = try #require(
        ExampleRegion.all(in: source, file: path).0[name], "\(path)#\(name)")
      for problem in block.compare(with: region.text, source: "\(path):\(region.line)") {
        Issue.record(Comment(rawValue: problem.description))
      }
    }
  }

  @Test func aBlockThatDiffersIsReportedAtItsMarkWithTheSourcesLine() throws {
    let package = try Folder()
    try package.write(
      "struct A {\n  // docs: begin a\n  let x = 1\n  let y = 2\n  // docs: end a\n}\n",
      at: "Tests/DocumentationExamples/A.swift")
    try package.write(
      "# A\n\nText.\n\n<!-- example: Tests/DocumentationExamples/A.swift#a -->\n```swift\n"
        + "let x = 1\nlet y = 3\n```\n",
      at: "Sources/M/M.docc/A.md")
    let problems = DocumentationSync.problems(inPackageAt: package.url)
    #expect(problems.count == 1)
    #expect(problems.first?.file == "Sources/M/M.docc/A.md")
    #expect(problems.first?.line == 5)
    let message = try #require(problems.first?.message)
    #expect(message.contains("Tests/DocumentationExamples/A.swift:2"))
    #expect(message.contains("-let y = 2\n+let y = 3"))
  }

  @Test func aRegionLosesTheIndentationItsLinesShare() throws {
    let package = try Folder()
    try package.write(
      "enum E {\n  // docs: begin e\n  func f() {\n\n    g()\n  }\n  // docs: end e\n}\n",
      at: "Tests/DocumentationExamples/E.swift")
    try package.write(
      "<!-- example: Tests/DocumentationExamples/E.swift#e -->\n```swift\nfunc f() {\n\n  g()\n}\n```\n",
      at: "Sources/M/M.docc/E.md")
    #expect(DocumentationSync.problems(inPackageAt: package.url) == [])
  }

  @Test func aSnapshotBlockHoldsTheFileWithoutItsLastLineBreak() throws {
    let package = try Folder()
    try package.write("# 公司列表\n  尚未取得資料\n", at: "Snapshots/S/testEmpty.txt")
    try package.write(
      "<!-- snapshot: Snapshots/S/testEmpty.txt -->\n```text\n# 公司列表\n  尚未取得資料\n```\n\n"
        + "<!-- snapshot: Snapshots/S/testEmpty.txt -->\n```text\n# 公司列表\n  尚未取得的資料\n```\n",
      at: "Sources/M/M.docc/S.md")
    let problems = DocumentationSync.problems(inPackageAt: package.url)
    #expect(problems.map(\.line) == [7])
    #expect(problems.first?.message.contains("differs from Snapshots/S/testEmpty.txt") == true)
  }

  @Test func aSwiftBlockWithoutAMarkAndAMarkWithoutABlockAreReported() throws {
    let package = try Folder()
    try package.write(
      "# A\n\n```swift\nlet unchecked = 1\n```\n\n```sh\nswift test\n```\n\n"
        + "<!-- snapshot: Snapshots/S/a.txt -->\nText.\n",
      at: "Sources/M/M.docc/A.md")
    let problems = DocumentationSync.problems(inPackageAt: package.url)
    #expect(problems.map(\.line) == [3, 11])
    #expect(problems.first?.message.contains("a swift block without a mark") == true)
    #expect(problems.last?.message == "a mark with no block below it")
  }

  @Test func regionsThatNoArticleShowsOrThatNeverEndAreReported() throws {
    let package = try Folder()
    try package.write(
      "// docs: begin shown\nlet a = 1\n// docs: end shown\n// docs: begin unshown\nlet b = 2\n"
        + "// docs: end unshown\n// docs: begin open\nlet c = 3\n",
      at: "Tests/DocumentationExamples/R.swift")
    try package.write(
      "<!-- example: Tests/DocumentationExamples/R.swift#shown -->\n```swift\nlet a = 1\n```\n"
        + "<!-- example: Tests/DocumentationExamples/R.swift#gone -->\n```swift\n```\n",
      at: "Sources/M/M.docc/R.md")
    let problems = DocumentationSync.problems(inPackageAt: package.url).map(\.description)
    #expect(
      problems == [
        "Tests/DocumentationExamples/R.swift:7: region open never ends",
        "Sources/M/M.docc/R.md:5: Tests/DocumentationExamples/R.swift has no region "
          + "`// docs: begin gone`",
        "Tests/DocumentationExamples/R.swift:4: region unshown is shown by no article; show it, "
          + "or remove its marks",
      ])
  }

  @Test func aSnapshotMarkCannotLeaveTheSnapshotsFolder() throws {
    let package = try Folder()
    try package.write(
      "<!-- snapshot: Snapshots/../Package.swift -->\n```text\n```\n", at: "Sources/M/M.docc/P.md")
    let problems = DocumentationSync.problems(inPackageAt: package.url)
    #expect(
      problems.map(\.message) == [
        "a snapshot mark names a file in Snapshots/, not Snapshots/../Package.swift"
      ])
  }
}

/// A temporary folder laid out as a package, removed when the test lets go of it.
private final class Folder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("documentation-sync-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  func write(_ text: String, at path: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }
}
