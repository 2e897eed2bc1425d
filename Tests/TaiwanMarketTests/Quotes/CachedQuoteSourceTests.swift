import Foundation
import TaiwanMarket
import Testing

/// The cache of quotes: the last good answer kept, served marked stale when the source
/// fails, never an answer without a quote, and what the decoder skipped kept with it.
@Suite final class CachedQuoteSourceTests {
  /// A source that answers what it is told to, in turn.
  private final class Scripted: QuoteSource, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Result<QuoteData, MarketDataError>]

    init(_ answers: [Result<QuoteData, MarketDataError>]) {
      self.answers = answers
    }

    var quotedMarkets: [Market] { [.listed] }

    func loadQuotes(_ market: Market) async throws(MarketDataError) -> QuoteData {
      let answer = lock.withLock { answers.removeFirst() }
      return try answer.get()
    }
  }

  private let folder: URL
  private let failure = MarketDataError(
    market: .listed, origin: .url("http://127.0.0.1/"), kind: .httpStatus(503))

  init() throws {
    folder = try TestFiles.temporaryFolder()
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  private var good: QuoteData {
    var data = EmbeddedQuoteSource.data(for: .listed)
    data.issues = [
      DecodingIssue(kind: .unusableValue(field: "收盤價", found: "abc"), line: 9, origin: .embedded)
    ]
    return data
  }

  @Test func aFailure_IsServedTheLastGoodAnswerMarkedStale() async throws {
    let source = CachedQuoteSource(
      wrapping: Scripted([.success(good), .failure(failure)]), folder: folder)
    #expect(source.quotedMarkets == [.listed])
    let first = try await source.loadQuotes(.listed)
    #expect(first == good)
    let stale = try await source.loadQuotes(.listed)
    #expect(stale.staleBecause == failure)
    #expect(stale.quotes == good.quotes)
    #expect(stale.issues == good.issues)
    #expect(stale.notes == good.notes)
    #expect(stale.date == good.date)
    #expect(stale.origin == .cache(path: source.cacheFile(for: .listed).path))
    #expect(source.cacheFile(for: .listed).lastPathComponent == "quotes-listed.json")
  }

  @Test func aFailureWithNothingKept_IsTheFailure() async {
    let source = CachedQuoteSource(wrapping: Scripted([.failure(failure)]), folder: folder)
    await #expect(throws: failure) { try await source.loadQuotes(.listed) }
  }

  @Test func anAnswerWithoutAQuote_IsNeverKeptAndTheKeptOneIsServed() async throws {
    let empty = QuoteData(market: .listed, quotes: [], origin: .memory(name: "m"))
    let source = CachedQuoteSource(
      wrapping: Scripted([.success(good), .success(empty)]), folder: folder)
    _ = try await source.loadQuotes(.listed)
    let served = try await source.loadQuotes(.listed)
    #expect(served.staleBecause?.kind == .noUsableQuotes(unusable: 0))
    #expect(served.quotes == good.quotes)
  }

  @Test func aFileThatCannotBeRead_IsAbsent() async throws {
    let source = CachedQuoteSource(wrapping: Scripted([.failure(failure)]), folder: folder)
    try Data("{not json".utf8).write(to: source.cacheFile(for: .listed))
    await #expect(throws: failure) { try await source.loadQuotes(.listed) }
  }
}
