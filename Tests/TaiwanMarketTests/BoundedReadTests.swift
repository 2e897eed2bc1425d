import FileStorage
import Foundation
import XCTest

/// The bounded read every file input goes through (the market files of `--data`, `play`'s
/// scenarios): at its limit and one byte past, and what is not a regular file.
final class BoundedReadTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("BoundedReadTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    if let folder { try? FileManager.default.removeItem(at: folder) }
  }

  private func file(_ bytes: [UInt8]) throws -> String {
    let url = folder.appendingPathComponent("f-\(UUID().uuidString)")
    try Data(bytes).write(to: url)
    return url.path
  }

  private func refusal(_ path: String, limit: Int) -> BoundedReadError? {
    do {
      _ = try BoundedRead.contents(of: path, limit: limit)
      return nil
    } catch {
      return error
    }
  }

  func testFileOfTheLimit_IsReadWholeAndOneByteMoreIsRefused() throws {
    let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    XCTAssertEqual(try BoundedRead.contents(of: try file(bytes), limit: 10_000), bytes)
    XCTAssertEqual(
      refusal(try file(bytes + [7]), limit: 10_000), .tooLarge(size: 10_001, limit: 10_000))
    XCTAssertEqual(
      refusal(try file(bytes + [7]), limit: 10_000)?.description,
      "is 10,001 bytes, more than the limit of 10,000")
  }

  func testEmptyFile_IsNoBytes() throws {
    XCTAssertEqual(try BoundedRead.contents(of: try file([]), limit: 0), [])
    XCTAssertEqual(refusal(try file([1]), limit: 0), .tooLarge(size: 1, limit: 0))
  }

  func testAFolderAFIFOAndADevice_AreNamedAndNotRead() throws {
    XCTAssertEqual(refusal(folder.path, limit: 10), .notRegular(.folder))
    let fifo = folder.appendingPathComponent("fifo").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    XCTAssertEqual(refusal(fifo, limit: 10), .notRegular(.fifo))
    XCTAssertEqual(
      refusal(fifo, limit: 10)?.description, "is a FIFO (named pipe), not a regular file")
    if FileManager.default.fileExists(atPath: "/dev/zero") {
      XCTAssertEqual(refusal("/dev/zero", limit: 10), .notRegular(.characterDevice))
    }
  }

  func testALinkIsFollowedToWhatItLeadsTo() throws {
    let target = try file(Array("台積電".utf8))
    let link = folder.appendingPathComponent("link").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    XCTAssertEqual(try BoundedRead.contents(of: link, limit: 9), Array("台積電".utf8))
  }

  func testAMissingFile_SaysSo() {
    XCTAssertEqual(
      refusal(folder.appendingPathComponent("none").path, limit: 10),
      .unopenable(reason: "No such file or directory", code: ENOENT))
  }
}
