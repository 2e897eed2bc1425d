import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a regular file of at most a given size, and refuses anything else before reading
/// it: a file over the limit is never loaded into memory, and a FIFO, a device such as
/// `/dev/zero`, a socket or a folder is named for what it is, never mistaken for a
/// permission problem or read for ever.
///
///     let bytes = try BoundedRead.contents(of: "my.scenario", limit: 1 << 20)
///     // a 2 GB file: BoundedReadError.tooLarge(size: 2_147_483_648, limit: 1_048_576)
public enum BoundedRead {
  /// The file's bytes, or why they cannot be had: `limit` is the largest size accepted, in
  /// bytes. A link is followed; the file it leads to is what must be regular.
  ///
  /// - Complexity: O(size); nothing is read of a file that is too large or not regular.
  public static func contents(of path: String, limit: Int) throws(BoundedReadError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unopenable(errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .unopenable(errno) }
    guard let kind = FileKind(mode: status.st_mode), kind == .regular else {
      throw .notRegular(FileKind(mode: status.st_mode) ?? .other)
    }
    let size = Int(status.st_size)
    guard size <= limit else { throw .tooLarge(size: size, limit: limit) }
    // Read until the end, one byte past the limit at most: a file that grows while it is read
    // is refused as well.
    var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
    var filled = 0
    while filled < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(errno)
      }
      if count == 0 { break }
      filled += count
      if filled == bytes.count, filled <= limit {
        bytes += [UInt8](repeating: 0, count: min(4096, limit + 1 - filled))
      }
    }
    guard filled <= limit else { throw .tooLarge(size: max(size, filled), limit: limit) }
    return Array(bytes[..<filled])
  }
}

/// What a path leads to, for a refusal that names it.
public enum FileKind: String, Sendable {
  case regular = "a regular file"
  case folder = "a folder"
  case fifo = "a FIFO (named pipe)"
  case characterDevice = "a character device"
  case blockDevice = "a block device"
  case socket = "a socket"
  case other = "not a file"

  init?(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .folder
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    default: return nil
    }
  }
}

/// Why `BoundedRead` gave no bytes.
public enum BoundedReadError: Error, Hashable, Sendable {
  /// The file could not be opened: no such file, permission denied, … (`strerror`'s words),
  /// and the system's error number (0 when it gave none).
  case unopenable(reason: String, code: Int32 = 0)
  /// The path leads to something other than a regular file.
  case notRegular(FileKind)
  /// The file holds more than `limit` bytes (`size` as far as it was known).
  case tooLarge(size: Int, limit: Int)
  /// Reading failed part way (`strerror`'s words, and the error number as for `unopenable`).
  case unreadable(reason: String, code: Int32 = 0)

  /// The failure of system error number `code` when opening the file.
  static func unopenable(_ code: Int32) -> BoundedReadError {
    .unopenable(reason: String(cString: strerror(code)), code: code)
  }

  /// The failure of system error number `code` when reading the file.
  static func unreadable(_ code: Int32) -> BoundedReadError {
    .unreadable(reason: String(cString: strerror(code)), code: code)
  }
}

extension BoundedReadError: CustomStringConvertible {
  /// `is a FIFO (named pipe), not a regular file`, `is 2,147,483,648 bytes, more than the
  /// limit of 1,048,576`: what follows the file's name in a message.
  public var description: String {
    switch self {
    case .unopenable(let reason, _): "cannot be opened: \(reason)"
    case .notRegular(let kind): "is \(kind.rawValue), not a regular file"
    case .tooLarge(let size, let limit):
      "is \(grouped(size)) bytes, more than the limit of \(grouped(limit))"
    case .unreadable(let reason, _): "cannot be read: \(reason)"
    }
  }

  private func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}
