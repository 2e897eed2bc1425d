// The values an HTTP/1.1 exchange is made of. Swift standard library only: the fuzz target
// compiles this file with the parser, alone.

/// A response status: the code a client acts on and the reason phrase written after it.
///
///     print(HTTPStatus.requestHeaderFieldsTooLarge)
///     // Prints "431 Request Header Fields Too Large"
public struct HTTPStatus: Hashable, Sendable, CustomStringConvertible {
  /// The three-digit code.
  public var code: Int
  /// The words after the code on the status line.
  public var reason: String

  /// A status with `reason`, or, without one, the standard phrase for `code` ("Unknown" for a
  /// code this server never writes).
  public init(code: Int, reason: String? = nil) {
    self.code = code
    self.reason = reason ?? Self.standardReasons[code] ?? "Unknown"
  }

  /// "431 Request Header Fields Too Large".
  public var description: String { "\(code) \(reason)" }

  /// 200.
  public static let ok = HTTPStatus(code: 200)
  /// 201.
  public static let created = HTTPStatus(code: 201)
  /// 204.
  public static let noContent = HTTPStatus(code: 204)
  /// 400: the request is not HTTP/1.1 as this server reads it.
  public static let badRequest = HTTPStatus(code: 400)
  /// 403: the request came from a page of another origin.
  public static let forbidden = HTTPStatus(code: 403)
  /// 404.
  public static let notFound = HTTPStatus(code: 404)
  /// 405.
  public static let methodNotAllowed = HTTPStatus(code: 405)
  /// 408: the request did not arrive whole in time.
  public static let requestTimeout = HTTPStatus(code: 408)
  /// 411: a body without a Content-Length (a chunked request body).
  public static let lengthRequired = HTTPStatus(code: 411)
  /// 413: the body is longer than the server accepts.
  public static let contentTooLarge = HTTPStatus(code: 413)
  /// 421: the Host names another server (DNS rebinding).
  public static let misdirectedRequest = HTTPStatus(code: 421)
  /// 429: a limit of the application (sessions, for one) is reached; try later.
  public static let tooManyRequests = HTTPStatus(code: 429)
  /// 431: the request line and header fields are longer, or more, than the server accepts.
  public static let requestHeaderFieldsTooLarge = HTTPStatus(code: 431)
  /// 500.
  public static let internalServerError = HTTPStatus(code: 500)
  /// 503: the server is at its limit of open connections, or the application is busy.
  public static let serviceUnavailable = HTTPStatus(code: 503)
  /// 505: an HTTP version other than 1.0 and 1.1.
  public static let httpVersionNotSupported = HTTPStatus(code: 505)

  private static let standardReasons: [Int: String] = [
    100: "Continue", 200: "OK", 201: "Created", 204: "No Content", 301: "Moved Permanently",
    302: "Found", 304: "Not Modified", 400: "Bad Request", 403: "Forbidden", 404: "Not Found",
    405: "Method Not Allowed", 408: "Request Timeout", 409: "Conflict", 410: "Gone",
    411: "Length Required", 413: "Content Too Large", 415: "Unsupported Media Type",
    421: "Misdirected Request", 422: "Unprocessable Content", 429: "Too Many Requests",
    431: "Request Header Fields Too Large", 500: "Internal Server Error",
    501: "Not Implemented", 503: "Service Unavailable", 505: "HTTP Version Not Supported",
  ]
}

