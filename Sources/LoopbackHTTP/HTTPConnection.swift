import Foundation

/// One connection's life on its own thread: read requests, refuse or answer them in order,
/// and close when either side is done, a request fails, or the server stops.
struct HTTPConnection {
  /// What every connection of a server shares.
  struct Context: Sendable {
    var parser: HTTPRequestParser
    var policy: HTTPLoopbackPolicy
    var configuration: HTTPServerConfiguration
    var handler: HTTPServer.Handler
  }

  /// How long a closing connection keeps reading what the client still sends, so that the
  /// response is not lost to a reset.
  static let linger: Duration = .seconds(1)

  let socket: ConnectionSocket
  let context: Context
  let isStopping: @Sendable () -> Bool
  private var buffer: HTTPRequestBuffer
  private var readBuffer = [UInt8](repeating: 0, count: 16_384)

  init(socket: ConnectionSocket, context: Context, isStopping: @escaping @Sendable () -> Bool) {
    self.socket = socket
    self.context = context
    self.isStopping = isStopping
    buffer = HTTPRequestBuffer(parser: context.parser)
  }

  /// Serves requests until the connection ends; the socket is closed on return.
  mutating func serve() {
    while let request = nextRequest() {
      if let violation = context.policy.violation(by: request) {
        Self.refuse(
          socket, context: context, with: .text(violation.description, status: violation.status))
        return
      }
      guard let response = respond(to: request) else { return socket.close() }
      switch response.body {
      case .bytes(let body):
        let keepAlive = request.keepsAlive && !response.closesConnection
        let head = response.head(
          contentLength: body.count, keepAlive: keepAlive, version: request.version)
        let sent = socket.send(
          request.method == "HEAD" ? head : head + body, until: writeDeadline())
        guard sent else { return socket.close() }
        if !keepAlive { return socket.closeAfterResponse(linger: Self.linger) }
      case .stream(let chunks):
        let head = response.head(contentLength: nil, keepAlive: false, version: request.version)
        guard request.method != "HEAD" else {
          guard socket.send(head, until: writeDeadline()) else { return socket.close() }
          return socket.closeAfterResponse(linger: Self.linger)
        }
        return stream(chunks, head: head)
      }
    }
  }

  /// Writes `response` with `Connection: close`, then closes.
  static func refuse(_ socket: ConnectionSocket, context: Context, with response: HTTPResponse) {
    guard case .bytes(let body) = response.body else { return socket.close() }
    let head = response.head(contentLength: body.count, keepAlive: false, version: .http11)
    let deadline = ContinuousClock.now + context.configuration.writeTimeout
    guard socket.send(head + body, until: deadline) else { return socket.close() }
    socket.closeAfterResponse(linger: linger)
  }

  /// The next whole request; nil when the connection is over (and closed): the client closed
  /// it or went quiet, the server is stopping, or the request was refused.
  private mutating func nextRequest() -> HTTPRequest? {
    let configuration = context.configuration
    let idleDeadline = ContinuousClock.now + configuration.idleTimeout
    // Bytes left after the last request are the next one's start.
    var started: ContinuousClock.Instant? = buffer.count > 0 ? .now : nil
    while true {
      switch buffer.next() {
      case .request(let request, _):
        return request
      case .failure(let error):
        Self.refuse(socket, context: context, with: .text(error.description, status: error.status))
        return nil
      case .incomplete:
        let deadline = started.map { $0 + configuration.requestTimeout } ?? idleDeadline
        switch socket.receive(into: &readBuffer, until: deadline) {
        case .bytes(let bytes):
          if started == nil { started = .now }
          buffer.append(bytes)
        case .timedOut where started != nil:
          let text =
            "the request did not arrive whole within \(configuration.requestTimeout.secondsText)"
          Self.refuse(socket, context: context, with: .text(text, status: .requestTimeout))
          return nil
        case .timedOut, .closed, .stopped:
          socket.close()
          return nil
        }
      }
    }
  }

