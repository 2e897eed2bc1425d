import Foundation
import LoopbackHTTP
import TestSupport
import XCTest

/// Replays the HTTP parser's fuzz seeds and the inputs that once broke it
/// (`Fuzz/Corpus/http`, `Fuzz/Regressions/http`), with the fuzz target's checks.
final class HTTPFuzzRegressionTests: XCTestCase {
  private static let folders = ["Fuzz/Corpus/http", "Fuzz/Regressions/http"]

  private func read(_ name: String) throws -> Summary {
    guard let files = SharedData.packageFiles(in: Self.folders) else {
      throw XCTSkip("no package root")
    }
    let file = try XCTUnwrap(files.first { $0.lastPathComponent == name }, name)
    return Summary(reading: Array(try Data(contentsOf: file)))
  }

  func testSeeds_ReadAsTheirNamesSay() throws {
    let browser = try read("browser_get.http")
    XCTAssertEqual(browser.requests.map(\.target), ["/"])
    XCTAssertEqual(browser.requests.first?.headers["accept-language"], "zh-TW,zh;q=0.9,en;q=0.8")
    let post = try read("post_event.http")
    XCTAssertEqual(
      post.requests.map { String(decoding: $0.body, as: UTF8.self) },
      ["{\"event\":\"filter\",\"text\":\"台積\",\"id\":1}"])
    XCTAssertEqual(try read("pipelined.http").requests.map(\.target), ["/a", "/b", "/c?x=1"])
    XCTAssertEqual(try read("event_stream.http").requests.first?.headers["Last-Event-ID"], "12")
    let ends: [(String, HTTPParseResult)] = [
      ("chunked.http", .failure(.chunkedBody)),
      ("smuggle.http", .failure(.transferEncodingWithContentLength)),
      ("bare_lf.http", .failure(.bareLineFeed(line: 1))),
      (
        "folded.http",
        .failure(.malformedField(line: 4, reason: "a folded line (starting with white space)"))
      ),
      (
        "huge_length.http",
        .failure(.bodyTooLarge(contentLength: "99999999999999999999999", limit: 1_048_576))
      ),
      ("version_two.http", .failure(.unsupportedVersion("HTTP/2.0"))),
      ("cut_body.http", .incomplete(missingBodyBytes: 5)),
      ("repeated_host.http", .failure(.repeatedField(name: "Host"))),
      (
        "nul_in_value.http",
        .failure(
          .malformedField(line: 3, reason: "the value of \"X\" holds the control byte \"\\x00\""))
      ),
    ]
    for (name, end) in ends {
      XCTAssertEqual(try read(name).end, end, name)
    }
  }

  func testSeedsAndRegressions_ReadAlikeWholeAndByteByByte() throws {
    guard let files = SharedData.packageFiles(in: Self.folders) else {
      throw XCTSkip("no package root")
    }
    XCTAssertGreaterThanOrEqual(files.count, 10)
    for file in files {
      let bytes = Array(try Data(contentsOf: file))
      let whole = Summary(reading: bytes)
      var buffer = HTTPRequestBuffer()
      var requests: [HTTPRequest] = []
      var end = buffer.next()
      for byte in bytes {
        buffer.append([byte])
        end = buffer.next()
        while case .request(let request, _) = end {
          requests.append(request)
          end = buffer.next()
        }
      }
      let name = file.lastPathComponent
      XCTAssertEqual(requests, whole.requests, name)
      XCTAssertEqual(end, whole.end, name)
      for request in requests {
        XCTAssertEqual(request.body.count, Int(request.headers["Content-Length"] ?? "0"), name)
        for field in request.headers {
          XCTAssertFalse(
            (field.name + field.value).unicodeScalars.contains { $0 == "\r" || $0 == "\n" }, name)
        }
      }
    }
  }

  /// The requests in a file, read one after another, and what ended the reading.
  private struct Summary {
    var requests: [HTTPRequest] = []
    var end: HTTPParseResult

    init(reading bytes: [UInt8]) {
      var offset = 0
      while true {
        end = HTTPRequestParser().parse(bytes[offset...])
        guard case .request(let request, let consumed) = end else { return }
        requests.append(request)
        offset += consumed
      }
    }
  }
}
