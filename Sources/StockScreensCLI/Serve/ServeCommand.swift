import Foundation
import StockScreens
import TaiwanMarket

/// `stock-screens serve [--data DIR | --live [BASE_URL]] [--port N]`: the web front end on
/// 127.0.0.1, until the program is stopped.
enum ServeCommand {
  /// The port when none is given: 2330, as the company that comes first to mind.
  static let defaultPort: UInt16 = 2330

  static func run(_ arguments: [String], console: Console) async throws -> Int32 {
    var arguments = arguments
    let data = try DataOption.take(from: &arguments, command: "serve")
    let port = try takePort(from: &arguments)
    if let extra = arguments.first {
      throw UsageError("serve takes no argument \(extra)", command: "serve")
    }
    let source = try data.makeSource(console: console)
    let frontEnd = await WebFrontEnd(source: source)
    let server: HTTPServer
    do {
      server = try frontEnd.serve(port: port)
    } catch {
      throw UsageError(
        "\(error)" + (port == 0 ? "" : "; choose another port, or --port 0 for a free one"),
        command: "serve")
    }
    console.out(server.url + "\n")
    console.err("Open the address above in a browser; Ctrl-C stops the server.\n")
    await waitForStop()
    await server.stop()
    return 0
  }

  private static func takePort(from arguments: inout [String]) throws(UsageError) -> UInt16 {
    guard let index = arguments.firstIndex(of: "--port") else { return defaultPort }
    guard index + 1 < arguments.count, let port = UInt16(arguments[index + 1]) else {
      let found = index + 1 < arguments.count ? arguments[index + 1] : "nothing"
      throw UsageError(
        "--port needs a number from 0 to 65535, not \(found)", command: "serve")
    }
    arguments.removeSubrange(index...index + 1)
    return port
  }

  /// Returns when the program is asked to stop: SIGINT (Ctrl-C) or SIGTERM.
  private static func waitForStop() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      let resumed = ResumeOnce(done)
      for number in [SIGINT, SIGTERM] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { resumed.resume() }
        source.resume()
        StopSignals.keep(source)
      }
    }
  }
}

/// Resumes a continuation the first time it is asked.
private final class ResumeOnce: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Void, Never>?

  init(_ continuation: CheckedContinuation<Void, Never>) {
    self.continuation = continuation
  }

  func resume() {
    lock.withLock {
      continuation?.resume()
      continuation = nil
    }
  }
}

/// The signal sources, kept for the life of the program.
private enum StopSignals {
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
  private static let lock = NSLock()

  static func keep(_ source: any DispatchSourceSignal) {
    lock.withLock { sources.append(source) }
  }
}
