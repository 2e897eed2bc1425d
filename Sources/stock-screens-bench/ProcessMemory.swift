#if canImport(Glibc)
  import Glibc
#endif

/// The process's resident memory, from `/proc/self/statm` (Linux); nil elsewhere.
enum ProcessMemory {
  /// Resident bytes, or nil when the system does not say.
  static func residentBytes() -> Int? {
    #if canImport(Glibc)
      guard let file = fopen("/proc/self/statm", "r") else { return nil }
      defer { fclose(file) }
      var buffer = [CChar](repeating: 0, count: 256)
      guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
      // statm holds page counts: total size, then resident.
      let pages = String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self
      )
      .split(separator: " ").compactMap { Int($0) }
      guard pages.count >= 2 else { return nil }
      return pages[1] * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      return nil
    #endif
  }
}
