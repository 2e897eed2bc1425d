import Foundation

/// Splits an RFC 4180 body into records of field positions, without copying a byte.
///
/// Handles quoted fields holding commas, line breaks and `""`; LF or CRLF line ends; a last
/// line without a line end. Blank lines are skipped. Counts physical lines for messages.
struct CSVScanner {
  /// The whole body.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The most fields a record may have.
  let maxColumns: Int
  /// The next byte to read.
  private(set) var position: Int
  /// The 1-based physical line of `position`.
  private(set) var line = 1

  /// A scanner that starts at `start` (past a byte-order mark).
  init(bytes: UnsafeBufferPointer<UInt8>, start: Int, maxColumns: Int) {
    self.bytes = bytes
    self.position = start
    self.maxColumns = maxColumns
  }

  /// Checks a CSV body in `raw` and calls `body` with a scanner at its first record.
  ///
  /// Throws `.emptyBody` or `.htmlPage` for a body that is not data, the first problem of its
  /// text (`TextCheck`), and what `body` throws, each with its line.
  static func scan<Result>(
    _ raw: UnsafeRawBufferPointer, market: Market, origin: DataOrigin, maxLineBytes: Int,
    maxColumns: Int, _ body: (inout CSVScanner) throws(LineProblem) -> Result
  ) throws(MarketDataError) -> Result {
    let bytes = UnsafeBufferPointer(
      start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count)
    if let error = BodySniffer.nonDataError(bytes, market: market, origin: origin) { throw error }
    let start = BodySniffer.hasByteOrderMark(bytes) ? 3 : 0
    func failure(_ problem: LineProblem) -> MarketDataError {
      MarketDataError(market: market, origin: origin, kind: problem.kind, line: problem.line)
    }
    if let problem = TextCheck.firstProblem(bytes, from: start, maxLineBytes: maxLineBytes) {
      throw failure(problem)
    }
    var scanner = CSVScanner(bytes: bytes, start: start, maxColumns: maxColumns)
    do throws(LineProblem) {
      return try body(&scanner)
    } catch {
      throw failure(error)
    }
  }

  /// Reads the next record into `fields`; returns the line it starts on, or nil at the end.
  mutating func nextRecord(into fields: inout [CSVField]) throws(LineProblem) -> Int? {
    fields.removeAll(keepingCapacity: true)
    skipBlankLines()
    guard position < bytes.count else { return nil }
    let startLine = line
    var total = 0
    while true {
      let field = try scanField()
      total += 1
      // Keep counting past the limit so that the message says how many there are.
      if total <= maxColumns { fields.append(field) }
      guard position < bytes.count else { break }
      let byte = bytes[position]
      position += 1
      if byte == Self.comma { continue }
      if byte == Self.carriageReturn, position < bytes.count { position += 1 }
      line += 1
      break
    }
    guard total <= maxColumns else {
      throw LineProblem(kind: .tooManyColumns(found: total, limit: maxColumns), line: startLine)
    }
    return startLine
  }

  /// Calls `body` with the content of `field`, unquoting it first when it needs it.
  func withBytes<Result>(
    of field: CSVField, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    guard field.needsUnquoting else {
      return body(UnsafeBufferPointer(rebasing: bytes[field.start..<field.end]))
    }
    return unquoted(field).withUnsafeBufferPointer(body)
  }

  /// The bytes of `field` with quotes removed, for fields that need it.
  func unquoted(_ field: CSVField) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(field.end - field.start)
    var inQuotes = false
    var index = field.start
    while index < field.end {
      let byte = bytes[index]
      index += 1
      guard byte == Self.quote else {
        output.append(byte)
        continue
      }
      if inQuotes, index < field.end, bytes[index] == Self.quote {
        output.append(Self.quote)
        index += 1
      } else {
        inQuotes.toggle()
      }
    }
    return output
  }

  /// Scans one field; leaves `position` on its delimiter (comma, line end) or at the end.
  private mutating func scanField() throws(LineProblem) -> CSVField {
    let start = position
    guard start < bytes.count, bytes[start] == Self.quote else {
      position = delimiter(from: start)
      return CSVField(start: start, end: position, needsUnquoting: false)
    }
    let openLine = line
    var index = start + 1
    var escaped = false
    while true {
      guard index < bytes.count else {
        throw LineProblem(kind: .unbalancedQuote, line: openLine)
      }
      let byte = bytes[index]
      if byte == Self.quote {
        guard index + 1 < bytes.count, bytes[index + 1] == Self.quote else { break }
        escaped = true
        index += 2
        continue
      }
      if byte == Self.lineFeed { line += 1 }
      index += 1
    }
    let closing = index
    position = delimiter(from: closing + 1)
    if position > closing + 1 || escaped {
      return CSVField(start: start, end: position, needsUnquoting: true)
    }
    return CSVField(start: start + 1, end: closing, needsUnquoting: false)
  }

  /// The index of the first comma or line end (LF, CRLF, or a CR that ends the body) at or
  /// after `start`, or the end of the body.
  private func delimiter(from start: Int) -> Int {
    var index = start
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == Self.comma || byte == Self.lineFeed { return index }
      if byte == Self.carriageReturn, index + 1 == count || bytes[index + 1] == Self.lineFeed {
        return index
      }
      index += 1
    }
    return count
  }

  private mutating func skipBlankLines() {
    while position < bytes.count {
      if bytes[position] == Self.lineFeed {
        position += 1
      } else if bytes[position] == Self.carriageReturn, position + 1 < bytes.count,
        bytes[position + 1] == Self.lineFeed
      {
        position += 2
      } else {
        return
      }
      line += 1
    }
  }

  private static let comma = UInt8(ascii: ",")
  private static let quote = UInt8(ascii: "\"")
  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")
}

/// Where one field of a CSV record lies in the body.
struct CSVField {
  /// The first byte: of the content for a plain or simply quoted field, else of the raw field.
  var start: Int
  /// One past the last byte.
  var end: Int
  /// True when the bytes still hold quotes to remove: `""` escapes, or text after a closing
  /// quote (`"ab"c`, kept as `abc`).
  var needsUnquoting: Bool
}

extension ContiguousBytes {
  /// `withUnsafeBytes` for a body that throws a `MarketDataError`, keeping the error's type.
  func withRawBytes<Result>(
    _ body: (UnsafeRawBufferPointer) throws(MarketDataError) -> Result
  ) throws(MarketDataError) -> Result {
    let result = withUnsafeBytes { raw in
      Swift.Result { () throws(MarketDataError) in try body(raw) }
    }
    return try result.get()
  }
}
