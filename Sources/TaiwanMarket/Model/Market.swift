/// One of the three Taiwan markets whose companies the exchanges publish.
///
///     print(Market.otc.displayName)
///     // Prints "上櫃"
public enum Market: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
  /// 上市: listed on the Taiwan Stock Exchange (TWSE).
  case listed
  /// 上櫃: traded over the counter at the Taipei Exchange (TPEx).
  case otc
  /// 興櫃: the emerging stock board of the Taipei Exchange.
  case emerging

  /// The word people read on screen: 上市, 上櫃 or 興櫃.
  public var displayName: String {
    switch self {
    case .listed: "上市"
    case .otc: "上櫃"
    case .emerging: "興櫃"
    }
  }

  /// The command-line token: `listed`, `otc` or `emerging`.
  public var token: String { rawValue }

  /// Reads a market from a command-line token or its Chinese name.
  ///
  /// Accepts `listed`, `otc`, `emerging` (any letter case) and `上市`, `上櫃`, `興櫃`.
  public init?(token: String) {
    switch token.lowercased() {
    case "listed", "上市": self = .listed
    case "otc", "上櫃": self = .otc
    case "emerging", "興櫃": self = .emerging
    default: return nil
    }
  }

  /// Markets order as the exchanges list them: listed, OTC, emerging.
  public static func < (lhs: Market, rhs: Market) -> Bool {
    lhs.order < rhs.order
  }

  private var order: Int {
    switch self {
    case .listed: 0
    case .otc: 1
    case .emerging: 2
    }
  }
}
