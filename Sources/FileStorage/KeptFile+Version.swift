import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension KeptFile {
  /// Which bytes a kept file held when it was read or written: what `read(since:)` compares
  /// the file with to tell, most often without reading it, that it has not changed.
  ///
  /// Two versions are equal when the file's status (device, inode, size, modification and
  /// change times) and a hash of its bytes are; a file replaced by a rename has a new inode,
  /// so a change by another process shows in its status even within one clock tick.
  public struct Version: Hashable, Sendable {
    /// What `stat(2)` said of the file; nil when there was none.
    let status: Status?
    /// FNV-1a, 64 bits, of the bytes.
    let digest: UInt64

    /// No file.
    public static let absent = Version(status: nil, digest: 0)

    init(status: Status?, digest: UInt64) {
      self.status = status
      self.digest = digest
    }

    /// The version of `path` as it is now, whose bytes hash to `digest`.
    init(_ path: String, digest: UInt64) {
      self.init(status: Status.of(path).status, digest: digest)
    }

    /// FNV-1a of `bytes`: a change of any byte changes it, at the cost of one pass.
    static func digest(_ bytes: [UInt8]) -> UInt64 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
      return hash
    }

    /// The parts of `stat(2)` that change when a file's bytes do.
    struct Status: Hashable, Sendable {
      var device: UInt64
      var inode: UInt64
      var size: Int64
      var modified: Int64
      var modifiedNanoseconds: Int64
      var changed: Int64
      var changedNanoseconds: Int64

      /// The status of what `path` leads to, or nil and the system's error number.
      static func of(_ path: String) -> (status: Status?, code: Int32) {
        var found = stat()
        guard stat(path, &found) == 0 else { return (nil, errno) }
        #if canImport(Darwin)
          let (modified, changed) = (found.st_mtimespec, found.st_ctimespec)
        #else
          let (modified, changed) = (found.st_mtim, found.st_ctim)
        #endif
        return (
          Status(
            device: UInt64(found.st_dev), inode: UInt64(found.st_ino), size: Int64(found.st_size),
            modified: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec), changedNanoseconds: Int64(changed.tv_nsec)), 0
        )
      }
    }
  }
}
