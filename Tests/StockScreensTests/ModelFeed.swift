import StockScreens

/// A plain reference for `Feed`, written from the design's rules: one refresh and one
/// load-more in flight at most, a refresh wins over a load-more, a short page is the end, an
/// answer nobody waits for changes nothing, a failure keeps what is shown.
struct ModelFeed {
  typealias Event = Feed<Numbered>.Event
  typealias Command = Feed<Numbered>.Command

  let pageSize: Int
  private(set) var items: [Numbered] = []
  private(set) var top = RefreshState.idle
  private(set) var bottom = AppendState.idle
  private(set) var everLoaded = false
  private var awaitedRefresh: PageRequest?
  private var awaitedAppend: PageRequest?
  private var retryTarget: PageRequestKind?
  private var issued = 0

  init(pageSize: Int) {
    self.pageSize = pageSize
  }

  mutating func apply(_ event: Event) -> [Command] {
    switch event {
    case .refreshRequested: return refresh()
    case .loadMoreRequested:
      guard everLoaded, bottom == .idle else { return [] }
      return loadMore()
    case .retryRequested:
      switch retryTarget {
      case .refresh?: return refresh()
      case .append?:
        guard case .failed = bottom else { return [] }
        return loadMore()
      case nil: return []
      }
    case .pageLoaded(let request, let page):
      let end: AppendState = page.count < request.limit ? .exhausted : .idle
      if request == awaitedRefresh {
        awaitedRefresh = nil
        items = []
        add(page)
        everLoaded = true
        (top, bottom, retryTarget) = (.idle, end, nil)
      } else if request == awaitedAppend {
        awaitedAppend = nil
        add(page)
        (bottom, retryTarget) = (end, nil)
      }
    case .pageFailed(let request, let reason):
      if request == awaitedRefresh {
        awaitedRefresh = nil
        (top, retryTarget) = (.failed(reason), .refresh)
      } else if request == awaitedAppend {
        awaitedAppend = nil
        (bottom, retryTarget) = (.failed(reason), .append)
      }
    case .itemSelected(let id):
      return items.first { $0.id == id }.map { [.show($0)] } ?? []
    }
    return []
  }

  private mutating func refresh() -> [Command] {
    guard awaitedRefresh == nil else { return [] }
    if awaitedAppend != nil {
      awaitedAppend = nil
      bottom = .idle
    }
    top = .loading
    awaitedRefresh = issue(.refresh, offset: 0)
    return awaitedRefresh.map { [.fetch($0)] } ?? []
  }

  private mutating func loadMore() -> [Command] {
    guard awaitedRefresh == nil, awaitedAppend == nil else { return [] }
    bottom = .loading
    awaitedAppend = issue(.append, offset: items.count)
    return awaitedAppend.map { [.fetch($0)] } ?? []
  }

  private mutating func issue(_ kind: PageRequestKind, offset: Int) -> PageRequest {
    issued += 1
    return PageRequest(id: issued, kind: kind, offset: offset, limit: pageSize)
  }

  private mutating func add(_ page: [Numbered]) {
    for item in page where !items.contains(where: { $0.id == item.id }) { items.append(item) }
  }

  var rows: [FeedRow<Numbered>] {
    guard !items.isEmpty else {
      if case .failed(let reason) = top, !everLoaded {
        return [.header(top), .error(reason: reason)]
      }
      return everLoaded ? [.header(top), .empty()] : [.header(top)]
    }
    return [.header(top)] + items.map { .item($0) } + [
      .footer(bottom, whileRefreshing: top == .loading)
    ]
  }
}
