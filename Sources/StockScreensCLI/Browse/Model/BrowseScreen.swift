/// The browser's screens: the two tabs, and the profile that opens over the directory.
enum BrowseScreen: String, Hashable, Sendable {
  /// The company directory with its search field.
  case directory
  /// The paged feed of every company.
  case feed
  /// One company's profile.
  case profile
}
