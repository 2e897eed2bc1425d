import ScreenModel
import TaiwanMarket

/// 自選股, the watchlist: companies the user chose, sorted by code or by capital.
///
/// A pure state machine, written against the public API alone: it knows nothing of the
/// directory or the profile that add to it. A company comes whole from a screen that holds
/// it (`added`), or as a code alone, which the watchlist asks its shell to look up
/// (`addRequested`); each row opens the company's profile (an output) and offers to remove it.
///
/// The list is the user's, kept by its shell (a `WatchlistStore`, shared by every session of
/// a program): each add and removal shows at once and goes to the shell as a change
/// (`store`), answered with the list as the shell keeps it (`recorded`); a change another
/// session made comes as the list too (`stored`). While changes of its own are unanswered,
/// the watchlist shows them and holds the newest list it was given until they are in it.
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

    /// `依代號排序`, `依資本額排序`: the order's name in zh-Hant.
    public var displayName: String { name(in: .source) }

    /// The order's name in `words`: `依代號排序`, `sorted by code`.
    public func name(in words: StockWords) -> String {
      switch self {
      case .code: words["watchlist.byCode"]
      case .capital: words["watchlist.byCapital"]
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

    /// `自選股最多 50 檔，未加入 2330`, `找不到代號 9999 的公司`, `無法加入 2330：HTTP 503`;
    /// `No company has the code 9999` in English.
    public func text(in words: StockWords) -> String {
      switch self {
      case .full(let code): words["watchlist.full", words.number(Watchlist.maxEntries), code]
      case .notFound(let code): words["watchlist.notFound", code]
      case .failed(let code, let reason): words["watchlist.addFailed", code, reason]
      }
    }
  }

  /// A change of the list, for the shell to keep.
  public enum Change: Hashable, Sendable {
    /// Watch this company, after those watched.
    case add(Company)
    /// Stop watching the company with this code.
    case remove(code: String)
  }

  /// Why the list the rows show may not be the one kept for the next run.
  public enum StorageProblem: Error, Hashable, Sendable {
    /// The file could not be read. It is left as it was, and nothing is saved over it
    /// while the program runs: the list starts empty and its changes are not kept.
    case unreadable(file: String, reason: FileReason)
    /// The last change could not be saved; the list stays in every session of this run.
    case unsaved(file: String, reason: String)

    /// `無法讀取自選股檔案 PATH：REASON；檔案保持原樣，這次的變更不會儲存` and
    /// `自選股無法儲存到 PATH：REASON`; `The watchlist could not be saved to PATH: REASON`.
    public func text(in words: StockWords) -> String {
      switch self {
      case .unreadable(let file, let reason):
        words["watchlist.unreadable", file, reason.text(in: words)]
      case .unsaved(let file, let reason): words["watchlist.unsaved", file, reason]
      }
    }
  }

  /// Why a kept list could not be read, said in each session's words where it is shown: a
  /// store shared by sessions of several languages gives one reason to all of them.
  ///
  /// A string literal is `.other`: a keeper of a team's own says its reason as it is.
  public enum FileReason: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The bytes are not JSON: cut off while written, or damaged.
    case notJSON
    /// JSON, but not an object with a `version`.
    case notAWatchlist
    /// A version of the format this program does not read, and the one it reads.
    case unknownVersion(Int, reads: Int)
    /// The format's `version`, but a field at `place` (`companies[0].code`) does not fit it.
    case wrongShape(version: Int, place: String, FieldFault)
    /// More companies than a list holds.
    case tooMany(Int, limit: Int)
    /// What is at the path is not a regular file.
    case notAFile(FileKindName)
    /// A file larger than a list's file can be, in bytes.
    case tooLarge(size: Int, limit: Int)
    /// Any other reason, as the system or the keeper says it.
    case other(String)

    /// What is wrong with a field of the file.
    public enum FieldFault: Hashable, Sendable {
      /// It is missing.
      case missing
      /// It holds a value of another type.
      case wrongType
      /// Its value cannot be read.
      case unreadable
    }

    public init(stringLiteral value: String) {
      self = .other(value)
    }

    /// The reason in `words`: `格式版本 2 不是這個程式能讀的（它讀版本 1）`.
    public func text(in words: StockWords) -> String {
      switch self {
      case .notJSON: words["watchlistFile.notJSON"]
      case .notAWatchlist: words["watchlistFile.notAWatchlist"]
      case .unknownVersion(let found, let reads):
        words["watchlistFile.unknownVersion", String(found), String(reads)]
      case .wrongShape(let version, let place, let fault):
        words["watchlistFile.wrongShape", String(version), Self.where(place, fault, in: words)]
      case .tooMany(let count, let limit):
        words["watchlistFile.tooMany", String(count), String(limit)]
      case .notAFile(let kind): words["watchlistFile.notAFile", kind.text(in: words.words)]
      case .tooLarge(let size, let limit):
        words[
          "watchlistFile.tooLarge", DigitGrouping.grouped(size), DigitGrouping.grouped(limit)]
      case .other(let text): text
      }
    }

    private static func `where`(
      _ place: String, _ fault: FieldFault, in words: StockWords
    ) -> String {
      let what =
        switch fault {
        case .missing: words["watchlistFile.missing"]
        case .wrongType: words["watchlistFile.wrongType"]
        case .unreadable: words["watchlistFile.unreadableValue"]
        }
      return place.isEmpty ? what : words["watchlistFile.at", place, what]
    }
  }

  /// The list as its shell keeps it, and what keeps it from being saved.
  public struct Stored: Hashable, Sendable {
    /// The companies, in the order they were added.
    public var companies: [Company]
    /// Why changes are not saved, when they are not.
    public var problem: StorageProblem?
    /// How many changes the shell had kept when it gave this list: answers to changes made
    /// at once may arrive in any order, and a list older than one shown already is stale.
    public var revision: Int

    public init(companies: [Company] = [], problem: StorageProblem? = nil, revision: Int = 0) {
      self.companies = companies
      self.problem = problem
      self.revision = revision
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
    /// The list as the shell keeps it now: at opening, and after each change made elsewhere
    /// (another session's). A list of an older revision than the last one applied is stale,
    /// and changes nothing.
    case stored(Stored)
    /// The list as the shell keeps it once it has kept a change this screen asked for: the
    /// answer to `store`.
    case recorded(Stored)
    /// The time now, from the market clock's timer: every second while the watchlist shows.
    case clockTicked(WallTime)
  }

  /// Something the watchlist asks its shell to do.
  public enum Command: Hashable, Sendable {
    /// Find the company with this code and answer with `lookedUp` or `lookupFailed`.
    case lookUp(code: String)
    /// Show this company's profile: an output, for whoever runs the watchlist.
    case showProfile(Company)
    /// Keep this change of the list and answer with `recorded`.
    case store(Change)
  }

  /// The companies watched, in the order they were added.
  public private(set) var companies: [Company] = []
  /// The codes being looked up, in the order asked.
  public private(set) var pending: [String] = []
  /// How the rows sort the companies.
  public private(set) var order: Order = .code
  /// Why the last add did not add, until the next change.
  public private(set) var notice: Notice?
  /// Why the list is not saved, as the shell last said.
  public private(set) var storageProblem: StorageProblem?
  /// The revision of the last list the shell gave (`Stored.revision`).
  public private(set) var storedRevision = 0
  /// The changes asked of the shell and not yet answered.
  public private(set) var unrecorded = 0
  /// The newest list the shell gave while changes were unrecorded, shown once they are not.
  private var held: Stored?
  /// Whether the top row is the market clock (`MarketClock`), ticking each second while the
  /// watchlist shows.
  public var showsMarketClock = false
  /// Where the market stands at the last tick; nil before the first.
  public private(set) var marketClock: MarketClock?

  /// The words its rows, title and controls are in: a session's, or zh-Hant for a watchlist
  /// made alone.
  public var words = StockWords.source

  /// An empty watchlist, sorted by code, in `words`.
  public init(words: StockWords = .source) {
    self.words = words
  }

  /// The watchlist its shell keeps, sorted by code, in `words`.
  public init(_ stored: Stored, words: StockWords = .source) {
    self.words = words
    handle(.stored(stored))
  }

  /// True when the company with `code` is watched.
  public func contains(code: String) -> Bool { companies.contains { $0.code == code } }

  /// Applies `event` and returns what the shell must do.
  @discardableResult
  public mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .added(let company):
      return add(company)
    case .addRequested(let code):
      guard !contains(code: code), !pending.contains(code) else { return [] }
      guard hasRoom(for: code) else { return [] }
      notice = nil
      pending.append(code)
      return [.lookUp(code: code)]
    case .lookedUp(let code, let company):
      guard pending.contains(code) else { return [] }
      pending.removeAll { $0 == code }
      guard let company else {
        notice = .notFound(code: code)
        return []
      }
      return add(company)
    case .lookupFailed(let code, let reason):
      guard pending.contains(code) else { return [] }
      pending.removeAll { $0 == code }
      notice = .failed(code: code, reason: reason)
    case .removeRequested(let code):
      guard contains(code: code) else { return [] }
      companies.removeAll { $0.code == code }
      notice = nil
      unrecorded += 1
      return [.store(.remove(code: code))]
    case .sortRequested(let order):
      self.order = order
    case .companySelected(let code):
      return companies.first { $0.code == code }.map { [.showProfile($0)] } ?? []
    case .stored(let stored):
      take(stored)
    case .recorded(let stored):
      unrecorded = max(0, unrecorded - 1)
      take(stored)
    case .clockTicked(let time):
      marketClock = MarketClock(at: time)
    }
    return []
  }

  /// The market clock's timer, each second, while it shows; nothing otherwise.
  public var subscriptions: [Subscription<Event>] {
    guard showsMarketClock else { return [] }
    return [.every(.seconds(1), id: "marketClock") { .clockTicked($0) }]
  }

  /// Shows `stored` unless it is stale, or holds it while a change of this screen's own is
  /// unanswered, which it may lack; then shows the newest list held.
  private mutating func take(_ stored: Stored) {
    var newest = stored
    if let held, held.revision > stored.revision { newest = held }
    guard newest.revision >= storedRevision else { return }
    guard unrecorded == 0 else {
      held = newest
      return
    }
    held = nil
    storedRevision = newest.revision
    companies = newest.companies
    storageProblem = newest.problem
    // A code this screen looks up that another session added meanwhile is watched now.
    let watched = Set(companies.map(\.code))
    pending.removeAll { watched.contains($0) }
  }

  /// Adds `company` unless it is watched already or there is no room, and asks the shell to
  /// keep it; an answer for a code asked for twice adds it once.
  private mutating func add(_ company: Company) -> [Command] {
    // A code being looked up holds its place until it arrives, whichever way it arrives.
    pending.removeAll { $0 == company.code }
    guard !contains(code: company.code), hasRoom(for: company.code) else { return [] }
    companies.append(company)
    notice = nil
    unrecorded += 1
    return [.store(.add(company))]
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
