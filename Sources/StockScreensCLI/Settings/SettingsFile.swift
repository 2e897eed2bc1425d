import FileStorage
import Foundation
import ScreenModel
import StockScreens

/// The user's settings as a file: a JSON object with the format's version and one member a
/// setting (`SettingsFile.encode(_:)` shows one), a setting left out taking its default.
///
/// Kept like the watchlist (`WatchlistFile`): it is a `KeptFile`, so each change is made under
/// a lock to the settings as the file holds them now, field by field (two programs changing
/// two settings at once keep both), and is on the disk before it is acknowledged. A file that
/// cannot be read (no JSON, a key given twice, another version, a key the format does not
/// have, a value a setting does not take, over `maxBytes`, not a regular file) is left as it
/// is and never written over: the settings screen says why, naming the file and the field.
struct SettingsFile: Sendable {
  /// The version this program reads and writes.
  static let version = 1
  /// The largest file read: the settings take some 90 bytes.
  static let maxBytes = 4096

  /// The file, its lock, and how it is replaced (a test interrupts it there).
  var file: KeptFile

  init(path: String, atomicFile: AtomicFile = AtomicFile(), lockTimeout: Duration = .seconds(10)) {
    file = KeptFile(
      path: path, maxBytes: Self.maxBytes, atomicFile: atomicFile, lockTimeout: lockTimeout)
  }

  /// Where the file is.
  var path: String { file.path }

  /// A store kept in this file. What killed writes left beside it is removed first.
  var store: SettingsStore {
    let reader = KeptFileReader(
      file: file, read: { read(since: $0).map { ($0.settings, $0.version) } },
      update: { update($0) })
    return SettingsStore(
      keeper: SettingsStore.Keeper(load: reader.loadIfChanged, update: reader.update))
  }

  /// The settings the file holds now; the defaults when there is no file.
  func read() -> Result<Settings, Settings.StorageProblem> {
    read(since: nil)?.settings ?? .success(Settings())
  }

  /// The file's settings unless it is still `known`, with the version read.
  func read(
    since known: KeptFile.Version?
  ) -> (settings: Result<Settings, Settings.StorageProblem>, version: KeptFile.Version?)? {
    do throws(KeptFileError) {
      switch try file.read(since: known) {
      case .unchanged: return nil
      case .contents(let bytes, let version): return (decoded(bytes), version)
      }
    } catch {
      return (.failure(problem(error)), nil)
    }
  }

  /// Makes `changes`, in order, to the settings the file holds now and saves them.
  func update(
    _ changes: [Settings.Change]
  ) -> (settings: Result<Settings, Settings.StorageProblem>, version: KeptFile.Version?) {
    do throws(KeptFileError) {
      let (settings, version) = try file.update {
        bytes -> ([UInt8]?, Result<Settings, Settings.StorageProblem>) in
        switch decoded(bytes) {
        case .failure(let problem): return (nil, .failure(problem))
        case .success(let kept):
          let changed = kept.applying(changes)
          // No file and nothing changed from the defaults: nothing to write.
          guard changed != kept || bytes != nil else { return (nil, .success(kept)) }
          return (Self.encode(changed), .success(changed))
        }
      }
      return (settings, version)
    } catch {
      return (.failure(problem(error)), nil)
    }
  }

  private func decoded(_ bytes: [UInt8]?) -> Result<Settings, Settings.StorageProblem> {
    guard let bytes else { return .success(Settings()) }
    return Self.decode(bytes).mapError { .unreadable(file: path, reason: $0.reason) }
  }

  private func problem(_ error: KeptFileError) -> Settings.StorageProblem {
    switch error {
    case .unreadable(_, let failure):
      .unreadable(file: path, reason: WatchlistFile.reason(failure))
    case .unwritable(let failure): .unsaved(file: path, reason: WatchlistFile.reason(failure))
    }
  }
}
