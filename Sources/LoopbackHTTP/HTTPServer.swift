import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP/1.1 server on 127.0.0.1, for a developer tool a browser talks to.
///
/// One thread accepts; each connection has a thread of its own that reads with the parser,
/// refuses what the `HTTPLoopbackPolicy` refuses, and hands every other request to the
/// handler, an async closure run as a task (so it may call into the main actor; no thread
/// of the server is the main thread). Full responses keep the connection alive (HTTP/1.1's
/// default) unless either side says `Connection: close`; a stream's end is the
/// connection's.
///
///     let server = try HTTPServer { request in
///       request.path == "/" ? .text("hello") : .text("no such page", status: .notFound)
///     }
///     print(server.url)   // Prints "http://127.0.0.1:PORT/"
///     await server.stop()
///
/// Refusals, each with a plain-text body that says what was wrong, then the connection
/// closes: 400, 411, 413, 431, 505 from the parser (`HTTPRequestError`); 421 for a foreign
/// Host and 403 for a foreign Origin (`HTTPLoopbackPolicy`); 408 when a request does not
/// arrive whole within `requestTimeout`; 503 beyond `maxConnections`.
public final class HTTPServer: Sendable {
  /// Answers a request; may suspend, and may answer 429 or 503 itself when the
  /// application is at a limit of its own.
  public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

  /// The port bound on 127.0.0.1 (the free port chosen when the configuration said 0).
  public let port: UInt16
  /// The settings it runs with.
  public let configuration: HTTPServerConfiguration
  private let state: HTTPServerState

  /// Binds 127.0.0.1 and starts accepting connections before it returns; it serves until
  /// `stop()`, whether or not the value is kept.
  public init(
    configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
    handler: @escaping Handler
  ) throws(HTTPServerError) {
    guard let stop = WakePipe.make() else {
      throw .system(call: "pipe", port: configuration.port, code: errno)
    }
    let listener: Int32
    do throws(HTTPServerError) {
      (listener, port) = try LoopbackListener.open(port: configuration.port, backlog: 128)
    } catch {
      stop.close()
      throw error
    }
    self.configuration = configuration
    let context = HTTPConnection.Context(
      parser: HTTPRequestParser(limits: configuration.limits),
      policy: HTTPLoopbackPolicy(port: port), configuration: configuration, handler: handler)
    state = HTTPServerState(stop: stop, context: context)
    state.startAccepting(on: listener)
  }

  /// `http://127.0.0.1:PORT/`.
  public var url: String { "http://127.0.0.1:\(port)/" }

  /// Connections being served now (refused ones not counted).
  public var openConnections: Int { state.openConnections }

  /// Stops accepting, closes every connection (ending their streams) and returns when every
  /// thread of the server has ended. A handler still running is cancelled and its answer
  /// dropped. Calling it again waits the same way.
  public func stop() async {
    await state.stop()
  }
}

/// The settings of an `HTTPServer`: where it listens and how much it takes.
public struct HTTPServerConfiguration: Sendable {
  /// The port on 127.0.0.1; 0 picks a free one.
  public var port: UInt16
  /// Head size, field count and body size of a request.
  public var limits: HTTPParserLimits
  /// Connections served at once; one more is answered 503 and closed.
  public var maxConnections: Int
  /// From a request's first byte to its last; a slower request is answered 408 and closed.
  public var requestTimeout: Duration
  /// How long a connection may wait for a request's first byte (a new connection, or one
  /// kept alive after a response) before it is closed without an answer.
  public var idleTimeout: Duration
  /// How long writing a response (or a stream's chunk) may wait for the client to read
  /// before the connection is dropped.
  public var writeTimeout: Duration

  /// The defaults suit a browser on the same machine: a free port, 64 connections, 5 s for
  /// a request, 30 s idle, 10 s for a write.
  public init(
    port: UInt16 = 0, limits: HTTPParserLimits = HTTPParserLimits(), maxConnections: Int = 64,
    requestTimeout: Duration = .seconds(5), idleTimeout: Duration = .seconds(30),
    writeTimeout: Duration = .seconds(10)
  ) {
    self.port = port
    self.limits = limits
    self.maxConnections = maxConnections
    self.requestTimeout = requestTimeout
    self.idleTimeout = idleTimeout
    self.writeTimeout = writeTimeout
  }
}

