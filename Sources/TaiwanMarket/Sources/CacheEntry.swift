import FileStorage
import Foundation

/// What the cache keeps of one market's answer.
struct CacheEntry: Codable {
  /// The format of the file, for later changes.
  var format = 1
  /// The market.
  var market: Market
  /// The exchange's data date.
  var dataDate: CalendarDate?
  /// Where the data first came from.
  var origin: DataOrigin
  /// The companies.
  var companies: [Company]
  /// What the decoder skipped and repaired in them, so that a stale copy still says so;
  /// absent from entries written before it was kept.
  var issues: [DecodingIssue]?

  /// The entry in `file`, or nil when it is missing, cannot be decoded, or holds no company
  /// (an empty answer is never served).
  static func read(_ file: URL) -> CacheEntry? {
    guard let entry = CacheFile.read(CacheEntry.self, from: file), entry.format == 1,
      !entry.companies.isEmpty
    else { return nil }
    return entry
  }
}

/// The one way the caches keep an entry on disk: JSON with sorted keys, written atomically.
enum CacheFile {
  /// The entry in `file`, or nil when it is missing or cannot be decoded as `Entry`.
  static func read<Entry: Decodable>(_ type: Entry.Type, from file: URL) -> Entry? {
    guard let body = try? Data(contentsOf: file) else { return nil }
    return try? JSONDecoder().decode(type, from: body)
  }

  /// Writes `entry` atomically: a reader sees the old entry or the new one, never half.
  static func write(_ entry: some Encodable, to file: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try AtomicFile().write(try encoder.encode(entry), to: file)
  }
}
