import Dispatch
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One HTTP GET with a deadline that covers the whole exchange, body included: a server
/// that trickles bytes forever still times out.
enum HTTPFetcher {
  /// A body and the response it came with.
  struct Answer: Sendable {
    /// The body.
    var body: Data
    /// The HTTP status.
    var status: Int
    /// The `Content-Type` header, when sent.
    var contentType: String?
  }

  /// Why a fetch gave no answer.
  enum Failure: Error {
    /// The deadline passed.
    case timeout
    /// The connection failed or was cut.
    case transport(ConnectionFailure)
  }

  /// Fetches `url`, giving up after `timeout` seconds.
  static func fetch(_ url: URL, timeout: Double) async throws(Failure) -> Answer {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }
    let exchange = Exchange()
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        exchange.start(session: session, url: url, timeout: timeout) {
          continuation.resume(returning: $0)
        }
      }
    } onCancel: {
      exchange.cancel()
    }
    return try result.get()
  }
}

extension HTTPFetcher {
  /// Fetches the endpoint of `market` as a source does, with the origin it names: a market
  /// without an endpoint is `.notFound`, and a failure, or a status other than 2xx, is the
  /// `MarketDataError` an error row shows (`.timeout`, `.transport`, `.httpStatus`).
  static func data(
    of market: Market, from endpoints: [Market: URL], timeout: Double
  ) async throws(MarketDataError) -> (answer: Answer, origin: DataOrigin) {
    guard let url = endpoints[market] else {
      throw MarketDataError(market: market, origin: .url(""), kind: .notFound)
    }
    let origin = DataOrigin.url(url.absoluteString)
    let answer: Answer
    do {
      answer = try await fetch(url, timeout: timeout)
    } catch {
      let kind: MarketDataError.Kind =
        switch error {
        case .timeout: .timeout(seconds: timeout)
        case .transport(let detail): .transport(detail)
        }
      throw MarketDataError(market: market, origin: origin, kind: kind)
    }
    guard (200..<300).contains(answer.status) else {
      throw MarketDataError(market: market, origin: origin, kind: .httpStatus(answer.status))
    }
    return (answer, origin)
  }

  /// `path` under `base`, however many slashes `base` ends with: a mirror or a test server
  /// serves the exchanges' paths under its own address.
  static func url(_ path: String, under base: URL) -> URL? {
    var text = base.absoluteString
    while text.hasSuffix("/") { text.removeLast() }
    return URL(string: text + path)
  }
}

/// The state of one fetch, shared by the task's completion handler, the deadline and
/// cancellation, each of which may run on its own thread.
private final class Exchange: @unchecked Sendable {
  private let lock = NSLock()
  private var task: URLSessionDataTask?
  private var deadline: DispatchWorkItem?
  private var timedOut = false
  private var cancelled = false

  func start(
    session: URLSession, url: URL, timeout: Double,
    finish: @escaping @Sendable (Result<HTTPFetcher.Answer, HTTPFetcher.Failure>) -> Void
  ) {
    let task = session.dataTask(with: URLRequest(url: url)) { body, response, error in
      finish(self.complete(body: body, response: response, error: error))
    }
    let deadline = DispatchWorkItem { self.expire() }
    lock.withLock {
      self.task = task
      self.deadline = deadline
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
    task.resume()
    if lock.withLock({ cancelled }) { task.cancel() }
  }

  func cancel() {
    let task = lock.withLock {
      cancelled = true
      return self.task
    }
    task?.cancel()
  }

  private func expire() {
    let task = lock.withLock {
      timedOut = true
      return self.task
    }
    task?.cancel()
  }

  private func complete(
    body: Data?, response: URLResponse?, error: (any Error)?
  ) -> Result<HTTPFetcher.Answer, HTTPFetcher.Failure> {
    // Dropping the task and the deadline breaks the cycles their closures make with `self`.
    let timedOut = lock.withLock {
      deadline?.cancel()
      deadline = nil
      task = nil
      return self.timedOut
    }
    if let error {
      let code = (error as? URLError)?.code
      if timedOut || code == .timedOut { return .failure(.timeout) }
      return .failure(.transport(Self.describe(error)))
    }
    guard let http = response as? HTTPURLResponse else {
      return .failure(.transport(.notHTTP))
    }
    let body = body ?? Data()
    // A body shorter than announced was cut; some stacks report that as success.
    if http.expectedContentLength > 0, Int64(body.count) < http.expectedContentLength {
      return .failure(
        .transport(.truncated(received: body.count, expected: Int(http.expectedContentLength))))
    }
    let type = http.value(forHTTPHeaderField: "Content-Type")
    return .success(HTTPFetcher.Answer(body: body, status: http.statusCode, contentType: type))
  }

  private static func describe(_ error: any Error) -> ConnectionFailure {
    switch (error as? URLError)?.code {
    case .cannotConnectToHost?: .refused
    case .cannotFindHost?, .dnsLookupFailed?: .hostNotFound
    case .networkConnectionLost?: .lost
    case .notConnectedToInternet?: .offline
    case .cancelled?: .cancelled
    case .secureConnectionFailed?, .serverCertificateUntrusted?, .serverCertificateHasBadDate?,
      .serverCertificateNotYetValid?, .serverCertificateHasUnknownRoot?:
      .insecure
    default: .other(error.localizedDescription)
    }
  }
}
