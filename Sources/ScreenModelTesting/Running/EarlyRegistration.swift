// XCTest tells an observer which test runs only if the observer is registered before that
// test starts, and nothing in a test bundle runs before the first test. So the library asks
// the loader to register it: a function pointer in the section of load-time initializers,
// which runs before `main`, in XCTest and Swift Testing processes alike (where it is harmless).
// Compilers before 6.3 cannot place it there; the observer then registers at the first
// assertion, and that first test's folder comes from its file's name.

#if compiler(>=6.3)
  #if canImport(XCTest)
    #if os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Android)
      @used @section(".init_array")
      private let registerObserverAtLoad: @convention(c) () -> Void = {
        SnapshotTestObserver.register()
      }
    #elseif os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      @used @section("__DATA,__mod_init_func")
      private let registerObserverAtLoad: @convention(c) () -> Void = {
        SnapshotTestObserver.register()
      }
    #endif
  #endif
#endif
