import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file the kernel writes as it is read (`/proc/net/tcp`, `/proc/self/status`), read whole.
///
///     let sockets = KernelFile.read("/proc/net/tcp")
///
/// Such a file reports a size of 0 and hands out a page or so a read, so a reader that trusts
/// the size, or stops after one read, sees the table cut short: on a machine with a hundred
/// listening sockets the one a test looks for is no longer in it. This reads until the end.
public enum KernelFile {
  /// The whole text of `path`, read until a read returns nothing; nil when it cannot be
  /// opened (no such file, or no `/proc` on this system) or a read fails.
  public static func read(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count == 0 { return String(decoding: bytes, as: UTF8.self) }
      if count < 0 {
        guard errno == EINTR else { return nil }
        continue
      }
      bytes += buffer[..<count]
    }
  }
}
