/// A problem that stops decoding a whole body, with the 1-based line it is on.
///
/// Decoders turn it into a `MarketDataError` once they know the market and origin.
struct LineProblem: Error, Equatable {
  /// What is wrong.
  var kind: MarketDataError.Kind
  /// The 1-based physical line.
  var line: Int
}
