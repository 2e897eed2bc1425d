import ScreenModel

/// The loop of `drive`, apart from standard input and output so tests can feed it lines;
/// it speaks for whatever screens the session was given.
///
/// Every event with an `id` gets exactly one last message: its `done` once it is taken and
/// its work is done, or its error, which carries the `id` as written. A line that is not
/// JSON, or is longer than the limit, is an error too, with the `id` wherever one can be
/// read before what went wrong.
///
/// A first line `{"event":"locale","locale":"en"}` starts the session again in that locale
/// (`relocalize` makes it), answered by its first update and its `done`; anywhere else, or
/// for a locale no catalog has, it is refused with the reason. Without `relocalize` it is
/// an event like any other.
@MainActor
enum DriveLoop {
  /// Plays `lines` on `session`, writing each update and error as a line.
  static func run(
    session first: ScreenSession, lines: AsyncStream<InputLine>,
    write: @escaping @Sendable (String) -> Void,
    relocalize: (@MainActor (String) throws(SessionEventError) -> ScreenSession)? = nil
  ) async {
    var state = DriveState(session: first, write: write, relocalize: relocalize)
    for await line in lines { await state.take(line) }
    await state.endOfInput()
  }
}

/// The session `drive` plays its lines on, replaced by a first `locale` line.
@MainActor
private struct DriveState {
  private var session: ScreenSession
  private var following: UpdateWriting
  private var isFirst = true
  private let write: @Sendable (String) -> Void
  private let relocalize: (@MainActor (String) throws(SessionEventError) -> ScreenSession)?

  init(
    session: ScreenSession, write: @escaping @Sendable (String) -> Void,
    relocalize: (@MainActor (String) throws(SessionEventError) -> ScreenSession)?
  ) {
    self.session = session
    self.write = write
    self.relocalize = relocalize
    following = Self.follow(session, write: write)
  }

  /// Applies one line, writing its error when it is refused; a blank line is nothing.
  mutating func take(_ line: InputLine) async {
    guard let read = Self.read(line) else { return }
    defer { isFirst = false }
    guard let refusal = await refusal(of: read) else { return }
    let error = SessionError(
      refusal.message, line: line.number, id: refusal.id, protocol: session.sessionProtocol,
      control: refusal.control)
    write(error.text + "\n")
  }

  /// The message `line` holds; nil for a line of white space.
  private static func read(_ line: InputLine) -> ReadEvent? {
    switch line.content {
    case .text(let text):
      text.contains(where: { !$0.isWhitespace }) ? ReadEvent(Array(text.utf8)) : nil
    case .refused(let why, let id): .refused(why, id: id)
    case .tooLong(let limit, let id): .refused("the line is longer than \(limit) bytes", id: id)
    }
  }

  /// Applies `read`; why it is refused, and its id, when it is.
  private mutating func refusal(
    of read: ReadEvent
  ) async -> (message: String, id: EventID?, control: String?)? {
    switch read {
    case .refused(let message, let id): return (message, id, nil)
    case .event(let json, let id) where relocalize != nil && json["event"] == "locale":
      return await restart(json, id: id).map { ($0, id, nil) }
    case .event(let json, let id):
      do {
        try await session.send(json: json)
      } catch {
        return (error.message, id, error.control)
      }
      return nil
    }
  }

  /// Starts the session again in the locale `json` asks for, its first update carrying the
  /// event's id and followed by its done; why not, when it is refused.
  private mutating func restart(_ json: JSONValue, id: EventID?) async -> String? {
    guard case .string(let locale)? = json["locale"], !locale.isEmpty else {
      return "locale needs \"locale\": a locale such as en or zh-Hant"
    }
    guard isFirst else {
      return "locale: only the first line may ask for a locale; the session speaks "
        + session.words.locale
    }
    guard let relocalize else { return "locale: this session cannot change its locale" }
    let again: ScreenSession
    do throws(SessionEventError) {
      again = try relocalize(locale)
    } catch {
      return error.message
    }
    following.stop()
    session.finish()
    session = again
    following = Self.follow(session, cause: id?.cause, write: write)
    await session.waitUntilIdle()
    if let cause = id?.cause {
      write(SessionDone(cause: cause, protocol: session.sessionProtocol).text + "\n")
    }
    return nil
  }

  /// Writes `session`'s current update, carrying `cause` when an event made the session,
  /// then every message it makes until stopped.
  private static func follow(
    _ session: ScreenSession, cause: String? = nil, write: @escaping @Sendable (String) -> Void
  ) -> UpdateWriting {
    let following = UpdateWriting()
    var first = session.current.first
    first.cause = cause
    write(first.text + "\n")
    session.observeMessages { message in
      guard !following.isStopped else { return false }
      write(message.text + "\n")
      return true
    }
    return following
  }

  /// The input ended: once the requests in flight are answered and their updates written
  /// (with the `done` of the events that made them), the program may exit.
  func endOfInput() async {
    // Subscriptions never end by themselves: a timer would go on writing while the answers
    // still out are awaited.
    session.finish()
    await session.waitUntilIdle()
  }
}

/// Whether the writing of a session's updates has stopped: its session was replaced.
@MainActor
private final class UpdateWriting {
  private(set) var isStopped = false

  func stop() { isStopped = true }
}
