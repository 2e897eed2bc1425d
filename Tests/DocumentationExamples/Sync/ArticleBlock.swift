import Foundation
import SnapshotStore

/// A fenced block of an article, with the mark that says where its text comes from.
struct ArticleBlock: Hashable {
  /// Where the text comes from.
  enum Source: Hashable {
    /// A region of a Swift file the tests compile.
    case example(path: String, region: String)
    /// A snapshot file.
    case snapshot(path: String)
  }

  var source: Source
  /// The article, relative to the package root.
  var article: String
  /// The line of the mark.
  var line: Int
  /// The block's lines, joined by line breaks, without the fences.
  var text: String

  /// The marked blocks of an article, and the marks and `swift` blocks that break the rules.
  static func all(in text: String, article: String) -> ([ArticleBlock], [SyncProblem]) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var blocks: [ArticleBlock] = []
    var problems: [SyncProblem] = []
    var index = 0
    var pending: (source: Source, line: Int)?
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let source = Self.source(ofMark: trimmed) {
        if let pending {
          problems.append(
            SyncProblem(file: article, line: pending.line, message: "a mark with no block below it")
          )
        }
        pending = (source, index + 1)
        index += 1
        continue
      }
      guard let fence = Fence(opening: trimmed) else {
        if let mark = pending {
          problems.append(
            SyncProblem(file: article, line: mark.line, message: "a mark with no block below it"))
          pending = nil
        } else if trimmed.hasPrefix("<!--"),
          trimmed.contains("example:") || trimmed.contains("snapshot:")
        {
          problems.append(
            SyncProblem(
              file: article, line: index + 1,
              message: "a mark reads <!-- example: PATH#REGION --> or <!-- snapshot: PATH -->"))
        }
        index += 1
        continue
      }
      let start = index + 1
      var end = start
      while end < lines.count, !fence.isClosed(by: lines[end]) { end += 1 }
      let body = lines[start..<min(end, lines.count)].joined(separator: "\n")
      if let mark = pending {
        blocks.append(
          ArticleBlock(source: mark.source, article: article, line: mark.line, text: body))
      } else if fence.language == "swift" {
        problems.append(
          SyncProblem(
            file: article, line: index + 1,
            message:
              "a swift block without a mark; show a region of \(DocumentationSync.examplesFolder) "
              + "with <!-- example: PATH#REGION --> on the line above"))
      }
      pending = nil
      index = end + 1
    }
    if let pending {
      problems.append(
        SyncProblem(file: article, line: pending.line, message: "a mark with no block below it"))
    }
    return (blocks, problems)
  }

  private static func source(ofMark line: String) -> Source? {
    guard line.hasPrefix("<!--"), line.hasSuffix("-->") else { return nil }
    let inside = line.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
    if inside.hasPrefix("example:") {
      let target = inside.dropFirst("example:".count).trimmingCharacters(in: .whitespaces)
      let parts = target.split(separator: "#", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      return .example(path: String(parts[0]), region: String(parts[1]))
    }
    if inside.hasPrefix("snapshot:") {
      let path = inside.dropFirst("snapshot:".count).trimmingCharacters(in: .whitespaces)
      return path.isEmpty ? nil : .snapshot(path: path)
    }
    return nil
  }

  /// A problem at the mark's line.
  func problem(_ message: String) -> SyncProblem {
    SyncProblem(file: article, line: line, message: message)
  }

  /// Nothing when the block holds `expected`; else where they part, and the diff.
  func compare(with expected: String, source: String) -> [SyncProblem] {
    guard text != expected else { return [] }
    let diff = UnifiedDiff(
      from: expected + "\n", to: text + "\n", oldLabel: source, newLabel: "\(article):\(line)")
    return [
      problem(
        "the block differs from \(source); copy the source's text into the block\n\(diff)")
    ]
  }
}

/// A code fence: three or more backticks or tildes, and the language after them.
private struct Fence {
  var character: Character
  var count: Int
  var language: String

  init?(opening line: String) {
    guard let first = line.first, first == "`" || first == "~" else { return nil }
    let run = line.prefix { $0 == first }.count
    guard run >= 3 else { return nil }
    character = first
    count = run
    language = line.dropFirst(run).trimmingCharacters(in: .whitespaces)
  }

  func isClosed(by line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let run = trimmed.prefix { $0 == character }.count
    return run >= count && run == trimmed.count
  }
}
