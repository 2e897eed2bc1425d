import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program started to outlive the process that starts it, in a session of its own, holding
/// none of its starter's descriptors: its input is empty and its output goes to a file.
///
///     let started = DetachedProcess.start(["/usr/bin/env", "swift", "build"], output: log)
///
/// Foundation's `Process` hands a child descriptors that a grandchild keeps open, so that a
/// caller reading the child's output waits for the grandchild to end; this one hands none.
public enum DetachedProcess {
  /// Starts `arguments` (the program's path first) in a new session, appending what it
  /// writes to `output`; its input is `input` (a descriptor of this process's) or nothing.
  /// False when it could not be started.
  public static func start(_ arguments: [String], input: Int32? = nil, output: URL) -> Bool {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let input {
      posix_spawn_file_actions_adddup2(&actions, input, 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    posix_spawn_file_actions_addopen(
      &actions, 1, output.path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    closeInherited(&actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, newSession)
    guard let program = arguments.first else { return false }
    let argv = arguments.map { strdup($0) }
    let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") }
    defer { for pointer in argv + envp { free(pointer) } }
    var pid = pid_t()
    return posix_spawn(&pid, program, &actions, &attributes, argv + [nil], envp + [nil]) == 0
  }

  /// The spawn flag that starts the child in a session of its own.
  #if canImport(Glibc)
    // POSIX_SPAWN_SETSID (glibc 2.26 and later), which the Swift module of the C library
    // leaves out.
    private static let newSession = Int16(0x80)
  #else
    private static let newSession = Int16(POSIX_SPAWN_SETSID)
  #endif

  /// Makes a spawn close every descriptor from 3 up in the child: where the C library can
  /// (glibc 2.34 and later) whatever is open when the child starts, else what is open now,
  /// which leaves out a pipe another thread opens before the spawn.
  static func closeInherited(_ actions: inout posix_spawn_file_actions_t) {
    if let closeFrom {
      _ = closeFrom(&actions, 3)
    } else {
      for descriptor in openDescriptors() where descriptor > 2 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    }
  }

  private typealias CloseFrom =
    @convention(c) (
      UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32
    ) -> Int32

  /// `posix_spawn_file_actions_addclosefrom_np`, looked up at run time: the Swift module of
  /// the C library does not declare it.
  private static let closeFrom: CloseFrom? = {
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
    return unsafeBitCast(symbol, to: CloseFrom.self)
  }()

  /// The descriptors open in this process, where the system lists them (`/proc/self/fd`).
  private static func openDescriptors() -> [Int32] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return names.compactMap { Int32($0) }
  }
}
