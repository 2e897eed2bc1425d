/// libFuzzer entry for the inline-snapshot literal scanner and rewriter.
///
/// The first two bytes choose the line and the column (with the high bit, the n-th `(` of
/// that line); the rest is the source file, whose last 32 bytes are also the new text. Any
/// bytes must give a located literal or a refusal with words, never a crash; a rewrite must
/// read back as the new text and leave every byte outside the replaced range as it was; and
/// the literal written for any text must read back as that text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInlineLiteral(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  guard bytes.count >= 2 else { return 0 }
  let source = Array(bytes.dropFirst(2))
  let text = String(decoding: source.suffix(32), as: UTF8.self)
  InlineLiteralFuzz.checkWriting(text)
  let file = SwiftSource(source)
  let (line, column) = InlineLiteralFuzz.position(bytes[0], bytes[1], in: file)
  let site: InlineLiteralSite
  switch InlineLiteralSite.locate(in: file, line: line, column: column) {
  case .failure(let refusal):
    FuzzCheck.require(!refusal.description.isEmpty, "a refusal without words")
    return 0
  case .success(let found): site = found
  }
  FuzzCheck.require(site.replaced.upperBound <= source.count, "replaced range \(site.replaced)")
  switch InlineLiteralRewriter.rewrite(
    source, line: line, column: column, expected: site.value, with: text)
  {
  case .failure(let refusal):
    FuzzCheck.require(
      refusal != .rewriteDidNotReadBack && refusal != .changedSinceTheTestRan,
      "a located literal could not be rewritten: \(refusal)")
  case .success(let rewritten):
    FuzzCheck.require(
      rewritten.starts(with: source[..<site.replaced.lowerBound])
        && rewritten.reversed().starts(with: source[site.replaced.upperBound...].reversed()),
      "bytes outside the literal changed")
    guard
      case .success(let again) = InlineLiteralSite.locate(
        in: SwiftSource(rewritten), line: line, column: column)
    else {
      FuzzCheck.fail("the rewritten call is not found again")
      return 0
    }
    FuzzCheck.require(again.value == text, "read back \(again.value.debugDescription)")
  }
  return 0
}

enum InlineLiteralFuzz {
  /// The line, and the column or the position of one of the line's `(`.
  static func position(_ lineByte: UInt8, _ columnByte: UInt8, in file: SwiftSource) -> (Int, Int) {
    let lines = file.bytes.withUnsafeBytes(FuzzCheck.lineCount)
    let line = 1 + Int(lineByte) % max(1, lines)
    guard columnByte & 0x80 != 0, let start = file.offset(line: line, column: 1) else {
      return (line, 1 + Int(columnByte) % 64)
    }
    var parens: [Int] = []
    var index = start
    while index < file.bytes.count, !file.isLineBreak(file.bytes[index]) {
      if file.bytes[index] == .openParen { parens.append(index - start + 1) }
      index += 1
    }
    guard !parens.isEmpty else { return (line, 1) }
    return (line, parens[Int(columnByte & 0x7F) % parens.count])
  }

  /// The multi-line literal written for `text` reads back as `text`, at any indentation.
  static func checkWriting(_ text: String) {
    for indentation in [[UInt8](), [.space, .space], [.tab]] {
      let literal = StringLiteral.multilineText(
        for: text, indentation: indentation, lineBreak: [.lineFeed])
      let read = StringLiteral.read(in: SwiftSource(literal), at: 0)
      guard case .success(let found) = read else {
        return FuzzCheck.fail("the literal for \(text.debugDescription) does not read: \(read)")
      }
      FuzzCheck.require(
        found.value == text,
        "\(text.debugDescription) reads back as \(found.value.debugDescription)")
      FuzzCheck.require(found.range == 0..<literal.count, "the literal has bytes after its end")
    }
  }
}
