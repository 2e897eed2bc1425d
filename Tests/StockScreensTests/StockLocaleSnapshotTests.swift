import ScreenModel
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import XCTest

/// The stock screens' own words in every shipped locale and in the pseudo-locale, each state
/// a reference per locale (`name.txt` in zh-Hant, `name.en.txt`, `name.en-XA.txt`): in `en`
/// no Chinese is left but the data's, and in `en-XA` every word of a catalog is bracketed.
final class StockLocaleSnapshotTests: XCTestCase {
  private static let locales = [Words.sourceLocale, "en", "en-XA"]

  /// Every key of the stock screens' catalogs and the package's has words in each locale:
  /// none shows in another language for want of a translation.
  func testEveryCatalog_HasEveryKeyInEachLocale() {
    assertCatalogsComplete(StockWords.catalogs)
  }

  /// At most `limit` rows of `screen`, so a storyboard shows each kind of row once.
  private static func head<Rows: RowCollection>(
    _ screen: Screen<Rows>, _ limit: Int = 5
  ) -> Screen<[Rows.Element]> {
    Screen(title: screen.title, rows: Array(screen.rows.prefix(limit)))
  }

  /// The directory in `words`: nothing fetched, a market loaded beside a failed and a loading
  /// one, a search that finds, one that does not.
  private static func directoryStory(in words: Words) -> Storyboard {
    var directory = CompanyDirectory(words: StockWords(words))
    var board = Storyboard()
    board.append("nothing fetched", head(directory.screen))
    let failure = MarketDataError(
      market: .otc, origin: .memory(name: "test"), kind: .reported("HTTP 503"))
    for event: DirectoryEvent in [
      .loadRequested(.listed), .marketLoaded(EmbeddedSampleSource.data(for: .listed)),
      .loadRequested(.otc), .marketFailed(failure), .loadRequested(.emerging),
    ] {
      directory.handle(event)
    }
    board.append("listed loaded, OTC failed, emerging loading", head(directory.screen, 6))
    directory.handle(.filterChanged("台積"))
    board.append("search 台積", head(directory.screen))
    directory.handle(.filterChanged("xyz"))
    board.append("search xyz", head(directory.screen))
    return board
  }

  func testDirectory_MainStates() {
    assertTextSnapshot(in: Self.locales) { Self.directoryStory(in: $0) }
    let english = Self.directoryStory(in: Words(locale: "en")).snapshotText
    let data = EmbeddedSampleSource.data(for: .listed).companies.flatMap {
      [$0.shortName, $0.fullName]
    }
    XCTAssertEqual(Self.chinese(in: english, besides: data + ["台積"]), [])
  }

  func testDirectory_ReadAloud() {
    var directory = CompanyDirectory()
    let events: [DirectoryEvent] = [
      .loadRequested(.listed), .marketLoaded(EmbeddedSampleSource.data(for: .listed)),
    ]
    assertTextSnapshot(in: Self.locales, as: .lines) { words in
      directory = CompanyDirectory(words: StockWords(words))
      for event in events { directory.handle(event) }
      return Self.head(directory.screen, 3).accessibilityText(in: words)
    }
  }

  /// The profile in `words`: fetching, a company of the market data, the same with the service
  /// down, a failed fetch, a code no company has.
  private static func profileStory(in words: Words) -> Storyboard {
    let stock = StockWords(words)
    var board = Storyboard()
    var profile = CompanyProfile.open(code: "2330", words: stock).0
    board.append("fetching 2330", profile.screen)
    var document = ProfileDocument(company: tsmc, words: stock.words)
    profile.handle(.documentLoaded(document, problems: []))
    board.append("2330 from the market data", profile.screen)
    document.serviceAble = false
    board.append(
      "service down", CompanyProfile(code: "2330", document: document, words: stock).screen)
    var failed = CompanyProfile.open(code: "2330", words: stock).0
    failed.handle(.loadFailed(reason: "HTTP 503"))
    board.append("fetch failed", failed.screen)
    var missing = CompanyProfile.open(code: "9999", words: stock).0
    missing.handle(.companyNotFound)
    board.append("no company 9999", missing.screen)
    return board
  }

  private static var tsmc: Company {
    EmbeddedSampleSource.data(for: .listed).companies.first { $0.code == "2330" }!
  }

  func testProfile_MainStates() {
    assertTextSnapshot(in: Self.locales) { Self.profileStory(in: $0) }
    let english = Self.profileStory(in: Words(locale: "en")).snapshotText(in: Words(locale: "en"))
    let company = Self.tsmc
    let data = [
      company.shortName, company.fullName, company.chairman, company.generalManager,
      company.spokesperson, company.spokespersonTitle, company.parValue, company.transferAgent,
    ].compactMap { $0 }
    XCTAssertEqual(Self.chinese(in: english, besides: data), [])
  }

  func testProfile_ReadAloud() {
    assertTextSnapshot(in: Self.locales, as: .lines) { words in
      let stock = StockWords(words)
      let document = ProfileDocument(company: Self.tsmc, words: stock.words)
      return CompanyProfile(code: "2330", document: document, words: stock).screen
        .accessibilityText(in: words)
    }
  }

