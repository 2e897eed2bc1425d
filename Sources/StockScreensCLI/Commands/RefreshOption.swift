import CommandLineSyntax
import ScreenFrontEnds
import ScreenModel
import StockScreens

extension CommandOption {
  /// `--refresh N`: with `--live`, the feed refreshes itself every N minutes while it shows.
  static let refresh = CommandOption(
    "--refresh", value: .required("N", meaning: "a whole number of minutes from 1 to 1440"),
    help: "with --live: the feed refreshes itself every N minutes while it shows",
    section: DataOption.section)
}

extension OptionRule {
  static let refreshNeedsLive = OptionRule.requires(
    "--refresh", "--live",
    because: "only --live data changes between refreshes; add --live, or leave out --refresh")
}

extension AppSession.Live {
  /// The app as a command runs it: the watchlist's market clock, and the feed refreshing
  /// itself every `--refresh` minutes when the option is given.
  static func app(_ context: FrontEndContext) throws(UsageError) -> AppSession.Live {
    guard let text = context.value(of: CommandOption.refresh.name) else { return .app() }
    guard let minutes = Int(text), (1...1440).contains(minutes) else {
      throw UsageError(
        "--refresh needs a whole number of minutes from 1 to 1440, not \(VisibleText.shown(text))")
    }
    return .app(refreshingEvery: minutes)
  }
}
