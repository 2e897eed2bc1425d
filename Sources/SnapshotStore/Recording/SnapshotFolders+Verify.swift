import Foundation

extension SnapshotFolders {
  /// Compares `text` with the reference at `location`, writing what the record mode asks.
  ///
  /// - `missing`: writes an absent reference and fails once; a mismatch writes nothing.
  /// - `all`: writes every reference; fails only when one was new or changed.
  /// - `failed`: writes absent and differing references; fails saying so.
  /// - `never`: writes no reference; an absent one fails.
  ///
  /// Whenever a failure writes no reference, the actual text goes to
  /// `.snapshot-artifacts/actual/<path>` (with `origin`, when given, beside it); whenever the
  /// reference ends up equal to the actual text, a leftover artifact for that path is removed.
  /// Texts compare in `SnapshotText`'s canonical form, so CRLF and one final newline make no
  /// difference. A failed outcome carries the actual text, and the reference when it differed,
  /// in that form, for a report to attach.
  public func verify(
    _ text: String, at location: SnapshotLocation, record choice: SnapshotRecordMode.Choice,
    origin: SnapshotOrigin? = nil
  ) -> SnapshotOutcome {
    do {
      let path = try referencePath(for: location)
      var url: URL { URL(fileURLWithPath: path, isDirectory: false) }
      let actual = SnapshotText.canonical(text)
      let message = SnapshotFailureMessage(folders: self, location: location, choice: choice)
      guard let bytes = try writer.readBytes(atPath: path) else {
        if choice.mode == .never {
          try keepArtifact(actual, at: location, origin: origin)
          return SnapshotOutcome(
            location: location, status: .missing, failureMessage: message.missing(),
            actual: actual)
        }
        try writer.write(actual, to: url)
        try discardArtifact(at: location)
        return SnapshotOutcome(
          location: location, status: .recorded, failureMessage: message.recorded(),
          actual: actual)
      }
      // The usual case, a reference written by this library that matches: its bytes are the
      // actual text's, and nothing needs decoding.
      if Self.sameBytes(bytes, actual) {
        try discardArtifact(at: location)
        return SnapshotOutcome(location: location, status: .matched, failureMessage: nil)
      }
      let stored = String(decoding: bytes, as: UTF8.self)
      let reference = SnapshotText.canonical(stored)
      if reference == actual {
        if choice.mode == .all, stored != actual { try writer.write(actual, to: url) }
        try discardArtifact(at: location)
        return SnapshotOutcome(location: location, status: .matched, failureMessage: nil)
      }
      let diff = unifiedDiff(from: reference, to: actual, at: location)
      switch choice.mode {
      case .failed, .all:
        try writer.write(actual, to: url)
        try discardArtifact(at: location)
        return SnapshotOutcome(
          location: location, status: .rerecorded(diff), failureMessage: message.rerecorded(diff),
          reference: reference, actual: actual)
      case .missing, .never:
        try keepArtifact(actual, at: location, origin: origin)
        return SnapshotOutcome(
          location: location, status: .mismatched(diff), failureMessage: message.mismatched(diff),
          reference: reference, actual: actual)
      }
    } catch {
      return .unchecked(error, at: location)
    }
  }

  /// The diff from `reference` to `actual`, labelled with the paths from the package root of
  /// the reference (`---`) and of the file that keeps the actual text (`+++`).
  public func unifiedDiff(
    from reference: String, to actual: String, at location: SnapshotLocation
  ) -> UnifiedDiff {
    UnifiedDiff(
      from: reference, to: actual, oldLabel: "\(displayPath(ofReference: location)) (reference)",
      newLabel: "\(displayPath(ofArtifact: location)) (actual)")
  }

  /// Whether `bytes` are the UTF-8 of `text`, compared with `memcmp`.
  private static func sameBytes(_ bytes: [UInt8], _ text: String) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
      guard utf8.count == bytes.count else { return false }
      guard let textStart = utf8.baseAddress else { return true }
      return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, textStart, utf8.count) == 0 }
    }
  }
}
