import SnapshotStore

/// A text a failed assertion attaches to its test: Xcode shows it beside the failure, and
/// `swift test --attachments-path DIR` saves it as `DIR/<name>`.
///
/// A failure attaches the reference it compared with, the actual text and the diff between
/// them, each named after the snapshot's file so that the three read as one set:
///
///     let set = SnapshotAttachment.failure(
///       ofFile: "filter.台積.txt", reference: "a\n", actual: "b\n", diff: diff)
///     print(set.map(\.name))
///     // Prints: ["filter.台積.reference.txt", "filter.台積.actual.txt", "filter.台積.diff"]
struct SnapshotAttachment: Hashable, Sendable {
  /// A file name without a `/`: Swift Testing saves a name holding one as `untitled`.
  var name: String
  var text: String

  /// The attachments of a failure of the snapshot whose file is named `fileName`: the
  /// reference when there was one to differ, the actual text when the check made it, and
  /// the diff when it has a hunk.
  static func failure(
    ofFile fileName: String, reference: String?, actual: String?, diff: UnifiedDiff?
  ) -> [SnapshotAttachment] {
    let (stem, pathExtension) = split(fileName)
    var attachments: [SnapshotAttachment] = []
    if let reference {
      attachments.append(
        SnapshotAttachment(name: "\(stem).reference.\(pathExtension)", text: reference))
    }
    if let actual {
      attachments.append(SnapshotAttachment(name: "\(stem).actual.\(pathExtension)", text: actual))
    }
    if let diff, !diff.isEmpty {
      // A file that `patch` reads ends with a line break; the description has none.
      attachments.append(SnapshotAttachment(name: "\(stem).diff", text: diff.description + "\n"))
    }
    return attachments
  }

  /// The attachments of a failed file snapshot: its reference, actual text and diff.
  static func failure(of outcome: SnapshotOutcome) -> [SnapshotAttachment] {
    guard let fileName = outcome.location?.components.last else { return [] }
    let diff: UnifiedDiff? =
      switch outcome.status {
      case .mismatched(let diff), .rerecorded(let diff): diff
      default: nil
      }
    return failure(
      ofFile: fileName, reference: outcome.reference, actual: outcome.actual, diff: diff)
  }

  /// The attachments of a failed inline snapshot, named `<test>.line<N>` after its test and
  /// line: the literal's text as the reference (none when the literal is missing or empty,
  /// where the diff would only repeat the actual text), the actual text and the diff.
  static func failure(
    ofInline pending: PendingInlineSnapshot, test: TestIdentity, pathExtension: String
  ) -> [SnapshotAttachment] {
    let location = SnapshotLocation(
      suite: test.suite, test: test.test, name: "line\(pending.origin.line)",
      pathExtension: pathExtension)
    let literal = pending.expected.flatMap { $0.isEmpty ? nil : SnapshotText.canonical($0) }
    return failure(
      ofFile: location.components.last ?? "", reference: literal,
      actual: SnapshotText.canonical(pending.actual), diff: literal == nil ? nil : pending.diff)
  }

  /// `filter.台積.txt` → (`filter.台積`, `txt`); a name without an extension gets `txt`.
  private static func split(_ fileName: String) -> (stem: String, pathExtension: String) {
    guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex,
      fileName.index(after: dot) != fileName.endIndex
    else { return (fileName, "txt") }
    return (String(fileName[..<dot]), String(fileName[fileName.index(after: dot)...]))
  }
}
