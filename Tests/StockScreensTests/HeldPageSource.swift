import StockScreens

/// A page source for tests: serves pages from an array, can hold answers until
/// they are released, and fails on demand.
///
///     let source = HeldPageSource(items: companies)
///     await source.hold()
///     // a page request now waits…
///     await source.releaseAll()
///     // …and is answered, in request order
public actor HeldPageSource<Item: PageItem>: PageSource {
  /// A request as the source saw it.
  public struct Request: Hashable, Sendable {
    /// The offset asked for.
    public var offset: Int
    /// The limit asked for.
    public var limit: Int
  }

  /// The items the pages are cut from; tests may change them between pages.
  public var items: [Item]
  /// Every request received, in order.
  public private(set) var requests: [Request] = []
  private var isHolding = false
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var failures: [String] = []

  public init(items: [Item]) {
    self.items = items
  }

  /// Replaces the items, as if the data changed between two pages.
  public func setItems(_ items: [Item]) {
    self.items = items
  }

  /// Holds every answer from now on until `releaseAll()`.
  public func hold() {
    isHolding = true
  }

  /// Answers every held request, in the order they came, and stops holding.
  public func releaseAll() {
    isHolding = false
    let released = waiting
    waiting = []
    for continuation in released { continuation.resume() }
  }

  /// Answers the oldest held request only; later ones stay held.
  public func releaseOne() {
    guard !waiting.isEmpty else { return }
    waiting.removeFirst().resume()
  }

  /// The number of requests waiting for release.
  public var heldCount: Int { waiting.count }

  /// Makes the next request fail with `reason`.
  public func failNext(_ reason: String) {
    failures.append(reason)
  }

  /// The page at `offset`, after any hold; fails if a failure is pending.
  public func page(offset: Int, limit: Int) async throws -> [Item] {
    requests.append(Request(offset: offset, limit: limit))
    let failure = failures.isEmpty ? nil : failures.removeFirst()
    if isHolding {
      await withCheckedContinuation { waiting.append($0) }
    }
    if let failure { throw PageSourceError(reason: failure) }
    guard offset >= 0, limit > 0, offset < items.count else { return [] }
    return Array(items[offset..<min(items.count, offset + limit)])
  }
}