  /// The feed in `words`: its first load under way, failed, a first page, a load-more under
  /// way and failed, the end, a refresh that failed keeping the rows, an empty first page.
  private static func feedStory(in words: Words) -> Storyboard {
    let stock = StockWords(words)
    let companies = EmbeddedSampleSource.data(for: .listed).companies.sorted { $0.code < $1.code }
    let refused = MarketDataError(
      market: .listed, origin: .memory(name: "test"), kind: .transport(.refused)
    ).reason(in: stock.words)
    var board = Storyboard()
    func request(_ commands: [Feed<Company>.Command]) -> PageRequest? {
      if case .fetch(let request)? = commands.first { return request }
      return nil
    }
    var feed = Feed<Company>(pageSize: 3, title: stock["feed.title"], words: stock)
    var first = request(feed.handle(.refreshRequested))
    board.append("first load", feed.screen)
    if let pending = first { feed.handle(.pageFailed(pending, reason: refused)) }
    board.append("first load failed", feed.screen)
    first = request(feed.handle(.retryRequested))
    if let pending = first { feed.handle(.pageLoaded(pending, Array(companies[0..<3]))) }
    board.append("first page", feed.screen)
    let more = request(feed.handle(.loadMoreRequested))
    board.append("loading more", feed.screen)
    if let pending = more { feed.handle(.pageFailed(pending, reason: "HTTP 503")) }
    board.append("load-more failed", feed.screen)
    if let pending = request(feed.handle(.retryRequested)) {
      feed.handle(.pageLoaded(pending, Array(companies[3..<5])))
    }
    board.append("the end", feed.screen)
    if let pending = request(feed.handle(.refreshRequested)) {
      board.append("refreshing", feed.screen)
      feed.handle(.pageFailed(pending, reason: refused))
    }
    board.append("refresh failed, the rows kept", feed.screen)
    var empty = Feed<Company>(pageSize: 3, title: stock["feed.title"], words: stock)
    if let pending = request(empty.handle(.refreshRequested)) {
      empty.handle(.pageLoaded(pending, []))
    }
    board.append("an empty first page", empty.screen)
    return board
  }

  func testFeed_MainStates() {
    assertTextSnapshot(in: Self.locales) { Self.feedStory(in: $0) }
    let english = Self.feedStory(in: Words(locale: "en")).snapshotText
    let data = EmbeddedSampleSource.data(for: .listed).companies.map(\.fullName)
    XCTAssertEqual(Self.chinese(in: english, besides: data), [])
    XCTAssertTrue(english.contains("TCC - (1101)"), "a company by its English short name")
  }

  func testFeed_ReadAloud() {
    assertTextSnapshot(in: Self.locales, as: .lines) { words in
      let stock = StockWords(words)
      var feed = Feed<Company>(pageSize: 2, title: stock["feed.title"], words: stock)
      if case .fetch(let request)? = feed.handle(.refreshRequested).first {
        feed.handle(
          .pageLoaded(request, Array(EmbeddedSampleSource.data(for: .listed).companies.prefix(2))))
      }
      return feed.screen.accessibilityText(in: words)
    }
  }

  /// A row's id says which row it is, not what it says: the same rows have the same ids in
  /// every locale, so a front end that keeps state by id keeps it across languages.
  func testRowIDs_AreTheSameInEveryLocale() {
    func ids(in locale: String) -> [String] {
      let stock = StockWords(Words(locale: locale))
      let document = ProfileDocument(company: Self.tsmc, words: stock.words)
      let profile = CompanyProfile(code: "2330", document: document, words: stock)
      var directory = CompanyDirectory(words: stock)
      directory.handle(.loadRequested(.listed))
      directory.handle(.marketLoaded(EmbeddedSampleSource.data(for: .listed)))
      directory.handle(.loadRequested(.otc))
      var feed = Feed<Company>(pageSize: 2, words: stock)
      if case .fetch(let request)? = feed.handle(.refreshRequested).first {
        feed.handle(
          .pageLoaded(request, Array(EmbeddedSampleSource.data(for: .listed).companies.prefix(2))))
      }
      return profile.rows.map(\.id.description) + directory.rows.map(\.id.description)
        + feed.rows.map(\.id.description)
    }
    let source = ids(in: Words.sourceLocale)
    XCTAssertTrue(source.contains("contact:chairman"), "\(source)")
    XCTAssertTrue(source.contains("contact:spokesperson"), "\(source)")
    for locale in ["en", "en-XA"] {
      XCTAssertEqual(ids(in: locale), source, locale)
    }
  }

  /// A session made in English declares the stock screens in it: titles, tabs, controls.
  @MainActor
  func testSession_InEnglish_DeclaresTheScreensInEnglish() async throws {
    let session = AppSession.start(source: EmbeddedSampleSource(), words: Words(locale: "en"))
    XCTAssertEqual(session.current.screen.title, "Companies")
    XCTAssertEqual(
      session.declarations.prefix(3).map(\.label), ["List", "Browse", "Profile"])
    XCTAssertEqual(
      session.top.controls.map(\.label), ["Name or code", "Listed", "OTC", "Emerging"])
    let source = AppSession.start(source: EmbeddedSampleSource())
    XCTAssertEqual(source.current.screen.title, "公司列表")
    XCTAssertEqual(source.top.controls.map(\.label), ["名稱或代號", "上市", "上櫃", "興櫃"])
  }

  /// The lines of `text` that hold a CJK character once every one of `data` is taken out.
  private static func chinese(in text: String, besides data: [String]) -> [String] {
    text.split(separator: "\n").map(String.init).filter { line in
      var rest = line.filter { $0 != "[" && $0 != "]" }
      for name in data.sorted(by: { $0.count > $1.count }) {
        rest = rest.replacingOccurrences(of: name, with: "")
      }
      return rest.unicodeScalars.contains { (0x3000...0x9FFF).contains($0.value) }
    }
  }
}
