#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A count that any thread may change and read, behind a lock: how many events a driver
/// was posted from elsewhere and has not applied yet.
final class SharedCount: @unchecked Sendable {
  // The lock lives on the heap, at an address that never moves, as pthreads require.
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var count = 0

  init() {
    lock.initialize(to: pthread_mutex_t())
    pthread_mutex_init(lock, nil)
  }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// Adds `delta` (negative to take away).
  func add(_ delta: Int) {
    pthread_mutex_lock(lock)
    count += delta
    pthread_mutex_unlock(lock)
  }

  /// The count now.
  var value: Int {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return count
  }
}
