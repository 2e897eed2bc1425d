import StockScreens
import TaiwanMarket

#if canImport(Glibc)
  import Glibc
#endif

/// `paging.linear`: the time to append 10,000 pages of 20 companies to a `Feed`, over
/// the time to append 1,000 pages. Linear work gives about 10; a list that copied or
/// rescanned its items on every page would give about 100.
///
/// Each page is one `loadMoreRequested` (which issues the fetch) and one `pageLoaded`; the
/// pages are cut beforehand, as a data source would hand them over. Short and long runs
/// alternate, so that both meet the same load on a shared machine. Reading `rows` after
/// each page is not part of it: `rows` builds an array of every row, which is a front
/// end's choice to make once per screen update.
enum PagingFigure {
  private static let pageSize = 20

  /// Measures both lengths and reports their ratio.
  static func run(_ context: BenchContext) -> [Figure] {
    let companies = context.synthetic(10_000 * pageSize)
    let pages = stride(from: 0, to: companies.count, by: pageSize).map {
      Array(companies[$0..<min($0 + pageSize, companies.count)])
    }
    for _ in 0..<2 {
      context.sink.consume(append(pages.prefix(1_000)))
      context.sink.consume(append(pages[...]))
    }
    var short: [Double] = []
    var long: [Double] = []
    // One short run, then one long: each starts from the caches the other left, rather than
    // short runs following each other over data they had just warmed.
    for _ in 0..<context.options.count(full: 25, quick: 9) {
      short.append(timedAppend(pages.prefix(1_000), context))
      long.append(timedAppend(pages[...], context))
    }
    let shortSample = Sample(short)
    let longSample = Sample(long)
    return [
      Figure(
        name: "paging.linear", unit: .times, ours: longSample.median / shortSample.median,
        target: Target([.oursBelow(12)]),
        notes: [
          "1,000 pages: \(shortSample.summary)", "10,000 pages: \(longSample.summary)",
          "10,000 pages by thousand (µs): \(chunkTimes(pages))",
        ])
    ]
  }

  /// Hands the allocator's free memory back to the system, so that every run, short or
  /// long, builds its list in fresh pages. Otherwise a short run reuses the heap a long run
  /// left behind while a long run's large arrays always come fresh from the system, and
  /// the ratio measures the allocator rather than the list.
  private static func releaseFreeMemory() {
    #if canImport(Glibc)
      // glibc's malloc_trim is not in the Swift module of the C library; look it up.
      typealias Trim = @convention(c) (Int) -> Int32
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
  }

  /// The time to load `pages` into a new list. The list is torn down after the clock stops:
  /// releasing its items is not appending them.
  private static func timedAppend(_ pages: ArraySlice<[Company]>, _ context: BenchContext)
    -> Double
  {
    releaseFreeMemory()
    var list = Feed<Company>(pageSize: pageSize)
    let (time, count) = Stopwatch.time { append(pages, to: &list) }
    context.sink.consume(count)
    return time
  }

  /// Loads `pages` into a new list: a refresh for the first, load-more for the rest.
  private static func append(_ pages: ArraySlice<[Company]>) -> Int {
    var list = Feed<Company>(pageSize: pageSize)
    return append(pages, to: &list)
  }

  private static func append(_ pages: ArraySlice<[Company]>, to list: inout Feed<Company>)
    -> Int
  {
    var event = Feed<Company>.Event.refreshRequested
    for page in pages {
      guard case .fetch(let request)? = list.handle(event).first else { return -1 }
      list.handle(.pageLoaded(request, page))
      event = .loadMoreRequested
    }
    return list.items.count
  }

  /// The time of each thousand pages of one long run: flat when appending is linear (with
  /// bumps where the list's storage doubles).
  private static func chunkTimes(_ pages: [[Company]]) -> String {
    var list = Feed<Company>(pageSize: pageSize)
    var event = Feed<Company>.Event.refreshRequested
    var times: [String] = []
    var start = Stopwatch.nanoseconds()
    for (number, page) in pages.enumerated() {
      guard case .fetch(let request)? = list.handle(event).first else { break }
      list.handle(.pageLoaded(request, page))
      event = .loadMoreRequested
      if number % 1_000 == 999 {
        let now = Stopwatch.nanoseconds()
        times.append(NumberText.format(Double(now - start) / 1_000, .nanoseconds))
        start = now
      }
    }
    return times.joined(separator: " ")
  }
}