/// One header field as it was sent: the name keeps its case, the value is trimmed of the
/// spaces and tabs around it.
public struct HTTPField: Hashable, Sendable {
  /// The field name, a token such as `Content-Type`.
  public var name: String
  /// The field value, without the white space around it.
  public var value: String

  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// Header fields in the order they were sent, looked up by name in any letter case.
///
///     let headers: HTTPHeaders = ["Content-Type": "text/plain"]
///     print(headers["content-type"] ?? "none")
///     // Prints "text/plain"
public struct HTTPHeaders: Hashable, Sendable, RandomAccessCollection,
  ExpressibleByDictionaryLiteral
{
  /// Every field, in order, repeated names included.
  public var fields: [HTTPField]

  public init(_ fields: [HTTPField] = []) {
    self.fields = fields
  }

  /// Headers from a literal, in the order written: `["Content-Type": "text/plain"]`.
  public init(dictionaryLiteral elements: (String, String)...) {
    fields = elements.map { HTTPField(name: $0.0, value: $0.1) }
  }

  /// The position of the first field.
  public var startIndex: Int { fields.startIndex }
  /// The position after the last field.
  public var endIndex: Int { fields.endIndex }
  /// The field at `position`.
  public subscript(position: Int) -> HTTPField { fields[position] }

  /// The value of the first field named `name` (any case), or nil.
  ///
  /// - Complexity: O(*n*) in the number of fields.
  public subscript(name: String) -> String? {
    fields.first { Self.name($0.name, matches: name) }?.value
  }

  /// The values of every field named `name` (any case), in order.
  public func values(named name: String) -> [String] {
    fields.filter { Self.name($0.name, matches: name) }.map(\.value)
  }

  /// True when the comma-separated values of the fields named `name` hold `token` in any
  /// letter case: `Connection: keep-alive, Close` holds `close`.
  public func containsToken(_ token: String, inFieldNamed name: String) -> Bool {
    values(named: name).contains { value in
      value.split(separator: ",").contains { Self.name(trimmed($0), matches: token) }
    }
  }

  /// Appends a field, keeping any of the same name.
  public mutating func add(_ name: String, _ value: String) {
    fields.append(HTTPField(name: name, value: value))
  }

  /// Replaces every field named `name` (any case) with one holding `value`.
  public mutating func set(_ name: String, _ value: String) {
    remove(named: name)
    add(name, value)
  }

  /// Removes every field named `name` (any case).
  public mutating func remove(named name: String) {
    fields.removeAll { Self.name($0.name, matches: name) }
  }

  /// Compares two names the way HTTP does: ASCII letters in any case, other bytes exactly.
  static func name(_ name: some StringProtocol, matches other: some StringProtocol) -> Bool {
    name.utf8.elementsEqual(other.utf8) { asciiLowercase($0) == asciiLowercase($1) }
  }
}

/// The HTTP versions this server speaks.
public enum HTTPVersion: String, Hashable, Sendable {
  /// HTTP/1.0: one request a connection unless the client asks to keep it.
  case http10 = "HTTP/1.0"
  /// HTTP/1.1: connections stay open unless a side says `Connection: close`.
  case http11 = "HTTP/1.1"
}

/// A request as the parser read it: nothing is decoded beyond the framing.
///
///     let request = HTTPRequest(method: "GET", target: "/api/sessions/7/updates?since=3")
///     print(request.path, request.query ?? "")
///     // Prints "/api/sessions/7/updates since=3"
public struct HTTPRequest: Hashable, Sendable {
  /// The method exactly as sent (`GET`, `POST`; methods are case-sensitive).
  public var method: String
  /// The request target as sent, an absolute path with an optional query; percent escapes
  /// are left as they are.
  public var target: String
  /// The protocol version of the request line.
  public var version: HTTPVersion
  /// The header fields.
  public var headers: HTTPHeaders
  /// The body: exactly Content-Length bytes, or none.
  public var body: [UInt8]

  public init(
    method: String, target: String, version: HTTPVersion = .http11, headers: HTTPHeaders = [:],
    body: [UInt8] = []
  ) {
    self.method = method
    self.target = target
    self.version = version
    self.headers = headers
    self.body = body
  }

  /// The target before any `?`.
  public var path: String {
    String(
      target.utf8.split(separator: UInt8(ascii: "?"), maxSplits: 1).first.map {
        Substring($0)
      } ?? "")
  }

  /// The target after the first `?`, or nil when it has none.
  public var query: String? {
    guard let mark = target.utf8.firstIndex(of: UInt8(ascii: "?")) else { return nil }
    return String(target[target.utf8.index(after: mark)...])
  }

  /// True when the connection may carry another request after this one's response: HTTP/1.1
  /// without `Connection: close`, or HTTP/1.0 with `Connection: keep-alive`.
  public var keepsAlive: Bool {
    switch version {
    case .http11: !headers.containsToken("close", inFieldNamed: "Connection")
    case .http10: headers.containsToken("keep-alive", inFieldNamed: "Connection")
    }
  }
}

private func asciiLowercase(_ byte: UInt8) -> UInt8 {
  (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
}

private func trimmed(_ text: Substring) -> Substring {
  let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
  guard let first = text.firstIndex(where: { !isSpace($0) }),
    let last = text.lastIndex(where: { !isSpace($0) })
  else { return "" }
  return text[first...last]
}
