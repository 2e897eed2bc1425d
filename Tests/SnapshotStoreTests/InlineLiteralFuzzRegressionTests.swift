import Foundation
import TestSupport
import Testing

@testable import SnapshotStore

/// Replays the inline-literal fuzz seeds and the inputs that once broke the scanner
/// (`Fuzz/Corpus/inline`, `Fuzz/Regressions/inline`) with the fuzz target's checks: the first
/// two bytes choose the line and the column (with the high bit, the n-th `(` of that line),
/// the rest is the file, and its last 32 bytes the new text.
@Suite struct InlineLiteralFuzzRegressionTests {
  static func inputs() -> [URL] {
    SharedData.packageFiles(in: ["Fuzz/Corpus/inline", "Fuzz/Regressions/inline"]) ?? []
  }

  @Test func seedsAreThere() {
    #expect(Self.inputs().count >= 8)
  }

  @Test(arguments: inputs())
  func seedOrRegression_LocatesOrRefusesAndRewritesFaithfully(file: URL) throws {
    let bytes = [UInt8](try Data(contentsOf: file))
    try #require(bytes.count >= 2)
    let source = Array(bytes.dropFirst(2))
    let text = String(decoding: source.suffix(32), as: UTF8.self)
    let swift = SwiftSource(source)
    let line = 1 + Int(bytes[0]) % max(1, source.filter { $0 == 0x0A }.count + 1)
    let column = Self.column(bytes[1], line: line, in: swift)
    switch InlineLiteralSite.locate(in: swift, line: line, column: column) {
    case .failure(let refusal):
      #expect(!refusal.description.isEmpty)
    case .success(let site):
      let rewritten = try InlineLiteralRewriter.rewrite(
        source, line: line, column: column, expected: site.value, with: text
      ).get()
      #expect(rewritten.starts(with: source[..<site.replaced.lowerBound]))
      #expect(rewritten.reversed().starts(with: source[site.replaced.upperBound...].reversed()))
      let again = try InlineLiteralSite.locate(
        in: SwiftSource(rewritten), line: line, column: column
      ).get()
      #expect(again.value == text)
    }
  }

  private static func column(_ byte: UInt8, line: Int, in file: SwiftSource) -> Int {
    guard byte & 0x80 != 0, let start = file.offset(line: line, column: 1) else {
      return 1 + Int(byte) % 64
    }
    var parens: [Int] = []
    var index = start
    while index < file.bytes.count, !file.isLineBreak(file.bytes[index]) {
      if file.bytes[index] == UInt8(ascii: "(") { parens.append(index - start + 1) }
      index += 1
    }
    return parens.isEmpty ? 1 : parens[Int(byte & 0x7F) % parens.count]
  }
}
