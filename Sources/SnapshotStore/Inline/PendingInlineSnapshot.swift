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
  /// The source file as the test ran, kept with the record; `nil` when the file could not be
  /// read then (or in a record of an older version).
  public var source: SourceFingerprint?
  /// The name of the called function at the assertion's position, such as
  /// `assertInlineTextSnapshot`: what `accept` looks for when the file changed since.
  public var callee: String?
  /// The call's arguments as the test ran, their tokens one after another without white
  /// space or comments (`of:screen,named:"a"`): what tells apart two calls of one test
  /// whose literals held the same text, once the file changed since.
  public var arguments: String?

  public init(
    origin: SnapshotOrigin, expected: String?, actual: String, source: SourceFingerprint? = nil,
    callee: String? = nil, arguments: String? = nil
  ) {
    self.origin = origin
    self.expected = expected
    self.actual = actual
    self.source = source
    self.callee = callee
    self.arguments = arguments
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
  /// The assertion accepted: its file, line and the text it recorded.
  public var pending: PendingInlineSnapshot
  /// Why the literal was left as it was; `nil` when it was rewritten.
  public var refusal: InlineLiteralRefusal?
  /// The line of the rewritten call in the file as `accept` found it, when the file changed
  /// since the test ran and the call was found again by its test; `nil` otherwise.
  public var foundAt: Int?

  public init(
    pending: PendingInlineSnapshot, refusal: InlineLiteralRefusal?, foundAt: Int? = nil
  ) {
    self.pending = pending
    self.refusal = refusal
    self.foundAt = refusal == nil ? foundAt : nil
  }

  /// `FILE:LINE (inline)`, the line where the call was; when it was found again elsewhere,
  /// that line, and the one the test ran it at.
  public var place: String {
    let origin = pending.origin
    guard let foundAt else { return "\(origin.file):\(origin.line) (inline)" }
    return "\(origin.file):\(foundAt) (inline; the test ran it at line \(origin.line))"
  }

  /// `accepted FILE:LINE (inline)`, or `not accepted FILE:LINE (inline): why`.
  public var description: String {
    guard let refusal else { return "accepted \(place)" }
    return "not accepted \(pending.origin.file):\(pending.origin.line) (inline): \(refusal)"
  }
}

extension SnapshotFolders {
  /// Keeps a failed inline assertion for `accept`, with the fingerprint of its source file
  /// and the name and arguments of its call as they are now (while the test runs), unless
  /// the record has them; a later run of the same assertion replaces it.
  public func keepPendingInline(_ pending: PendingInlineSnapshot) throws(SnapshotStoreError) {
    var kept = pending
    if kept.source == nil || kept.callee == nil || kept.arguments == nil,
      let bytes = try? writer.readBytes(atPath: absolutePath(ofPackagePath: pending.origin.file))
    {
      let source = SwiftSource(bytes)
      let (line, column) = (pending.origin.line, pending.origin.column)
      kept.source = kept.source ?? SourceFingerprint(bytes)
      kept.callee = kept.callee ?? InlineCallFinder.callee(in: source, line: line, column: column)
      kept.arguments =
        kept.arguments
        ?? source.offset(line: line, column: column).flatMap {
          InlineCallFinder.arguments(in: source, at: $0)
        }
    }
    try writer.write(JSONText.encode(kept), to: pendingInlineURL(for: kept.origin))
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

  /// Writes the actual text of `pending` into the literals, file by file, and forgets those
  /// written. Each call is found as `InlineCallFinder` says: where the test saw it when the
  /// file is as it was, else by its test and its literal's old text; each file is rewritten
  /// from the bottom up (so a rewrite never moves a call still to come) and written once,
  /// atomically.
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
      let original = [UInt8](data)
      var source = original
      var accepted: [PendingInlineSnapshot] = []
      // Every record of the file counts as a peer, also those not accepted now (a review
      // accepts one at a time).
      let kept = (try? pendingInlineSnapshots().filter { $0.origin.file == file }) ?? []
      let peers = group + kept.filter { peer in !group.contains { $0.origin == peer.origin } }
      let finder = InlineCallFinder(source: SwiftSource(original), file: file, pending: peers)
      let found = group.map { ($0, finder.call(of: $0)) }
      let placed = found.compactMap { item, call in (try? call.get()).map { (item, $0) } }
      for (item, call) in placed.sorted(by: { $0.1.offset > $1.1.offset }) {
        switch InlineLiteralRewriter.rewrite(
          source, at: call.offset, expected: item.expected, with: item.actual)
        {
        case .success(let rewritten):
          source = rewritten
          accepted.append(item)
          results.append(
            InlineRewrite(
              pending: item, refusal: nil, foundAt: call.relocated ? call.line : nil))
        case .failure(let refusal):
          results.append(InlineRewrite(pending: item, refusal: refusal))
        }
      }
      for case (let item, .failure(let refusal)) in found {
        results.append(InlineRewrite(pending: item, refusal: refusal))
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
