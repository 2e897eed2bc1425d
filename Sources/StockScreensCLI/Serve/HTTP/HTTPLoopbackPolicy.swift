/// Who may talk to a server on 127.0.0.1:PORT: a page of that server, or a program on the
/// same machine; never a page of another site.
///
/// - `Host` must be `127.0.0.1:PORT` or `localhost:PORT` (any letter case; without the port
///   only when it is 80). Anything else, `[::1]:PORT` included (the server does not listen
///   on IPv6), is a DNS-rebinding page reaching in by another name: 421.
/// - `Origin`, when present, must be `http://127.0.0.1:PORT` or `http://localhost:PORT`.
///   Any other, `null` included, is refused with 403 whatever the method: a cross-origin
///   `POST` can act without reading the answer, and no page of another origin has a use
///   for this server. Programs that send no `Origin` (curl, the tests) are let through.
///
///     let policy = HTTPLoopbackPolicy(port: 8080)
///     let request = HTTPRequest(method: "GET", target: "/", headers: ["Host": "evil.test:8080"])
///     print(policy.violation(by: request)?.status ?? .ok)
///     // Prints "421 Misdirected Request"
public struct HTTPLoopbackPolicy: Hashable, Sendable {
  /// A request the policy refuses, and why.
  public enum Violation: Hashable, Sendable, CustomStringConvertible {
    /// The Host names another server, or is missing (an HTTP/1.0 request may omit it).
    case foreignHost(String?, port: UInt16)
    /// The Origin is a page of another site.
    case foreignOrigin(String, port: UInt16)

    /// 421 for the host, 403 for the origin.
    public var status: HTTPStatus {
      switch self {
      case .foreignHost: .misdirectedRequest
      case .foreignOrigin: .forbidden
      }
    }

    /// What was refused and what would have been accepted.
    public var description: String {
      switch self {
      case .foreignHost(let host?, let port):
        "the Host \(HTTPRequestError.quote(host)) is not this server; "
          + "use http://127.0.0.1:\(port)/ or http://localhost:\(port)/"
      case .foreignHost(nil, let port):
        "the request has no Host; send Host: 127.0.0.1:\(port)"
      case .foreignOrigin(let origin, let port):
        "requests from pages of \(HTTPRequestError.quote(origin)) are refused; only pages of "
          + "http://127.0.0.1:\(port) and http://localhost:\(port) may call this server"
      }
    }
  }

  /// The port the server listens on.
  public var port: UInt16

  /// The policy of a server listening on 127.0.0.1:`port`.
  public init(port: UInt16) {
    self.port = port
  }

  /// Why `request` is refused, or nil when it may go to the handler.
  public func violation(by request: HTTPRequest) -> Violation? {
    let host = request.headers["Host"]
    guard let host, allowedHosts.contains(where: { HTTPHeaders.name(host, matches: $0) }) else {
      return .foreignHost(host, port: port)
    }
    if let origin = request.headers["Origin"],
      !allowedHosts.contains(where: { HTTPHeaders.name(origin, matches: "http://" + $0) })
    {
      return .foreignOrigin(origin, port: port)
    }
    return nil
  }

  private var allowedHosts: [String] {
    let names = ["127.0.0.1", "localhost"]
    return names.map { "\($0):\(port)" } + (port == 80 ? names : [])
  }
}
