import ScreenModel
import TaiwanMarket

extension Company: PageItem {
  /// The same columns as a directory row: name and code, market, full name, capital.
  public var rowText: RowText { CompanyRow(company: self).text }
}
