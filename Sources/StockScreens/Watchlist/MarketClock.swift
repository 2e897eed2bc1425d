import ScreenModel

/// Where the Taiwan stock market's trading day stands at a moment, as the watchlist's top
/// row shows it: 盤前, 盤中 or 已收盤, and the time left to the open (09:00) or the close
/// (13:30), Asia/Taipei time, Monday to Friday.
///
/// The app knows no holidays: on a holiday that falls on a weekday the row counts down to an
/// open that does not come, and says so (`未計休市假日`).
///
///     MarketClock(at: WallTime(iso8601: "2026-12-03T08:59:50+08:00")!).text(in: .source)
///     // 盤前 距開盤 00:00:10 · 12/03（四）08:59:50 台北（未計休市假日）
public struct MarketClock: Hashable, Sendable {
  /// Where the trading day stands.
  public enum Phase: String, Hashable, Sendable {
    /// A weekday before 09:00.
    case beforeOpen
    /// A weekday from 09:00 to before 13:30.
    case open
    /// A weekday from 13:30, or a Saturday or a Sunday.
    case closed

    /// `盤前`, `盤中`, `已收盤`; `Pre-market`, `Trading`, `Closed`.
    public func name(in words: StockWords) -> String {
      switch self {
      case .beforeOpen: words["clock.beforeOpen"]
      case .open: words["clock.open"]
      case .closed: words["clock.closed"]
      }
    }
  }

  /// Taipei's clocks are eight hours ahead of UTC all year.
  public static let utcOffset = Duration.seconds(8 * 3600)
  /// 09:00 and 13:30, in seconds since midnight.
  static let openSecond = 9 * 3600
  static let closeSecond = 13 * 3600 + 30 * 60

  /// The moment it stands at.
  public let time: WallTime
  /// Where the trading day stands then.
  public let phase: Phase
  /// How long until the next open (before the open and once closed) or the close (while
  /// open), in whole seconds.
  public let remaining: Duration

  public init(at time: WallTime) {
    self.time = time
    let local = time.civil(utcOffset: Self.utcOffset)
    let second = local.secondOfDay
    let isWeekday = local.weekday <= 5
    if isWeekday, second < Self.openSecond {
      phase = .beforeOpen
      remaining = .seconds(Self.openSecond - second)
    } else if isWeekday, second < Self.closeSecond {
      phase = .open
      remaining = .seconds(Self.closeSecond - second)
    } else {
      phase = .closed
      // Friday's close, Saturday and Sunday wait for Monday; another weekday's, for tomorrow.
      let days = local.weekday >= 5 ? 8 - local.weekday : 1
      remaining = .seconds(days * 86_400 + Self.openSecond - second)
    }
  }

  /// `距開盤 00:00:10` before the open and once closed, `距收盤 04:30:00` while open;
  /// `opens in 00:00:10` in English.
  public func countdown(in words: StockWords) -> String {
    words[phase == .open ? "clock.untilClose" : "clock.untilOpen", countdown]
  }

  /// The time left as `HH:MM:SS`, hours past 24 over a weekend: `00:00:10`, `67:30:00`.
  public var countdown: String {
    let seconds = Int(remaining.components.seconds)
    return "\(Self.two(seconds / 3600)):\(Self.two(seconds % 3600 / 60)):\(Self.two(seconds % 60))"
  }

  /// Taipei's date, weekday and time: `12/03（四）08:59:50`; `Thu 12/03 08:59:50`.
  public func localTime(in words: StockWords) -> String {
    let local = time.civil(utcOffset: Self.utcOffset)
    let weekdays = [
      "clock.monday", "clock.tuesday", "clock.wednesday", "clock.thursday", "clock.friday",
      "clock.saturday", "clock.sunday",
    ]
    let clock = "\(Self.two(local.hour)):\(Self.two(local.minute)):\(Self.two(local.second))"
    return words[
      "clock.localTime", Self.two(local.month), Self.two(local.day),
      words[weekdays[local.weekday - 1]], clock]
  }

  /// The row's text: `盤前 距開盤 00:00:10 · 12/03（四）08:59:50 台北（未計休市假日）`;
  /// `Pre-market, opens in 00:00:10 · Thu 12/03 08:59:50 Taipei (holidays not known)`.
  public func text(in words: StockWords) -> String {
    words["clock.row", phase.name(in: words), countdown(in: words), localTime(in: words)]
  }

  /// The row's text in zh-Hant.
  public var text: String { text(in: .source) }

  private static func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
