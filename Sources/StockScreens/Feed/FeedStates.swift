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
