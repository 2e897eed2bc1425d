/// Who may talk to a server on 127.0.0.1:PORT: a page of that server, or a program on the
/// same machine; never a page of another site.
///
/// - `Host` must be `127.0.0.1:PORT` or `localhost:PORT` (any letter case; without the port
///   only when it is 80). Anything else, `[::1]:PORT` included (the server does not listen
///   on IPv6), is a DNS-rebinding page reaching in by another name: 421.
/// - `Origin`, when present, must be `http://127.0.0.1:PORT` or `http://localhost:PORT`,
///   in every `Origin` field the request has (a good one first does not vouch for a
///   second). Any other, `null` included, is refused with 403 whatever the method: a
///   cross-origin `POST` can act without reading the answer, and no page of another origin
///   has a use for this server. Programs that send no `Origin` (curl, the tests) are let
///   through.
/// - A request other than `GET` or `HEAD` is refused with 403 when a browser says it comes
///   from another site: `Sec-Fetch-Site: cross-site` or `same-site` (a page on another port
///   of this machine is the same site but another origin), or, with no `Origin`, a `Referer`
///   whose origin is not this server's.
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
    /// A request that changes state, which a browser says a page of another site sent: the
    /// header field and its value.
    case crossSite(field: String, value: String, port: UInt16)

    /// 421 for the host, 403 for the origin or site.
    public var status: HTTPStatus {
      switch self {
      case .foreignHost: .misdirectedRequest
      case .foreignOrigin, .crossSite: .forbidden
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
      case .crossSite(let field, let value, let port):
        "a request from another site (\(field): \(HTTPRequestError.quote(value))) is refused; "
          + "only pages of http://127.0.0.1:\(port) and http://localhost:\(port) may send one"
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
    let origins = request.headers.values(named: "Origin")
    if let origin = origins.first(where: { !isOwnOrigin($0) }) {
      return .foreignOrigin(origin, port: port)
    }
    guard request.method != "GET", request.method != "HEAD" else { return nil }
    for site in request.headers.values(named: "Sec-Fetch-Site")
    where HTTPHeaders.name(site, matches: "cross-site")
      || HTTPHeaders.name(site, matches: "same-site")
    {
      return .crossSite(field: "Sec-Fetch-Site", value: site, port: port)
    }
    if origins.isEmpty,
      let referer = request.headers.values(named: "Referer").first(where: { !isOwnPage($0) })
    {
      return .crossSite(field: "Referer", value: referer, port: port)
    }
    return nil
  }

  private func isOwnOrigin(_ origin: String) -> Bool {
    allowedHosts.contains { HTTPHeaders.name(origin, matches: "http://" + $0) }
  }

  /// Whether `referer` is a page of this server: its origin, then the end or a `/`, `?`, `#`.
  private func isOwnPage(_ referer: String) -> Bool {
    allowedHosts.contains { host in
      let origin = "http://" + host
      let start = referer.utf8.prefix(origin.utf8.count)
      guard HTTPHeaders.name(Substring(start), matches: origin) else { return false }
      guard let next = referer.utf8.dropFirst(origin.utf8.count).first else { return true }
      return next == UInt8(ascii: "/") || next == UInt8(ascii: "?") || next == UInt8(ascii: "#")
    }
  }

  private var allowedHosts: [String] {
    let names = ["127.0.0.1", "localhost"]
    return names.map { "\($0):\(port)" } + (port == 80 ? names : [])
  }
}
