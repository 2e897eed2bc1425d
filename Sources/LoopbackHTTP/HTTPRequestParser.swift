// Swift standard library only: the fuzz target compiles this file with HTTPMessage.swift,
// HTTPRequestError.swift and HTTPRequestBuffer.swift, alone.

/// The most a request may hold before the parser refuses it.
public struct HTTPParserLimits: Hashable, Sendable {
  /// The request line, the header fields and the empty line that ends them, in bytes,
  /// with any empty lines before the request line (431 beyond).
  public var maxHeadBytes: Int
  /// Header fields (431 beyond).
  public var maxFieldCount: Int
  /// The body, as Content-Length declares it (413 beyond).
  public var maxBodyBytes: Int

  /// The defaults: a 16 KiB head, 100 fields, a 1 MiB body.
  public init(maxHeadBytes: Int = 16_384, maxFieldCount: Int = 100, maxBodyBytes: Int = 1_048_576) {
    self.maxHeadBytes = maxHeadBytes
    self.maxFieldCount = maxFieldCount
    self.maxBodyBytes = maxBodyBytes
  }
}

/// What the bytes at the start of a buffer are.
public enum HTTPParseResult: Hashable, Sendable {
  /// A whole request, which took the first `consumed` bytes; any bytes after it are the
  /// next request (pipelining).
  case request(HTTPRequest, consumed: Int)
  /// A request's beginning. `missingBodyBytes` is how many more bytes complete it once the
  /// head is whole, nil while the head is still arriving.
  case incomplete(missingBodyBytes: Int?)
  /// Bytes no more of which can make a request this server accepts.
  case failure(HTTPRequestError)
}

/// Reads one HTTP/1.1 request from the start of a byte buffer. A pure function of the bytes
/// and the limits: no I/O, no clock, no Foundation.
///
/// What it accepts, beyond RFC 9112's grammar:
/// - Lines end with CR LF. A bare LF, or a CR not followed by LF, is refused with 400
///   rather than guessed at: two readings of one line ending are how requests are smuggled.
/// - Empty lines before the request line are skipped (they count toward `maxHeadBytes`).
/// - The target is an absolute path with an optional query, visible ASCII without `#`;
///   absolute URLs and `*` are refused with 400.
/// - HTTP/1.0 and HTTP/1.1; another `HTTP/d.d` gets 505, anything else 400.
/// - Field values may hold tabs, visible ASCII and bytes above 0x7F (decoded as UTF-8,
///   invalid sequences as U+FFFD); other control bytes and folded lines get 400.
/// - The body is exactly Content-Length bytes, none without it. Chunked request bodies
///   are refused with 411; other transfer codings, Content-Length with Transfer-Encoding,
///   or Content-Length or Host twice, with 400.
///
/// Each decision is made where a line ends, where the head reaches its limit, or where the
/// body is whole, so a prefix of the bytes parses to `.incomplete` or to the same result
/// as all of them: feeding a connection's bytes in any split gives the same requests.
///
/// - Complexity: O(*n*) in the head's length.
public struct HTTPRequestParser: Hashable, Sendable {
  /// The limits it enforces.
  public var limits: HTTPParserLimits

  public init(limits: HTTPParserLimits = HTTPParserLimits()) {
    self.limits = limits
  }

  /// Parses the request at the start of `bytes`.
  public func parse(_ bytes: [UInt8]) -> HTTPParseResult {
    parse(bytes[...])
  }

  /// Parses the request at the start of `bytes`; `consumed` counts from `bytes.startIndex`.
  public func parse(_ bytes: ArraySlice<UInt8>) -> HTTPParseResult {
    var lines = LineReader(bytes: bytes, limit: limits.maxHeadBytes)
    do throws(HTTPRequestError) {
      var requestLine: Range<Int>
      repeat {
        guard let line = try lines.next() else { return .incomplete(missingBodyBytes: nil) }
        requestLine = line
      } while requestLine.isEmpty
      let (method, target, version) = try Self.requestLine(bytes[requestLine])
      var headers = HTTPHeaders()
      while true {
        guard let line = try lines.next() else { return .incomplete(missingBodyBytes: nil) }
        if line.isEmpty { break }
        guard headers.count < limits.maxFieldCount else {
          throw .tooManyFields(limit: limits.maxFieldCount)
        }
        headers.fields.append(try Self.field(bytes[line], line: lines.number))
      }
      try Self.checkHost(headers, version: version)
      let length = try bodyLength(headers)
      let bodyStart = lines.position
      guard bytes.endIndex - bodyStart >= length else {
        return .incomplete(missingBodyBytes: length - (bytes.endIndex - bodyStart))
      }
      let request = HTTPRequest(
        method: method, target: target, version: version, headers: headers,
        body: Array(bytes[bodyStart..<bodyStart + length]))
      return .request(request, consumed: bodyStart + length - bytes.startIndex)
    } catch {
      return .failure(error)
    }
  }

