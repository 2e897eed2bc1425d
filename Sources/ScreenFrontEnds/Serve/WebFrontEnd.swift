import Foundation
import LoopbackHTTP
import ScreenModel

/// The web front end's routes: the page, and the session protocol over HTTP.
///
///     GET  /                              the page (with its scripts and /app.css)
///     GET  /api/screens                   → {"protocol":2,"screens":[…the declarations…],
///                                            "window":{"initial":100,"minimum":1,"maximum":1000}}
///     GET  /api/schema                    → the protocol's JSON Schema (`drive --schema`)
///     POST /api/sessions                  → {"session":ID,"locale":"en","words":{…},
///                                            "screens":[…the declarations, in its words…],
///                                            "update":{…the first update…}}
///                                         (a body {"protocol":1} keeps protocol 1;
///                                         {"locale":["en-US","zh-TW"]} asks for the first
///                                         locale a catalog has, as a browser lists them)
///     GET  /api/sessions/ID               → the session's last update
///     POST /api/sessions/ID/events        an event → the update it made; with
///                                         `Prefer: return=minimal`, its number alone,
///                                         {"protocol":2,"seq":7,"cause":"3"}, for a client
///                                         that reads the update from its stream
///     GET  /api/sessions/ID/updates       Server-Sent Events, one `data:` line an update
///
/// Each tab is a session of its own, within `WebFrontEndLimits`: at most `maxSessions` live
/// at once (opening one more ends the one used longest ago, a session nobody streams first,
/// whose next request is told its session ended), at most `openingsPerSecond` opened in any
/// second, and at most `streamsPerSession` update streams a session (the oldest closes).
@MainActor
public final class WebFrontEnd {
  private struct Entry {
    var session: ScreenSession
    var streams: SessionStreams
    var lastUse: Int
  }

  private let makeSession: @MainActor (SessionProtocol, Words) -> ScreenSession
  /// The words of a session whose opening asks for no locale a catalog has.
  private let words: Words
  /// The screens every session shows, read by `GET /api/screens` without opening any.
  private let declarations: [AnyScreenDeclaration]
  private let limits: WebFrontEndLimits
  private let now: @Sendable () -> ContinuousClock.Instant
  private var sessions: [String: Entry] = [:]
  private var uses = 0
  /// When the sessions of the last second were opened, oldest first.
  private var openings: [ContinuousClock.Instant] = []
  /// The answer to `GET /api/screens`, made once: every session shows the same screens.
  private var screens: [UInt8]?
  /// The program's name, which the page's title follows the screen's with (`公司列表 —
  /// stock-screens`): `"program"` in `GET /api/screens`, when given before the first asks.
  public var programName: String? {
    didSet { screens = nil }
  }

