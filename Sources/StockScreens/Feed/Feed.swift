import ScreenModel

/// A list that arrives in pages: pull-to-refresh and load-more without the classic bugs.
///
/// A pure state machine over any `PageItem`. Refresh replaces the items only when its page
/// arrives; load-more never fires twice for a page; a refresh issued during a load-more wins
/// and the late page is discarded; an item that arrives twice is kept once; a short page
/// marks the end.
///
///     var feed = Feed<Company>(pageSize: 20, title: "公司一覽")
///     let commands = feed.handle(.refreshRequested)
///     // commands == [.fetch(#1 refresh offset 0 limit 20)]
public struct Feed<Item: PageItem>: Equatable, Sendable {
  /// Something that happened to the list.
  public enum Event: Hashable, Sendable {
    /// Pull-to-refresh, or the first load when the list opens.
    case refreshRequested
    /// The user reached the bottom.
    case loadMoreRequested
    /// Retry whichever load failed last.
    case retryRequested
    /// A page arrived for `request`.
    case pageLoaded(PageRequest, [Item])
    /// The page for `request` failed.
    case pageFailed(PageRequest, reason: String)
    /// The user picked the item with this id, to see it on a screen of its own.
    case itemSelected(Item.ID)
  }

  /// Something the list asks its shell to do.
  public enum Command: Hashable, Sendable {
    /// Fetch this page and answer with `pageLoaded` or `pageFailed`.
    case fetch(PageRequest)
    /// Show this item on a screen of its own: the feed's output, for whoever runs it.
    case show(Item)
  }

  /// Items per page.
  public let pageSize: Int
  /// The screen's title.
  public let title: String
  /// The words its rows are in.
  public let words: StockWords
  /// The items on screen, each identity once.
  public private(set) var items: [Item] = []
  /// The refresh direction.
  public private(set) var refreshState: RefreshState = .idle
  /// The append direction.
  public private(set) var appendState: AppendState = .idle
  /// True once a first page has arrived.
  public private(set) var hasLoaded = false
  /// The refresh in flight, whose answer is awaited.
  public private(set) var pendingRefresh: PageRequest?
  /// The load-more in flight, whose answer is awaited.
  public private(set) var pendingAppend: PageRequest?
  /// Bumped whenever a refresh replaces the items; in between, items are only appended.
  private(set) var generation = 0

  /// How often the list refreshes by itself while it shows; nil never.
  public var refreshInterval: Duration?

  private var identities = IdentityTable()
  private var lastFailed: PageRequestKind?
  private var nextRequestID = 1

  /// Creates an empty list whose rows are in `words`; send `.refreshRequested` to load the
  /// first page. Without a title it is `列表`, `List` in English: the word of `words`.
  public init(pageSize: Int = 20, title: String? = nil, words: StockWords = .source) {
    self.pageSize = max(1, pageSize)
    self.title = title ?? words["feed.untitled"]
    self.words = words
  }

  /// A timer that refreshes the list every `refreshInterval`, while one is set.
  public var subscriptions: [Subscription<Event>] {
    guard let refreshInterval else { return [] }
    return [.every(refreshInterval, id: "refresh", immediately: false) { _ in .refreshRequested }]
  }

  /// The classic control's view of the refresh direction.
  public var refreshControlState: RefreshControlState {
    switch refreshState {
    case .loading: .loading
    case .failed(let reason): .loaded(error: reason)
    case .idle: hasLoaded ? .loaded(error: nil) : .idle
    }
  }

  /// Applies `event` and returns what the shell must do.
  @discardableResult
  public mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .refreshRequested: return refresh()
    case .loadMoreRequested: return loadMore()
    case .retryRequested:
      switch lastFailed {
      case .refresh: return refresh()
      case .append: return retryAppend()
      case nil: return []
      }
    case .pageLoaded(let request, let page):
      receive(page, for: request)
      return []
    case .pageFailed(let request, let reason):
      fail(request, reason: reason)
      return []
    case .itemSelected(let id):
      return items.first { $0.id == id }.map { [.show($0)] } ?? []
    }
  }

  private mutating func refresh() -> [Command] {
    guard pendingRefresh == nil else { return [] }
    // A refresh wins over a load-more in flight: its page will be discarded on arrival.
    if pendingAppend != nil {
      pendingAppend = nil
      appendState = .idle
    }
    let request = makeRequest(.refresh, offset: 0)
    pendingRefresh = request
    refreshState = .loading
    return [.fetch(request)]
  }

  private mutating func loadMore() -> [Command] {
    guard hasLoaded, pendingRefresh == nil, pendingAppend == nil, appendState == .idle else {
      return []
    }
    return startAppend()
  }

  private mutating func retryAppend() -> [Command] {
    guard case .failed = appendState, pendingRefresh == nil, pendingAppend == nil else { return [] }
    return startAppend()
  }

  private mutating func startAppend() -> [Command] {
    let request = makeRequest(.append, offset: items.count)
    pendingAppend = request
    appendState = .loading
    return [.fetch(request)]
  }

  private mutating func makeRequest(_ kind: PageRequestKind, offset: Int) -> PageRequest {
    defer { nextRequestID += 1 }
    return PageRequest(id: nextRequestID, kind: kind, offset: offset, limit: pageSize)
  }

  private mutating func receive(_ page: [Item], for request: PageRequest) {
    let isShort = page.count < request.limit
    if request == pendingRefresh {
      pendingRefresh = nil
      items = []
      generation += 1
      identities.removeAll()
      append(page)
      hasLoaded = true
      refreshState = .idle
      appendState = isShort ? .exhausted : .idle
      lastFailed = nil
    } else if request == pendingAppend {
      pendingAppend = nil
      append(page)
      appendState = isShort ? .exhausted : .idle
      lastFailed = nil
    }
  }

  private mutating func append(_ page: [Item]) {
    for item in page {
      let id = item.id
      let known = identities.insert(
        hash: id.hashValue, position: items.count, isSame: { items[$0].id == id })
      if known == nil { items.append(item) }
    }
  }

  private mutating func fail(_ request: PageRequest, reason: String) {
    if request == pendingRefresh {
      pendingRefresh = nil
      refreshState = .failed(reason)
      lastFailed = .refresh
    } else if request == pendingAppend {
      pendingAppend = nil
      appendState = .failed(reason)
      lastFailed = .append
    }
  }
}

/// The state of the refresh direction (the top of the list).
public enum RefreshState: Hashable, Sendable {
  /// Nothing in flight.
  case idle
  /// The first page is being fetched; the old items stay until it arrives.
  case loading
  /// The last refresh failed with this reason; the old items stayed.
  case failed(String)
}

/// The state of the append direction (the bottom of the list).
public enum AppendState: Hashable, Sendable {
  /// More may come; load-more will ask for it.
  case idle
  /// The next page is being fetched.
  case loading
  /// The last load-more failed with this reason; load-more waits for a retry.
  case failed(String)
  /// A short page arrived: there is nothing more.
  case exhausted
}

/// The three states of a classic refresh control, for front ends that want only those.
public enum RefreshControlState: Hashable, Sendable {
  /// Never loaded.
  case idle
  /// A refresh is in flight.
  case loading
  /// The last refresh finished, with its failure's reason if it failed.
  case loaded(error: String?)
}
