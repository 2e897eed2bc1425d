import XCTest

@testable import LoopbackHTTP

final class HTTPRequestBufferTests: XCTestCase {
  private let get =
    "GET /api/sessions?tab=2 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept: */*\r\n\r\n"
  private let post =
    "POST /api/sessions/7/events HTTP/1.1\r\nHost: localhost:8080\r\n"
    + "Content-Length: 17\r\n\r\n{\"event\":\"back\"}\n"

  func testBuffer_GivesTheSameRequestsForEverySplit() {
    let bytes = Array(("\r\n" + post + get + post).utf8)
    var whole = HTTPRequestBuffer()
    whole.append(bytes)
    let expected = Self.drain(&whole)
    XCTAssertEqual(expected.requests.map(\.method), ["POST", "GET", "POST"])
    for size in [1, 2, 3, 7, 16, 64] {
      var buffer = HTTPRequestBuffer()
      var requests: [HTTPRequest] = []
      var last = HTTPParseResult.incomplete(missingBodyBytes: nil)
      for start in stride(from: 0, to: bytes.count, by: size) {
        buffer.append(bytes[start..<min(bytes.count, start + size)])
        let drained = Self.drain(&buffer)
        requests += drained.requests
        last = drained.last
      }
      XCTAssertEqual(requests, expected.requests, "chunks of \(size)")
      XCTAssertEqual(last, expected.last, "chunks of \(size)")
    }
  }

  func testBuffer_DropsTakenRequests_SoAConnectionKeptAliveStaysSmall() {
    var buffer = HTTPRequestBuffer()
    var taken = 0
    for round in 0..<2_000 {
      // Requests arrive two at a time, the second cut in half.
      let bytes = Array((get + post).utf8)
      buffer.append(bytes.prefix(bytes.count - 20))
      taken += Self.drain(&buffer).requests.count
      buffer.append(bytes.suffix(20))
      taken += Self.drain(&buffer).requests.count
      XCTAssertEqual(taken, 2 * (round + 1))
      XCTAssertEqual(buffer.count, 0)
      XCTAssertLessThanOrEqual(
        buffer.bytesHeld - buffer.count, 4096 + bytes.count, "taken bytes held, round \(round)")
    }
  }

  func testBuffer_CountsDownTheMissingBodyAndKeepsAFailure() {
    var buffer = HTTPRequestBuffer()
    let bytes = Array(post.utf8)
    buffer.append(bytes.dropLast(10))
    XCTAssertEqual(buffer.next(), .incomplete(missingBodyBytes: 10))
    buffer.append(bytes.suffix(10).prefix(4))
    XCTAssertEqual(buffer.next(), .incomplete(missingBodyBytes: 6))
    buffer.append(bytes.suffix(6))
    guard case .request(let request, _) = buffer.next() else { return XCTFail("no request") }
    XCTAssertEqual(request.body.count, 17)
    XCTAssertEqual(buffer.count, 0)
    buffer.append(Array("BAD\r\n".utf8))
    let failure = buffer.next()
    guard case .failure = failure else { return XCTFail("\(failure)") }
    buffer.append(Array(get.utf8))
    XCTAssertEqual(buffer.next(), failure, "a failure ends the connection's framing")
  }

  func testBuffer_RefusesAHeadThatReachesItsLimitWithoutALineFeed() {
    var buffer = HTTPRequestBuffer(
      parser: HTTPRequestParser(limits: HTTPParserLimits(maxHeadBytes: 32)))
    for _ in 0..<31 { buffer.append([UInt8(ascii: "a")]) }
    XCTAssertEqual(buffer.next(), .incomplete(missingBodyBytes: nil))
    buffer.append([UInt8(ascii: "a")])
    XCTAssertEqual(buffer.next(), .failure(.headTooLarge(limit: 32)))
  }

  private static func drain(_ buffer: inout HTTPRequestBuffer)
    -> (requests: [HTTPRequest], last: HTTPParseResult)
  {
    var requests: [HTTPRequest] = []
    while true {
      let result = buffer.next()
      guard case .request(let request, _) = result else { return (requests, result) }
      requests.append(request)
    }
  }
}
