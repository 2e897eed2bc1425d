#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The system calls of the server, each wrapped once. Every descriptor is non-blocking: the
// one thread of the server waits in poll() only, where its wake pipe reaches it.

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

  /// What one non-blocking accept found.
  enum Accepted {
    /// A new connection: non-blocking, closed on exec, without SIGPIPE on Darwin.
    case connection(Int32)
    /// No connection is waiting.
    case none
    /// The process or the system is out of descriptors or memory; the connection stays
    /// queued, and the listener readable.
    case exhausted
  }

  /// Takes one waiting connection, if any, without blocking.
  static func accept(from listener: Int32) -> Accepted {
    while true {
      #if canImport(Glibc)
        let connection = Glibc.accept(listener, nil, nil)
      #else
        let connection = Darwin.accept(listener, nil, nil)
      #endif
      if connection >= 0 {
        _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
        // An answer goes out as soon as it is written: with Nagle's algorithm a stream's
        // small event waits for the client's delayed acknowledgement, some 40 ms.
        var noDelay: Int32 = 1
        _ = setsockopt(
          connection, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size)
        )
        #if canImport(Darwin)
          var on: Int32 = 1
          _ = setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(4))
        #endif
        guard setNonBlocking(connection) else {
          closeDescriptor(connection)
          continue
        }
        return .connection(connection)
      }
      switch errno {
      case EINTR, ECONNABORTED: continue
      case EMFILE, ENFILE, ENOBUFS, ENOMEM: return .exhausted
      default: return .none
      }
    }
  }
}

/// The calls on one accepted, non-blocking connection.
enum ConnectionIO {
  /// What a read found.
  enum Received {
    /// This many bytes arrived at the start of the buffer.
    case bytes(Int)
    /// Nothing to read now.
    case wouldBlock
    /// The client closed its side, or the connection failed.
    case closed
  }

  /// Reads what has arrived into `buffer`, without waiting.
  static func receive(_ descriptor: Int32, into buffer: inout [UInt8]) -> Received {
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 { return .bytes(count) }
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return .wouldBlock }
      return .closed
    }
  }

  /// Writes what the socket takes now of `bytes`: the count written, 0 when it takes
  /// nothing yet, nil when the client went away.
  static func send(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Int? {
    while true {
      let count = bytes.withUnsafeBytes { systemSend(descriptor, $0.baseAddress!, $0.count) }
      if count >= 0 { return count }
      if errno == EINTR { continue }
      return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : nil
    }
  }

  /// Stops sending: the client reads the end of the response, then end of file.
  static func shutdownWrite(_ descriptor: Int32) {
    _ = shutdown(descriptor, Int32(SHUT_WR))
  }

  static func close(_ descriptor: Int32) {
    closeDescriptor(descriptor)
  }
}

/// The process's limit of open descriptors, which bounds how many connections it can hold.
enum DescriptorLimit {
  /// Raises the soft limit toward the hard one (where the system allows: Darwin refuses
  /// more than `OPEN_MAX` for an unlimited hard limit) and returns the soft limit then.
  static func raise() -> Int {
    var limit = rlimit()
    guard getrlimit(resourceNoFile, &limit) == 0 else { return 256 }
    if limit.rlim_cur < limit.rlim_max {
      for target in [limit.rlim_max, min(limit.rlim_max, 10_240)] where target > limit.rlim_cur {
        var raised = limit
        raised.rlim_cur = target
        if setrlimit(resourceNoFile, &raised) == 0 {
          limit = raised
          break
        }
      }
    }
    return Int(clamping: limit.rlim_cur)
  }

  #if canImport(Glibc)
    private static let resourceNoFile = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  #else
    private static let resourceNoFile = RLIMIT_NOFILE
  #endif
}

/// A pipe that wakes the server's thread in poll(): an answer, a stream's chunk, or stop.
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
