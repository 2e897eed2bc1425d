import TaiwanMarket

/// The company profile page: a document from a backend whose parts may be null.
///
/// A pure state machine: opening asks the shell for the document; the rows show exactly the
/// parts present, in a fixed order.
///
///     var (profile, commands) = CompanyProfile.open(code: "2330")
///     // commands == [.fetchProfile(code: "2330")]; the rows show 正在取得 2330 的公司資料…
///     profile.handle(.documentLoaded(document, problems: []))
public struct CompanyProfile: Equatable, Sendable {
  /// Where the page stands.
  public enum Phase: Equatable, Sendable {
    /// The document is being fetched.
    case loading
    /// The document arrived.
    case loaded(ProfileDocument)
    /// Fetching failed with this reason.
    case failed(String)
    /// No company has this code.
    case notFound
  }

  /// Something that happened to the page.
  public enum Event: Hashable, Sendable {
    /// The document arrived; `problems` lists parts dropped for their shape (for logs).
    case documentLoaded(ProfileDocument, problems: [ProfileProblem])
    /// Fetching failed.
    case loadFailed(reason: String)
    /// No company has the code.
    case companyNotFound
    /// The user asked to fetch again after a failure.
    case retryRequested
    /// The user tapped a row that has an action.
    case actionSelected(ProfileAction)
    /// The user asked to watch the company shown (the profile's `加入自選股`).
    case watchRequested
    /// The day's quote arrived: what the quotes hold for the company.
    case quoteLoaded(QuoteLookup)
    /// The day's quote could not be had.
    case quoteFailed(reason: String)
  }

  /// Something the page asks its shell to do.
  public enum Command: Hashable, Sendable {
    /// Fetch the profile document of this code.
    case fetchProfile(code: String)
    /// Perform a row's action (open a web page, call, write an e-mail).
    case perform(ProfileAction)
    /// Watch the company with this code: an output, which the registration delivers to the
    /// watchlist.
    case watch(code: String)
    /// Look up the day's quote of this code in this market's quotes, and answer with
    /// `quoteLoaded` or `quoteFailed`.
    case fetchQuote(code: String, market: Market)
  }

  /// The company code the page is for.
  public let code: String
  /// Where the page stands.
  public private(set) var phase: Phase
  /// Parts of the last document dropped for their shape.
  public private(set) var problems: [ProfileProblem] = []
  /// The words its title and its own rows are in: a session's, or zh-Hant for a page made
  /// alone. The document's labels are the document's.
  public var words: StockWords
  /// The markets whose day's quotes the page shows; none (the default) shows no quote.
  public var quotedMarkets: [Market] = []
  /// Where the company's day's quote stands.
  public internal(set) var quote: QuotePhase = .none

  public init(
    code: String, document: ProfileDocument, problems: [ProfileProblem] = [],
    words: StockWords = .source
  ) {
    self.code = code
    self.phase = .loaded(document)
    self.problems = problems
    self.words = words
  }

  private init(loading code: String, words: StockWords) {
    self.code = code
    self.phase = .loading
    self.words = words
  }

  /// Opens the page for `code` in `words`: it shows loading and asks for the document.
  public static func open(
    code: String, words: StockWords = .source
  ) -> (CompanyProfile, [Command]) {
    (CompanyProfile(loading: code, words: words), [.fetchProfile(code: code)])
  }

  /// Applies `event` and returns what the shell must do.
  @discardableResult
  public mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .documentLoaded(let document, let problems):
      guard phase == .loading else { return [] }
      phase = .loaded(document)
      self.problems = problems
      return requestQuote(in: document.header?.market)
    case .loadFailed(let reason):
      guard phase == .loading else { return [] }
      phase = .failed(reason)
    case .companyNotFound:
      guard phase == .loading else { return [] }
      phase = .notFound
    case .retryRequested:
      guard case .failed = phase else { return [] }
      phase = .loading
      return [.fetchProfile(code: code)]
    case .actionSelected(let action):
      guard rows.contains(where: { $0.action == .actionSelected(action) }) else { return [] }
      return [.perform(action)]
    case .watchRequested:
      // Only a company the page found: a code still loading, failed or unknown is no company.
      guard case .loaded = phase else { return [] }
      return [.watch(code: code)]
    case .quoteLoaded, .quoteFailed:
      receiveQuote(event)
    }
    return []
  }
}

/// What tapping a profile row asks the front end to do, as a value a test can compare.
public enum ProfileAction: Hashable, Sendable {
  /// Open this web address.
  case openWebsite(String)
  /// Write an e-mail to this address.
  case sendEmail(String)
  /// Call this number.
  case call(String)
}
