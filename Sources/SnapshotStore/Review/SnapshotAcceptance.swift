/// One reference that `SnapshotReview.accept` wrote from the kept actual text.
///
///     print(accepted)
///     // Prints: accepted Snapshots/DirectoryTests/testFilter.txt (updated)
public struct SnapshotAcceptance: Hashable, Sendable, CustomStringConvertible {
  /// The snapshot written.
  public var location: SnapshotLocation
  /// Whether the reference did not exist before.
  public var created: Bool
  /// The reference as a person finds it: `Snapshots/DirectoryTests/testFilter.txt`.
  public var referencePath: String

  public init(location: SnapshotLocation, created: Bool, referencePath: String) {
    self.location = location
    self.created = created
    self.referencePath = referencePath
  }

  /// `accepted <path> (new)` or `accepted <path> (updated)`.
  public var description: String {
    "accepted \(referencePath) (\(created ? "new" : "updated"))"
  }
}
