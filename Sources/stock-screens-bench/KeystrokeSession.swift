import StockScreens

/// Something that answers keystrokes in a search box, returning a checksum of what it
/// produced: our directory, or the seed app's way.
protocol KeystrokeSession {
  /// Handles the search text becoming `text`, as one keystroke.
  mutating func type(_ text: String) -> Int
}
