import ScreenModel
import TaiwanMarket

extension ScreenDriver where Controller == CompanyDirectory {
  /// A directory driver that loads markets from `source` and hands selected companies to
  /// `showProfile`.
  public static func directory(
    source: any MarketDataSource,
    showProfile: @escaping @Sendable (Company) async -> Void = { _ in }
  ) -> ScreenDriver<CompanyDirectory> {
    ScreenDriver(CompanyDirectory()) { command in
      switch command {
      case .load(let market):
        do throws(MarketDataError) {
          return .marketLoaded(try await source.load(market))
        } catch {
          return .marketFailed(error)
        }
      case .showProfile(let company):
        await showProfile(company)
        return nil
      }
    }
  }
}

extension ScreenDriver {
  /// A paged-list driver that fetches pages from `source`. Send `.refreshRequested` to load
  /// the first page.
  public static func pagedList<Source: PageSource>(
    source: Source, pageSize: Int = 20, title: String = "列表"
  ) -> ScreenDriver<PagedList<Source.Item>> where Controller == PagedList<Source.Item> {
    ScreenDriver(PagedList(pageSize: pageSize, title: title)) { command in
      switch command {
      case .fetch(let request):
        do {
          let page = try await source.page(offset: request.offset, limit: request.limit)
          return .pageLoaded(request, page)
        } catch {
          return .pageFailed(request, reason: Self.reason(for: error))
        }
      }
    }
  }

  private static func reason(for error: any Error) -> String {
    switch error {
    case let error as PageSourceError: error.reason
    case let error as MarketDataError: error.reason
    default: "\(error)"
    }
  }
}

extension ScreenDriver where Controller == CompanyProfile {
  /// A profile driver for `code` that fetches its document from `source` and hands row
  /// actions to `perform`. Send nothing: it starts fetching at once.
  public static func profile(
    code: String, source: any ProfileSource,
    perform: @escaping @Sendable (ProfileAction) async -> Void = { _ in }
  ) async -> ScreenDriver<CompanyProfile> {
    let (profile, commands) = CompanyProfile.open(code: code)
    let driver = ScreenDriver(profile) { command in
      switch command {
      case .fetchProfile(let code):
        do {
          guard let found = try await source.profile(code: code) else { return .companyNotFound }
          return .documentLoaded(found.document, problems: found.problems)
        } catch let error as MarketDataError {
          return .loadFailed(reason: error.reason)
        } catch {
          return .loadFailed(reason: "\(error)")
        }
      case .perform(let action):
        await perform(action)
        return nil
      }
    }
    await driver.run(commands)
    return driver
  }
}
