import SnapshotStore
import Testing

/// A snapshot's path component is kept whole up to 200 UTF-8 bytes and shortened past it,
/// keeping an extension of up to 16 bytes: both limits at the limit and one past.
@Suite struct SnapshotNameLimitTests {
  private func component(_ name: String) -> String {
    SnapshotLocation(relativePath: name).relativePath
  }

  @Test func componentOf200Bytes_IsKeptWholeAnd201IsShortened() {
    let exact = String(repeating: "a", count: 196) + ".txt"
    #expect(exact.utf8.count == 200)
    #expect(component(exact) == exact)
    let over = String(repeating: "a", count: 197) + ".txt"
    let shortened = component(over)
    #expect(shortened != over)
    #expect(shortened.utf8.count <= 200)
    #expect(shortened.hasSuffix(".txt"))
    #expect(shortened.utf8.count >= 190, "the stem keeps what the budget allows")
  }

  @Test func wideCharactersAtTheLimit_CountInBytes() {
    // 66 characters of three bytes and ".tx": 201 bytes, one past.
    let over = String(repeating: "長", count: 66) + ".tx"
    #expect(over.utf8.count == 201)
    #expect(component(over) != over)
    let exact = String(repeating: "長", count: 66) + ".t"
    #expect(component(exact) == exact)
  }

  @Test func extensionOf16Bytes_IsKeptWhenShorteningAnd17IsNot() {
    let stem = String(repeating: "s", count: 250)
    let sixteen = "." + String(repeating: "e", count: 15)
    let kept = component(stem + sixteen)
    #expect(kept.hasSuffix(sixteen))
    #expect(kept.dropLast(16).suffix(9).first == "-", "the hash tag comes before the extension")
    let seventeen = "." + String(repeating: "e", count: 16)
    let dropped = component(stem + seventeen)
    #expect(!dropped.hasSuffix(seventeen))
    #expect(dropped.suffix(9).first == "-", "too long for an extension: the tag ends the name")
    #expect(dropped.utf8.count <= 200)
  }
}
