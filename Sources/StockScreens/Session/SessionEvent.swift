import ScreenModel
import TaiwanMarket

/// The screens a session shows.
public enum SessionScreenKind: String, Hashable, Sendable, CaseIterable {
  /// The company directory.
  case directory
  /// The paged feed of every company.
  case feed
  /// One company's profile.
  case profile
}

/// What a front end asks of a session: a user's action on the screens, in any language's
/// terms. Scenario lines and JSON objects both read into it.
///
///     let event = try SessionEvent(json: JSONValue(parsing: #"{"event":"load","market":"otc"}"#))
///     print(event == .load(.otc))
///     // Prints true
public enum SessionEvent: Hashable, Sendable {
  /// `{"event":"open","screen":"directory"}`: the directory, alone on the stack.
  case openDirectory
  /// `{"event":"open","screen":"feed","pageSize":20}`: the feed, its first page loaded the
  /// first time (or when the page size changes).
  case openFeed(pageSize: Int?)
  /// `{"event":"open","screen":"profile","code":"2330"}`: that company's profile on top.
  case openProfile(code: String)
  /// `{"event":"load","market":"listed"}`: the directory asks for a market.
  case load(Market)
  /// `{"event":"retry"}` or `{"event":"retry","market":"otc"}`: retry on the screen on top;
  /// on the directory, one market or every failed one.
  case retry(Market?)
  /// `{"event":"filter","text":"台積"}`: the directory's search text.
  case filter(String)
  /// `{"event":"select","code":"2330"}`: the directory opens that company's profile.
  case select(code: String)
  /// `{"event":"back"}`: the profile on top goes.
  case back
  /// `{"event":"refresh"}`: pull the feed to refresh.
  case refresh
  /// `{"event":"more"}`: the feed's next page.
  case more

  /// The feed's page size when an `open` names none.
  public static let defaultPageSize = 20

  /// Whether the event can apply to a session whose stack (bottom first) is `stack`, and if
  /// not, why: the rule every front end and every scenario follows.
  public func refusal(on stack: [SessionScreenKind]) -> String? {
    let top = stack.last ?? .directory
    let here = "the screen here is the \(top)"
    switch self {
    case .openDirectory, .openFeed, .openProfile, .retry(nil): return nil
    case .load, .filter:
      return top == .directory ? nil : "\(self) works on the directory; \(here)"
    case .select: return top == .directory ? nil : "select works on the directory; \(here)"
    case .refresh, .more: return top == .feed ? nil : "\(self) works on the feed; \(here)"
    case .back: return stack.count > 1 ? nil : "back: nothing to go back to from the \(top)"
    case .retry(.some):
      switch top {
      case .directory: return nil
      case .feed: return "retry on the feed takes no market"
      case .profile: return "retry MARKET works on the directory; \(here)"
      }
    }
  }

  /// The screens on the stack after the event, from `stack` (bottom first): `open directory`
  /// and `open feed` leave that screen alone, `open profile` and `select` put a profile on
  /// top, `back` takes it off.
  public func screens(after stack: [SessionScreenKind]) -> [SessionScreenKind] {
    switch self {
    case .openDirectory: [.directory]
    case .openFeed: [.feed]
    case .openProfile, .select: stack + [.profile]
    case .back: stack.count > 1 ? Array(stack.dropLast()) : stack
    default: stack
    }
  }

  /// The event's name in JSON and in scenarios: `open`, `load`, `retry`, …
  public var word: String {
    switch self {
    case .openDirectory, .openFeed, .openProfile: "open"
    case .load: "load"
    case .retry: "retry"
    case .filter: "filter"
    case .select: "select"
    case .back: "back"
    case .refresh: "refresh"
    case .more: "more"
    }
  }
}

extension SessionEvent: CustomStringConvertible {
  /// The event as a scenario line writes it: `open feed 20`, `load otc`, `filter 台積`.
  public var description: String {
    switch self {
    case .openDirectory: "open directory"
    case .openFeed(let size?): "open feed \(size)"
    case .openFeed(nil): "open feed"
    case .openProfile(let code): "open profile \(code)"
    case .load(let market): "load \(market.token)"
    case .retry(let market?): "retry \(market.token)"
    case .filter(let text) where !text.isEmpty: "filter \(text)"
    case .select(let code): "select \(code)"
    default: word
    }
  }
}

