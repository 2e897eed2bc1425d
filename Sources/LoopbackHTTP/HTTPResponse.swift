/// What a handler answers: a status, header fields, and a body of bytes or a stream of them.
///
/// The server writes the framing itself: `Content-Length` for bytes, and for a stream no
/// length and `Connection: close`, the stream's end being the connection's. A handler's own
/// `Content-Length`, `Transfer-Encoding` or `Connection` field is replaced, except that
/// `Connection: close` is honoured: the connection closes after the response.
///
///     let busy = HTTPResponse.text("too many sessions; close a tab", status: .tooManyRequests)
///     let updates = HTTPResponse.eventStream(stream)   // text/event-stream, no-cache
public struct HTTPResponse: Sendable {
  /// The body of a response.
  public enum Body: Sendable {
    /// Bytes written whole after the head.
    case bytes([UInt8])
    /// Chunks written as they come until the stream finishes or the client goes away; when
    /// the client goes away, iteration is cancelled, so the stream's `onTermination` runs.
    case stream(AsyncStream<[UInt8]>)
  }

  /// The status line's code and reason.
  public var status: HTTPStatus
  /// Header fields, in order.
  public var headers: HTTPHeaders
  /// Bytes or a stream.
  public var body: Body

  /// A response whose body is written whole; the server adds its Content-Length.
  public init(status: HTTPStatus = .ok, headers: HTTPHeaders = [:], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = .bytes(body)
  }

  /// A response whose body is `stream`'s chunks; see `eventStream(_:)` for Server-Sent Events.
  public init(status: HTTPStatus = .ok, headers: HTTPHeaders = [:], stream: AsyncStream<[UInt8]>) {
    self.status = status
    self.headers = headers
    self.body = .stream(stream)
  }

  /// `text` as UTF-8, `Content-Type: text/plain; charset=utf-8`, with a final line feed
  /// added when it has none.
  public static func text(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    return HTTPResponse(
      status: status,
      headers: [
        "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff",
      ],
      body: Array(line.utf8))
  }

  /// Server-Sent Events: `events` are written as they come, each chunk typically one
  /// `ServerSentEvent`'s bytes.
  public static func eventStream(_ events: AsyncStream<[UInt8]>) -> HTTPResponse {
    HTTPResponse(
      status: .ok,
      headers: ["Content-Type": "text/event-stream", "Cache-Control": "no-cache"],
      stream: events)
  }

  /// True when the handler asked for the connection to close after this response.
  public var closesConnection: Bool {
    headers.containsToken("close", inFieldNamed: "Connection")
  }

  /// The status line and header fields up to the empty line, framed for `request`'s version.
  ///
  /// `contentLength` is written for a body of bytes (nil for a stream); `keepAlive` false
  /// adds `Connection: close`. Fields whose name is not a token, or whose value holds CR,
  /// LF or NUL, are left out rather than let a value split the response.
  func head(contentLength: Int?, keepAlive: Bool, version: HTTPVersion) -> [UInt8] {
    let reason = status.reason.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }
    var text = "HTTP/1.1 \(status.code) \(String(String.UnicodeScalarView(reason)))\r\n"
    let framing = ["Content-Length", "Transfer-Encoding", "Connection"]
    for field in headers
    where Self.isWritable(field)
      && !framing.contains(where: { HTTPHeaders.name($0, matches: field.name) })
    {
      text += "\(field.name): \(field.value)\r\n"
    }
    if let contentLength { text += "Content-Length: \(contentLength)\r\n" }
    if !keepAlive {
      text += "Connection: close\r\n"
    } else if version == .http10 {
      text += "Connection: keep-alive\r\n"
    }
    return Array((text + "\r\n").utf8)
  }

  private static func isWritable(_ field: HTTPField) -> Bool {
    let tokenBytes = "!#$%&'*+-.^_`|~".utf8
    let nameIsToken =
      !field.name.isEmpty
      && field.name.utf8.allSatisfy { byte in
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
          || (0x61...0x7A).contains(byte) || tokenBytes.contains(byte)
      }
    return nameIsToken && !field.value.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0 }
  }
}

/// One Server-Sent Event, as the bytes an `EventSource` reads.
///
///     let event = ServerSentEvent(data: "one\ntwo", id: "7")
///     // event.bytes holds "id: 7\ndata: one\ndata: two\n\n" as UTF-8
public struct ServerSentEvent: Hashable, Sendable {
  /// The payload; each of its lines becomes a `data:` line, and the client joins them with LF.
  public var data: String
  /// The event type (`event:`), nil for the default "message".
  public var name: String?
  /// The event id (`id:`), which the browser sends back as `Last-Event-ID` on reconnecting.
  public var id: String?

  /// An event of the default type "message" unless `name` says otherwise.
  public init(data: String, name: String? = nil, id: String? = nil) {
    self.data = data
    self.name = name
    self.id = id
  }

  /// A comment line, which clients ignore: written now and then, it finds a client that went
  /// away while no event was due.
  public static let heartbeat: [UInt8] = Array(": heartbeat\n\n".utf8)

  /// The event's lines, ended by an empty line. Line breaks in `name` and `id` are dropped,
  /// since there they would start fields of their own.
  public var bytes: [UInt8] { Self.bytes(data: Array(data.utf8), name: name, id: id) }

  /// The lines of an event whose payload is the UTF-8 `data`, as `bytes` writes them: for a
  /// payload that is bytes already (an update written once), without a detour through text.
  public static func bytes(data: [UInt8], name: String? = nil, id: String? = nil) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(data.count + 32)
    if let name { output += Array("event: \(oneLine(name))\n".utf8) }
    if let id { output += Array("id: \(oneLine(id))\n".utf8) }
    // CR LF, CR and LF all end a line of the event stream.
    var start = data.startIndex
    var index = start
    while index <= data.endIndex {
      let atEnd = index == data.endIndex
      guard atEnd || data[index] == 0x0A || data[index] == 0x0D else {
        index += 1
        continue
      }
      output += Array("data: ".utf8)
      output += data[start..<index]
      output.append(0x0A)
      if atEnd { break }
      index += data[index] == 0x0D && index + 1 < data.endIndex && data[index + 1] == 0x0A ? 2 : 1
      start = index
    }
    output.append(0x0A)
    return output
  }

  private static func oneLine(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }))
  }
}