  /// The handler's answer, from a task, waited for on this thread (never the main thread):
  /// nil when the server stopped first.
  private func respond(to request: HTTPRequest) -> HTTPResponse? {
    let answer = Answer()
    let handler = context.handler
    let task = Task { answer.deliver(await handler(request)) }
    while true {
      if let response = answer.wait(for: .milliseconds(100)) { return response }
      if isStopping() {
        task.cancel()
        return nil
      }
    }
  }

  /// Writes `head`, then each chunk as the stream yields it, until the stream finishes,
  /// the client goes away or the server stops; the stream's iteration is cancelled then.
  private func stream(_ chunks: AsyncStream<[UInt8]>, head: [UInt8]) {
    guard let wake = WakePipe.make() else {
      return Self.refuse(
        socket, context: context,
        with: .text("the server is out of file descriptors", status: .serviceUnavailable))
    }
    let pump = StreamPump(wake: wake)
    let task = Task {
      for await chunk in chunks { pump.push(chunk) }
      pump.finish()
    }
    defer {
      task.cancel()
      pump.close()
    }
    guard socket.send(head, until: writeDeadline()) else { return socket.close() }
    while true {
      switch socket.waitWhileStreaming(wake: wake.readEnd) {
      case .woken:
        wake.drain()
        let (ready, finished) = pump.take()
        for chunk in ready where !chunk.isEmpty {
          guard socket.send(chunk, until: writeDeadline()) else { return socket.close() }
        }
        if finished { return socket.closeAfterResponse(linger: Self.linger) }
      case .clientClosed, .stopped:
        return socket.close()
      }
    }
  }

  private func writeDeadline() -> ContinuousClock.Instant {
    .now + context.configuration.writeTimeout
  }
}

/// A handler's response, handed from its task to the connection's thread.
private final class Answer: @unchecked Sendable {
  private let lock = NSLock()
  private let ready = DispatchSemaphore(value: 0)
  private var response: HTTPResponse?

  func deliver(_ response: HTTPResponse) {
    lock.withLock { self.response = response }
    ready.signal()
  }

  /// The response once delivered; nil when `timeout` passes first.
  func wait(for timeout: Duration) -> HTTPResponse? {
    let (seconds, attoseconds) = timeout.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    guard ready.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else { return nil }
    return lock.withLock { response }
  }
}

/// A stream's chunks, handed from the task that iterates it to the connection's thread,
/// which a byte in `wake` tells that there are some.
private final class StreamPump: @unchecked Sendable {
  private let lock = NSLock()
  private let wake: WakePipe
  private var chunks: [[UInt8]] = []
  private var finished = false
  private var closed = false

  init(wake: WakePipe) {
    self.wake = wake
  }

  func push(_ chunk: [UInt8]) {
    lock.withLock {
      guard !closed else { return }
      chunks.append(chunk)
      wake.signal()
    }
  }

  func finish() {
    lock.withLock {
      guard !closed else { return }
      finished = true
      wake.signal()
    }
  }

  /// The chunks pushed since the last call, and whether the stream has finished.
  func take() -> ([[UInt8]], Bool) {
    lock.withLock {
      defer { chunks = [] }
      return (chunks, finished)
    }
  }

  /// Closes the pipe; the task may still push, to no one.
  func close() {
    lock.withLock {
      closed = true
      wake.close()
    }
  }
}

extension Duration {
  /// "5 seconds", "0.2 seconds".
  fileprivate var secondsText: String {
    let (seconds, attoseconds) = components
    let tenths = attoseconds / 100_000_000_000_000_000
    let milliseconds = attoseconds / 1_000_000_000_000_000
    if milliseconds == 0 { return seconds == 1 ? "1 second" : "\(seconds) seconds" }
    if milliseconds == tenths * 100 { return "\(seconds).\(tenths) seconds" }
    return "\(seconds * 1000 + milliseconds) milliseconds"
  }
}
