import Foundation

/// An inline assertion that failed, kept in `.snapshot-artifacts/inline/` until
/// `swift package snapshots accept` writes its actual text into the test's literal, or
/// `reject` discards it.
///
/// Tests never edit a source file while they run: the compiler may be reading it, and a
/// reviewer should see the change first.
public struct PendingInlineSnapshot: Hashable, Sendable, Codable {
  /// The assertion: its test, file, line and column.
  public var origin: SnapshotOrigin
  /// The text the literal held when the test ran, `nil` when the call had no trailing
  /// closure; the rewrite is refused when the literal holds something else by then.
  public var expected: String?
  /// The text the literal should hold: the actual text without its final line break.
  public var actual: String

  public init(origin: SnapshotOrigin, expected: String?, actual: String) {
    self.origin = origin
    self.expected = expected
    self.actual = actual
  }

  /// What the failed assertion says: what happened, and what to run.
  public var failureMessage: String {
    let place = "\(origin.file):\(origin.line)"
    let accept =
      "If the change is intended, run `\(SnapshotCommand.review)` then "
      + "`\(SnapshotCommand.accept)`, which rewrites the literal."
    guard let expected, !expected.isEmpty else {
      let what = expected == nil ? "has no expected text yet" : "has an empty literal"
      return """
        Inline snapshot at \(place) \(what); the actual text is kept in .snapshot-artifacts/inline/.
        Run `\(SnapshotCommand.accept)` to write it into the test.
        \(diff)
        """
    }
    return "Inline snapshot at \(place) does not match the actual text.\n\(accept)\n\(diff)"
  }

  /// The diff from the literal's text to the actual text, labelled with the assertion's place.
  public var diff: UnifiedDiff {
    let place = "\(origin.file):\(origin.line)"
    return UnifiedDiff(
      from: expected.map { $0.isEmpty ? "" : SnapshotText.canonical($0) } ?? "",
      to: SnapshotText.canonical(actual), oldLabel: "\(place) (inline literal)",
      newLabel: "\(place) (actual)")
  }
}

/// What accepting one pending inline snapshot did.
///
///     print(rewrite)
///     // Prints: accepted Tests/AppTests/ListTests.swift:12 (inline)
public struct InlineRewrite: Hashable, Sendable, CustomStringConvertible {
  /// The assertion.
  public var pending: PendingInlineSnapshot
  /// Why the literal was left as it was; `nil` when it was rewritten.
  public var refusal: InlineLiteralRefusal?

  public init(pending: PendingInlineSnapshot, refusal: InlineLiteralRefusal?) {
    self.pending = pending
    self.refusal = refusal
  }

  /// `accepted FILE:LINE (inline)`, or `not accepted FILE:LINE (inline): why`.
  public var description: String {
    let place = "\(pending.origin.file):\(pending.origin.line)"
    guard let refusal else { return "accepted \(place) (inline)" }
    return "not accepted \(place) (inline): \(refusal)"
  }
}

extension SnapshotFolders {
  /// Keeps a failed inline assertion for `accept`; a later run of the same assertion replaces it.
  public func keepPendingInline(_ pending: PendingInlineSnapshot) throws(SnapshotStoreError) {
    try writer.write(JSONText.encode(pending), to: pendingInlineURL(for: pending.origin))
  }

  /// Forgets the pending rewrite of the assertion at `origin`, if any.
  public func discardPendingInline(at origin: SnapshotOrigin) throws(SnapshotStoreError) {
    try writer.remove(pendingInlineURL(for: origin))
  }

  /// Every pending inline rewrite, by file, line and column.
  public func pendingInlineSnapshots() throws(SnapshotStoreError) -> [PendingInlineSnapshot] {
    var found: [PendingInlineSnapshot] = []
    for path in try files(under: inlineFolder) where path.hasSuffix(".json") {
      let url = inlineFolder.appendingPathComponent(path)
      guard let text = try writer.read(url) else { continue }
      do {
        found.append(try JSONDecoder().decode(PendingInlineSnapshot.self, from: Data(text.utf8)))
      } catch {
        throw .unreadable(path: url.path, reason: "not a pending inline snapshot: \(error)")
      }
    }
    return found.sorted { Self.isBefore($0.origin, $1.origin) }
  }

  /// Writes the actual text of `pending` into the literals, file by file, from the bottom of
  /// each file up (so a rewrite never moves the lines of one still to come), and forgets
  /// those written. Each file is written once, atomically.
  ///
  /// - Parameter dryRun: find out what would be written, and write nothing.
  /// - Returns: one result per pending rewrite; a refused one leaves its literal and its record.
  public func acceptInline(
    _ pending: [PendingInlineSnapshot], dryRun: Bool = false
  ) throws(SnapshotStoreError) -> [InlineRewrite] {
    var results: [InlineRewrite] = []
    for (file, group) in Dictionary(grouping: pending, by: \.origin.file).sorted(by: {
      $0.key < $1.key
    }) {
      let url = URL(fileURLWithPath: absolutePath(ofPackagePath: file))
      guard let data = try writer.readData(url) else {
        throw .unreadable(path: url.path, reason: "the test's source file is gone")
      }
      var source = [UInt8](data)
      var accepted: [PendingInlineSnapshot] = []
      for item in group.sorted(by: { Self.isBefore($1.origin, $0.origin) }) {
        switch InlineLiteralRewriter.rewrite(
          source, line: item.origin.line, column: item.origin.column, expected: item.expected,
          with: item.actual)
        {
        case .success(let rewritten):
          source = rewritten
          accepted.append(item)
          results.append(InlineRewrite(pending: item, refusal: nil))
        case .failure(let refusal):
          results.append(InlineRewrite(pending: item, refusal: refusal))
        }
      }
      guard !dryRun else { continue }
      if !accepted.isEmpty { try writer.write(Data(source), to: url) }
      for item in accepted { try discardPendingInline(at: item.origin) }
    }
    return results.sorted { Self.isBefore($0.pending.origin, $1.pending.origin) }
  }

  /// `.snapshot-artifacts/inline/<file's path>/<line>-<column>.json`, sanitized like every
  /// snapshot path so that it stays inside the folder.
  func pendingInlineURL(for origin: SnapshotOrigin) throws(SnapshotStoreError) -> URL {
    let folder = SnapshotLocation(relativePath: origin.file).components
    return try contained(folder + ["\(origin.line)-\(origin.column).json"], in: inlineFolder)
  }

  static func isBefore(_ lhs: SnapshotOrigin, _ rhs: SnapshotOrigin) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
