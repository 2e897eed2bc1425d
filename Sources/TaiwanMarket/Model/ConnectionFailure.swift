import ScreenModel

/// Why a request got no answer a program could read, before or while the answer came: what
/// `MarketDataError.Kind.transport` carries, so that a row says it in its session's words.
///
///     ConnectionFailure.refused.text(in: Words(locale: "en"))
///     // "the host refused the connection"
public enum ConnectionFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing listens at the host and port, or the host refused.
  case refused
  /// The host's name does not resolve.
  case hostNotFound
  /// The connection was cut before the answer was whole.
  case lost
  /// The machine has no network.
  case offline
  /// The request was cancelled before it was answered.
  case cancelled
  /// The secure connection could not be set up (a certificate, a protocol version).
  case insecure
  /// What answered does not speak HTTP.
  case notHTTP
  /// The body ended before the length its header announced, in bytes.
  case truncated(received: Int, expected: Int)
  /// Any other failure, as the system describes it: that text is shown as it is.
  case other(String)

  /// The failure in `words`: `無法連線到主機`, `the host refused the connection`.
  public func text(in words: Words) -> String {
    switch self {
    case .refused: words["connection.refused"]
    case .hostNotFound: words["connection.hostNotFound"]
    case .lost: words["connection.lost"]
    case .offline: words["connection.offline"]
    case .cancelled: words["connection.cancelled"]
    case .insecure: words["connection.insecure"]
    case .notHTTP: words["connection.notHTTP"]
    case .truncated(let received, let expected):
      words[
        "connection.truncated", DigitGrouping.grouped(received), DigitGrouping.grouped(expected)]
    case .other(let text): text
    }
  }

  /// The reason a row gives for it in `words`: `連線失敗（無法連線到主機）`, `connection failed
  /// (the host refused the connection)`.
  public func reason(in words: Words) -> String {
    words["marketError.transport", text(in: words)]
  }

  /// The failure in zh-Hant.
  public var description: String { text(in: MarketWords.source) }
}
