import FileStorage
import Foundation
import ScreenModel
import StockScreens
import XCTest

@testable import StockScreensCLI

/// The settings' file: its format read back as written, what it refuses to read (naming the
/// file and the field, and then never writing over it), changes of two programs to two fields
/// both kept, and where the file is by default. Every file is under a temporary folder.
final class SettingsFileTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("settings-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func file(_ name: String = "settings.json") -> SettingsFile {
    SettingsFile(path: folder.appendingPathComponent(name).path)
  }

  private func write(_ text: String, to file: SettingsFile) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file.path))
  }

  /// Why `text` in a file cannot be read, in zh-Hant and in English; checks that the file
  /// is named and that a change leaves the bytes as they were.
  private func refusal(of text: String, line: UInt = #line) throws -> [String] {
    let file = file()
    try write(text, to: file)
    let (changed, _) = file.update([.rise(.green)])
    guard case .failure(let problem) = changed, case .unreadable(let path, let reason) = problem
    else {
      XCTFail("\(changed) where a refusal was due", line: line)
      return []
    }
    XCTAssertEqual(path, file.path, line: line)
    XCTAssertEqual(
      try String(contentsOfFile: file.path, encoding: .utf8), text, "untouched", line: line)
    XCTAssertTrue(
      problem.text(in: .source).contains(file.path), problem.text(in: .source), line: line)
    return [reason.text(in: .source), reason.text(in: StockWords(Words(locale: "en")))]
  }

  func testSettingsWritten_AreReadBack_AsTheFileShowsThem() throws {
    let file = file("nested/settings.json")
    let (saved, _) = file.update([.rise(.green), .openingMarket(.otc)])
    XCTAssertEqual(try saved.get(), Settings(rise: .green, openingMarket: .otc))
    XCTAssertEqual(try file.read().get(), Settings(rise: .green, openingMarket: .otc))
    XCTAssertEqual(
      try String(contentsOfFile: file.path, encoding: .utf8),
      """
      {
        "language" : "system",
        "openingMarket" : "otc",
        "rise" : "green",
        "version" : 1
      }

      """)
  }

  func testNoFile_IsTheDefaults_AndAChangeToNothingWritesNothing() throws {
    XCTAssertEqual(try file().read().get(), Settings())
    _ = file().update([.rise(.red)])
    XCTAssertFalse(FileManager.default.fileExists(atPath: file().path))
  }

  func testASettingLeftOut_TakesItsDefault() throws {
    try write(#"{"version":1,"rise":"green"}"#, to: file())
    XCTAssertEqual(try file().read().get(), Settings(rise: .green))
  }

  func testWhatTheFormatDoesNotHave_IsRefused_NamingTheField_TheFileUntouched() throws {
    XCTAssertEqual(
      try refusal(of: #"{"version":1,"colour":"green"}"#),
      ["「colour」不是這個格式的欄位", #""colour" is not a field of this format"#])
    XCTAssertEqual(
      try refusal(of: #"{"version":1,"rise":"blue"}"#),
      [
        "「rise」的值 \"blue\" 不能用（可用的值：red, green）",
        #""rise" cannot be "blue" (it takes red, green)"#,
      ])
    XCTAssertEqual(
      try refusal(of: #"{"version":1,"openingMarket":1}"#).last,
      #""openingMarket" cannot be 1 (it takes none, listed, otc, emerging)"#)
    XCTAssertEqual(
      try refusal(of: #"{"version":1,"rise":"red","rise":"green"}"#).last,
      #""rise" appears twice, and which one counts cannot be told"#)
    XCTAssertEqual(
      try refusal(of: #"{"version":2}"#).last,
      "format version 2 is not one this program reads (it reads version 1)")
    XCTAssertEqual(try refusal(of: #"{"rise":"red"}"#).first, "內容不符合版本 1 的格式：version：缺少")
    XCTAssertEqual(
      try refusal(of: #"{"version":1,"#).last, "not valid JSON (cut off while written, or damaged)")
  }

  /// The largest file read is `maxBytes`: one of that size is read, one a byte more refused.
  func testAFileAtItsLimit_IsRead_AndOneByteMore_IsRefused() throws {
    let head = #"{"version":1,"rise":"green""#
    let padding = SettingsFile.maxBytes - head.utf8.count - 1
    let atLimit = head + String(repeating: " ", count: padding) + "}"
    XCTAssertEqual(atLimit.utf8.count, SettingsFile.maxBytes)
    try write(atLimit, to: file())
    XCTAssertEqual(try file().read().get(), Settings(rise: .green))
    XCTAssertEqual(
      try refusal(of: head + String(repeating: " ", count: padding + 1) + "}").first,
      "檔案有 4,097 位元組，超過上限 4,096")
  }

  /// Two programs change two settings at once, each many times: each change is made to the
  /// settings as the file holds them then, so neither loses the other's.
  func testTwoKeepersChangingTwoFields_LoseNeitherChange() throws {
    let path = file().path
    DispatchQueue.concurrentPerform(iterations: 2) { side in
      let keeper = SettingsFile(path: path)
      for round in 0..<40 {
        let last = round == 39
        if side == 0 {
          _ = keeper.update([.rise(last || round.isMultiple(of: 2) ? .green : .red)])
        } else {
          _ = keeper.update([.openingMarket(last || round.isMultiple(of: 2) ? .emerging : .listed)])
        }
      }
    }
    XCTAssertEqual(try file().read().get(), Settings(rise: .green, openingMarket: .emerging))
  }

  func testTheDefaultFile_IsBesideTheWatchlist_OrWhereTheEnvironmentSays() {
    let place = { (environment: [String: String]) in
      SettingsLocation.file(
        for: { _ in nil }, environment: environment, home: "/home/ada", platform: .linux
      ).path
    }
    XCTAssertEqual(place([:]), "/home/ada/.local/share/stock-screens/settings.json")
    XCTAssertEqual(place(["STOCK_SCREENS_SETTINGS": "/tmp/s.json"]), "/tmp/s.json")
    XCTAssertEqual(
      SettingsLocation.file(
        for: { $0 == "--settings" ? "/given.json" : nil }, environment: [:], home: "/h"
      ).path, "/given.json")
  }
}
