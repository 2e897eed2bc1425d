import Foundation

/// Keeps the code and the screens that the DocC articles show equal to the files they come
/// from, so that every example an article shows is one the tests compile and run.
///
/// An article marks a fenced block with an HTML comment on the line just above it, which
/// DocC leaves out of the page:
///
///     <!-- example: Tests/DocumentationExamples/FrontEnds/TableExample.swift#apply-stages -->
///     ```swift
///     …the lines between `// docs: begin apply-stages` and `// docs: end apply-stages`…
///     ```
///
///     <!-- snapshot: Snapshots/FeedSnapshotTests/testEmptyList.txt -->
///     ```text
///     …the file's text…
///     ```
///
/// A region's lines lose the indentation they share, so a region inside a type reads from the
/// left margin. Every `swift` block of an article must carry an `example:` mark, and every
/// region of the example files must be shown by some article.
enum DocumentationSync {
  /// Where the examples live, relative to the package root.
  static let examplesFolder = "Tests/DocumentationExamples"

  /// Every problem of the package at `root`: blocks that differ from their source, marks
  /// that point nowhere, `swift` blocks without a mark, regions no article shows.
  static func problems(inPackageAt root: URL) -> [SyncProblem] {
    var problems: [SyncProblem] = []
    var regionsByFile: [String: [String: ExampleRegion]] = [:]
    let examples = files(under: root, in: examplesFolder) { $0.hasSuffix(".swift") }
    for path in examples {
      let (regions, regionProblems) = ExampleRegion.all(in: read(root, path) ?? "", file: path)
      regionsByFile[path] = regions
      problems += regionProblems
    }
    var shown: Set<String> = []
    for article in files(under: root, in: "Sources", where: isArticle) {
      let (blocks, markProblems) = ArticleBlock.all(in: read(root, article) ?? "", article: article)
      problems += markProblems
      for block in blocks {
        switch block.source {
        case .snapshot(let path):
          problems += check(block, againstSnapshot: path, root: root)
        case .example(let path, let name):
          guard path.hasSuffix(".swift"), !path.split(separator: "/").contains("..") else {
            problems.append(block.problem("an example mark names a Swift file, not \(path)"))
            continue
          }
          if regionsByFile[path] == nil, let source = read(root, path) {
            regionsByFile[path] = ExampleRegion.all(in: source, file: path).0
          }
          guard let regions = regionsByFile[path] else {
            problems.append(block.problem("\(path) does not exist"))
            continue
          }
          guard let region = regions[name] else {
            problems.append(block.problem("\(path) has no region `// docs: begin \(name)`"))
            continue
          }
          shown.insert("\(path)#\(name)")
          problems += block.compare(with: region.text, source: "\(path):\(region.line)")
        }
      }
    }
    for path in examples {
      let unshown = (regionsByFile[path] ?? [:]).filter { !shown.contains("\(path)#\($0.key)") }
      for (name, region) in unshown.sorted(by: { $0.value.line < $1.value.line }) {
        problems.append(
          SyncProblem(
            file: path, line: region.line,
            message: "region \(name) is shown by no article; show it, or remove its marks"))
      }
    }
    return problems
  }

  private static func isArticle(_ path: String) -> Bool {
    path.contains(".docc/") && path.hasSuffix(".md")
  }

  /// The block of a snapshot mark against the snapshot file, which must lie in `Snapshots/`.
  private static func check(
    _ block: ArticleBlock, againstSnapshot path: String, root: URL
  ) -> [SyncProblem] {
    guard path.hasPrefix("Snapshots/"), !path.split(separator: "/").contains("..") else {
      return [block.problem("a snapshot mark names a file in Snapshots/, not \(path)")]
    }
    guard let text = read(root, path) else {
      return [block.problem("\(path) does not exist")]
    }
    let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
    return block.compare(with: body, source: path)
  }

  /// The paths, relative to `root`, of the files under `folder` that `include` accepts, sorted.
  static func files(under root: URL, in folder: String, where include: (String) -> Bool) -> [String]
  {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    var paths: [String] = []
    while let relative = walker.nextObject() as? String {
      let path = folder + "/" + relative
      if include(path) { paths.append(path) }
    }
    return paths.sorted()
  }

  private static func read(_ root: URL, _ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}

/// Something out of step between an article and a source, at a file's line.
struct SyncProblem: Hashable, CustomStringConvertible {
  /// The file, relative to the package root.
  var file: String
  /// The 1-based line.
  var line: Int
  /// What is wrong, and what to do.
  var message: String

  /// `FILE:LINE: message`, as compilers write it.
  var description: String { "\(file):\(line): \(message)" }
}

/// A region of an example file between `// docs: begin NAME` and `// docs: end NAME`.
struct ExampleRegion: Hashable {
  /// The line of its `begin` mark.
  var line: Int
  /// Its lines, without the indentation they share, joined by line breaks.
  var text: String

  /// The regions of `source` by name, and the marks that do not pair up.
  static func all(in source: String, file: String) -> ([String: ExampleRegion], [SyncProblem]) {
    var regions: [String: ExampleRegion] = [:]
    var problems: [SyncProblem] = []
    var open: (name: String, line: Int, lines: [Substring])?
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    for (offset, line) in lines.enumerated() {
      let number = offset + 1
      let trimmed = line.drop { $0 == " " }
      if let name = mark("// docs: begin ", in: trimmed) {
        if let open {
          problems.append(
            SyncProblem(
              file: file, line: number,
              message: "region \(name) begins inside region \(open.name) (line \(open.line))"))
        }
        if regions[name] != nil {
          problems.append(SyncProblem(file: file, line: number, message: "region \(name) twice"))
        }
        open = (name, number, [])
      } else if let name = mark("// docs: end ", in: trimmed) {
        guard let region = open, region.name == name else {
          problems.append(
            SyncProblem(
              file: file, line: number, message: "end of region \(name), which is not open"))
          continue
        }
        regions[name] = ExampleRegion(line: region.line, text: dedented(region.lines))
        open = nil
      } else {
        open?.lines.append(line)
      }
    }
    if let open {
      problems.append(
        SyncProblem(file: file, line: open.line, message: "region \(open.name) never ends"))
    }
    return (regions, problems)
  }

  private static func mark(_ prefix: String, in line: Substring) -> String? {
    guard line.hasPrefix(prefix) else { return nil }
    let name = line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    return name.isEmpty ? nil : name
  }

  private static func dedented(_ lines: [Substring]) -> String {
    let indents = lines.filter { !$0.allSatisfy { $0 == " " } }.map {
      $0.prefix { $0 == " " }.count
    }
    let shared = indents.min() ?? 0
    return lines.map { $0.allSatisfy { $0 == " " } ? "" : String($0.dropFirst(shared)) }
      .joined(separator: "\n")
  }
}
