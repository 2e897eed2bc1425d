/// libFuzzer entry for the HTTP request parser, compiled with the parser's files alone.
///
/// Each input is read by a parser with the default limits and by one with tiny limits (so
/// 431 and 413 are reached), as a connection would read it: requests one after another from
/// the start. Beyond not crashing: a request's body is as long as its Content-Length says, no
/// field name or value holds CR or LF; a failure has a refusal status and words; a prefix of
/// the bytes parses to `.incomplete` or to the same result; and the bytes fed through an
/// `HTTPRequestBuffer` in chunks of any size give the same requests and the same end.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTP(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  for parser in HTTPFuzz.parsers {
    let whole = HTTPFuzz.readAtOnce(bytes, parser)
    for request in whole.requests { HTTPFuzz.check(request, parser.limits) }
    HTTPFuzz.check(whole.end, rest: whole.rest, parser)
    HTTPFuzz.checkPrefixes(bytes, parser)
    let chunked = HTTPFuzz.readInChunks(bytes, parser) { index in Int(bytes[index] % 13) + 1 }
    FuzzCheck.require(chunked == whole.summary, "chunks of 1...13 read otherwise than all at once")
    if bytes.count <= 1024 {
      let single = HTTPFuzz.readInChunks(bytes, parser) { _ in 1 }
      FuzzCheck.require(single == whole.summary, "bytes one at a time read otherwise")
    }
  }
  return 0
}

enum HTTPFuzz {
  static let parsers = [
    HTTPRequestParser(),
    HTTPRequestParser(
      limits: HTTPParserLimits(maxHeadBytes: 96, maxFieldCount: 3, maxBodyBytes: 16)),
  ]

  /// The requests read one after another, and the result that ended the reading.
  struct Summary: Equatable {
    var requests: [HTTPRequest]
    var end: HTTPParseResult
  }

  /// Reads `bytes` whole with the parser alone; `rest` is what the last request left.
  static func readAtOnce(_ bytes: [UInt8], _ parser: HTTPRequestParser)
    -> (requests: [HTTPRequest], end: HTTPParseResult, rest: ArraySlice<UInt8>, summary: Summary)
  {
    var offset = 0
    var requests: [HTTPRequest] = []
    while true {
      let result = parser.parse(bytes[offset...])
      guard case .request(let request, let consumed) = result else {
        let summary = Summary(requests: requests, end: result)
        return (requests, result, bytes[offset...], summary)
      }
      FuzzCheck.require(consumed > 0 && offset + consumed <= bytes.count, "consumed \(consumed)")
      requests.append(request)
      offset += consumed
    }
  }

  /// Reads `bytes` as a connection does, in chunks of `size(at:)` bytes.
  static func readInChunks(
    _ bytes: [UInt8], _ parser: HTTPRequestParser, size: (Int) -> Int
  ) -> Summary {
    var buffer = HTTPRequestBuffer(parser: parser)
    var requests: [HTTPRequest] = []
    var end = buffer.next()
    var offset = 0
    repeat {
      let next = min(bytes.count, offset + (offset < bytes.count ? size(offset) : 0))
      buffer.append(bytes[offset..<next])
      offset = next
      while true {
        end = buffer.next()
        guard case .request(let request, _) = end else { break }
        requests.append(request)
      }
    } while offset < bytes.count
    return Summary(requests: requests, end: end)
  }

  static func check(_ request: HTTPRequest, _ limits: HTTPParserLimits) {
    let declared = request.headers["Content-Length"].map { Int($0) } ?? 0
    FuzzCheck.require(
      declared == request.body.count,
      "body of \(request.body.count), \(String(describing: declared)) declared")
    FuzzCheck.require(request.body.count <= limits.maxBodyBytes, "body over the limit")
    FuzzCheck.require(request.headers.count <= limits.maxFieldCount, "fields over the limit")
    FuzzCheck.require(request.target.hasPrefix("/"), "target \(request.target.debugDescription)")
    FuzzCheck.require(!request.method.isEmpty, "an empty method")
    for field in request.headers {
      let text = field.name + field.value
      FuzzCheck.require(
        !text.unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\0" },
        "field \(field.name.debugDescription): \(field.value.debugDescription)")
      FuzzCheck.require(
        !field.name.isEmpty && !field.name.contains(":"), "name \(field.name.debugDescription)")
      let edges = [field.value.unicodeScalars.first, field.value.unicodeScalars.last]
      FuzzCheck.require(
        !edges.contains { $0 == " " || $0 == "\t" }, "untrimmed \(field.value.debugDescription)")
    }
  }

  /// An end is a failure with a refusal status and words, or a request cut short that the
  /// missing bytes complete.
  static func check(_ end: HTTPParseResult, rest: ArraySlice<UInt8>, _ parser: HTTPRequestParser) {
    switch end {
    case .request: FuzzCheck.require(false, "reading ended on a request")
    case .failure(let error):
      FuzzCheck.require(
        [400, 411, 413, 431, 505].contains(error.status.code), "status \(error.status)")
      FuzzCheck.require(!error.description.isEmpty, "a failure without words")
    case .incomplete(let missing?):
      FuzzCheck.require(missing > 0, "missing \(missing)")
      let completed = Array(rest) + Array(repeating: UInt8(ascii: "x"), count: missing)
      guard case .request(_, let consumed) = parser.parse(completed) else {
        return FuzzCheck.require(false, "\(missing) more bytes do not complete the request")
      }
      FuzzCheck.require(consumed == completed.count, "completed request took \(consumed)")
    case .incomplete(nil): break
    }
  }

  /// A prefix of the bytes is `.incomplete`, or parses as all of them do.
  static func checkPrefixes(_ bytes: [UInt8], _ parser: HTTPRequestParser) {
    guard !bytes.isEmpty else { return }
    let whole = parser.parse(bytes)
    let seed = Int(bytes[bytes.count / 2])
    for cut in [bytes.count / 2, seed % bytes.count, (seed * 31 + bytes.count / 3) % bytes.count] {
      let part = parser.parse(bytes[..<cut])
      if case .incomplete = part { continue }
      FuzzCheck.require(part == whole, "the first \(cut) bytes: \(part); all: \(whole)")
    }
  }
}
