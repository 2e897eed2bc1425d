import FileStorage
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The hold one run of the snapshot tool keeps on a package while it writes (`accept`,
/// `reject`, `prune`, `init`, a review): a second run waits for the first to finish, then
/// sees what the first left, instead of both writing the same files.
///
/// It is a `flock(2)` on `.snapshot-artifacts/tool.lock`, whose text names the holder, so that
/// the one waiting can say whom it waits for; the system lets go of it when the process ends,
/// however it ends.
///
///     let lock = try SnapshotToolLock(folders: folders, action: "accept") { print($0) }
///     // Prints, while another run holds it:
///     // waiting for `snapshots accept` (process 4242), which is writing in this package…
///     defer { lock.release() }
public final class SnapshotToolLock {
  private let lock: FileLock

  /// Takes the lock for `action`, calling `waiting` with a line that says whom it waits for
  /// when another run holds it, and blocking until that run lets go.
  public init(
    folders: SnapshotFolders, action: String, waiting: (String) -> Void
  ) throws(SnapshotStoreError) {
    let file = folders.artifactsFolder.appendingPathComponent("tool.lock")
    do {
      lock = try FileLock(on: file.path) {
        waiting(Self.waitingLine(holder: try? String(contentsOf: file, encoding: .utf8)))
      }
    } catch {
      throw SnapshotStoreError(error)
    }
    lock.writeHolder("\(action) \(getpid())\n")
  }

  /// Lets the next run in; releasing twice does nothing.
  public func release() {
    lock.release()
  }

  /// `waiting for `snapshots accept` (process 4242), …` from the holder's `action pid` line.
  static func waitingLine(holder: String?) -> String {
    let words = (holder ?? "").split(whereSeparator: \.isWhitespace)
    let who =
      words.count == 2
      ? "`snapshots \(words[0])` (process \(words[1]))" : "another run of the snapshot tool"
    return "waiting for \(who), which is writing in this package…"
  }
}

extension SnapshotFolders {
  /// Writes `text` to `url` whole, as references are written: a reader sees the old file or
  /// the new, the file keeps its permissions and links, and inside the package nothing is
  /// written through a link that leaves it.
  public func writeFile(_ text: String, to url: URL) throws(SnapshotStoreError) {
    try writer.write(text, to: url)
  }

  /// Removes what interrupted writes left (see `AtomicFile.removeLeftovers(under:)`) in the
  /// snapshots and artifacts folders and in `others` (test sources' folders, the package
  /// root: only the folder itself, not those under it), and returns them as a person finds
  /// them.
  public func removeLeftovers(alsoIn others: [URL] = []) -> [String] {
    var removed = AtomicFile.removeLeftovers(under: snapshotsFolder)
    removed += AtomicFile.removeLeftovers(under: artifactsFolder)
    for folder in Set(others.map(\.standardizedFileURL)) {
      removed += AtomicFile.removeLeftovers(under: folder, recursive: false)
    }
    return removed.map(displayPath(ofPath:))
  }
}
