/// What tapping a profile row asks the front end to do, as a value a test can compare.
public enum ProfileAction: Hashable, Sendable {
  /// Open this web address.
  case openWebsite(String)
  /// Write an e-mail to this address.
  case sendEmail(String)
  /// Call this number.
  case call(String)
  /// Show the stock transfer agent with this name.
  case showTransferAgent(String)
}
