import Foundation
import LoopbackHTTP
import ScreenFrontEnds
import ScreenModel
import StockScreens
import StockScreensCLI
import TaiwanMarket
import TestSupport
import XCTest

/// The web front end's routes over HTTP on 127.0.0.1: sessions, events, updates by
/// Server-Sent Events, and the answers to requests that go wrong.
final class WebFrontEndTests: XCTestCase {
  private struct Instant: MarketDataSource {
    func load(_ market: Market) async throws(MarketDataError) -> MarketData {
      EmbeddedSampleSource.data(for: market)
    }
  }

  /// Runs `body` with a front end served on a free port, and stops it whatever happens.
  private func withFrontEnd(
    maxSessions: Int = 32, _ body: (HTTPServer, LoopbackHTTPClient) async throws -> Void
  ) async throws {
    let frontEnd = await WebFrontEnd(source: Instant(), maxSessions: maxSessions)
    let server = try frontEnd.serve(port: 0)
    let client = try LoopbackHTTPClient(port: server.port)
    do {
      try await body(server, client)
    } catch {
      client.close()
      try await withDeadline("the server to stop") { await server.stop() }
      throw error
    }
    client.close()
    try await withDeadline("the server to stop") { await server.stop() }
  }

  private func json(_ response: LoopbackHTTPResponse) throws -> JSONValue {
    try JSONValue(parsing: response.text)
  }

  private func newSession(_ client: LoopbackHTTPClient, body: String = "") async throws -> String {
    let created = try await client.request("POST", "/api/sessions", body: Array(body.utf8))
    XCTAssertEqual(created.status, 201, "\(created)")
    guard case .string(let id)? = try json(created)["session"] else {
      throw XCTSkip("no session id in \(created)")
    }
    return id
  }

