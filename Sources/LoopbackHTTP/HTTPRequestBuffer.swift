// Swift standard library only: the fuzz target compiles this file with the parser, alone.

/// The bytes a connection has received and not yet answered, read into requests.
///
/// It parses again only when new bytes can change the answer (a line ended, the head
/// reached its limit, or the missing body arrived), so a request that trickles in a byte
/// at a time costs one parse a line, not one a byte. A failure stays: the connection's
/// framing is lost, and it must close.
///
///     var buffer = HTTPRequestBuffer()
///     buffer.append(Array("GET / HTTP/1.1\r\nHost: localhost:8080\r\n\r\n".utf8))
///     if case .request(let request, _) = buffer.next() { print(request.path) }
///     // Prints "/"
public struct HTTPRequestBuffer: Sendable {
  /// The parser it reads with.
  public let parser: HTTPRequestParser
  private var bytes: [UInt8] = []
  private var start = 0
  private var last = HTTPParseResult.incomplete(missingBodyBytes: nil)
  private var mayChange = true

  public init(parser: HTTPRequestParser = HTTPRequestParser()) {
    self.parser = parser
  }

  /// Bytes received and not yet taken by a request.
  public var count: Int { bytes.count - start }
  /// Bytes held, taken ones among them: they are dropped once there are more than 4096 of
  /// them and more than those not taken.
  var bytesHeld: Int { bytes.count }

  /// Adds bytes received after those already held.
  public mutating func append(_ chunk: some Collection<UInt8>) {
    bytes.append(contentsOf: chunk)
    switch last {
    case .request, .failure: break
    case .incomplete(let missing?):
      last = .incomplete(missingBodyBytes: max(0, missing - chunk.count))
      if chunk.count >= missing { mayChange = true }
    case .incomplete(nil):
      if chunk.contains(UInt8(ascii: "\n")) || count >= parser.limits.maxHeadBytes {
        mayChange = true
      }
    }
  }

  /// The next request, removed from the buffer; or `.incomplete` until more bytes arrive; or
  /// the failure that ends the connection.
  public mutating func next() -> HTTPParseResult {
    if case .failure = last { return last }
    guard mayChange else { return last }
    let result = parser.parse(bytes[start...])
    switch result {
    case .request(_, let consumed):
      start += consumed
      if start > 4096, start * 2 > bytes.count {
        bytes.removeFirst(start)
        start = 0
      }
      last = .incomplete(missingBodyBytes: nil)
      mayChange = true
    case .incomplete, .failure:
      last = result
      mayChange = false
    }
    return result
  }
}
