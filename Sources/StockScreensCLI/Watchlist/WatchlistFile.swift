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
/// A write replaces the file whole or not at all (`AtomicFile`). A file that cannot be read
/// (no JSON, another version, more than `Watchlist.maxEntries` companies, over `maxBytes`,
/// not a regular file) is left as it is and never written over: the store says why on the
/// watchlist and keeps that run's changes in memory.
struct WatchlistFile: Sendable {
  /// The version this program reads and writes.
  static let version = 1
  /// The largest file read: fifty companies with every field take some 40 KB.
  static let maxBytes = 1 << 20

  /// Where the file is.
  let path: String
  /// How the file is replaced; a test interrupts it here.
  var atomicFile = AtomicFile()

  /// A store kept in this file.
  var store: WatchlistStore {
    WatchlistStore(keeper: WatchlistStore.Keeper(load: read, save: write))
  }

  /// The companies the file holds; none when there is no file.
  func read() -> Result<[Company], Watchlist.StorageProblem> {
    guard FileManager.default.fileExists(atPath: path) else { return .success([]) }
    let bytes: [UInt8]
    do {
      bytes = try BoundedRead.contents(of: path, limit: Self.maxBytes)
    } catch {
      return .failure(.unreadable(file: path, reason: Self.reason(error)))
    }
    return Self.decode(bytes).mapError { .unreadable(file: path, reason: $0.reason) }
  }

  /// Replaces the file with `companies`; nil when it is written, else why not.
  func write(_ companies: [Company]) -> Watchlist.StorageProblem? {
    do throws(FileStorageError) {
      try atomicFile.write(Data(Self.encode(companies)), to: URL(fileURLWithPath: path))
      return nil
    } catch {
      guard case .unwritable(_, let reason) = error else {
        return .unsaved(file: path, reason: error.description)
      }
      return .unsaved(file: path, reason: reason)
    }
  }

  /// The file's bytes for `companies`: keys sorted and indented, so that the file reads
  /// well and two writes of one list are the same bytes.
  static func encode(_ companies: [Company]) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Every field of a company and the version encode; nothing here can fail.
    let data = try? encoder.encode(Document(version: version, companies: companies))
    return Array(data ?? Data()) + [0x0A]
  }

  /// Why bytes are no watchlist of this version, in words for the watchlist's row.
  struct Refusal: Error, Equatable {
    var reason: Watchlist.FileReason

    init(_ reason: Watchlist.FileReason) {
      self.reason = reason
    }
  }

  /// The companies `bytes` hold, a company listed twice once; or why they are no watchlist
  /// of this version.
  static func decode(_ bytes: [UInt8]) -> Result<[Company], Refusal> {
    let data = Data(bytes)
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      return .failure(Refusal(.notJSON))
    } catch {
      return .failure(Refusal(.notAWatchlist))
    }
    guard header.version == version else {
      return .failure(Refusal(.unknownVersion(header.version, reads: version)))
    }
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: data)
    } catch {
      let (place, fault) = Self.place(of: error)
      return .failure(Refusal(.wrongShape(version: version, place: place, fault)))
    }
    guard document.companies.count <= Watchlist.maxEntries else {
      return .failure(Refusal(.tooMany(document.companies.count, limit: Watchlist.maxEntries)))
    }
    var seen = Set<String>()
    return .success(document.companies.filter { seen.insert($0.code).inserted })
  }

  /// What `BoundedRead` refused, in words for the watchlist's row.
  private static func reason(_ error: BoundedReadError) -> Watchlist.FileReason {
    switch error {
    case .notRegular(let kind): .notAFile(FileKindName(kind))
    case .tooLarge(let size, let limit): .tooLarge(size: size, limit: limit)
    case .unopenable(let reason), .unreadable(let reason): .other(reason)
    }
  }

  /// Where a decoding error happened: `companies[3].code: 缺少`, say.
  /// Where a decoding error is (`companies[0].code`) and what is wrong there.
  private static func place(
    of error: any Error
  ) -> (String, Watchlist.FileReason.FieldFault) {
    guard let error = error as? DecodingError else { return ("", .unreadable) }
    let (path, fault): ([any CodingKey], Watchlist.FileReason.FieldFault) =
      switch error {
      case .keyNotFound(let key, let context): (context.codingPath + [key], .missing)
      case .typeMismatch(_, let context), .valueNotFound(_, let context):
        (context.codingPath, .wrongType)
      case .dataCorrupted(let context): (context.codingPath, .unreadable)
      @unknown default: ([], .unreadable)
      }
    let name = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    return (String(name.drop { $0 == "." }), fault)
  }

  /// The version alone, read first, so that a file of another version says so.
  private struct Header: Decodable {
    var version: Int
  }

  private struct Document: Codable {
    var version: Int
    var companies: [Company]
  }
}
