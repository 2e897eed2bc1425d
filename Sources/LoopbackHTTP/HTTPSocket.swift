#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The system calls of the server, each wrapped once. Every descriptor is non-blocking, and
// every wait is a poll() that also watches the server's stop signal, so no thread of the
// server blocks where stopping cannot reach it.

/// A TCP listener on 127.0.0.1.
enum LoopbackListener {
  /// Binds 127.0.0.1:`port` (0 for a free port) and listens; returns the descriptor and the
  /// port bound.
  static func open(port: UInt16, backlog: Int32) throws(HTTPServerError) -> (Int32, UInt16) {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw .system(call: "socket", port: port, code: errno) }
    var reuse: Int32 = 1
    _ = setsockopt(
      descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1, never INADDR_ANY
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let code = errno
      closeDescriptor(descriptor)
      throw .system(call: "bind", port: port, code: code)
    }
    guard listen(descriptor, backlog) == 0, setNonBlocking(descriptor) else {
      let code = errno
      closeDescriptor(descriptor)
      throw .system(call: "listen", port: port, code: code)
    }
    var boundAddress = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &boundAddress) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    return (descriptor, UInt16(bigEndian: boundAddress.sin_port))
  }

  /// Waits for a connection or the stop signal. Returns the new connection's descriptor
  /// (non-blocking, closed on exec, without SIGPIPE on Darwin), nil when stopped.
  static func accept(from listener: Int32, stop: Int32) -> Int32? {
    while true {
      var watched = [
        pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
      ]
      guard pollWaiting(&watched, until: nil) >= 0 else {
        pause()
        continue
      }
      if watched[1].revents != 0 { return nil }
      guard watched[0].revents != 0 else { continue }
      #if canImport(Glibc)
        let connection = Glibc.accept(listener, nil, nil)
      #else
        let connection = Darwin.accept(listener, nil, nil)
      #endif
      if connection >= 0 {
        _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
          var on: Int32 = 1
          _ = setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(4))
        #endif
        guard setNonBlocking(connection) else {
          closeDescriptor(connection)
          continue
        }
        return connection
      }
      // Out of descriptors: the pending connection stays queued and the listener readable.
      if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM { pause() }
    }
  }

  /// Waits 50 ms: the system is out of something, and asking again at once would spin.
  private static func pause() {
    var none: [pollfd] = []
    _ = poll(&none, 0, 50)
  }
}

/// One accepted connection, used by the one thread that serves it.
struct ConnectionSocket {
  /// What a read found.
  enum Received {
    /// Bytes arrived.
    case bytes(ArraySlice<UInt8>)
    /// The client closed its side, or the connection failed.
    case closed
    /// The deadline passed first.
    case timedOut
    /// The server is stopping.
    case stopped
  }

  let descriptor: Int32
  /// The read end of the server's stop signal.
  let stop: Int32

  /// Reads what has arrived, waiting until `deadline` (nil: no limit) for something to.
  func receive(into buffer: inout [UInt8], until deadline: ContinuousClock.Instant?) -> Received {
    while true {
      var watched = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
      ]
      let ready = pollWaiting(&watched, until: deadline)
      if ready < 0 { return .closed }
      if ready == 0 { return .timedOut }
      if watched[1].revents != 0 { return .stopped }
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 { return .bytes(buffer[0..<count]) }
      if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
      return .closed
    }
  }

  /// Writes every byte, waiting until `deadline` for room; false when the client went away,
  /// the deadline passed or the server is stopping.
  func send(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes {
        systemSend(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if count > 0 {
        offset += count
        continue
      }
      guard count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
        return false
      }
      var watched = [
        pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0),
        pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
      ]
      guard pollWaiting(&watched, until: deadline) > 0, watched[1].revents == 0 else {
        return false
      }
    }
    return true
  }

  /// Waits for the client to close, the stop signal, or `wake`; for a stream, between chunks.
  /// Bytes the client sends meanwhile are read and dropped.
  func waitWhileStreaming(wake: Int32) -> StreamWait {
    var buffer = [UInt8](repeating: 0, count: 512)
    while true {
      var watched = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
      ]
      guard pollWaiting(&watched, until: nil) > 0 else { return .clientClosed }
      if watched[1].revents != 0 { return .stopped }
      if watched[0].revents != 0 {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        let pending = count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
        if count == 0 || (count < 0 && !pending) { return .clientClosed }
      }
      if watched[2].revents != 0 { return .woken }
    }
  }

  /// What ended a wait between a stream's chunks.
  enum StreamWait {
    case woken, clientClosed, stopped
  }

  /// Closes after the response has gone: stops sending, reads and drops what the client
  /// still sends until it closes (at most `linger` and 1 MiB), then closes. Closing with
  /// unread bytes would reset the connection, and a reset can destroy the response before
  /// the client reads it.
  func closeAfterResponse(linger: Duration) {
    _ = shutdown(descriptor, Int32(SHUT_WR))
    let deadline = ContinuousClock.now + linger
    var buffer = [UInt8](repeating: 0, count: 16_384)
    var drained = 0
    while drained < 1 << 20, case .bytes(let bytes) = receive(into: &buffer, until: deadline) {
      drained += bytes.count
    }
    closeDescriptor(descriptor)
  }

  /// Closes at once.
  func close() {
    closeDescriptor(descriptor)
  }
}

/// A pipe that wakes threads waiting in poll(): the server's stop signal (written once and
/// never drained, so it wakes every waiter) and a stream's "chunks are ready".
struct WakePipe: Sendable {
  let readEnd: Int32
  let writeEnd: Int32

  /// A non-blocking pipe, or nil when the process is out of descriptors.
  static func make() -> WakePipe? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = setNonBlocking(end)
    }
    return WakePipe(readEnd: ends[0], writeEnd: ends[1])
  }

  /// Makes the read end readable; a full pipe is readable already.
  func signal() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Reads every byte written so far.
  func drain() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while bytes.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
  }

  func close() {
    closeDescriptor(readEnd)
    closeDescriptor(writeEnd)
  }
}

/// poll() until `deadline` (nil: no limit), again after a signal interrupts it; the number of
/// ready descriptors, 0 when the deadline passed, -1 on failure.
private func pollWaiting(_ watched: inout [pollfd], until deadline: ContinuousClock.Instant?)
  -> Int32
{
  while true {
    var timeout: Int32 = -1
    if let deadline {
      let left = ContinuousClock.now.duration(to: deadline)
      if left <= .zero { return 0 }
      let (seconds, attoseconds) = left.components
      // Round up, so a wait never ends just before its deadline and polls again for 0 ms.
      let milliseconds =
        seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
      timeout = Int32(clamping: milliseconds)
    }
    let ready = poll(&watched, nfds_t(watched.count), timeout)
    if ready >= 0 || errno != EINTR { return ready }
  }
}

private func setNonBlocking(_ descriptor: Int32) -> Bool {
  let flags = fcntl(descriptor, F_GETFL)
  return flags >= 0 && fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0
}

private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    // MSG_NOSIGNAL: a client that went away is a failed send, not a SIGPIPE that ends the
    // program.
    return Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
  #else
    return Darwin.send(descriptor, bytes, count, 0)
  #endif
}

private func closeDescriptor(_ descriptor: Int32) {
  #if canImport(Glibc)
    _ = Glibc.close(descriptor)
  #else
    _ = Darwin.close(descriptor)
  #endif
}