  /// A front end whose sessions, one a tab, show `screens`; answers wait in `requests` when
  /// it is given.
  ///
  /// - Parameters:
  ///   - screens: the screens a session opens, the first shown at once.
  ///   - limits: how many sessions, streams and openings a second it allows.
  ///   - now: the clock that counts openings a second; tests give their own.
  ///   - requests: where every session's answers wait until released; nil answers them as
  ///     they come.
  ///   - words: the words of a session that asks for no locale the catalogs of `words`
  ///     have; a session that asks for one speaks it.
  ///   - appearance: the user's appearance, which every session writes; nil writes none.
  public convenience init(
    screens: [any ScreenRegistration], limits: WebFrontEndLimits = WebFrontEndLimits(),
    now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now },
    requests: RequestQueue? = nil, words: Words = .source, appearance: AppearanceSource? = nil
  ) {
    let declarations = screens.map(\.erased)
    self.init(screens: declarations, limits: limits, now: now, words: words) { version, words in
      ScreenSession(
        screens: declarations, requests: requests, protocol: version, words: words,
        appearance: appearance)
    }
  }

  /// A front end whose sessions `makeSession` makes, one a tab, each showing `screens`:
  /// what `GET /api/screens` lists without opening a session.
  ///
  /// - Parameters:
  ///   - screens: the screens every session `makeSession` makes shows.
  ///   - limits: how many sessions, streams and openings a second it allows.
  ///   - now: the clock that counts openings a second; tests give their own.
  ///   - makeSession: makes a tab's session, of the protocol its opening asked for.
  public convenience init(
    screens: [any ScreenRegistration], limits: WebFrontEndLimits = WebFrontEndLimits(),
    now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now },
    makeSession: @escaping @MainActor (SessionProtocol) -> ScreenSession
  ) {
    self.init(screens: screens, limits: limits, now: now) { version, _ in makeSession(version) }
  }

  /// A front end whose sessions `makeSession` makes in the locale each asks for, one a tab.
  ///
  /// - Parameters:
  ///   - screens: the screens `GET /api/screens` lists, in the words of `words`.
  ///   - limits: how many sessions, streams and openings a second it allows.
  ///   - now: the clock that counts openings a second; tests give their own.
  ///   - words: the words of a session that asks for no locale their catalogs have; the
  ///     catalogs of `words` and of the screens say which locales a session may ask for.
  ///   - makeSession: makes a tab's session, of the protocol and in the words its opening
  ///     asked for.
  public init(
    screens: [any ScreenRegistration], limits: WebFrontEndLimits = WebFrontEndLimits(),
    now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now },
    words: Words = .source,
    makeSession: @escaping @MainActor (SessionProtocol, Words) -> ScreenSession
  ) {
    let erased = screens.map(\.erased)
    let spoken = words.including(erased.flatMap(\.catalogs))
    self.declarations = erased.map { $0.speaking(spoken) }
    self.makeSession = makeSession
    self.words = spoken
    self.limits = limits
    self.now = now
  }

  /// How many sessions are live.
  public var sessionCount: Int { sessions.count }

  /// Starts an HTTP server on 127.0.0.1 that answers with this front end; port 0 picks a
  /// free one.
  public nonisolated func serve(port: UInt16 = 0) throws(HTTPServerError) -> HTTPServer {
    // Every error of the API is its JSON error object: also the server's own refusals (a
    // body over the limit, a foreign Host, a request too slow), made before a route is read.
    let configuration = HTTPServerConfiguration(port: port) { Self.error($0, $1) }
    return try HTTPServer(configuration: configuration) { request in
      // The page's own files never wait for the main actor, however busy the sessions are.
      if let asset = Self.asset(for: request) { return asset }
      return await self.respond(to: request)
    }
  }

  /// The answer to `request`.
  public func respond(to request: HTTPRequest) async -> HTTPResponse {
    let route = Route(path: request.path)
    guard request.method == route.method else {
      if case .unknown = route { return Self.error("no such page: \(request.path)", .notFound) }
      return Self.error(
        "\(request.method) is not allowed here; use \(route.method)", .methodNotAllowed)
    }
    switch route {
    case .file:
      return Self.asset(for: request) ?? Self.error("no such page: \(request.path)", .notFound)
    case .screens: return Self.json(screensJSON())
    case .schema: return ProtocolSchema(screens: declarations).response
    case .sessions: return createSession(request.body)
    case .session(let id): return withSession(id) { Self.json($0.current.first.utf8) }
    case .events(let id):
      guard let entry = sessions[id], use(id) != nil else { return Self.ended(id) }
      // A client that reads the updates from its stream asks for the update's number
      // alone, so that each update is sent to it once.
      let minimal = request.headers.containsToken("return=minimal", inFieldNamed: "Prefer")
      return await send(request.body, to: entry.session, streams: entry.streams, minimal: minimal)
    case .updates(let id):
      guard let entry = sessions[id], use(id) != nil else { return Self.ended(id) }
      return .eventStream(entry.streams.open(from: entry.session.current.first))
    case .unknown: return Self.error("no such page: \(request.path)", .notFound)
    }
  }

  /// Where a request goes, by its path.
  enum Route {
    case file(String), screens, schema, sessions
    case session(String), events(String), updates(String)
    case unknown

    init(path: String) {
      let parts = path.split(separator: "/").map(String.init)
      switch parts.count {
      case 0: self = .file("index.html")
      case 1: self = WebPage.files[parts[0]] == nil ? .unknown : .file(parts[0])
      case 2 where parts == ["api", "screens"]: self = .screens
      case 2 where parts == ["api", "schema"]: self = .schema
      case 2 where parts == ["api", "sessions"]: self = .sessions
      case 3 where parts[0...1] == ["api", "sessions"]: self = .session(parts[2])
      case 4 where parts[0...1] == ["api", "sessions"] && parts[3] == "events":
        self = .events(parts[2])
      case 4 where parts[0...1] == ["api", "sessions"] && parts[3] == "updates":
        self = .updates(parts[2])
      default: self = .unknown
      }
    }

    /// The one method the route answers.
    var method: String {
      switch self {
      case .sessions, .events: "POST"
      default: "GET"
      }
    }
  }

  /// The screens a session shows, as their declarations' JSON, and the rows a window holds:
  /// the count of a session's first window, and the fewest and most one may ask for. No
  /// session is opened to read them.
  private func screensJSON() -> [UInt8] {
    if let screens { return screens }
    // The page speaks protocol 2, the version the declarations are written for.
    var answer = declarations.json(protocol: SessionProtocol.v2.number)
    if case .object(var members) = answer {
      members.append(.init("window", PageDrawing.windowBounds))
      if let programName { members.append(.init("program", .string(programName))) }
      answer = .object(members)
    }
    let json = answer.utf8
    screens = json
    return json
  }

  /// A new session, unless too many opened in the last second. At the limit of sessions,
  /// the one used longest ago goes, one without a live stream first.
  private func createSession(_ body: [UInt8]) -> HTTPResponse {
    let version: SessionProtocol
    let asked: JSONValue?
    switch Self.read(body) {
    case .success(let json): asked = json
    case .failure(let refusal): return Self.error(refusal.message, .badRequest)
    }
    switch Self.requestedProtocol(asked) {
    case .success(let number): version = number
    case .failure(let refusal): return Self.error(refusal.message, .badRequest)
    }
    let time = now()
    openings.removeAll { time - $0 >= .seconds(1) }
    guard openings.count < limits.openingsPerSecond else {
      return Self.error(
        "too many sessions opened in a second (\(limits.openingsPerSecond)); try again",
        .tooManyRequests)
    }
    openings.append(time)
    if sessions.count >= limits.maxSessions,
      let oldest = sessions.min(by: { Self.evictsFirst($0.value, $1.value) })?.key,
      let ended = sessions.removeValue(forKey: oldest)
    {
      ended.streams.finishAll()
      ended.session.finish()
    }
    let id = Self.newID()
    let session = makeSession(version, Self.words(asked: asked, else: words))
    uses += 1
    sessions[id] = Entry(
      session: session, streams: SessionStreams(of: session, maxStreams: limits.streamsPerSession),
      lastUse: uses)
    var body = Array(#"{"session":"#.utf8)
    JSONValue.write(string: id, into: &body)
    body += #","locale":"#.utf8
    JSONValue.write(string: session.words.locale, into: &body)
    body += #","words":"#.utf8
    WebPage.words(session.words).write(into: &body)
    // The session's screens in its own words: `GET /api/screens` speaks the server's, so a
    // tab in another locale would label its tabs and controls in that one.
    body += #","screens":"#.utf8
    JSONValue.array(session.declarations.map(\.json)).write(into: &body)
    body += #","update":"#.utf8
    body += session.current.first.utf8
    body.append(UInt8(ascii: "}"))
    return Self.json(body, status: .created)
  }

  /// A new session's body, read once: nil for an empty one (or white space), an object
  /// otherwise.
  private static func read(_ body: [UInt8]) -> Result<JSONValue?, SessionEventError> {
    guard body.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      return .success(nil)
    }
    guard let json = try? JSONValue(parsing: body), case .object = json else {
      return .failure(SessionEventError(.invalid, "a new session's body is a JSON object"))
    }
    return .success(json)
  }

  /// The protocol a new session's body asks for: 2 for no body or an object without
  /// `protocol`, 1 for `{"protocol":1}`.
  private static func requestedProtocol(
    _ json: JSONValue?
  ) -> Result<SessionProtocol, SessionEventError> {
    guard let asked = json?["protocol"], asked != .null else { return .success(.v2) }
    let versions = SessionProtocol.allCases.map { String($0.number) }.joined(separator: " or ")
    guard case .int(let number) = asked, let version = SessionProtocol(number: Int(number)) else {
      return .failure(
        SessionEventError(.invalid, "protocol: \(versions), not \(VisibleText.shown(asked.text))"))
    }
    return .success(version)
  }

  /// True when `lhs` is to end before `rhs`: a session nobody streams, then the one used
  /// longest ago.
  private static func evictsFirst(_ lhs: Entry, _ rhs: Entry) -> Bool {
    let (left, right) = (lhs.streams.count > 0, rhs.streams.count > 0)
    return left == right ? lhs.lastUse < rhs.lastUse : !left
  }

  /// The update the event in `body` made, or its error: 400 for no event, 409 for one that
  /// does not apply. The error of an event with an id carries it, and is the event's last
  /// message on `streams` too, as its done would be.
  private func send(
    _ body: [UInt8], to session: ScreenSession, streams: SessionStreams, minimal: Bool
  ) async -> HTTPResponse {
    let refusal: (message: String, status: HTTPStatus, id: EventID?, control: String?)
    switch ReadEvent(body) {
    case .refused(let message, let id): refusal = (message, .badRequest, id, nil)
    case .event(let json, let id):
      do {
        let update = try await session.send(json: json)
        guard minimal else { return Self.json(update.utf8) }
        var answer = Self.json(update.reference)
        answer.headers.set("Preference-Applied", "return=minimal")
        return answer
      } catch {
        refusal = (
          error.message, error.kind == .refused ? .conflict : .badRequest, id, error.control
        )
      }
    }
    let error = SessionError(
      refusal.message, id: refusal.id, protocol: session.sessionProtocol,
      control: refusal.control)
    if refusal.id != nil { streams.publish(error) }
    return Self.json(error.utf8, status: refusal.status)
  }

  private func use(_ id: String) -> ScreenSession? {
    guard sessions[id] != nil else { return nil }
    uses += 1
    sessions[id]?.lastUse = uses
    return sessions[id]?.session
  }

  private func withSession(_ id: String, _ answer: (ScreenSession) -> HTTPResponse) -> HTTPResponse
  {
    use(id).map(answer) ?? Self.ended(id)
  }
}
