import TaiwanMarket

extension ProfileDocument.Shortcut {
  /// The address a front end opens for the shortcut, made from its target as the exchange
  /// writes it; nil for the transfer agent (a name, not an address), for a shortcut without a
  /// target, and for a target its function cannot open.
  ///
  ///     website    www.acc.com.tw         →  http://www.acc.com.tw
  ///     website    https://www.tsmc.com   →  https://www.tsmc.com
  ///     email      invest@tsmc.com        →  mailto:invest@tsmc.com
  ///     telephone  (03)563-6688#1234      →  tel:035636688
  ///
  /// A website without a scheme gets `http://`, which a browser moves to `https` where the
  /// site has it; one with another scheme (`javascript:`) is no link.
  public var link: String? {
    guard let target else { return nil }
    switch functionType {
    case .website: return Self.website(target)
    case .email: return Self.mail(target)
    case .telephone: return Self.telephone(target)
    case .transferAgent: return nil
    }
  }

  private static func website(_ target: String) -> String? {
    guard !target.contains(where: \.isWhitespace) else { return nil }
    let lowered = target.lowercased()
    if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return target }
    // A colon before the first slash names a scheme (or a port without a host): not a site.
    let beforePath = target.prefix { $0 != "/" }
    guard !beforePath.contains(":"), beforePath.contains(".") else { return nil }
    return "http://" + target
  }

  private static func mail(_ target: String) -> String? {
    if target.lowercased().hasPrefix("mailto:") { return target }
    let parts = target.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
      !target.contains(where: { $0.isWhitespace || "?#/:".contains($0) })
    else { return nil }
    return "mailto:" + target
  }

  /// The number's digits (and a leading `+`) up to the first character a number is not
  /// written with: an extension after `#` or `轉` is not dialled.
  private static func telephone(_ target: String) -> String? {
    let number = target.prefix { "0123456789+-(). ".contains($0) }
    let digits = number.filter(\.isASCII).filter(\.isNumber)
    guard digits.count >= 3 else { return nil }
    return "tel:" + (number.hasPrefix("+") ? "+" : "") + digits
  }
}
