import ScreenModel

/// Asserts that `catalogs` (a team's) and the package's have words for every key in each of
/// `locales`: a key without them shows in its catalog's source language, so it fails the
/// test, every such key named under its locale.
///
///     @Test func theTicketSpeaksEveryLocale() {
///       assertCatalogsComplete([ticketCatalog])
///       // fails with: the catalogs have no words in en for 2 keys: ticket.price, ticket.submit
///     }
///
/// - Parameters:
///   - catalogs: the team's String Catalogs, searched before the package's.
///   - locales: the locales to check; by default every locale the catalogs have words in.
///   - fileID: the assertion's file as `#fileID` names it, for failure messages.
///   - filePath: the assertion's file, where a failure is reported.
///   - testName: the test's name when no test is running.
///   - line: the assertion's line, where a failure is reported.
///   - column: the assertion's column, where a failure is reported.
public func assertCatalogsComplete(
  _ catalogs: [StringCatalog] = [], locales: [String]? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  let words = Words(locale: Words.sourceLocale, catalogs: catalogs)
  let missing = missingKeys(of: words, in: locales ?? words.availableLocales)
  guard !missing.isEmpty else { return }
  IssueReporter.fail(
    missing.joined(separator: "\n"),
    at: AssertionSite(
      fileID: fileID, filePath: filePath, function: testName, line: line, column: column))
}

/// A line a locale that misses keys in `words`' catalogs: `the catalogs have no words in en
/// for 2 keys: a, b`.
func missingKeys(of words: Words, in locales: [String]) -> [String] {
  locales.compactMap { locale in
    let keys = words.speaking(locale).missingKeys
    guard !keys.isEmpty else { return nil }
    let counted = keys.count == 1 ? "1 key" : "\(keys.count) keys"
    return "the catalogs have no words in \(locale) for \(counted): "
      + keys.joined(separator: ", ")
  }
}
