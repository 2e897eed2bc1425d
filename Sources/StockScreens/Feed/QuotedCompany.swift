import ScreenModel
import TaiwanMarket

/// An item of a feed of companies: the company, and what its row shows of its day. A
/// `Company` is one that shows none; a `QuotedCompany` carries its quote.
public protocol CompanyItem: PageItem where ID == String {
  /// The company the item is: its id is the company's code.
  var company: Company { get }
  /// What its row shows of its day.
  var quote: QuoteShown { get }
}

extension Company: CompanyItem {
  /// Itself.
  public var company: Company { self }
  /// No quote: the row is the directory's without one.
  public var quote: QuoteShown { .off }
}

/// A company of the feed with its day's quote: its row is the directory's with the close and
/// the change where the quote has them.
public struct QuotedCompany: CompanyItem {
  /// The company quoted, as the directory lists it.
  public var company: Company
  /// What its row shows of its day.
  public var quote: QuoteShown

  public init(_ company: Company, quote: QuoteShown) {
    self.company = company
    self.quote = quote
  }

  /// The company's code.
  public var id: String { company.code }

  /// The directory row's columns and the day's close and change.
  public var rowText: RowText { rowText(in: .source) }

  /// The directory row's columns and the day's close and change, in `words`.
  public func rowText(in words: StockWords) -> RowText {
    CompanyRow(company: company, quote: quote, words: words).text
  }
}

/// The pages of companies `companies` gives, each with its day's quote from `quotes`: the
/// quotes are loaded with each first page (a refresh), and a later page shows those.
///
/// Quotes that cannot be loaded leave the companies without theirs (`QuoteShown.pending`):
/// the feed still pages through every company.
public actor QuotedPageSource: PageSource {
  private let companies: any PageSource<Company>
  private let quotes: any QuoteSource
  private var book: QuoteBook

  public init(companies: any PageSource<Company>, quotes: any QuoteSource) {
    self.companies = companies
    self.quotes = quotes
    book = QuoteBook(quotedMarkets: quotes.quotedMarkets)
  }

  /// The companies at `offset..<offset + limit`, with their quotes.
  public func page(offset: Int, limit: Int) async throws -> [QuotedCompany] {
    let page = try await companies.page(offset: offset, limit: limit)
    if offset == 0 {
      for market in book.request(Market.allCases, again: true) {
        do throws(MarketDataError) {
          book.receive(try await quotes.loadQuotes(market))
        } catch {
          book.fail(error)
        }
      }
    }
    return page.map { QuotedCompany($0, quote: book.shown(for: $0)) }
  }
}
