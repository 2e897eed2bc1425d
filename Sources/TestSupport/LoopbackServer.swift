import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The test HTTP server of `Tests/Support/loopback_server.py`, run as a child process on an
/// ephemeral port of 127.0.0.1, for any test target.
///
///     let server = try LoopbackServer(roots: [fixtures])
///     print(server.url("/status/500"))
///     // Prints "http://127.0.0.1:PORT/status/500"
///
/// A test skips when `python3` is absent: check `LoopbackServer.python3` first, or catch
/// `LoopbackServer.Failure.python3Missing`. Async tests start it with `started(roots:maps:)`.
public final class LoopbackServer: Sendable {
  /// Why the server did not start.
  public enum Failure: Error, CustomStringConvertible {
    /// No `python3` on `PATH`.
    case python3Missing
    /// The package root (the folder holding Package.swift) was not found.
    case scriptMissing
    /// The server did not print its port; carries what it printed instead.
    case noPort(String?)
    /// A control request was refused.
    case control(String)

    /// What went wrong, in a sentence.
    public var description: String {
      switch self {
      case .python3Missing: "python3 is not installed; the loopback HTTP tests need it"
      case .scriptMissing: "Tests/Support/loopback_server.py was not found"
      case .noPort(let line): "the loopback server printed \(line ?? "nothing") instead of a port"
      case .control(let detail): "the loopback server refused a control request: \(detail)"
      }
    }
  }

  /// `http://127.0.0.1:PORT`.
  public let baseURL: URL
  private let process: Process
  /// Kept open while the server runs, so that what it prints later is no broken pipe.
  private let output = Pipe()

  /// Starts the server, serving files from `roots` and each URL path of `maps` from its file.
  ///
  /// - Throws: `DeadlineExceeded` when it prints no port within `limit` (it is ended then).
  public init(
    roots: [URL] = [], maps: [String: URL] = [:],
    within limit: Duration = DeadlineExceeded.standardLimit
  ) throws {
    guard let python = Self.python3 else { throw Failure.python3Missing }
    guard let root = SharedData.packageRoot() else { throw Failure.scriptMissing }
    let script = root.appendingPathComponent("Tests/Support/loopback_server.py")
    process = Process()
    process.executableURL = python
    var arguments: [String] = [script.path]
    for root: URL in roots { arguments += ["--root", root.path] }
    for (path, file): (String, URL) in maps.sorted(by: { $0.key < $1.key }) {
      arguments += ["--map", "\(path)=\(file.path)"]
    }
    process.arguments = arguments
    process.standardOutput = output
    try process.runWatched()
    let port: String?
    do {
      port = try PipeReader(output).line("the loopback server to print its port", within: limit)
    } catch {
      process.end()
      throw error
    }
    guard let port, let number = Int(port), let url = URL(string: "http://127.0.0.1:\(number)")
    else {
      process.end()
      throw Failure.noPort(port)
    }
    baseURL = url
  }

  /// Starts a server as `init` does, on a thread of its own (see `blockingCall`), so that an
  /// async test waiting for python3 to start holds none of the few threads async work runs on.
  public static func started(
    roots: [URL] = [], maps: [String: URL] = [:],
    within limit: Duration = DeadlineExceeded.standardLimit
  ) async throws -> LoopbackServer {
    try await blockingCall("the loopback server to start", within: limit) {
      try LoopbackServer(roots: roots, maps: maps, within: limit)
    }
  }

  /// The URL of `path` on this server.
  public func url(_ path: String) -> URL {
    URL(string: baseURL.absoluteString + path) ?? baseURL
  }

  /// Makes `path` answer as the fault route `route` does (`/status/500`, `/html`, `/slow`…)
  /// until `heal(_:)`.
  public func fault(_ path: String, as route: String) async throws {
    try await control("fault", ["path": path, "as": route])
  }

  /// Makes `path` answer normally again.
  public func heal(_ path: String) async throws {
    try await control("heal", ["path": path])
  }

  /// How many requests `path` has received.
  public func hits(_ path: String) async throws -> Int {
    let body = try await control("hits", ["path": path])
    return Int(body.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
  }

  /// Stops the server and waits for it to exit (see `Process.end()`).
  public func stop() {
    process.end()
  }

  // Told to end at once, and waited for on a thread of its own: a test's last reference may
  // go on one of the threads async work runs on, which must not wait for the exit.
  deinit {
    let process = process
    if process.isRunning { process.terminate() }
    Thread { process.end() }.start()
  }

  /// The path of `python3` on `PATH`, or nil.
  public static var python3: URL? { ProgramRun.onPath("python3") }

  @discardableResult
  private func control(_ verb: String, _ query: [String: String]) async throws -> String {
    var components = URLComponents(string: baseURL.absoluteString + "/control/" + verb)
    components?.queryItems = query.sorted { $0.key < $1.key }.map {
      URLQueryItem(name: $0.key, value: $0.value)
    }
    guard let url = components?.url else { throw Failure.control("bad query \(query)") }
    let (body, status): (String, Int)
    do {
      (body, status) = try await Self.get(url)
    } catch {
      throw Failure.control("no answer to \(verb) \(query): \(error)")
    }
    guard status == 200 else { throw Failure.control("HTTP \(status): \(body)") }
    return body
  }

  /// The body and status of `url`; URLSession gives up after `DeadlineExceeded.standardLimit`.
  private static func get(_ url: URL) async throws -> (String, Int) {
    let request = URLRequest(
      url: url, timeoutInterval: TimeInterval(DeadlineExceeded.standardLimit.components.seconds))
    return try await withCheckedThrowingContinuation { continuation in
      let task = URLSession.shared.dataTask(with: request) { data, response, error in
        if let error { return continuation.resume(throwing: error) }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        continuation.resume(returning: (String(decoding: data ?? Data(), as: UTF8.self), status))
      }
      task.resume()
    }
  }
}
