import ScreenModel
import SnapshotStore

/// Asserts one screen in several locales, each against its own reference: the package's
/// first language (`zh-Hant`) at the test's usual file, every other locale beside it with the
/// locale before the extension.
///
///     func testDirectory() {
///       assertTextSnapshot(in: ["zh-Hant", "en", "en-XA"]) { words in
///         directoryScreen(words)
///       }
///       // Checks Snapshots/DirectoryTests/testDirectory.txt, testDirectory.en.txt and
///       // testDirectory.en-XA.txt
///     }
///
/// `value` makes the value in the words of each locale, from `catalogs` (the team's) and
/// the package's. In the pseudo-locale `en-XA` every word a catalog gave is bracketed, so a
/// text without brackets in its snapshot came from no catalog. A key no catalog has, or a
/// text given too few or too many arguments, in the words given or those made from them
/// (`Words.problems`), fails the test, naming each.
///
/// - Parameters:
///   - locales: the locales, each checked against its own reference.
///   - catalogs: the team's String Catalogs, searched before the package's.
///   - strategy: how the value becomes text, and the file's extension.
///   - name: a suffix that tells apart several snapshots of one test; the locale follows it.
///   - record: a record mode that overrides the environment.
///   - fileID: the assertion's file as `#fileID` names it, for failure messages.
///   - filePath: the assertion's file, where a failure is reported.
///   - testName: the test's name when no test is running.
///   - line: the assertion's line, where a failure is reported.
///   - column: the assertion's column, where a failure is reported.
///   - value: the value to snapshot, made in the words of one locale.
public func assertTextSnapshot<Value>(
  in locales: [String], catalogs: [StringCatalog] = [], as strategy: TextSnapshotting<Value>,
  named name: String? = nil, record: SnapshotRecordMode? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
  column: UInt = #column, of value: (Words) -> Value
) {
  for locale in locales {
    let words = Words(locale: locale, catalogs: catalogs)
    assertTextSnapshot(
      of: value(words), as: strategy, named: localizedName(name, locale), record: record,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    failOnProblems(
      of: words,
      at: AssertionSite(
        fileID: fileID, filePath: filePath, function: testName, line: line, column: column))
  }
}

/// Asserts one screen's `snapshotText` in several locales; see
/// `assertTextSnapshot(in:catalogs:as:named:record:fileID:file:testName:line:column:of:)`.
public func assertTextSnapshot<Value: TextSnapshotRepresentable>(
  in locales: [String], catalogs: [StringCatalog] = [], named name: String? = nil,
  record: SnapshotRecordMode? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
  column: UInt = #column, of value: (Words) -> Value
) {
  // The renderer's own words around the controls follow each locale too.
  for locale in locales {
    let words = Words(locale: locale, catalogs: catalogs)
    assertTextSnapshot(
      of: value(words), as: .text(in: words), named: localizedName(name, locale),
      record: record, fileID: fileID, file: filePath, testName: testName, line: line,
      column: column)
    failOnProblems(
      of: words,
      at: AssertionSite(
        fileID: fileID, filePath: filePath, function: testName, line: line, column: column))
  }
}

/// Fails the test when making a snapshot in `words` met a problem with them (`Words.problems`:
/// a key no catalog has, a text given too few or too many arguments): the snapshot shows the
/// key or the specifier, and would otherwise be recorded and accepted as it is.
private func failOnProblems(of words: Words, at site: AssertionSite) {
  let problems = words.problems
  guard !problems.isEmpty else { return }
  IssueReporter.fail(
    "the words in \(words.locale) met problems making the snapshot:\n"
      + problems.map { "  \($0)" }.joined(separator: "\n"), at: site)
}

/// The name of `locale`'s snapshot: `name` itself in the package's first language, else
/// `name.en` (or `en` alone).
func localizedName(_ name: String?, _ locale: String) -> String? {
  guard locale != Words.sourceLocale else { return name }
  return name.map { "\($0).\(locale)" } ?? locale
}

extension TextSnapshotting where Value: AccessibilityDescribable {
  /// The screen as a screen reader meets it, its trait words in `words`.
  public static func accessibility(in words: Words) -> TextSnapshotting {
    TextSnapshotting(pathExtension: "txt") { $0.accessibilityText(in: words) }
  }
}
