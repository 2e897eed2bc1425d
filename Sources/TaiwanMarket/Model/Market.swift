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

  /// The name in zh-Hant, the catalog's source language: 上市, 上櫃 or 興櫃; `name(in:)`
  /// gives it in another locale.
  public var displayName: String { Self.sourceNames[order] }

  /// The name scenarios, the command line and JSON use: `listed`, `otc` or `emerging`.
  public var token: String { rawValue }

  /// Markets order as the exchanges list them: listed, OTC, emerging.
  public static func < (lhs: Market, rhs: Market) -> Bool {
    lhs.order < rhs.order
  }

  /// Read once: a row reads its market's name every time it is drawn.
  private static let sourceNames = allCases.map { $0.name(in: MarketWords.source) }

  private var order: Int {
    switch self {
    case .listed: 0
    case .otc: 1
    case .emerging: 2
    }
  }
}
