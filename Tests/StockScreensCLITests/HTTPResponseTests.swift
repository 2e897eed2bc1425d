import XCTest

@testable import LoopbackHTTP
@testable import StockScreensCLI

final class HTTPResponseTests: XCTestCase {
  private func head(
    _ response: HTTPResponse, contentLength: Int? = 0, keepAlive: Bool = true,
    version: HTTPVersion = .http11
  ) -> String {
    String(
      decoding: response.head(contentLength: contentLength, keepAlive: keepAlive, version: version),
      as: UTF8.self)
  }

  func testText_IsPlainUTF8WithAFinalLineFeed() {
    let response = HTTPResponse.text("找不到 /x", status: .notFound)
    XCTAssertEqual(response.status.code, 404)
    XCTAssertEqual(response.headers["Content-Type"], "text/plain; charset=utf-8")
    guard case .bytes(let body) = response.body else { return XCTFail("a stream") }
    XCTAssertEqual(String(decoding: body, as: UTF8.self), "找不到 /x\n")
    XCTAssertEqual(
      head(response, contentLength: body.count),
      "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain; charset=utf-8\r\n"
        + "X-Content-Type-Options: nosniff\r\nContent-Length: 13\r\n\r\n")
  }

  func testHead_WritesItsOwnFramingInPlaceOfTheHandlers() {
    let response = HTTPResponse(
      status: .ok,
      headers: [
        "Content-Length": "999", "Transfer-Encoding": "chunked", "Connection": "close",
        "ETag": "\"1\"",
      ],
      body: [1, 2])
    XCTAssertTrue(response.closesConnection)
    XCTAssertEqual(
      head(response, contentLength: 2, keepAlive: false),
      "HTTP/1.1 200 OK\r\nETag: \"1\"\r\nContent-Length: 2\r\nConnection: close\r\n\r\n")
  }

  func testHead_AnswersHTTP10KeepAliveInKind() {
    XCTAssertEqual(
      head(HTTPResponse(status: .noContent), version: .http10),
      "HTTP/1.1 204 No Content\r\nContent-Length: 0\r\nConnection: keep-alive\r\n\r\n")
  }

  func testHead_LeavesOutFieldsThatWouldSplitTheResponse() {
    let response = HTTPResponse(
      status: HTTPStatus(code: 200, reason: "OK\r\nX-Evil: 1"),
      headers: [
        "X-Good": "a b", "X-Bad": "a\r\nSet-Cookie: x=1", "Bad Name": "1", "X-Nul": "\u{0}",
      ])
    XCTAssertEqual(
      head(response, contentLength: nil),
      "HTTP/1.1 200 OKX-Evil: 1\r\nX-Good: a b\r\n\r\n")
  }

  func testEventStream_IsUncachedEventStream() {
    let (stream, _) = AsyncStream<[UInt8]>.makeStream()
    let response = HTTPResponse.eventStream(stream)
    XCTAssertEqual(response.headers["content-type"], "text/event-stream")
    XCTAssertEqual(response.headers["cache-control"], "no-cache")
    guard case .stream = response.body else { return XCTFail("not a stream") }
    XCTAssertEqual(
      head(response, contentLength: nil, keepAlive: false),
      "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
        + "Connection: close\r\n\r\n")
  }

  func testServerSentEvent_WritesADataLineForEachLineOfTheData() {
    let text = { (event: ServerSentEvent) in String(decoding: event.bytes, as: UTF8.self) }
    XCTAssertEqual(text(ServerSentEvent(data: "{\"seq\":1}")), "data: {\"seq\":1}\n\n")
    XCTAssertEqual(
      text(ServerSentEvent(data: "a\nb\r\nc\rd")), "data: a\ndata: b\ndata: c\ndata: d\n\n")
    XCTAssertEqual(text(ServerSentEvent(data: "")), "data: \n\n")
    XCTAssertEqual(text(ServerSentEvent(data: "a\n")), "data: a\ndata: \n\n")
    XCTAssertEqual(
      text(ServerSentEvent(data: "x", name: "up\ndate", id: "7\r")),
      "event: update\nid: 7\ndata: x\n\n")
    XCTAssertEqual(String(decoding: ServerSentEvent.heartbeat, as: UTF8.self), ": heartbeat\n\n")
  }
}
