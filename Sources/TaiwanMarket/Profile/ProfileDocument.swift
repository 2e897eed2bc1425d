/// A company profile page as a backend sends it: one JSON object, one key per part, any part
/// `null` or missing.
///
/// ```json
/// {
///   "deviceType": "ios",
///   "serviceAble": true,
///   "header": {
///     "code": "2330", "shortName": "台積電", "fullName": "台灣積體電路製造股份有限公司",
///     "market": "listed", "listingDate": "1994-09-05"
///   },
///   "keyFigures": [
///     { "label": "資本額", "value": "259,327,332,420 元" },
///     { "label": "產業別", "value": "24" }
///   ],
///   "shortcuts": [
///     { "iconUrl": "https://example.com/icons/web.png", "text": "公司網站",
///       "functionType": "website", "target": "https://www.tsmc.com" }
///   ],
///   "contact": {
///     "chairman": "魏哲家", "generalManager": "魏哲家",
///     "spokesperson": "黃仁昭", "spokespersonTitle": "資深副總經理暨財務長"
///   }
/// }
/// ```
///
/// - `header` (object): `code` and `shortName` required; `englishShortName`, `fullName`,
///   `market` (`listed`, `otc`, `emerging`) and `listingDate` (`YYYY-MM-DD`) optional.
/// - `keyFigures` (array): each `{label, value}`, both strings, required.
/// - `shortcuts` (array): each `{iconUrl, text, functionType}` with `functionType` one of
///   `website`, `email`, `telephone`, `transferAgent`; `text` and `functionType` required;
///   `target` (the URL, address or number) optional.
/// - `contact` (object): `chairman`, `generalManager`, `spokesperson`, `spokespersonTitle`,
///   each optional.
/// - `deviceType` (string) and `serviceAble` (boolean; false means the shortcuts' services are
///   down, and the page shows a notice instead of them).
///
/// Unknown keys are ignored, so a newer backend does not break an older app.
public struct ProfileDocument: Hashable, Sendable, Codable {
  /// The company's identity.
  public struct Header: Hashable, Sendable, Codable {
    /// 公司代號 (required).
    public var code: String
    /// 公司簡稱 (required).
    public var shortName: String
    /// 英文簡稱, which a profile outside Chinese goes by: `TSMC`.
    public var englishShortName: String?
    /// 公司名稱.
    public var fullName: String?
    /// The market it trades in: `listed`, `otc` or `emerging`.
    public var market: Market?
    /// The day it began trading there, `YYYY-MM-DD`.
    public var listingDate: CalendarDate?

    public init(
      code: String, shortName: String, englishShortName: String? = nil, fullName: String? = nil,
      market: Market? = nil, listingDate: CalendarDate? = nil
    ) {
      self.code = code
      self.shortName = shortName
      self.englishShortName = englishShortName
      self.fullName = fullName
      self.market = market
      self.listingDate = listingDate
    }
  }

  /// One labelled figure: `資本額` / `259,327,332,420 元`.
  public struct KeyFigure: Hashable, Sendable, Codable {
    /// What the figure is: `資本額`.
    public var label: String
    /// The figure as shown: `259,327,332,420 元`.
    public var value: String

    public init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }

  /// What a shortcut does when tapped.
  public enum FunctionType: String, Hashable, Sendable, Codable, CaseIterable {
    /// Opens `target` in a browser.
    case website
    /// Writes an e-mail to `target`.
    case email
    /// Calls `target`.
    case telephone
    /// Names the stock transfer agent, `target`: a name to read, with nothing to open.
    case transferAgent
  }

  /// A tappable shortcut: an icon, a text, and what it does.
  public struct Shortcut: Hashable, Sendable, Codable {
    /// Where the icon is.
    public var iconUrl: String?
    /// The label (required).
    public var text: String
    /// What tapping does (required).
    public var functionType: FunctionType
    /// The address, number or name the function acts on.
    public var target: String?

    public init(
      iconUrl: String? = nil, text: String, functionType: FunctionType, target: String? = nil
    ) {
      self.iconUrl = iconUrl
      self.text = text
      self.functionType = functionType
      self.target = target
    }
  }

  /// The people to contact.
  public struct Contact: Hashable, Sendable, Codable {
    /// 董事長.
    public var chairman: String?
    /// 總經理.
    public var generalManager: String?
    /// 發言人.
    public var spokesperson: String?
    /// 發言人職稱.
    public var spokespersonTitle: String?

    public init(
      chairman: String? = nil, generalManager: String? = nil, spokesperson: String? = nil,
      spokespersonTitle: String? = nil
    ) {
      self.chairman = chairman
      self.generalManager = generalManager
      self.spokesperson = spokesperson
      self.spokespersonTitle = spokespersonTitle
    }
  }

  /// The kind of device the backend answered for, as it sends it.
  public var deviceType: String?
  /// False when the shortcuts' services are down: the page shows a notice instead.
  public var serviceAble: Bool?
  /// The company's identity, or nil.
  public var header: Header?
  /// Labelled figures, or nil.
  public var keyFigures: [KeyFigure]?
  /// Tappable shortcuts, or nil.
  public var shortcuts: [Shortcut]?
  /// The people to contact, or nil.
  public var contact: Contact?

  /// Creates a document; every part defaults to nil.
  public init(
    deviceType: String? = nil, serviceAble: Bool? = nil, header: Header? = nil,
    keyFigures: [KeyFigure]? = nil, shortcuts: [Shortcut]? = nil, contact: Contact? = nil
  ) {
    self.deviceType = deviceType
    self.serviceAble = serviceAble
    self.header = header
    self.keyFigures = keyFigures
    self.shortcuts = shortcuts
    self.contact = contact
  }

  /// True when no part has content to show.
  public var isEmpty: Bool {
    header == nil && keyFigures == nil && shortcuts == nil && contact == nil
  }
}
