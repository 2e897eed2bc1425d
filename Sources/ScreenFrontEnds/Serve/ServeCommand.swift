import CommandLineSyntax
import Foundation
import LoopbackHTTP
import ScreenModel

/// `serve`: the web front end on 127.0.0.1, until the program is stopped.
enum ServeCommand {
  /// The port when none is given: 2330, as the company that comes first to mind.
  static let defaultPort: UInt16 = 2330

  static func run(
    _ program: FrontEndProgram, _ arguments: [String], console: Console
  ) async throws -> Int32 {
    let parsed = try program.parse(arguments, as: program.serveSyntax)
    let port = try parsed.value(of: .port) { UInt16($0) } ?? defaultPort
    let frontEnd = try await frontEnd(program, parsed, console: console)
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

  /// The web front end of `program` run with `parsed`: each session on screens of its
  /// locale, made once a locale, or once a session when the program asks for its own
  /// (`FrontEndProgram.makesScreensPerSession`).
  static func frontEnd(
    _ program: FrontEndProgram, _ parsed: ParsedArguments, console: Console
  ) async throws -> WebFrontEnd {
    let clock = SessionClocks(start: try parsed.clockStart())
    let words = try program.words(parsed)
    let screens = try program.screens(parsed, console: console, words: words)
    let perSession = program.makesScreensPerSession
    let appearance = try program.appearance(parsed, console: console)
    var byLocale = [words.locale: screens]
    var listed: [AnyScreenDeclaration]? = screens
    let frontEnd = await WebFrontEnd(screens: screens, words: words) { version, asked in
      var localized = perSession ? nil : byLocale[asked.locale]
      // The screens made for the list of screens serve the first session, so that a program
      // whose every session has its own sources makes none that no session uses.
      if perSession, asked.locale == words.locale, let first = listed {
        localized = first
        listed = nil
      }
      var made = localized ?? screens
      if localized == nil {
        do {
          made = try program.screens(parsed, console: console, words: asked)
        } catch {
          // The tab still gets a session, of the screens in the server's words; the reason
          // is said rather than passed over.
          console.err("serve: the screens cannot start in \(asked.locale): \(error)\n")
        }
      }
      if !perSession { byLocale[asked.locale] = made }
      return ScreenSession(
        screens: made, protocol: version, clock: clock.make(), words: asked,
        appearance: appearance)
    }
    await MainActor.run { frontEnd.programName = program.name }
    return frontEnd
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

extension CommandOption {
  package static let port = CommandOption(
    "--port", value: .required("N", meaning: "a number from 0 to 65535"),
    help: "the port on 127.0.0.1 (default 2330; 0 picks a free one)")
}
