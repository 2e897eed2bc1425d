import ScreenModel
import StockScreens
import TaiwanMarket

/// The seed app's search, the baseline of the keystroke figures.
///
/// On every keystroke it filtered all companies with `String.contains` on the code, the
/// short name and the full name, rebuilt the rows of every match, and reloaded the whole
/// table: no index, no reuse of the previous query, no changeset. It builds the same row
/// values as the engine (without highlights, which it never had), so the comparison is
/// between ways of producing one screen, not between screens.
struct SeedDirectory: KeystrokeSession {
  private let companies: [Company]
  private let total: String
  private var rows: [DirectoryRow] = []

  /// A session over `companies`, showing them all.
  init(_ companies: [Company]) {
    self.companies = companies
    total = DigitGrouping.grouped(companies.count)
    rows = Self.rows(companies, status: "已取得資料 - 數量 \(total) 筆")
  }

  mutating func type(_ text: String) -> Int {
    let matches =
      text.isEmpty
      ? companies
      : companies.filter {
        $0.code.contains(text) || $0.shortName.contains(text) || $0.fullName.contains(text)
      }
    let status =
      text.isEmpty
      ? "已取得資料 - 數量 \(total) 筆"
      : "符合「\(text)」 \(DigitGrouping.grouped(matches.count)) 筆 / 共 \(total) 筆"
    rows = Self.rows(matches, status: status)
    // A full reload: the table is told every row is new.
    return rows.count &+ KeystrokeScript.touchVisible(rows)
  }

  private static func rows(_ companies: [Company], status: String) -> [DirectoryRow] {
    var rows: [DirectoryRow] = [.status(text: status)]
    rows.reserveCapacity(companies.count + 1)
    for company in companies { rows.append(.company(CompanyRow(company: company))) }
    return rows
  }
}
