import FileStorage
import Foundation

/// Reads each market from a folder of exchange files (the command line's `--data DIR`).
///
/// Per market, the first of these files that exists is read: listed `t187ap03_L.csv` or
/// `t187ap03_L.json`; OTC `t187ap03_O.csv` or `mopsfin_t187ap03_O.json`; emerging
/// `t187ap03_R.csv` or `mopsfin_t187ap03_R.json`. The body decides CSV or JSON.
///
///     let source = FolderSource(folder: URL(fileURLWithPath: "../shared/data"))
///     print(try await source.load(.otc).companies.count)
///     // Prints "831"
public struct FolderSource: MarketDataSource {
  /// The folder read.
  public let folder: URL
  /// The largest file read, in bytes (64 MiB); the real files are under 1 MB.
  public static let maxFileBytes = 64 << 20

  public init(folder: URL) {
    self.folder = folder
  }

  /// The names looked for, in order, for `market`.
  public static func candidateNames(for market: Market) -> [String] {
    switch market {
    case .listed: ["t187ap03_L.csv", "t187ap03_L.json"]
    case .otc: ["t187ap03_O.csv", "mopsfin_t187ap03_O.json"]
    case .emerging: ["t187ap03_R.csv", "mopsfin_t187ap03_R.json"]
    }
  }

  /// Reads and decodes the first file of `market` that exists.
  ///
  /// Throws `.notFound` (with the first name looked for) when none exists, `.unreadable`
  /// when a file cannot be read or is too large, or the decoder's error.
  public func load(_ market: Market) async throws(MarketDataError) -> MarketData {
    let names = Self.candidateNames(for: market)
    let files = names.map { folder.appendingPathComponent($0, isDirectory: false) }
    guard let file = files.first(where: Self.isPresent) else {
      let expected = files.first?.path ?? folder.path
      throw MarketDataError(market: market, origin: .file(path: expected), kind: .notFound)
    }
    let origin = DataOrigin.file(path: file.path)
    let body = try Self.read(file, limit: Self.maxFileBytes, market: market, origin: origin)
    let type = file.pathExtension == "json" ? "application/json" : "text/csv"
    return try MarketDataDecoder.decode(body, contentType: type, market: market, origin: origin)
  }

  /// Whether something is at `url` (a file of any kind, or a link to one): the first name
  /// that exists is the market's file, and reading it says what is wrong with it.
  static func isPresent(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && !isDirectory.boolValue
  }

  /// The bytes of `file`, read whole when it is a regular file of at most `limit` bytes.
  static func read(
    _ file: URL, limit: Int, market: Market, origin: DataOrigin
  ) throws(MarketDataError) -> Data {
    func unreadable(_ detail: String) -> MarketDataError {
      MarketDataError(market: market, origin: origin, kind: .unreadable(detail))
    }
    // Bounded and refused before reading: a huge file is never loaded into memory, and a
    // FIFO or a device (a link to /dev/zero) is named for what it is, never read for ever.
    do throws(BoundedReadError) {
      return Data(try BoundedRead.contents(of: file.path, limit: limit))
    } catch {
      switch error {
      case .tooLarge(let size, let limit):
        throw MarketDataError(
          market: market, origin: origin,
          kind: .fileTooLarge(size: Int64(size), limit: Int64(limit)))
      case .notRegular(let kind):
        throw MarketDataError(market: market, origin: origin, kind: .notAFile(FileKindName(kind)))
      case .unopenable(let reason, _), .unreadable(let reason, _): throw unreadable(reason)
      }
    }
  }
}

extension FileKindName {
  /// The name of a kind a bounded read refused.
  public init(_ kind: FileKind) {
    switch kind {
    case .folder: self = .folder
    case .fifo: self = .fifo
    case .characterDevice: self = .characterDevice
    case .blockDevice: self = .blockDevice
    case .socket: self = .socket
    case .regular, .other: self = .other
    }
  }
}
