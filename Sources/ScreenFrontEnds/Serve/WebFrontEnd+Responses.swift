import LoopbackHTTP
import ScreenModel

/// The answers the web front end writes: the page's files, JSON bodies and the protocol's
/// error object, which every error of the API is.
extension WebFrontEnd {
  /// A file of the page, for a GET of its path; nil for any other request. A file the
  /// package lacks answers 500, naming it.
  nonisolated static func asset(for request: HTTPRequest) -> HTTPResponse? {
    guard request.method == "GET", case .file(let name) = Route(path: request.path),
      let file = WebPage.files[name]
    else { return nil }
    switch file.body {
    case .success(let body): return asset(body, type: file.type)
    case .failure(let missing): return error(missing.message, .internalServerError)
    }
  }

  nonisolated static func asset(_ body: [UInt8], type: String) -> HTTPResponse {
    HTTPResponse(
      status: .ok,
      headers: [
        "Content-Type": type, "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        "Content-Security-Policy":
          "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; "
          + "img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      ],
      body: body)
  }

  nonisolated static func json(_ body: [UInt8], status: HTTPStatus = .ok) -> HTTPResponse {
    HTTPResponse(
      status: status,
      headers: [
        "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      ],
      body: body)
  }

  nonisolated static func error(
    _ message: String, _ status: HTTPStatus, protocol version: SessionProtocol = .v2
  ) -> HTTPResponse {
    json(SessionError(message, protocol: version).utf8, status: status)
  }

  static func ended(_ id: String) -> HTTPResponse {
    error("no session \(id): it ended, or never began; reload the page", .notFound)
  }

  /// 128 random bits in hexadecimal: a session's id is its only key.
  static func newID() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in
      let value = generator.next() as UInt64
      let hex = String(value, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }.joined()
  }
}

extension HTTPStatus {
  /// 409: an event that does not apply to the screen on top.
  static let conflict = HTTPStatus(code: 409)
}
