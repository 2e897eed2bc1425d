/// Reads the compact text of `EmbeddedSample` line by line into companies.
struct SampleReader {
  /// The market of every company read.
  let market: Market
  /// The data date of every company read.
  let dataDate: CalendarDate?
  private var collector = RecordCollector<Company>(origin: .embedded)
  private var issues: [DecodingIssue] = []
  private var problems: [String] = []
  private var current: (company: Company, line: Int)?

  init(market: Market, dataDate: CalendarDate?) {
    self.market = market
    self.dataDate = dataDate
  }

  /// Reads one line: a comment, the head of a company, or an indented line of details.
  mutating func read(_ line: Substring, number: Int) {
    let content = line.drop(while: { $0 == " " })
    guard !content.isEmpty, !content.hasPrefix("#") else { return }
    let cells = content.split(separator: "|").map { FieldText.text(String($0)) ?? "" }
    if content.startIndex != line.startIndex {
      addDetails(cells, line: number)
    } else {
      startCompany(cells, line: number)
    }
  }

  /// The companies read, sorted by code, and the problems met.
  mutating func finish() -> (data: MarketData, problems: [String]) {
    flush()
    let data = collector.finish(market: market, issues: [])
    return (data, problems + issues.map(\.description))
  }

  private mutating func startCompany(_ cells: [String], line: Int) {
    flush()
    guard cells.count == 4, !cells[0].isEmpty, !cells[1].isEmpty, !cells[2].isEmpty else {
      problems.append("\(line): a company line has code | short name | full name | capital")
      return
    }
    var capital: Int64?
    if cells[3] != "-" {
      capital = SampleField.count(cells[3])
      if capital == nil { problems.append("\(line): capital \(cells[3]) is not a number") }
    }
    let company = Company(
      code: cells[0], shortName: cells[1], fullName: cells[2], capital: capital, market: market,
      dataDate: dataDate)
    current = (company, line)
  }

  private mutating func addDetails(_ cells: [String], line: Int) {
    guard let start = current?.line, var company = current?.company else {
      problems.append("\(line): details before any company")
      return
    }
    for cell in cells {
      if let problem = SampleField.apply(cell, to: &company) {
        problems.append("\(line): \(problem)")
      }
    }
    current = (company, start)
  }

  private mutating func flush() {
    if let (company, line) = current { collector.add(company, line: line, issues: &issues) }
    current = nil
  }
}
