/// `stock-screens browse`.
enum BrowseCommand {
  static func run(_ arguments: [String], console: Console) async throws -> Int32 {
    throw UsageError("browse: not available yet", command: "browse")
  }
}