extension SessionScreenKind: CustomStringConvertible {
  /// The raw value: `directory`, `feed`, `profile`.
  public var description: String { rawValue }
}

extension SessionEvent {
  /// A JSON object that is not an event, and what is wrong with it.
  public struct DecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is missing or wrong, naming the member: `load needs "market": listed, otc or
    /// emerging`.
    public var message: String

    public var description: String { message }
  }

  /// Reads an event object: `{"event":"filter","text":"台積"}`. Members an event does not
  /// use are ignored, so a newer front end does not break an older engine.
  public init(json: JSONValue) throws(DecodingError) {
    guard case .object = json else { throw DecodingError(message: "an event is a JSON object") }
    guard case .string(let word)? = json["event"] else {
      throw DecodingError(
        message: "an event needs \"event\": open, load, retry, filter, "
          + "select, back, refresh or more")
    }
    let read = JSONMembers(json: json, event: word)
    switch word {
    case "open":
      switch try read.string("screen", "directory, feed or profile") {
      case "directory": self = .openDirectory
      case "feed": self = .openFeed(pageSize: try read.optionalPageSize())
      case "profile": self = .openProfile(code: try read.string("code", "a company code"))
      case let other:
        throw DecodingError(
          message: "open: unknown screen \"\(other)\"; screens: directory, feed, profile")
      }
    case "load": self = .load(try read.market())
    case "retry": self = .retry(json["market"] == nil ? nil : try read.market())
    case "filter": self = .filter(try read.optionalString("text") ?? "")
    case "select": self = .select(code: try read.string("code", "a company code"))
    case "back": self = .back
    case "refresh": self = .refresh
    case "more": self = .more
    default:
      throw DecodingError(
        message: "unknown event \"\(word)\"; events: open, load, retry, filter, select, back, "
          + "refresh, more")
    }
  }

  /// The event as the JSON object a front end sends.
  public var json: JSONValue {
    var members = [JSONValue.Member("event", .string(word))]
    switch self {
    case .openDirectory: members.append(.init("screen", "directory"))
    case .openFeed(let pageSize):
      members.append(.init("screen", "feed"))
      if let pageSize { members.append(.init("pageSize", .int(Int64(pageSize)))) }
    case .openProfile(let code):
      members += [.init("screen", "profile"), .init("code", .string(code))]
    case .load(let market): members.append(.init("market", .string(market.token)))
    case .retry(let market?): members.append(.init("market", .string(market.token)))
    case .filter(let text): members.append(.init("text", .string(text)))
    case .select(let code): members.append(.init("code", .string(code)))
    case .retry(nil), .back, .refresh, .more: break
    }
    return .object(members)
  }
}

/// Reads the members of one event object, with errors that name the event and the member.
private struct JSONMembers {
  let json: JSONValue
  let event: String

  func string(_ key: String, _ what: String) throws(SessionEvent.DecodingError) -> String {
    guard let text = try optionalString(key), !text.isEmpty else {
      throw SessionEvent.DecodingError(message: "\(event) needs \"\(key)\": \(what)")
    }
    return text
  }

  func optionalString(_ key: String) throws(SessionEvent.DecodingError) -> String? {
    switch json[key] {
    case nil, .null?: return nil
    case .string(let text)?: return text
    case let other?:
      throw SessionEvent.DecodingError(
        message: "\(event): \"\(key)\" must be a string, not \(other.text)")
    }
  }

  func market() throws(SessionEvent.DecodingError) -> Market {
    let token = try string("market", "listed, otc or emerging")
    guard let market = Market(rawValue: token) else {
      throw SessionEvent.DecodingError(
        message: "\(event): unknown market \"\(token)\"; markets: listed, otc, emerging")
    }
    return market
  }

  func optionalPageSize() throws(SessionEvent.DecodingError) -> Int? {
    switch json["pageSize"] {
    case nil, .null?: return nil
    case .int(let size)? where (1...1_000).contains(size): return Int(size)
    case let other?:
      throw SessionEvent.DecodingError(
        message: "open feed: \"pageSize\" must be a whole number from 1 to 1000, not \(other.text)")
    }
  }
}