/// Why a server could not start.
public enum HTTPServerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A system call failed; `code` is its errno.
  case system(call: String, port: UInt16, code: Int32)

  /// What failed, on which port, and the system's words for why.
  public var description: String {
    switch self {
    case .system(let call, let port, let code):
      let reason = String(cString: strerror(code))
      return port == 0
        ? "could not listen on 127.0.0.1 (\(call)): \(reason)"
        : "could not listen on 127.0.0.1:\(port) (\(call)): \(reason)"
    }
  }
}

/// The server's threads and what they share, behind one lock.
private final class HTTPServerState: @unchecked Sendable {
  private let lock = NSLock()
  private let stopSignal: WakePipe
  private let context: HTTPConnection.Context
  private var isStopping = false
  private var serving = 0
  private var refusing = 0
  private var threads = 0
  private var waiters: [CheckedContinuation<Void, Never>] = []

  init(stop: WakePipe, context: HTTPConnection.Context) {
    stopSignal = stop
    self.context = context
  }

  var openConnections: Int { lock.withLock { serving } }

  func startAccepting(on listener: Int32) {
    lock.withLock { threads += 1 }
    spawn(named: "http accept") { [self] in
      while let descriptor = LoopbackListener.accept(from: listener, stop: stopSignal.readEnd) {
        admit(descriptor)
      }
      ConnectionSocket(descriptor: listener, stop: stopSignal.readEnd).close()
      threadEnded()
    }
  }

  func stop() async {
    await withCheckedContinuation { continuation in
      let done = lock.withLock {
        if !isStopping {
          isStopping = true
          stopSignal.signal()
        }
        if threads == 0 { return true }
        waiters.append(continuation)
        return false
      }
      if done { continuation.resume() }
    }
  }

  private func admit(_ descriptor: Int32) {
    enum Admission { case serve, refuse, drop }
    let admission: Admission = lock.withLock {
      // Refusals have their own threads, as many as the limit, so a flood is answered
      // without taking a served connection's place; beyond that it is dropped.
      let limit = context.configuration.maxConnections
      if serving < limit {
        serving += 1
        threads += 1
        return .serve
      }
      guard refusing < limit else { return .drop }
      refusing += 1
      threads += 1
      return .refuse
    }
    let socket = ConnectionSocket(descriptor: descriptor, stop: stopSignal.readEnd)
    switch admission {
    case .drop:
      socket.close()
    case .serve:
      spawn(named: "http connection") { [self] in
        var connection = HTTPConnection(socket: socket, context: context) { [self] in
          lock.withLock { isStopping }
        }
        connection.serve()
        lock.withLock { serving -= 1 }
        threadEnded()
      }
    case .refuse:
      spawn(named: "http refusal") { [self] in
        let limit = context.configuration.maxConnections
        HTTPConnection.refuse(
          socket, context: context,
          with: .text(
            "the server has \(limit) open connections, its limit; try again when one closes",
            status: .serviceUnavailable))
        lock.withLock { refusing -= 1 }
        threadEnded()
      }
    }
  }

  /// Counts a thread out; the last one after `stop()` closes the stop signal and wakes
  /// whoever waits for the stop.
  private func threadEnded() {
    let waiting: [CheckedContinuation<Void, Never>]? = lock.withLock {
      threads -= 1
      guard threads == 0, isStopping else { return nil }
      defer { waiters = [] }
      return waiters
    }
    guard let waiting else { return }
    stopSignal.close()
    for waiter in waiting { waiter.resume() }
  }

  private func spawn(named name: String, _ body: @escaping @Sendable () -> Void) {
    let thread = Thread(block: body)
    thread.name = name
    thread.stackSize = 1 << 20
    thread.start()
  }
}