  private static func requestLine(
    _ line: ArraySlice<UInt8>
  ) throws(HTTPRequestError) -> (String, String, HTTPVersion) {
    let parts = line.split(separator: space, maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[2].contains(space) else {
      throw .malformedRequestLine(
        reason: "expected METHOD TARGET VERSION parted by single spaces, got "
          + HTTPRequestError.quote(line))
    }
    let (method, target, version) = (parts[0], parts[1], parts[2])
    guard !method.isEmpty, method.allSatisfy(isTokenByte) else {
      throw .malformedRequestLine(
        reason: "the method \(HTTPRequestError.quote(method)) is not a token")
    }
    guard target.first == UInt8(ascii: "/") else {
      throw .malformedRequestLine(
        reason: "the target \(HTTPRequestError.quote(target)) does not start with /")
    }
    if let byte = target.first(where: { !(0x21...0x7E).contains($0) || $0 == UInt8(ascii: "#") }) {
      throw .malformedRequestLine(
        reason: "the target holds \(HTTPRequestError.quote([byte])), which a target may not")
    }
    let parsedVersion = try Self.version(version)
    return (
      String(decoding: method, as: UTF8.self), String(decoding: target, as: UTF8.self),
      parsedVersion
    )
  }

  private static func version(_ bytes: ArraySlice<UInt8>) throws(HTTPRequestError) -> HTTPVersion {
    let text = String(decoding: bytes, as: UTF8.self)
    if let version = HTTPVersion(rawValue: text) { return version }
    let isDigit: (UInt8) -> Bool = { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    let shape = Array(bytes)
    if shape.count == 8, shape.starts(with: "HTTP/".utf8), isDigit(shape[5]),
      shape[6] == UInt8(ascii: "."), isDigit(shape[7])
    {
      throw .unsupportedVersion(text)
    }
    throw .malformedRequestLine(
      reason: "the version \(HTTPRequestError.quote(bytes)) is not HTTP/1.1 or HTTP/1.0")
  }

  private static func field(_ bytes: ArraySlice<UInt8>, line: Int) throws(HTTPRequestError)
    -> HTTPField
  {
    if let first = bytes.first, first == space || first == tab {
      throw .malformedField(line: line, reason: "a folded line (starting with white space)")
    }
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else {
      throw .malformedField(
        line: line, reason: "no colon after the field name in " + HTTPRequestError.quote(bytes))
    }
    let name = bytes[..<colon]
    guard !name.isEmpty, name.allSatisfy(isTokenByte) else {
      throw .malformedField(
        line: line, reason: "the field name \(HTTPRequestError.quote(name)) is not a token")
    }
    var value = bytes[(colon + 1)...]
    while let first = value.first, first == space || first == tab { value.removeFirst() }
    while let last = value.last, last == space || last == tab { value.removeLast() }
    if let byte = value.first(where: { ($0 < 0x20 && $0 != tab) || $0 == 0x7F }) {
      throw .malformedField(
        line: line,
        reason: "the value of \(HTTPRequestError.quote(name)) holds the control byte "
          + HTTPRequestError.quote([byte]))
    }
    return HTTPField(
      name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self))
  }

  private static func checkHost(
    _ headers: HTTPHeaders, version: HTTPVersion
  ) throws(HTTPRequestError) {
    let hosts = headers.values(named: "Host")
    if hosts.count > 1 { throw .repeatedField(name: "Host") }
    if hosts.isEmpty, version == .http11 { throw .missingHost }
  }

  private func bodyLength(_ headers: HTTPHeaders) throws(HTTPRequestError) -> Int {
    let lengths = headers.values(named: "Content-Length")
    let codings = headers.values(named: "Transfer-Encoding")
    if !codings.isEmpty {
      if !lengths.isEmpty { throw .transferEncodingWithContentLength }
      let joined = codings.joined(separator: ", ")
      let last = joined.split(separator: ",").last.map { $0.filter { $0 != " " && $0 != "\t" } }
      if let last, HTTPHeaders.name(last, matches: "chunked") { throw .chunkedBody }
      throw .unsupportedTransferEncoding(value: joined)
    }
    guard let text = lengths.first else { return 0 }
    if lengths.count > 1 { throw .repeatedField(name: "Content-Length") }
    let digits = Array(text.utf8)
    guard !digits.isEmpty,
      digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { throw .invalidContentLength(value: text) }
    var length = 0
    for digit in digits {
      let (tens, overflow) = length.multipliedReportingOverflow(by: 10)
      length = tens &+ Int(digit - UInt8(ascii: "0"))
      if overflow || length < 0 || length > limits.maxBodyBytes {
        throw .bodyTooLarge(contentLength: text, limit: limits.maxBodyBytes)
      }
    }
    return length
  }
}

/// Complete lines of a request head, checked for their endings and the head's limit.
private struct LineReader {
  let bytes: ArraySlice<UInt8>
  let limit: Int
  /// Where the next line starts.
  private(set) var position: Int
  /// The number of the line `next()` returned last, from 1.
  private(set) var number = 0

  init(bytes: ArraySlice<UInt8>, limit: Int) {
    self.bytes = bytes
    self.limit = limit
    position = bytes.startIndex
  }

  /// The next line without its CR LF, or nil when it has not ended yet.
  mutating func next() throws(HTTPRequestError) -> Range<Int>? {
    let headEnd = bytes.startIndex + limit
    let searchEnd = min(bytes.endIndex, headEnd)
    guard position < searchEnd, let feed = bytes[position..<searchEnd].firstIndex(of: lineFeed)
    else {
      if bytes.endIndex >= headEnd { throw .headTooLarge(limit: limit) }
      return nil
    }
    number += 1
    guard feed > position, bytes[feed - 1] == carriageReturn else {
      throw .bareLineFeed(line: number)
    }
    let line = position..<(feed - 1)
    if bytes[line].contains(carriageReturn) { throw .bareCarriageReturn(line: number) }
    position = feed + 1
    return line
  }
}

private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
private let carriageReturn = UInt8(ascii: "\r")
private let lineFeed = UInt8(ascii: "\n")

/// RFC 9110's tchar: the bytes of methods and field names.
private func isTokenByte(_ byte: UInt8) -> Bool {
  switch byte {
  case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
    UInt8(ascii: "0")...UInt8(ascii: "9"):
    true
  default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
  }
}
