import Foundation

/// The words of a String Catalog: the `.xcstrings` JSON that Xcode writes and translators
/// edit, read by the package's own JSON parser, so it reads the same on Linux as on macOS.
///
///     {"sourceLanguage":"zh-Hant","version":"1.0","strings":{
///       "play.unchanged":{"localizations":{
///         "zh-Hant":{"stringUnit":{"state":"translated","value":"（畫面沒有變化）"}},
///         "en":{"stringUnit":{"state":"translated","value":"(no change on screen)"}}}}}}
///
/// A value may have plural variations (`variations.plural.one`, `.other`), each a
/// `stringUnit`. Format specifiers are Foundation's: `%@`, `%lld`, `%1$@`, `%%`.
public struct StringCatalog: Hashable, Sendable {
  /// One locale's value of a key.
  public enum Entry: Hashable, Sendable {
    /// One text for every count.
    case text(String)
    /// A text per plural category (`one`, `other`, …); `other` is always there.
    case plural([String: String])
  }

  /// The locale the keys were written in: `zh-Hant` for the package's own catalogs.
  public var sourceLanguage: String
  /// Each key's values, by locale.
  public var entries: [String: [String: Entry]]

  public init(sourceLanguage: String, entries: [String: [String: Entry]]) {
    self.sourceLanguage = sourceLanguage
    self.entries = entries
  }

  /// The catalog written in `text`, or an error naming the key and the part that is wrong.
  public init(parsing text: String) throws(StringCatalogError) {
    let json: JSONValue
    do {
      json = try JSONValue(parsing: text)
    } catch {
      throw StringCatalogError("not JSON: \(error)")
    }
    guard case .string(let source)? = json["sourceLanguage"] else {
      throw StringCatalogError("no \"sourceLanguage\" string")
    }
    guard case .object(let keys)? = json["strings"] else {
      throw StringCatalogError("no \"strings\" object")
    }
    var entries: [String: [String: Entry]] = [:]
    for key in keys {
      var values: [String: Entry] = [:]
      if case .object(let locales)? = key.value["localizations"] {
        for locale in locales {
          values[locale.key] = try Self.entry(locale.value, key: key.key, locale: locale.key)
        }
      }
      entries[key.key] = values
    }
    self.init(sourceLanguage: source, entries: entries)
  }

  /// The catalog in the file at `url`: a team's `.xcstrings`, copied into its bundle as it
  /// is (`resources: [.copy("Catalogs")]`, so that no build step compiles it away).
  ///
  ///     let url = Bundle.module.url(
  ///       forResource: "ReadingList", withExtension: "xcstrings", subdirectory: "Catalogs")
  ///     let catalog = try StringCatalog(contentsOf: url!)
  public init(contentsOf url: URL) throws(StringCatalogError) {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw StringCatalogError("\(url.lastPathComponent): the file cannot be read")
    }
    do {
      try self.init(parsing: String(decoding: data, as: UTF8.self))
    } catch {
      throw StringCatalogError("\(url.lastPathComponent): \(error.message)")
    }
  }

  /// The catalog at `url`, a resource its module cannot speak without: a missing file (a
  /// nil `url`) or a broken one stops the program, naming `name`. For a module's own catalog,
  /// read once into a `static let`.
  ///
  ///     static let catalog = StringCatalog.resource(
  ///       Bundle.module.url(
  ///         forResource: "ReadingList", withExtension: "xcstrings", subdirectory: "Catalogs"),
  ///       named: "ReadingList.xcstrings")
  public static func resource(_ url: URL?, named name: String) -> StringCatalog {
    guard let url else { preconditionFailure("\(name) is missing from the module's resources") }
    do {
      return try StringCatalog(contentsOf: url)
    } catch {
      preconditionFailure("a catalog the module cannot speak without: \(error.message)")
    }
  }

  /// Every locale that has a value for some key.
  public var locales: Set<String> {
    Set(entries.values.flatMap(\.keys))
  }

  /// The keys without words in `locale` nor a parent of it (`zh-Hant` for `zh-Hant-TW`),
  /// sorted: each shows in the source language there. None in the source language itself.
  public func missingKeys(in locale: String) -> [String] {
    let chain = Words.chain(of: PseudoLocale.base(of: locale) ?? locale)
    guard !chain.contains(sourceLanguage) else { return [] }
    return entries.filter { _, words in !chain.contains { words[$0] != nil } }.keys.sorted()
  }

  /// The entry of one locale: a `stringUnit`, or plural `variations` of them.
  private static func entry(_ json: JSONValue, key: String, locale: String)
    throws(StringCatalogError) -> Entry
  {
    if let unit = json["stringUnit"] {
      return .text(try value(of: unit, at: "\(key) (\(locale))"))
    }
    guard case .object(let categories)? = json["variations"]?["plural"] else {
      throw StringCatalogError("\(key) (\(locale)): neither a stringUnit nor plural variations")
    }
    var texts: [String: String] = [:]
    for category in categories {
      guard let unit = category.value["stringUnit"] else {
        throw StringCatalogError("\(key) (\(locale), \(category.key)): no stringUnit")
      }
      texts[category.key] = try value(of: unit, at: "\(key) (\(locale), \(category.key))")
    }
    guard texts["other"] != nil else {
      throw StringCatalogError("\(key) (\(locale)): plural variations without \"other\"")
    }
    return .plural(texts)
  }

  private static func value(of unit: JSONValue, at place: String) throws(StringCatalogError)
    -> String
  {
    guard case .string(let value)? = unit["value"] else {
      throw StringCatalogError("\(place): a stringUnit without a \"value\" string")
    }
    return value
  }
}

/// Why a String Catalog could not be read.
public struct StringCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong, naming the key and locale where one applies.
  public var message: String

  init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}

extension Words {
  /// The words of the String Catalog at `url`, a resource of a screen's module, in the
  /// catalog's source language, then the package's: a screen's own words, as a controller
  /// made outside a session speaks, and those its declaration starts from
  /// (`ScreenDeclaration.init(speaking:_:)`). A missing or broken file stops the program,
  /// naming `name` (`StringCatalog.resource(_:named:)`).
  ///
  ///     static let sourceWords = Words(
  ///       resource: Bundle.module.url(
  ///         forResource: "ReadingList", withExtension: "xcstrings", subdirectory: "Catalogs"),
  ///       named: "ReadingList.xcstrings")
  public init(resource url: URL?, named name: String) {
    let catalog = StringCatalog.resource(url, named: name)
    self.init(locale: catalog.sourceLanguage, catalogs: [catalog])
  }
}
