import TaiwanMarket

/// The checks every fuzz target makes beyond "no crash": a broken invariant stops the run
/// like a crash does, so libFuzzer keeps the input that broke it.
enum FuzzCheck {
  /// Stops the run with `message` when `condition` is false.
  static func require(
    _ condition: Bool, _ message: @autoclosure () -> String, line: UInt = #line
  ) {
    guard !condition else { return }
    // The harness must trap for libFuzzer to save the input; product code never does this.
    fatalError("invariant broken: \(message())", line: line)
  }

  /// Stops the run with `message`.
  static func fail(_ message: String, line: UInt = #line) {
    require(false, message, line: line)
  }

  /// The number of physical lines of `bytes`: its line feeds, plus one.
  static func lineCount(_ bytes: UnsafeRawBufferPointer) -> Int {
    bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
  }

  /// Decoded data is what the decoders promise: the market and origin asked for, at least
  /// one company, companies sorted by the bytes of their codes, each code once and neither
  /// empty nor padded, each with a name.
  static func checkData(
    _ data: MarketData, market: Market, origin: DataOrigin, maxLine: Int? = nil
  ) {
    require(data.market == market, "market \(data.market) for \(market)")
    require(data.origin == origin, "origin \(data.origin) for \(origin)")
    require(!data.isStale, "fresh data marked stale")
    require(!data.companies.isEmpty, "data without a company instead of an error")
    var seen: Set<String> = []
    for (index, company) in data.companies.enumerated() {
      require(company.market == market, "company \(company.code) in \(company.market)")
      require(isTrimmedText(company.code), "code \(company.code.debugDescription)")
      require(
        !company.shortName.isEmpty || !company.fullName.isEmpty, "company \(company.code) unnamed")
      require(seen.insert(company.code).inserted, "code \(company.code) twice")
      require(company.capital.map { $0 >= 0 } ?? true, "negative capital of \(company.code)")
      if index > 0 {
        let previous = data.companies[index - 1].code
        require(
          previous.utf8.lexicographicallyPrecedes(company.code.utf8),
          "\(previous.debugDescription) before \(company.code.debugDescription)")
      }
    }
    for issue in data.issues {
      require(issue.line >= 1, "issue on line \(issue.line)")
      if let maxLine { require(issue.line <= maxLine, "issue on line \(issue.line) of \(maxLine)") }
      require(!issue.description.isEmpty, "an issue without words")
    }
  }

  /// A decoding error names the market and origin asked for, and a line that exists.
  static func checkError(
    _ error: MarketDataError, market: Market, origin: DataOrigin, maxLine: Int? = nil
  ) {
    require(error.market == market, "error for \(error.market), asked \(market)")
    require(error.origin == origin, "error from \(error.origin), asked \(origin)")
    if let line = error.line {
      require(line >= 1, "error on line \(line)")
      if let maxLine { require(line <= maxLine, "error on line \(line) of \(maxLine)") }
    }
    require(!error.reason.isEmpty && !error.description.isEmpty, "an error without words")
  }

  /// True for non-empty text that starts and ends with no space the decoders trim: ASCII
  /// white space, NBSP, or the ideographic space.
  static func isTrimmedText(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else {
      return false
    }
    return !isTrimmedSpace(first) && !isTrimmedSpace(last)
  }

  private static func isTrimmedSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || (0x09...0x0D).contains(scalar.value) || scalar == "\u{A0}"
      || scalar == "\u{3000}"
  }
}
