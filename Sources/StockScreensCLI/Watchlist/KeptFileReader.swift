import FileStorage
import Foundation

/// What a store of the user's (the watchlist's, the settings') reads and changes through its
/// file, remembering the version of the file each read and change saw last, so that a look
/// that finds the file as it was reads nothing; what killed writes left beside the file is
/// removed at the first read.
///
///     let reader = KeptFileReader(file: kept, read: file.read(since:), update: file.update)
///     reader.loadIfChanged()   // the value and how it was read, or nil when unchanged
final class KeptFileReader<Value: Sendable, Change: Sendable, Problem: Error>: @unchecked Sendable {
  // Unchecked: `version` and `swept` are read and written under `lock` only.
  private let lock = NSLock()
  private var version: KeptFile.Version?
  private var swept = false
  private let file: KeptFile
  private let read: @Sendable (KeptFile.Version?) -> (Result<Value, Problem>, KeptFile.Version?)?
  private let change: @Sendable ([Change]) -> (Result<Value, Problem>, KeptFile.Version?)

  /// A reader of `file`: `read` reads it unless it is still the version given, and `update`
  /// makes changes to it as it is now.
  init(
    file: KeptFile,
    read: @escaping @Sendable (KeptFile.Version?) -> (Result<Value, Problem>, KeptFile.Version?)?,
    update: @escaping @Sendable ([Change]) -> (Result<Value, Problem>, KeptFile.Version?)
  ) {
    self.file = file
    self.read = read
    self.change = update
  }

  /// The value, unless the file is as this reader last saw it.
  func loadIfChanged() -> Result<Value, Problem>? {
    lock.withLock {
      if !swept {
        file.removeLeftovers()
        swept = true
      }
      guard let (value, seen) = read(version) else { return nil }
      version = seen
      return value
    }
  }

  /// Makes `changes` to the value as the file holds it now.
  func update(_ changes: [Change]) -> Result<Value, Problem> {
    lock.withLock {
      let (value, written) = change(changes)
      version = written
      return value
    }
  }
}
