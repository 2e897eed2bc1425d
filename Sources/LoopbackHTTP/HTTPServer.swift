import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP/1.1 server on 127.0.0.1, for a developer tool a browser talks to.
///
/// One thread serves every connection: it waits in `poll(2)` on non-blocking sockets,
/// accepts, reads with the parser, refuses what the `HTTPLoopbackPolicy` refuses, and hands
/// every other request to the handler, an async closure run as a task (so it may call into
/// the main actor; the server's thread is never the main thread). Responses and streams are
/// written from a buffer of each connection's own as the client reads, so a slow reader
/// delays no one: an idle or slow connection costs memory, not service. Full responses keep
/// the connection alive (HTTP/1.1's default) unless either side says `Connection: close`; a
/// stream's end is the connection's.
///
///     let server = try HTTPServer { request in
///       request.path == "/" ? .text("hello") : .text("no such page", status: .notFound)
///     }
///     print(server.url)   // Prints "http://127.0.0.1:PORT/"
///     await server.stop()
///
/// Refusals, each with a body that says what was wrong (plain text, unless the
/// configuration's `refusal` writes it otherwise), then the connection closes: 400, 411, 413, 431, 505 from the parser (`HTTPRequestError`); 421 for a foreign
/// Host and 403 for a foreign Origin (`HTTPLoopbackPolicy`); 408 when a request does not
/// arrive whole within `requestTimeout`; 503 when the server is at `connectionCapacity` and
/// no connection is idle enough to close for the new one. After an answer that closes the
/// connection, what the client still sends is read and dropped for a second, up to 1 MiB,
/// so that it reads the whole answer instead of a reset; past that it is closed at once.
///
/// At capacity, the connection quiet for longest (no byte either way for at least
/// `idleBeforeEviction`) is closed to let a new one in: one waiting for a request before a
/// stream, and a stream that was written to lately is not quiet. So the page's own requests
/// are answered however many connections other clients hold open.
public final class HTTPServer: Sendable {
  /// Answers a request; may suspend, and may answer 429 or 503 itself when the
  /// application is at a limit of its own.
  public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

  /// The port bound on 127.0.0.1 (the free port chosen when the configuration said 0).
  public let port: UInt16
  /// The settings it runs with.
  public let configuration: HTTPServerConfiguration
  /// Connections served at once: `configuration.maxConnections`, or fewer when the process's
  /// descriptor limit (raised to its hard limit when the server starts) leaves less once
  /// `reserved` descriptors are kept aside.
  public let connectionCapacity: Int
  private let inbox: HTTPInbox

  /// Binds 127.0.0.1 and starts accepting connections before it returns; it serves until
  /// `stop()`, whether or not the value is kept.
  public init(
    configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
    handler: @escaping Handler
  ) throws(HTTPServerError) {
    let descriptors = DescriptorLimit.raise()
    guard let wake = WakePipe.make() else {
      throw .system(call: "pipe", port: configuration.port, code: errno)
    }
    let listener: Int32
    do throws(HTTPServerError) {
      (listener, port) = try LoopbackListener.open(port: configuration.port, backlog: 1024)
    } catch {
      wake.close()
      throw error
    }
    self.configuration = configuration
    connectionCapacity = Self.capacity(configuration.maxConnections, descriptors: descriptors)
    inbox = HTTPInbox(wake: wake)
    let context = HTTPEventLoop.Context(
      parser: HTTPRequestParser(limits: configuration.limits),
      policy: HTTPLoopbackPolicy(port: port), configuration: configuration, handler: handler,
      capacity: connectionCapacity, refusals: min(connectionCapacity, Self.reserved / 2))
    HTTPEventLoop(listener: listener, inbox: inbox, context: context).start()
  }

  /// Descriptors kept from connections: half for the rest of the program, half for
  /// connections let in only to be answered 503.
  static let reserved = 128

  /// `maxConnections`, or fewer when the descriptor limit leaves less beside `reserved`.
  static func capacity(_ maxConnections: Int, descriptors: Int) -> Int {
    max(1, min(maxConnections, descriptors - reserved))
  }

  /// `http://127.0.0.1:PORT/`.
  public var url: String { "http://127.0.0.1:\(port)/" }

  /// Connections being served now (refused ones not counted).
  public var openConnections: Int { inbox.openConnections }

  /// What the server's thread has done so far: for the tests that it rests when idle.
  var loopActivity: HTTPLoopActivity { inbox.loopActivity }

  /// Stops accepting, closes every connection and returns when the server's thread has ended
  /// and every stream it was writing has ended (its `onTermination` has run). A handler still
  /// running is cancelled and its answer dropped, without waiting for it. Calling it again
  /// waits the same way.
  public func stop() async {
    await inbox.stop()
  }
}

/// The settings of an `HTTPServer`: where it listens and how much it takes.
public struct HTTPServerConfiguration: Sendable {
  /// The port on 127.0.0.1; 0 picks a free one.
  public var port: UInt16
  /// Head size, field count and body size of a request.
  public var limits: HTTPParserLimits
  /// Connections served at once, at most (see `HTTPServer.connectionCapacity`); at capacity
  /// the idlest is closed for a new one, or, when none is idle, the new one is answered 503.
  public var maxConnections: Int
  /// From a request's first byte to its last; a slower request is answered 408 and closed.
  public var requestTimeout: Duration
  /// How long a connection may wait for a request's first byte (a new connection, or one
  /// kept alive after a response) before it is closed without an answer.
  public var idleTimeout: Duration
  /// How long bytes waiting to be written (a response, or a stream's chunks) may wait for
  /// the client to read any before the connection is dropped.
  public var writeTimeout: Duration
  /// The most bytes a stream may have waiting for its client: a chunk that would leave more
  /// waiting closes the connection (a chunk is always taken when none waits).
  public var maxPendingOutput: Int
  /// How long a connection must have been quiet (no byte either way) before capacity may
  /// close it for a new one; a connection just answered is not closed under its client.
  public var idleBeforeEviction: Duration
  /// The answer to a request the server refuses before any handler sees it, from what was
  /// wrong and its status: by default the message as plain text (`HTTPResponse.text`); an
  /// API whose every error is JSON gives its own shape. Only a body of bytes is written.
  public var refusal: @Sendable (_ message: String, _ status: HTTPStatus) -> HTTPResponse

  /// The defaults suit a browser on the same machine: a free port, 10,000 connections, 5 s
  /// for a request, 30 s idle, 10 s for a write, 4 MiB waiting for a stream's client, and a
  /// second quiet before a connection may be closed for a new one.
  public init(
    port: UInt16 = 0, limits: HTTPParserLimits = HTTPParserLimits(),
    maxConnections: Int = 10_000, requestTimeout: Duration = .seconds(5),
    idleTimeout: Duration = .seconds(30), writeTimeout: Duration = .seconds(10),
    maxPendingOutput: Int = 4 << 20, idleBeforeEviction: Duration = .seconds(1),
    refusal: @escaping @Sendable (_ message: String, _ status: HTTPStatus) -> HTTPResponse = {
      .text($0, status: $1)
    }
  ) {
    self.port = port
    self.limits = limits
    self.maxConnections = maxConnections
    self.requestTimeout = requestTimeout
    self.idleTimeout = idleTimeout
    self.writeTimeout = writeTimeout
    self.maxPendingOutput = maxPendingOutput
    self.idleBeforeEviction = idleBeforeEviction
    self.refusal = refusal
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