  func testThePage_ItsScriptAndStyle_FromThePackage() async throws {
    try await withFrontEnd { _, client in
      let page = try await client.request("GET", "/")
      XCTAssertEqual(page.status, 200)
      XCTAssertEqual(page.header("Content-Type"), "text/html; charset=utf-8")
      XCTAssertTrue(page.text.contains(#"<ol id="rows""#))
      XCTAssertTrue(page.text.contains(#"<input type="search""#))
      XCTAssertFalse(page.text.contains("https://"), "nothing from the network")
      XCTAssertTrue(page.header("Content-Security-Policy")?.contains("default-src 'self'") ?? false)
      let script = try await client.request("GET", "/app.js")
      XCTAssertEqual(script.header("Content-Type"), "text/javascript; charset=utf-8")
      XCTAssertTrue(script.text.contains(#"from "./connection.js""#))
      let connection = try await client.request("GET", "/connection.js")
      XCTAssertTrue(connection.text.contains("new this.io.EventSource"))
      let style = try await client.request("GET", "/app.css")
      XCTAssertEqual(style.header("Content-Type"), "text/css; charset=utf-8")
    }
  }

  /// Every file the page loads is answered from the package's resources with the same
  /// policy, and nothing it holds names a screen: the screens come from `/api/screens`.
  func testThePagesFiles_ComeWithThePolicy_AndNameNoScreen() async throws {
    try await withFrontEnd { _, client in
      for path in [
        "/", "/app.js", "/connection.js", "/controls.js", "/list.js", "/messages.js",
        "/problem.js", "/rows.js", "/timings.js", "/app.css",
      ] {
        let file = try await client.request("GET", path)
        XCTAssertEqual(file.status, 200, path)
        XCTAssertEqual(
          file.header("Content-Security-Policy"),
          "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; "
            + "img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
          path)
        XCTAssertEqual(file.header("X-Content-Type-Options"), "nosniff", path)
        // A screen's name, a market, a declared event, as JSON or a script would write them
        // (the style may decorate a row by its kind).
        for name in ["directory", "feed", "profile", "上市", "load", "filter"].map({ "\"\($0)\"" }) {
          XCTAssertFalse(file.text.contains(name), "\(path) names \(name)")
        }
      }
      let missing = try await client.request("GET", "/app.ts")
      XCTAssertEqual(missing.status, 404)
    }
  }

  func testTheScreens_AreTheRegisteredDeclarations() async throws {
    try await withFrontEnd { _, client in
      let answer = try await client.request("GET", "/api/screens")
      XCTAssertEqual(answer.status, 200)
      XCTAssertEqual(answer.header("Content-Type"), "application/json; charset=utf-8")
      let declarations = AppSession.screens(source: Instant()).json(protocol: 2).text
      XCTAssertEqual(
        answer.text,
        declarations.dropLast() + #","window":{"initial":100,"minimum":1,"maximum":1000}}"#)
      // The numbers are the session's own: the page reads them rather than stating its own.
      let window = try json(answer)["window"]
      XCTAssertEqual(window?["initial"], .int(Int64(WindowRequest.initial.count)))
      XCTAssertEqual(window?["minimum"], .int(Int64(WindowRequest.minCount)))
      XCTAssertEqual(window?["maximum"], .int(Int64(WindowRequest.maxCount)))
      let screens = try json(answer)["screens"]
      guard case .array(let list)? = screens else { return XCTFail("no screens in \(answer)") }
      XCTAssertEqual(
        list.map { $0["name"] },
        ["directory", "feed", "profile", "watchlist", "screener", "settings"])
      XCTAssertEqual(
        list.map { $0["placement"] }, ["root", "root", "stacked", "root", "root", "root"])
      let again = try await client.request("GET", "/api/screens")
      XCTAssertEqual(again.text, answer.text, "the same answer every time")
      _ = try await newSession(client)
      let withASession = try await client.request("GET", "/api/screens")
      XCTAssertEqual(withASession.text, answer.text)
    }
  }

  func testASession_EventsAnswerWithTheirUpdate() async throws {
    try await withFrontEnd { _, client in
      let id = try await newSession(client)
      let body = Array(#"{"event":"load","market":"otc","id":"e1"}"#.utf8)
      let answer = try await client.request("POST", "/api/sessions/\(id)/events", body: body)
      XCTAssertEqual(answer.status, 200, "\(answer)")
      let update = try json(answer)
      XCTAssertEqual(update["protocol"], .int(2))
      XCTAssertEqual(update["seq"], .int(1))
      XCTAssertEqual(update["cause"], "e1")
      XCTAssertEqual(update["screen"], "directory")
      try await eventually("the market's answer to reach the session on its own") {
        let last = try await client.request("GET", "/api/sessions/\(id)")
        return last.text.contains("已取得 上櫃 資料 - 數量 30 筆")
      }
    }
  }

  func testASessionOpenedWithProtocol1_SendsEveryRow_AndRefusesTheWindow() async throws {
    try await withFrontEnd { _, client in
      let id = try await newSession(client, body: #"{"protocol":1}"#)
      let events = "/api/sessions/\(id)/events"
      let window = Array(#"{"event":"window","from":0,"count":5}"#.utf8)
      let refused = try await client.request("POST", events, body: window)
      XCTAssertEqual(refused.status, 409, "\(refused)")
      XCTAssertEqual(try json(refused)["protocol"], .int(1))
      let last = try json(try await client.request("GET", "/api/sessions/\(id)"))
      XCTAssertEqual(last["protocol"], .int(1))
      guard case .array(let rows)? = last["rows"] else { return XCTFail("no rows: \(last)") }
      XCTAssertEqual(rows.first?["kind"], "empty")
    }
  }

  func testANewSession_WhoseBodyIsOnlyWhitespace_SpeaksProtocol2() async throws {
    try await withFrontEnd { _, client in
      for body in [" ", "\t\r\n", " \n "] {
        let id = try await newSession(client, body: body)
        let update = try json(try await client.request("GET", "/api/sessions/\(id)"))
        XCTAssertEqual(update["protocol"], .int(2), "body \(Array(body.utf8))")
      }
    }
  }

  func testTheWindow_MovesByAnEvent_AndANewSessionRefusesAnUnknownProtocol() async throws {
    try await withFrontEnd { _, client in
      let id = try await newSession(client, body: #"{"protocol":2}"#)
      let events = "/api/sessions/\(id)/events"
      _ = try await client.request(
        "POST", events, body: Array(#"{"event":"window","from":0,"count":3}"#.utf8))
      let load = Array(#"{"event":"load","market":"otc"}"#.utf8)
      _ = try await client.request("POST", events, body: load)
      var last = JSONValue.null
      try await eventually("the market's answer: 31 rows") {
        last = try json(try await client.request("GET", "/api/sessions/\(id)"))
        return last["count"] == .int(31)
      }
      XCTAssertEqual(last["window"], .object(["from": .int(0), "count": .int(3)]))
      guard case .array(let rows)? = last["rows"] else { return XCTFail("no rows: \(last)") }
      XCTAssertEqual(rows.map { $0["index"] }, [.int(0), .int(1), .int(2)], "from nothing")
      for (body, message) in [
        (#"{"protocol":3}"#, "protocol: 1 or 2, not 3"),
        (#"{"protocol":"1"}"#, #"protocol: 1 or 2, not "1""#),
        ("[1]", "a new session's body is a JSON object"),
      ] {
        let refused = try await client.request("POST", "/api/sessions", body: Array(body.utf8))
        XCTAssertEqual(refused.status, 400, "\(refused)")
        XCTAssertEqual(try json(refused)["error"], .string(message))
      }
    }
  }

  func testTheWatchlist_OpensAndTakesItsEvents_NamedByNoLineOfServe() async throws {
    try await withFrontEnd { _, client in
      let id = try await newSession(client)
      for (event, title) in [
        (#"{"event":"open","screen":"watchlist"}"#, "尚未加入自選股"),
        (#"{"event":"add","code":"2330","id":"w"}"#, "正在取得 2330 的資料…"),
      ] {
        let answer = try await client.request(
          "POST", "/api/sessions/\(id)/events", body: Array(event.utf8))
        XCTAssertEqual(answer.status, 200, "\(answer)")
        let update = try json(answer)
        XCTAssertEqual(update["screen"], "watchlist")
        guard case .array(let rows)? = update["rows"] else { return XCTFail("rows: \(update)") }
        XCTAssertEqual(rows.first?["row"]?["text"], .string(title), event)
      }
      let refused = try await client.request(
        "POST", "/api/sessions/\(id)/events", body: Array(#"{"event":"load","market":"otc"}"#.utf8))
      XCTAssertEqual(refused.status, 409, "load is the directory's")
    }
  }

  func testUpdates_StreamAsServerSentEvents() async throws {
    try await withFrontEnd { server, client in
      let id = try await newSession(client)
      let stream = try LoopbackHTTPClient(port: server.port)
      defer { stream.close() }
      try await stream.send("GET", "/api/sessions/\(id)/updates")
      let head = try await stream.responseHead()
      XCTAssertEqual(head.status, 200)
      XCTAssertEqual(head.header("Content-Type"), "text/event-stream")
      let firstEvent = try await stream.event()
      let first = try XCTUnwrap(firstEvent)
      XCTAssertTrue(first.contains(#""seq":0"#), first)
      let body = Array(#"{"event":"filter","text":"台積"}"#.utf8)
      _ = try await client.request("POST", "/api/sessions/\(id)/events", body: body)
      let secondEvent = try await stream.event()
      let second = try XCTUnwrap(secondEvent)
      XCTAssertTrue(second.contains(#""seq":1"#), second)
      XCTAssertTrue(second.contains("符合「台積」 0 筆 / 共 0 筆"), second)
    }
  }

  /// A client that reads the updates from its stream asks for the update's number alone,
  /// so each update reaches it once; the stream's event carries the same bytes an answer
  /// without the preference does.
  func testAnEventPostedWithPreferMinimal_IsAnsweredWithItsUpdatesNumber() async throws {
    try await withFrontEnd { server, client in
      let id = try await newSession(client)
      let stream = try LoopbackHTTPClient(port: server.port)
      defer { stream.close() }
      try await stream.send("GET", "/api/sessions/\(id)/updates")
      _ = try await stream.responseHead()
      _ = try await stream.event()
      let answer = try await client.request(
        "POST", "/api/sessions/\(id)/events", headers: ["Prefer": "return=minimal"],
        body: Array(#"{"event":"filter","text":"台","id":"k1"}"#.utf8))
      XCTAssertEqual(answer.status, 200, "\(answer)")
      XCTAssertEqual(answer.text, #"{"protocol":2,"seq":1,"cause":"k1"}"#)
      XCTAssertEqual(answer.header("Preference-Applied"), "return=minimal")
      let carriedEvent = try await stream.event()
      let carried = try XCTUnwrap(carriedEvent)
      XCTAssertTrue(carried.contains(#""seq":1,"cause":"k1""#), carried)
      XCTAssertTrue(carried.contains(#""rows":["#), carried)
      // Without the preference, the answer is the update itself, as the stream wrote it.
      let whole = try await client.request(
        "POST", "/api/sessions/\(id)/events",
        body: Array(#"{"event":"filter","text":"台積","id":"k2"}"#.utf8))
      XCTAssertNil(whole.header("Preference-Applied"))
      var streamed: String?
      repeat {
        streamed = try await stream.event()
      } while streamed?.contains(#""done":"#) == true
      XCTAssertEqual(streamed, whole.text, "one writer, the same bytes")
      // A refusal is the error, whatever the preference.
      let refused = try await client.request(
        "POST", "/api/sessions/\(id)/events", headers: ["Prefer": "return=minimal"],
        body: Array(#"{"event":"more","id":"k3"}"#.utf8))
      XCTAssertEqual(refused.status, 409, "\(refused)")
      XCTAssertEqual(try json(refused)["id"], "k3")
    }
  }

  func testRequestsThatGoWrong_SayWhy() async throws {
    try await withFrontEnd { _, client in
      let id = try await newSession(client)
      let cases: [(String, String, String, Int, String)] = [
        ("POST", "/api/sessions/\(id)/events", "oops", 400, "not JSON: unexpected \"o\""),
        ("POST", "/api/sessions/\(id)/events", #"{"event":"fly"}"#, 400, "unknown event \"fly\""),
        ("POST", "/api/sessions/\(id)/events", #"{"event":"more"}"#, 409, "more works on the feed"),
        ("POST", "/api/sessions/nope/events", #"{"event":"back"}"#, 404, "no session nope"),
        ("GET", "/api/sessions/\(id)/events", "", 405, "GET is not allowed here; use POST"),
        ("DELETE", "/", "", 405, "DELETE is not allowed here; use GET"),
        ("GET", "/secret", "", 404, "no such page: /secret"),
      ]
      for (method, target, body, status, message) in cases {
        let answer = try await client.request(method, target, body: Array(body.utf8))
        XCTAssertEqual(answer.status, status, "\(method) \(target) \(body): \(answer)")
        let error = try json(answer)
        guard case .string(let text)? = error["error"] else {
          XCTFail("an error object: \(answer)")
          continue
        }
        XCTAssertTrue(text.contains(message), text)
        XCTAssertEqual(error["protocol"], .int(2))
      }
    }
  }

  func testABodyThatIsNotUTF8_IsRefusedNamingTheByte_NotReplacedAndApplied() async throws {
    try await withFrontEnd { _, client in
      let id = try await newSession(client)
      let body = Array(#"{"event":"filter","text":""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8)
      let answer = try await client.request("POST", "/api/sessions/\(id)/events", body: body)
      XCTAssertEqual(answer.status, 400, "\(answer)")
      XCTAssertEqual(
        try json(answer)["error"], .string("not JSON: bytes that are not UTF-8 at byte 26"))
    }
  }

  func testAtTheSessionLimit_ANewSessionEndsTheOneUsedLongestAgo() async throws {
    try await withFrontEnd(maxSessions: 2) { _, client in
      let first = try await newSession(client)
      let second = try await newSession(client)
      _ = try await client.request("GET", "/api/sessions/\(first)")
      _ = try await newSession(client)
      let gone = try await client.request("GET", "/api/sessions/\(second)")
      XCTAssertEqual(gone.status, 404, "the one used longest ago ended")
      let kept = try await client.request("GET", "/api/sessions/\(first)")
      XCTAssertEqual(kept.status, 200, "a session in use stays")
    }
  }
}
