/// Finds the call each pending inline rewrite of one source file belongs to, so that `accept`
/// never writes one test's text into another test's literal.
///
/// When the file is as the test saw it (its fingerprint is the record's), the recorded line and
/// column point at the call. When it changed since (a line added above, a test moved), the
/// call is looked for again: a call of the recorded function (`assertInlineTextSnapshot`) inside
/// the recorded test's function whose literal holds the text the test compared. One such call
/// is the one. Several, as many as the pending rewrites of that test that held the same text
/// (two empty literals, both pending), are told apart by their arguments as the test ran
/// (`of: first`, `of: second`: calls swapped or moved in the test keep their own), and calls
/// written alike by their order in the test as recorded. Any other count, a call whose
/// arguments match none recorded, or no test function, is refused naming the calls found:
/// a literal is never written into another call.
struct InlineCallFinder {
  /// A call to rewrite: the offset of its name, its line in the file as it is, and whether it
  /// was found again by its test (the file changed since the test ran).
  struct Call: Hashable {
    var offset: Int
    var line: Int
    var relocated = false
  }

  /// The function a record without a callee (an older version's) is taken to call.
  static let defaultCallee = "assertInlineSnapshot"

  let source: SwiftSource
  /// The file as the records name it, relative to the package root.
  let file: String
  /// Every pending rewrite of the file: the peers that order-matching counts.
  let pending: [PendingInlineSnapshot]
  let fingerprint: SourceFingerprint
  private let declarations: SwiftDeclarations?

  init(source: SwiftSource, file: String, pending: [PendingInlineSnapshot]) {
    self.source = source
    self.file = file
    self.pending = pending
    let current = SourceFingerprint(source.bytes)
    fingerprint = current
    declarations = pending.contains { $0.source != current } ? SwiftDeclarations(source) : nil
  }

  /// The call `item` belongs to, or why it cannot be told.
  func call(of item: PendingInlineSnapshot) -> Result<Call, InlineLiteralRefusal> {
    let recorded = source.offset(line: item.origin.line, column: item.origin.column)
    if item.source == fingerprint {
      guard let recorded else { return .failure(.noSuchPosition) }
      return .success(Call(offset: recorded, line: item.origin.line))
    }
    let test = item.origin.test
    let bodies = functionBodies(of: test)
    guard !bodies.isEmpty else {
      // A record that names no source state can only be taken at its line, as before.
      if item.source == nil, let recorded {
        return .success(Call(offset: recorded, line: item.origin.line))
      }
      return .failure(.testNotInSource(test: test))
    }
    let callee = item.callee ?? Self.defaultCallee
    let calls = bodies.flatMap { SwiftDeclarations.calls(named: callee, in: $0, of: source) }
    let holding = calls.filter { holdsText(item.expected, at: $0) }.sorted()
    let peers = pending.filter { peer in
      peer.origin.test == test && (peer.callee ?? Self.defaultCallee) == callee
        && peer.expected.map(SnapshotText.normalizingLineEndings)
          == item.expected.map(SnapshotText.normalizingLineEndings)
    }.sorted { SnapshotFolders.isBefore($0.origin, $1.origin) }
    guard !holding.isEmpty else {
      guard calls.count == 1, let only = calls.first else {
        return .failure(.noCallHoldsTheLiteral(test: test, callee: callee))
      }
      // The test's one call is there but holds something else: say what.
      if case .failure(let refusal) = InlineLiteralSite.locate(in: source, at: only) {
        return .failure(refusal)
      }
      return .failure(.changedSinceTheTestRan)
    }
    let ambiguous = InlineLiteralRefusal.ambiguousCalls(
      test: test, callee: callee, lines: holding.map(source.line(of:)), pending: peers.count)
    guard holding.count == peers.count, peers.contains(item) else { return .failure(ambiguous) }
    guard let offset = holding.count == 1 ? holding.first : told(item, among: holding, peers)
    else { return .failure(ambiguous) }
    return .success(Call(offset: offset, line: source.line(of: offset), relocated: true))
  }

  /// The call of `calls`, which hold the same literal, that `item` of `peers` (sorted by
  /// their origins) belongs to: the one whose arguments are those recorded, or, among calls
  /// written alike, the one in the same place of their order. Nil when the arguments tell
  /// nothing: recorded by an older version, or matching no call or not as many.
  private func told(
    _ item: PendingInlineSnapshot, among calls: [Int], _ peers: [PendingInlineSnapshot]
  ) -> Int? {
    guard let arguments = item.arguments else { return nil }
    let alike = calls.filter { Self.arguments(in: source, at: $0) == arguments }
    let recorded = peers.filter { $0.arguments == arguments }
    guard alike.count == recorded.count, let index = recorded.firstIndex(of: item) else {
      return nil
    }
    return alike[index]
  }

  /// The arguments of the call whose name or `(` is at `offset`, its tokens one after another
  /// without white space or comments: `of:screen,named:"a"`. Nil where no call is found.
  static func arguments(in source: SwiftSource, at offset: Int) -> String? {
    guard case .success(let site) = InlineLiteralSite.locate(in: source, at: offset) else {
      return nil
    }
    var tokens: [UInt8] = []
    let close = source.closingBracket(from: site.callOffset) { tokens += source.bytes[$0.range] }
    return close == nil ? nil : String(decoding: tokens, as: UTF8.self)
  }

  /// The bodies of the function of `test` (`Suite/test`).
  private func functionBodies(of test: String) -> [Range<Int>] {
    guard let declarations, let slash = test.firstIndex(of: "/") else { return [] }
    let fileName = file.split(separator: "/").last.map(String.init) ?? file
    let fileSuite = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
    return declarations.bodies(
      ofTest: String(test[test.index(after: slash)...]), inSuite: String(test[..<slash]),
      fileSuite: fileSuite)
  }

  /// Whether the call at `offset` holds `expected` as the test saw it (`nil`: no closure).
  private func holdsText(_ expected: String?, at offset: Int) -> Bool {
    guard case .success(let site) = InlineLiteralSite.locate(in: source, at: offset) else {
      return false
    }
    return site.value.map(SnapshotText.normalizingLineEndings)
      == expected.map(SnapshotText.normalizingLineEndings)
  }

  /// The name of the function called at `line` and `column` (its name, or the `(` after it).
  static func callee(in source: SwiftSource, line: Int, column: Int) -> String? {
    guard let position = source.offset(line: line, column: column) else { return nil }
    let bytes = source.bytes
    var end = position
    if bytes[position] == .openParen {
      while end > 0, bytes[end - 1] == .space || bytes[end - 1] == .tab { end -= 1 }
    } else {
      while end < bytes.count, source.isIdentifierByte(bytes[end]) || bytes[end] == .dot {
        end += 1
      }
    }
    var start = end
    while start > 0, source.isIdentifierByte(bytes[start - 1]) { start -= 1 }
    guard start < end, !(0x30...0x39).contains(bytes[start]) else { return nil }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
