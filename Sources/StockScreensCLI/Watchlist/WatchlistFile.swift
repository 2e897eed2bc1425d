import FileStorage
import Foundation
import ScreenModel
import StockScreens
import TaiwanMarket

/// The user's watchlist as a file: a JSON object with the format's version and the companies
/// in the order they were added, each with every field the market data gave it.
///
///     {
///       "companies" : [ { "capital" : 259327332420, "code" : "2330", "market" : "listed", … } ],
///       "version" : 1
///     }
///
/// Several programs may keep one file at once (`browse` and `serve`, two `serve`s): it is a
/// `KeptFile`, so each change is made to the list as the file holds it now, under a lock, and
/// is on the disk before it is acknowledged; the list is read again only when the file
/// changed. A file that cannot be read (no JSON, a key given twice, another version, more
/// than `Watchlist.maxEntries` companies, over `maxBytes`, not a regular file) is left as it
/// is and never written over: the store says why on the watchlist and keeps that change in
/// memory.
struct WatchlistFile: Sendable {
  /// The version this program reads and writes.
  static let version = 1
  /// The largest file read: two hundred companies with every field take some 160 KB.
  static let maxBytes = 1 << 20

  /// The file, its lock, and how it is replaced (a test interrupts it there).
  var file: KeptFile

  /// The watchlist kept at `path`.
  init(path: String, atomicFile: AtomicFile = AtomicFile(), lockTimeout: Duration = .seconds(10)) {
    file = KeptFile(
      path: path, maxBytes: Self.maxBytes, atomicFile: atomicFile, lockTimeout: lockTimeout)
  }

  /// Where the file is.
  var path: String { file.path }

  /// A store kept in this file. What killed writes left beside it is removed first.
  var store: WatchlistStore {
    let reader = KeptFileReader(
      file: file, read: { read(since: $0).map { ($0.list, $0.version) } },
      update: { update($0) })
    return WatchlistStore(
      keeper: WatchlistStore.Keeper(load: reader.loadIfChanged, update: reader.update))
  }

  /// The companies the file holds now; none when there is no file.
  func read() -> Result<[Company], Watchlist.StorageProblem> {
    read(since: nil)?.list ?? .success([])
  }

  /// The file's list unless it is still `known`, with the version read.
  func read(
    since known: KeptFile.Version?
  ) -> (list: Result<[Company], Watchlist.StorageProblem>, version: KeptFile.Version?)? {
    do throws(KeptFileError) {
      switch try file.read(since: known) {
      case .unchanged: return nil
      case .contents(let bytes, let version):
        return (decoded(bytes), version)
      }
    } catch {
      return (.failure(problem(error)), nil)
    }
  }

  /// Makes `changes`, in order, to the list the file holds now and saves it: the list kept,
  /// with the version of the file as it is left.
  func update(
    _ changes: [Watchlist.Change]
  ) -> (list: Result<[Company], Watchlist.StorageProblem>, version: KeptFile.Version?) {
    do throws(KeptFileError) {
      let (list, version) = try file.update {
        bytes -> ([UInt8]?, Result<[Company], Watchlist.StorageProblem>) in
        switch decoded(bytes) {
        case .failure(let problem): return (nil, .failure(problem))
        case .success(let kept):
          guard let changed = changes.applied(to: kept) else { return (nil, .success(kept)) }
          return (Self.encode(changed), .success(changed))
        }
      }
      return (list, version)
    } catch {
      return (.failure(problem(error)), nil)
    }
  }

  /// Replaces the list with `companies`, whatever the file holds; nil when it is written,
  /// else why not. A file that cannot be read is not written over.
  func write(_ companies: [Company]) -> Watchlist.StorageProblem? {
    do throws(KeptFileError) {
      let (refusal, _) = try file.update { bytes -> ([UInt8]?, Watchlist.StorageProblem?) in
        if case .failure(let problem) = decoded(bytes) { return (nil, problem) }
        return (Self.encode(companies), nil)
      }
      return refusal
    } catch {
      return problem(error)
    }
  }

  /// The list `bytes` hold, none for no file, or why they are no watchlist.
  private func decoded(_ bytes: [UInt8]?) -> Result<[Company], Watchlist.StorageProblem> {
    guard let bytes else { return .success([]) }
    return Self.decode(bytes).mapError { .unreadable(file: path, reason: $0.reason) }
  }

  /// Why the file could not be read or changed, in words for the watchlist's row.
  private func problem(_ error: KeptFileError) -> Watchlist.StorageProblem {
    switch error {
    case .unreadable(_, let failure): .unreadable(file: path, reason: Self.reason(failure))
    case .unwritable(let failure): .unsaved(file: path, reason: Self.reason(failure))
    }
  }

  /// What `BoundedRead` refused, as a reason.
  static func reason(_ error: BoundedReadError) -> Watchlist.FileReason {
    switch error {
    case .notRegular(let kind): .notAFile(FileKindName(kind))
    case .tooLarge(let size, let limit): .tooLarge(size: size, limit: limit)
    case .unopenable(let text, let code), .unreadable(let text, let code):
      code == 0 ? .other(text) : .system(code: code, text: text)
    }
  }

  /// Why a write failed, as a reason.
  static func reason(_ error: FileStorageError) -> Watchlist.FileReason {
    switch error {
    case .lockTimedOut(_, let waited): .busy(seconds: Int(waited.components.seconds))
    case .unwritable(_, let text, let code), .unreadable(_, let text, let code):
      code == 0 ? .other(text) : .system(code: code, text: text)
    case .notAFile: .notAFile(FileKindName(.folder))
    case .linkLeavesFolder: .other(error.description)
    }
  }
}
