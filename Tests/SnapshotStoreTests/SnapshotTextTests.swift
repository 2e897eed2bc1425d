import SnapshotStore
import Testing

@Suite struct SnapshotTextTests {
  @Test func canonical_EndsWithExactlyTheOneNewlineItHasOrGets() {
    #expect(SnapshotText.canonical("") == "\n")
    #expect(SnapshotText.canonical("a") == "a\n")
    #expect(SnapshotText.canonical("a\n") == "a\n")
    #expect(SnapshotText.canonical("a\n\n") == "a\n\n")
  }

  @Test func canonical_TurnsCRLFAndLoneCRIntoLF() {
    #expect(SnapshotText.canonical("a\r\nb\rc\r\n") == "a\nb\nc\n")
    #expect(SnapshotText.canonical("a\r\r\nb") == "a\n\nb\n")
  }

  @Test func normalizing_KeepsEverythingElse() {
    #expect(SnapshotText.normalizingLineEndings("台積電 \t \n") == "台積電 \t \n")
    #expect(SnapshotText.normalizingLineEndings("x\r") == "x\n")
  }
}
