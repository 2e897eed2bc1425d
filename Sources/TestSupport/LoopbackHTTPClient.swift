import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One TCP connection to 127.0.0.1:PORT for tests and the benchmark: raw bytes out (well
/// formed or not), responses and Server-Sent Events in, and every wait bounded by `timeout`,
/// so a server that does not answer fails the test instead of hanging it.
///
///     let client = try LoopbackHTTPClient(port: server.port)
///     let response = try await client.request("POST", "/api/sessions", body: Array("{}".utf8))
///     print(response.status, response.text)
///
/// The socket work runs on a queue of the client's own, never on the caller's thread, so a
/// test on the main actor can wait for a server whose handler needs the main actor.
///
/// The bound is `DeadlineExceeded.standardLimit` unless given: one to fail a test that would
/// hang, not a measure of how quick the server is.
public final class LoopbackHTTPClient: @unchecked Sendable {
  /// The server's port.
  public let port: UInt16
  /// How long any one call waits.
  public let timeout: Duration
  private let queue = DispatchQueue(label: "loopback http client")
  private let descriptor: Int32
  /// Bytes received and not yet read as a response or an event; touched on `queue` only.
  private var pending: [UInt8] = []
  private var isClosed = false

  /// Connects to 127.0.0.1:`port`; `beforeConnecting` runs once the socket is made and
  /// before it connects (a test that arranges which descriptor the server is given).
  public init(
    port: UInt16, timeout: Duration = DeadlineExceeded.standardLimit,
    beforeConnecting: () -> Void = {}
  ) throws {
    self.port = port
    self.timeout = timeout
    #if canImport(Glibc)
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    #else
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw Failure.connect(port: port, code: errno) }
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
      var on: Int32 = 1
      _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(4))
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    beforeConnecting()
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      let code = errno
      _ = systemClose(descriptor)
      throw Failure.connect(port: port, code: code)
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
  }

  deinit {
    if !isClosed { _ = systemClose(descriptor) }
  }

  /// Sends a request: `Host: 127.0.0.1:PORT` first unless `headers` name a Host, then
  /// `headers`, then `Content-Length` when there is a body.
  public func send(
    _ method: String, _ target: String, headers: KeyValuePairs<String, String> = [:],
    body: [UInt8] = []
  ) async throws {
    try await send(requestBytes(method, target, headers: headers, body: body))
  }

  private func requestBytes(
    _ method: String, _ target: String, headers: KeyValuePairs<String, String>, body: [UInt8]
  ) -> [UInt8] {
    var head = "\(method) \(target) HTTP/1.1\r\n"
    if !headers.contains(where: { $0.key.lowercased() == "host" }) {
      head += "Host: 127.0.0.1:\(port)\r\n"
    }
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
    return Array((head + "\r\n").utf8) + body
  }

  /// Sends `text` as it is, well formed or not.
  public func send(_ text: String) async throws {
    try await send(Array(text.utf8))
  }

  /// Sends `bytes` as they are.
  public func send(_ bytes: [UInt8]) async throws {
    try await perform { try self.write(bytes) }
  }

  /// Sends a request and reads its response.
  public func request(
    _ method: String, _ target: String, headers: KeyValuePairs<String, String> = [:],
    body: [UInt8] = []
  ) async throws -> LoopbackHTTPResponse {
    let bytes = requestBytes(method, target, headers: headers, body: body)
    // One trip to the client's queue for both halves.
    return try await perform { try self.exchange(bytes) }
  }

  /// Sends a request and reads its response, waiting on the calling thread: for a thread
  /// of the caller's own (the benchmark's timing loop), never for an actor the server's
  /// handler needs.
  public func blockingRequest(
    _ method: String, _ target: String, headers: KeyValuePairs<String, String> = [:],
    body: [UInt8] = []
  ) throws -> LoopbackHTTPResponse {
    let bytes = requestBytes(method, target, headers: headers, body: body)
    return try queue.sync { try exchange(bytes) }
  }

  /// Reads the next response: its body by Content-Length, chunked, or to the end of the
  /// connection.
  public func response() async throws -> LoopbackHTTPResponse {
    try await perform {
      var response = try self.readHead()
      response.body = try self.readBody(of: response)
      return response
    }
  }

  /// Reads the next response's status line and fields only; its body is then read by
  /// `event()` (a stream) or left.
  public func responseHead() async throws -> LoopbackHTTPResponse {
    try await perform { try self.readHead() }
  }

  /// The data of the next Server-Sent Event (its `data:` lines joined with LF), skipping
  /// comments; nil when the server ends the stream.
  public func event() async throws -> String? {
    try await perform { try self.readEvent() }
  }

  /// True when the server closes the connection within `limit` (bytes it sends first are
  /// dropped); false when it is still open then.
  public func isClosedByServer(within limit: Duration) async -> Bool {
    (try? await perform { try self.readToEnd(within: limit) }) ?? true
  }

  /// True when the server resets the connection within `limit`: it closed while bytes of
  /// ours were unread or still arriving. A server that only ends its side, or closes having
  /// read everything, does not reset it.
  public func isResetByServer(within limit: Duration) async -> Bool {
    (try? await perform { self.waitForReset(until: ContinuousClock.now + limit) }) ?? false
  }

  /// Closes the connection, as a browser tab that goes away does.
  public func close() {
    queue.sync {
      guard !isClosed else { return }
      isClosed = true
      _ = systemClose(descriptor)
    }
  }

  private func perform<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      queue.async { continuation.resume(with: Result { try work() }) }
    }
  }

  // Everything below runs on `queue`.

  private func exchange(_ request: [UInt8]) throws -> LoopbackHTTPResponse {
    try write(request)
    var response = try readHead()
    response.body = try readBody(of: response)
    return response
  }

  private func write(_ bytes: [UInt8]) throws {
    let deadline = ContinuousClock.now + timeout
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        #if canImport(Glibc)
          Glibc.send(
            descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
        #else
          Darwin.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, 0)
        #endif
      }
      if count > 0 {
        offset += count
      } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
        try wait(for: Int16(POLLOUT), until: deadline, waitingFor: "room to send")
      } else {
        throw Failure.closed(waitingFor: "the request was sent")
      }
    }
  }

  /// Reads more bytes into `pending`; false at the end of the connection.
  private func receive(until deadline: ContinuousClock.Instant, waitingFor what: String) throws
    -> Bool
  {
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        pending += buffer[0..<count]
        return true
      }
      if count == 0 { return false }
      guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { return false }
      try wait(for: Int16(POLLIN), until: deadline, waitingFor: what)
    }
  }

  private func wait(
    for events: Int16, until deadline: ContinuousClock.Instant, waitingFor what: String
  ) throws {
    guard let milliseconds = Self.milliseconds(until: deadline) else {
      throw Failure.timedOut(waitingFor: what, after: timeout)
    }
    var watched = [pollfd(fd: descriptor, events: events, revents: 0)]
    _ = poll(&watched, 1, milliseconds)
  }

  private func waitForReset(until deadline: ContinuousClock.Instant) -> Bool {
    while let milliseconds = Self.milliseconds(until: deadline) {
      // No events asked for: poll then tells only of an error or a hang-up, which a reset
      // raises. The end of what the server sends (readable ever after) is neither.
      var watched = [pollfd(fd: descriptor, events: 0, revents: 0)]
      if poll(&watched, 1, milliseconds) > 0,
        watched[0].revents & Int16(POLLERR | POLLHUP) != 0
      {
        return true
      }
    }
    return false
  }

  /// The whole milliseconds left until `deadline`, rounded up; nil once it has passed.
  private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32? {
    let left = ContinuousClock.now.duration(to: deadline)
    guard left > .zero else { return nil }
    let (seconds, attoseconds) = left.components
    return Int32(
      clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
  }

  /// Takes bytes from `pending` up to and including `terminator`, reading more as needed.
  private func take(
    through terminator: [UInt8], waitingFor what: String, deadline: ContinuousClock.Instant
  ) throws -> [UInt8]? {
    var searched = 0
    while true {
      if let range = pending[max(0, searched - terminator.count)...].firstRange(of: terminator) {
        defer { pending.removeFirst(range.upperBound) }
        return Array(pending[..<range.upperBound])
      }
      searched = pending.count
      guard try receive(until: deadline, waitingFor: what) else { return nil }
    }
  }

  private func take(count: Int, deadline: ContinuousClock.Instant) throws -> [UInt8] {
    while pending.count < count {
      guard try receive(until: deadline, waitingFor: "the body's \(count) bytes") else {
        throw Failure.closed(waitingFor: "the body's \(count) bytes")
      }
    }
    defer { pending.removeFirst(count) }
    return Array(pending[..<count])
  }

  private func readHead() throws -> LoopbackHTTPResponse {
    let crlf = Array("\r\n".utf8)
    let deadline = ContinuousClock.now + timeout
    guard let head = try take(through: crlf + crlf, waitingFor: "response", deadline: deadline)
    else { throw Failure.closed(waitingFor: "a response") }
    return try LoopbackHTTPResponse(head: head.dropLast(4))
  }

  private func readBody(of response: LoopbackHTTPResponse) throws -> [UInt8] {
    let deadline = ContinuousClock.now + timeout
    if let length = response.header("Content-Length") {
      guard let count = Int(length) else { throw Failure.malformed("Content-Length \(length)") }
      return try take(count: count, deadline: deadline)
    }
    if response.header("Transfer-Encoding")?.lowercased() == "chunked" {
      return try readChunks(deadline: deadline)
    }
    if response.status == 204 || response.status == 304 { return [] }
    while try receive(until: deadline, waitingFor: "the end of the body") {}
    defer { pending = [] }
    return pending
  }

  private func readChunks(deadline: ContinuousClock.Instant) throws -> [UInt8] {
    var body: [UInt8] = []
    let crlf = Array("\r\n".utf8)
    while true {
      guard let line = try take(through: crlf, waitingFor: "a chunk size", deadline: deadline),
        let size = Int(String(decoding: line.dropLast(2), as: UTF8.self), radix: 16)
      else { throw Failure.malformed("a chunk without a size") }
      body += try take(count: size + 2, deadline: deadline).dropLast(2)
      if size == 0 { return body }
    }
  }

  private func readEvent() throws -> String? {
    let deadline = ContinuousClock.now + timeout
    while true {
      guard
        let block = try take(
          through: Array("\n\n".utf8), waitingFor: "an event", deadline: deadline)
      else { return nil }
      let data = String(decoding: block, as: UTF8.self).split(separator: "\n")
        .filter { $0.hasPrefix("data:") }
        .map { $0.dropFirst(5).drop { $0 == " " } }
      if !data.isEmpty { return data.joined(separator: "\n") }
    }
  }

  private func readToEnd(within limit: Duration) throws -> Bool {
    let deadline = ContinuousClock.now + limit
    do {
      while try receive(until: deadline, waitingFor: "the connection to close") {}
      return true
    } catch Failure.timedOut {
      return false
    }
  }
}

private func systemClose(_ descriptor: Int32) -> Int32 {
  #if canImport(Glibc)
    Glibc.close(descriptor)
  #else
    Darwin.close(descriptor)
  #endif
}
