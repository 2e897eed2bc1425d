import FileStorage
import Foundation
import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

@testable import StockScreensCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The watchlist's file: its format read back as written, what it refuses to read (and then
/// never writes over), a write interrupted before it lands, and where the file is by default,
/// from environments the tests make up. Every file is under a temporary folder.
final class WatchlistFileTests: XCTestCase {
  private var folder: URL!
  private let sample = Market.allCases.flatMap { EmbeddedSampleSource.data(for: $0).companies }

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("watchlist-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func file(_ name: String = "watchlist.json") -> WatchlistFile {
    WatchlistFile(path: folder.appendingPathComponent(name).path)
  }

  private func companies(_ codes: String...) throws -> [Company] {
    try codes.map { code in try XCTUnwrap(sample.first { $0.code == code }, code) }
  }

  private func write(_ text: String, to file: WatchlistFile) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file.path))
  }

  /// Why `file` cannot be read; fails when it can.
  private func refusal(of file: WatchlistFile, line: UInt = #line) -> String? {
    switch file.read() {
    case .success(let read):
      XCTFail("read \(read.map(\.code)) where a refusal was due", line: line)
      return nil
    case .failure(.unreadable(let path, let reason)):
      XCTAssertEqual(path, file.path, line: line)
      return reason.text(in: .source)
    case .failure(let other):
      XCTFail("\(other)", line: line)
      return nil
    }
  }

  // MARK: The format

  func testAListWritten_IsReadBackEqual_EveryFieldAndTheOrderKept() throws {
    let list = try companies("2330", "1101", "6488")
    let file = file("nested/folders/watchlist.json")
    XCTAssertNil(file.write(list))
    XCTAssertEqual(try file.read().get(), list)
    let text = try String(contentsOfFile: file.path, encoding: .utf8)
    XCTAssertTrue(text.contains(#""version" : 1"#), text)
    XCTAssertTrue(text.contains(#""shortName" : "台積電""#), "Chinese as it is: \(text.prefix(300))")
    XCTAssertEqual(
      WatchlistFile.encode(list), WatchlistFile.encode(list), "the same bytes each time")
  }

  func testNoFile_IsAnEmptyList() throws {
    XCTAssertEqual(try file().read().get(), [])
  }

  func testACompanyListedTwice_IsReadOnce() throws {
    let tsmc = try companies("2330")[0]
    let bytes = WatchlistFile.encode([tsmc, tsmc])
    XCTAssertEqual(try WatchlistFile.decode(bytes).get(), [tsmc])
  }

  func testWhatIsNoWatchlistOfThisVersion_IsRefusedWithItsReason() throws {
    let cases: [(text: String, reason: String)] = [
      ("", "不是有效的 JSON（寫到一半，或被改壞了）"),
      (#"{"version":1,"companies":["#, "不是有效的 JSON（寫到一半，或被改壞了）"),
      ("[1, 2]", "不是自選股檔案的格式（需要含 version 的 JSON 物件）"),
      (#"{"companies":[]}"#, "不是自選股檔案的格式（需要含 version 的 JSON 物件）"),
      (#"{"version":2,"companies":[]}"#, "格式版本 2 不是這個程式能讀的（它讀版本 1）"),
      (#"{"version":1}"#, "內容不符合版本 1 的格式：companies：缺少"),
      (#"{"version":1,"companies":[{"code":"2330"}]}"#, "內容不符合版本 1 的格式：companies[0].shortName：缺少"),
      (#"{"version":1,"companies":{}}"#, "內容不符合版本 1 的格式：companies：型別不符"),
      (#"{"version":1.5,"companies":[]}"#, "格式版本 1.5 不是這個程式能讀的（它讀版本 1）"),
      (#"{"version":"1","companies":[]}"#, #"格式版本 "1" 不是這個程式能讀的（它讀版本 1）"#),
      (#"{"version":1,"companies":[],"version":2}"#, "「version」出現兩次，無法判斷哪一個才算數"),
      (
        #"{"version":1,"companies":[{"code":"2330","code":"1101"}]}"#,
        "「companies[0].code」出現兩次，無法判斷哪一個才算數"
      ),
    ]
    let english = StockWords(Words(locale: "en"))
    var seen = Set<String>()
    for (text, reason) in cases {
      guard case .failure(let refusal) = WatchlistFile.decode(Array(text.utf8)) else {
        XCTFail("\(text) was read")
        continue
      }
      XCTAssertEqual(refusal.reason.text(in: .source), reason, text)
      let said = refusal.reason.text(in: english)
      XCTAssertFalse(said.unicodeScalars.contains { $0.value >= 0x2E80 }, said)
      seen.insert(said)
    }
    XCTAssertEqual(seen.count, 10, "each reason reads apart in English: \(seen.sorted())")
    XCTAssertTrue(
      seen.contains("the content does not fit format version 1: companies[0].shortName missing"),
      "\(seen.sorted())")
  }

  func testMoreCompaniesThanAWatchlistHolds_AtTheMostAndOnePast() throws {
    let many = (0...Watchlist.maxEntries).map {
      Company(
        code: String(9000 + $0), shortName: "\($0)", fullName: "\($0)", capital: nil,
        market: .listed)
    }
    XCTAssertEqual(
      try WatchlistFile.decode(WatchlistFile.encode(Array(many.prefix(Watchlist.maxEntries))))
        .get().count, Watchlist.maxEntries)
    XCTAssertEqual(
      WatchlistFile.decode(WatchlistFile.encode(many)),
      .failure(.init(.tooMany(Watchlist.maxEntries + 1, limit: Watchlist.maxEntries))))
    XCTAssertEqual(
      Watchlist.FileReason.tooMany(51, limit: 50).text(in: .source), "列了 51 家公司，最多 50 家")
  }

  func testAFileOverItsLimit_AtTheLimitAndOnePast_IsRefusedUnread() throws {
    let file = file()
    let head = Array(#"{"version":1,"companies":[]}"#.utf8)
    let padding = [UInt8](repeating: 0x20, count: WatchlistFile.maxBytes - head.count)
    try Data(head + padding).write(to: URL(fileURLWithPath: file.path))
    XCTAssertEqual(try file.read().get(), [], "at the limit")
    try Data(head + padding + [0x20]).write(to: URL(fileURLWithPath: file.path))
    XCTAssertEqual(refusal(of: file), "檔案有 1,048,577 位元組，超過上限 1,048,576")
  }

  func testAFolderOrAFIFO_IsNamedForWhatItIs_AndNeverWaitedOn() throws {
    let inFolder = file("a-folder")
    try FileManager.default.createDirectory(
      atPath: inFolder.path, withIntermediateDirectories: true)
    XCTAssertEqual(refusal(of: inFolder), "不是一般檔案（資料夾）")
    let fifo = file("a-fifo")
    XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
    XCTAssertEqual(refusal(of: fifo), "不是一般檔案（具名管道（FIFO））")
    XCTAssertEqual(
      Watchlist.FileReason.notAFile(.fifo).text(in: StockWords(Words(locale: "en"))),
      "not a regular file (a FIFO (named pipe))")
  }

  // MARK: Never written over, and whole or not at all

  @MainActor
  func testAFileThatCannotBeRead_IsNeverWrittenOver_WhateverTheWatchlistDoes() async throws {
    let file = file()
    let broken = #"{"version":1,"companies":[{"code":"2330""#
    try write(broken, to: file)
    let session = AppSession.start(source: EmbeddedSampleSource(), watchlist: file.store)
    let opened = try await session.send(.open(AppSession.watchlistName))
    XCTAssertEqual(
      opened.screen.row(at: 0)?.title,
      "無法讀取自選股檔案 \(file.path)：不是有效的 JSON（寫到一半，或被改壞了）；檔案保持原樣，這次的變更不會儲存")
    try await session.send(SessionEvent("add", EventArguments([.init("code", "2330")])))
    try await withDeadline("the look-up of 2330") { await session.waitUntilIdle() }
    XCTAssertEqual(session.current.screen.rowKeys, ["status", "storage", "company:2330"])
    XCTAssertEqual(try String(contentsOfFile: file.path, encoding: .utf8), broken)
  }

  func testAWriteThatFails_SaysWhy_AndTheFileIsAsItWas() throws {
    // A file where the watchlist's folder should be.
    try write("not a folder", to: file("blocked"))
    let file = file("blocked/watchlist.json")
    guard case .unsaved(let path, let reason)? = file.write(try companies("2330")) else {
      return XCTFail("a write under a file is refused")
    }
    XCTAssertEqual(path, file.path)
    XCTAssertEqual(reason, .system(code: ENOTDIR, text: "Not a directory"))
    XCTAssertEqual(reason.text(in: .source), "路徑中有一段不是資料夾")
    XCTAssertEqual(
      reason.text(in: StockWords(Words(locale: "en"))), "a part of the path is not a folder")
  }

  /// The atomic write's contract, interrupted at its most delicate point (the new file whole
  /// beside the old, not yet in its place): the old list stays, and the new one was complete.
  func testAWriteInterruptedBeforeItLands_LeavesTheOldListWhole() throws {
    var file = file()
    let old = try companies("2330")
    let new = try companies("2330", "1101")
    XCTAssertNil(file.write(old))
    struct Crash: Error {}
    let seen = LockedBox<[UInt8]>([])
    file.file.atomicFile = AtomicFile(beforeRename: { temporary in
      seen.value = Array(try Data(contentsOf: temporary))
      throw Crash()
    })
    XCTAssertNotNil(file.write(new))
    XCTAssertEqual(try file.read().get(), old)
    XCTAssertEqual(try WatchlistFile.decode(seen.value).get(), new, "what would have landed")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
      [".watchlist.json.lock", "watchlist.json"], "nothing left beside it but its lock")
  }

  @MainActor
  func testWhatKilledWritesLeft_GoesAtTheFirstRead_AndALinkStaysALink() throws {
    // A process number no system reaches: the write it began can never finish. It wrote
    // beside the file the link leads to, where every write of it goes.
    let kept = folder.appendingPathComponent("kept")
    try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
    let leftover = kept.appendingPathComponent(".mine.json.2147483646.0000abcd.tmp")
    let stranger = kept.appendingPathComponent(".notes.txt.2147483646.0000abcd.tmp")
    for file in [leftover, stranger] { try Data("half".utf8).write(to: file) }
    // The watchlist is a link to a file not made yet.
    let link = file("watchlist.json")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "kept/mine.json")
    let store = link.store
    XCTAssertEqual(store.stored.companies, [])
    XCTAssertFalse(FileManager.default.fileExists(atPath: leftover.path), "swept")
    XCTAssertTrue(FileManager.default.fileExists(atPath: stranger.path), "not the watchlist's")
    XCTAssertEqual(
      try link.update([.add(try companies("2330")[0])]).list.get().map(\.code), ["2330"])
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "kept/mine.json")
    XCTAssertEqual(
      try WatchlistFile(path: folder.appendingPathComponent("kept/mine.json").path).read().get()
        .map(\.code), ["2330"])
  }

  // MARK: Where the file is

  func testTheDefaultPlace_FromTheEnvironment() {
    let home = "/home/ada"
    let place = { (environment: [String: String], platform: WatchlistLocation.Platform) in
      WatchlistLocation.defaultFile(environment: environment, home: home, platform: platform)
    }
    XCTAssertEqual(place([:], .linux), "/home/ada/.local/share/stock-screens/watchlist.json")
    XCTAssertEqual(
      place(["XDG_DATA_HOME": "/data"], .linux), "/data/stock-screens/watchlist.json")
    XCTAssertEqual(
      place(["XDG_DATA_HOME": "relative"], .linux),
      "/home/ada/.local/share/stock-screens/watchlist.json", "a relative XDG_DATA_HOME is ignored")
    XCTAssertEqual(
      place(["XDG_DATA_HOME": ""], .linux), "/home/ada/.local/share/stock-screens/watchlist.json")
    XCTAssertEqual(
      place(["XDG_DATA_HOME": "/data"], .macOS),
      "/home/ada/Library/Application Support/stock-screens/watchlist.json")
    for platform in [WatchlistLocation.Platform.linux, .macOS] {
      XCTAssertEqual(
        place(["STOCK_SCREENS_WATCHLIST": "/tmp/w.json", "XDG_DATA_HOME": "/data"], platform),
        "/tmp/w.json")
      XCTAssertEqual(
        place(["STOCK_SCREENS_WATCHLIST": ""], platform).hasSuffix("stock-screens/watchlist.json"),
        true, "an empty variable names nothing")
    }
  }
}

/// A value a `@Sendable` closure sets and the test reads after.
private final class LockedBox<Value>: @unchecked Sendable {
  // Unchecked: read and written under `lock`.
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
