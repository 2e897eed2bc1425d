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
/// - `header` (object): `code` and `shortName` required; `fullName`, `market` (`listed`,
///   `otc`, `emerging`) and `listingDate` (`YYYY-MM-DD`) optional.
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
    public var code: String
    public var shortName: String
    public var fullName: String?
    public var market: Market?
    public var listingDate: CalendarDate?

    public init(
      code: String, shortName: String, fullName: String? = nil, market: Market? = nil,
      listingDate: CalendarDate? = nil
    ) {
      self.code = code
      self.shortName = shortName
      self.fullName = fullName
      self.market = market
      self.listingDate = listingDate
    }
  }

  /// One labelled figure: `資本額` / `259,327,332,420 元`.
  public struct KeyFigure: Hashable, Sendable, Codable {
    public var label: String
    public var value: String

    public init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }

  /// What a shortcut does when tapped.
  public enum FunctionType: String, Hashable, Sendable, Codable, CaseIterable {
    case website
    case email
    case telephone
    case transferAgent
  }

  /// A tappable shortcut: an icon, a text, and what it does.
  public struct Shortcut: Hashable, Sendable, Codable {
    public var iconUrl: String?
    public var text: String
    public var functionType: FunctionType
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
    public var chairman: String?
    public var generalManager: String?
    public var spokesperson: String?
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

  public var deviceType: String?
  public var serviceAble: Bool?
  public var header: Header?
  public var keyFigures: [KeyFigure]?
  public var shortcuts: [Shortcut]?
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
