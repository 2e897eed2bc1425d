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
  private let lock = Lock()
  private var count = 0

  /// Adds `delta` (negative to take away).
  func add(_ delta: Int) {
    lock.around { count += delta }
  }

  /// The count now.
  var value: Int { lock.around { count } }
}

/// A mutual-exclusion lock for state that any thread may reach.
final class Lock: @unchecked Sendable {
  // The mutex lives on the heap, at an address that never moves, as pthreads require.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// The result of `body`, run while the lock is held.
  func around<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
