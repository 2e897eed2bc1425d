import ScreenModel
import TaiwanMarket

extension Watchlist {
  /// Why the list the rows show may not be the one kept for the next run.
  public enum StorageProblem: Error, Hashable, Sendable {
    /// The file could not be read. It is left as it was, and nothing is saved over it
    /// while the program runs: the list starts empty and its changes are not kept.
    case unreadable(file: String, reason: FileReason)
    /// The last change could not be saved; the list stays in every session of this run.
    case unsaved(file: String, reason: FileReason)

    /// `無法讀取自選股檔案 PATH：REASON；檔案保持原樣，這次的變更不會儲存` and
    /// `自選股無法儲存到 PATH：REASON`; `The watchlist could not be saved to PATH: REASON`.
    public func text(in words: StockWords) -> String {
      switch self {
      case .unreadable(let file, let reason):
        words["watchlist.unreadable", file, reason.text(in: words)]
      case .unsaved(let file, let reason): words["watchlist.unsaved", file, reason.text(in: words)]
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
    /// A version of the format this program does not read, as the file writes it (`2`,
    /// `1.5`, `"1"`), and the one it reads.
    case unknownVersion(String, reads: Int)
    /// A key the file gives twice in one object, at `place` (`companies[0].code`, or the key
    /// alone at the top): which of the two counts cannot be told.
    case duplicateKey(place: String)
    /// The format's `version`, but a field at `place` (`companies[0].code`) does not fit it.
    case wrongShape(version: Int, place: String, FieldFault)
    /// A key the format does not have, at `place` (`colour`): a misspelt field would else
    /// be dropped without a word.
    case unknownKey(place: String)
    /// A value the field at `place` does not take, as the file writes it (`"blue"`), and the
    /// values it takes (`red, green`).
    case badValue(place: String, found: String, takes: String)
    /// More companies than a list holds.
    case tooMany(Int, limit: Int)
    /// What is at the path is not a regular file.
    case notAFile(FileKindName)
    /// A file larger than a list's file can be, in bytes.
    case tooLarge(size: Int, limit: Int)
    /// The system refused: `code` is its error number (`ENOSPC`, the disk is full), `text`
    /// its own words for it, shown where the session's words have none.
    case system(code: Int32, text: String)
    /// Another program held the file's lock for all of `seconds`.
    case busy(seconds: Int)
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
        words["watchlistFile.unknownVersion", found, String(reads)]
      case .duplicateKey(let place): words["watchlistFile.duplicateKey", place]
      case .unknownKey(let place): words["watchlistFile.unknownKey", place]
      case .badValue(let place, let found, let takes):
        words["watchlistFile.badValue", place, found, takes]
      case .wrongShape(let version, let place, let fault):
        words["watchlistFile.wrongShape", String(version), Self.where(place, fault, in: words)]
      case .tooMany(let count, let limit):
        words["watchlistFile.tooMany", String(count), String(limit)]
      case .notAFile(let kind): words["watchlistFile.notAFile", kind.text(in: words.words)]
      case .tooLarge(let size, let limit):
        words[
          "watchlistFile.tooLarge", DigitGrouping.grouped(size), DigitGrouping.grouped(limit)]
      case .system(let code, let text): SystemErrorWords.text(code: code, text: text, in: words)
      case .busy(let seconds): words["watchlistFile.busy", String(seconds)]
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
}

extension Watchlist.Stored: KeptState {
  /// The companies: what the store keeps.
  public var value: [Company] {
    get { companies }
    set { companies = newValue }
  }

  /// `companies` with each change made in order; nil when none changes anything.
  public static func applying(_ changes: [Watchlist.Change], to companies: [Company]) -> [Company]?
  {
    changes.applied(to: companies)
  }
}

extension Watchlist.Change {
  /// `companies` with the change made; nil when it changes nothing: a company watched
  /// already, one past `Watchlist.maxEntries`, a code not watched.
  public func applied(to companies: [Company]) -> [Company]? {
    switch self {
    case .add(let company):
      guard !companies.contains(where: { $0.code == company.code }),
        companies.count < Watchlist.maxEntries
      else { return nil }
      return companies + [company]
    case .remove(let code):
      guard companies.contains(where: { $0.code == code }) else { return nil }
      return companies.filter { $0.code != code }
    }
  }
}

extension [Watchlist.Change] {
  /// `companies` with each change made in order; nil when none changes anything.
  public func applied(to companies: [Company]) -> [Company]? {
    var changed: [Company]?
    for change in self {
      changed = change.applied(to: changed ?? companies) ?? changed
    }
    return changed
  }
}
