import TaiwanMarket

/// 自選股, the watchlist: companies the user chose, sorted by code or by capital.
///
/// A pure state machine, written against the public API alone: it knows nothing of the
/// directory or the profile that add to it. A company comes whole from a screen that holds
/// it (`added`), or as a code alone, which the watchlist asks its shell to look up
/// (`addRequested`); each row opens the company's profile (an output) and offers to remove it.
///
///     var watchlist = Watchlist()
///     watchlist.handle(.added(tsmc))
///     watchlist.handle(.sortRequested(.capital))
///     // the rows show 自選股 1 檔 - 依資本額排序 and 台積電 - (2330) …
public struct Watchlist: Hashable, Sendable {
  /// The most companies a watchlist holds, those being looked up counted; one more is
  /// refused with a notice.
  public static let maxEntries = 50

  /// How the companies are sorted.
  public enum Order: String, Hashable, Sendable, CaseIterable {
    /// By code, ascending: `1101` before `2330`.
    case code
    /// By capital, largest first; a company without one last; equal capitals by code.
    case capital

    /// `依代號排序`, `依資本額排序`.
    public var displayName: String {
      switch self {
      case .code: "依代號排序"
      case .capital: "依資本額排序"
      }
    }
  }

  /// Why the last add did not add: shown under the status until the next change.
  public enum Notice: Hashable, Sendable {
    /// The watchlist already holds `maxEntries`.
    case full(code: String)
    /// No market holds the code.
    case notFound(code: String)
    /// Looking the code up failed.
    case failed(code: String, reason: String)

    /// `自選股最多 50 檔，未加入 2330`, `找不到代號 9999 的公司`, `無法加入 2330：HTTP 503`.
    public var text: String {
      switch self {
      case .full(let code): "自選股最多 \(Watchlist.maxEntries) 檔，未加入 \(code)"
      case .notFound(let code): "找不到代號 \(code) 的公司"
      case .failed(let code, let reason): "無法加入 \(code)：\(reason)"
      }
    }
  }

  /// Something that happened to the watchlist: a user action or an answer.
  public enum Event: Hashable, Sendable {
    /// Watch this company, as a screen that holds it gives it.
    case added(Company)
    /// Watch the company with this code, once it is looked up.
    case addRequested(code: String)
    /// The answer to a look-up: the company, or nil when no market holds the code.
    case lookedUp(code: String, company: Company?)
    /// A look-up failed.
    case lookupFailed(code: String, reason: String)
    /// Stop watching the company with this code.
    case removeRequested(code: String)
    /// Sort the companies this way.
    case sortRequested(Order)
    /// The user picked the company with this code.
    case companySelected(code: String)
  }

  /// Something the watchlist asks its shell to do.
  public enum Command: Hashable, Sendable {
    /// Find the company with this code and answer with `lookedUp` or `lookupFailed`.
    case lookUp(code: String)
    /// Show this company's profile: an output, for whoever runs the watchlist.
    case showProfile(Company)
  }

  /// The companies watched, in the order they were added.
  public private(set) var companies: [Company] = []
  /// The codes being looked up, in the order asked.
  public private(set) var pending: [String] = []
  /// How the rows sort the companies.
  public private(set) var order: Order = .code
  /// Why the last add did not add, until the next change.
  public private(set) var notice: Notice?

  /// An empty watchlist, sorted by code.
  public init() {}

  /// True when the company with `code` is watched.
  public func contains(code: String) -> Bool { companies.contains { $0.code == code } }

  /// Applies `event` and returns what the shell must do.
  @discardableResult
  public mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .added(let company):
      add(company)
    case .addRequested(let code):
      guard !contains(code: code), !pending.contains(code) else { return [] }
      guard hasRoom(for: code) else { return [] }
      notice = nil
      pending.append(code)
      return [.lookUp(code: code)]
    case .lookedUp(let code, let company):
      guard pending.contains(code) else { return [] }
      pending.removeAll { $0 == code }
      if let company { add(company) } else { notice = .notFound(code: code) }
    case .lookupFailed(let code, let reason):
      guard pending.contains(code) else { return [] }
      pending.removeAll { $0 == code }
      notice = .failed(code: code, reason: reason)
    case .removeRequested(let code):
      guard contains(code: code) else { return [] }
      companies.removeAll { $0.code == code }
      notice = nil
    case .sortRequested(let order):
      self.order = order
    case .companySelected(let code):
      return companies.first { $0.code == code }.map { [.showProfile($0)] } ?? []
    }
    return []
  }

  /// Adds `company` unless it is watched already or there is no room; an answer for a
  /// code asked for twice adds it once.
  private mutating func add(_ company: Company) {
    // A code being looked up holds its place until it arrives, whichever way it arrives.
    pending.removeAll { $0 == company.code }
    guard !contains(code: company.code), hasRoom(for: company.code) else { return }
    companies.append(company)
    notice = nil
  }

  /// True when one more company fits; otherwise the notice says it did not.
  private mutating func hasRoom(for code: String) -> Bool {
    guard companies.count + pending.count < Self.maxEntries else {
      notice = .full(code: code)
      return false
    }
    return true
  }

  /// The companies in `order`.
  public var sortedCompanies: [Company] {
    switch order {
    case .code: companies.sorted { $0.code < $1.code }
    case .capital:
      companies.sorted { lhs, rhs in
        switch (lhs.capital, rhs.capital) {
        case (let left?, let right?) where left != right: left > right
        case (.some, nil): true
        case (nil, .some): false
        default: lhs.code < rhs.code
        }
      }
    }
  }
}
