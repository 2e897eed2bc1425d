/// Which of the locales the catalogs have answers a request for another: the browser's
/// `en-US`, the environment's `zh_TW.UTF-8`, a command line's `en`.
///
///     LocaleMatch.best(for: ["en-US", "zh-TW"], among: ["zh-Hant", "en"])
///     // "en"
public enum LocaleMatch {
  /// The locales `catalogs` (and the package's) have a word in, with the pseudo-locale of
  /// English, sorted.
  public static func available(in catalogs: [StringCatalog] = []) -> [String] {
    Words(locale: Words.sourceLocale, catalogs: catalogs).availableLocales
  }

  /// The first of `requested` that one of `available` answers, itself or by a parent
  /// (`en-US` by `en`, `zh-TW` by `zh-Hant`); nil when none does.
  public static func best(for requested: [String], among available: [String]) -> String? {
    for request in requested {
      if let found = match(request, among: available) { return found }
    }
    return nil
  }

  /// The locales the environment asks for, first `LC_ALL`, then `LC_MESSAGES`, then
  /// `LANG`, as POSIX orders them: `zh_TW.UTF-8` reads `zh-TW`; `C` and `POSIX` ask none.
  public static func requested(byEnvironment environment: [String: String]) -> [String] {
    ["LC_ALL", "LC_MESSAGES", "LANG"].compactMap { environment[$0] }.compactMap { value in
      let name = value.split(separator: ".").first.map(String.init) ?? ""
      let tag = (name.split(separator: "@").first.map(String.init) ?? "")
        .replacingAll("_", with: "-")
      return tag.isEmpty || tag == "C" || tag == "POSIX" ? nil : tag
    }
  }

  private static func match(_ request: String, among available: [String]) -> String? {
    let request = request.replacingAll("_", with: "-")
    let folded = Dictionary(
      available.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    for candidate in Words.chain(of: scripted(request)) {
      if let found = folded[candidate.lowercased()] { return found }
    }
    return nil
  }

  /// `zh-Hant-TW` for `zh-TW`: Chinese names its script by its region where it is left out.
  private static func scripted(_ tag: String) -> String {
    let parts = tag.split(separator: "-").map(String.init)
    guard parts.first?.lowercased() == "zh", parts.count == 2, parts[1].count == 2 else {
      return tag
    }
    let script = ["TW", "HK", "MO"].contains(parts[1].uppercased()) ? "Hant" : "Hans"
    return "zh-\(script)-\(parts[1])"
  }
}

extension String {
  /// The string with every `target` replaced, without Foundation.
  fileprivate func replacingAll(_ target: Character, with replacement: Character) -> String {
    String(map { $0 == target ? replacement : $0 })
  }
}
