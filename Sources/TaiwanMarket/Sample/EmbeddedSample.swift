/// The companies compiled into the package: about thirty real companies per market, written
/// by hand in a compact text format and decoded once, on first use.
///
/// The format, one block per company:
///
///     2330 | 台積電 | 台灣積體電路製造股份有限公司 | 259,327,332,420
///       industry 24 | chairman 魏哲家 | phone 03-5636688
///
/// The first line holds code, short name, full name and capital (`-` when not known); each
/// indented line adds `key value` cells (see `SampleField`). `#` starts a comment line.
enum EmbeddedSample {
  /// The date the listed and OTC figures are true for: the exchanges' data of 2024-10-29.
  static let figuresDate = CalendarDate(year: 2024, month: 10, day: 29)

  /// The decoded sample of each market, with what could not be read (empty when correct).
  static let decoded: [Market: (data: MarketData, problems: [String])] = [
    .listed: parse(listedText, market: .listed, dataDate: figuresDate),
    .otc: parse(otcText, market: .otc, dataDate: figuresDate),
    // The emerging companies' figures come from no single date, so none is claimed.
    .emerging: parse(emergingText, market: .emerging, dataDate: nil),
  ]

  /// The sample of `market`.
  static func data(for market: Market) -> MarketData {
    decoded[market]?.data ?? MarketData(market: market, companies: [], origin: .embedded)
  }

  /// Reads the compact format; each problem names its line and what is wrong there.
  static func parse(
    _ text: String, market: Market, dataDate: CalendarDate?
  ) -> (data: MarketData, problems: [String]) {
    var reader = SampleReader(market: market, dataDate: dataDate)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (offset, line) in lines.enumerated() {
      reader.read(line, number: offset + 1)
    }
    return reader.finish()
  }
}
