import ScreenModel

/// JSON written for review: an object a member a line, and an array of the top level an
/// element a line, each written whole as the protocol writes it, so that a diff of a catalog's
/// update names the rows that changed.
///
///     CatalogJSON.reviewable(.object(["seq": .int(0), "rows": .array([.int(1), .int(2)])]))
///     // {
///     //   "seq": 0,
///     //   "rows": [
///     //     1,
///     //     2
///     //   ]
///     // }
enum CatalogJSON {
  static func reviewable(_ value: JSONValue) -> String {
    guard case .object(let members) = value, !members.isEmpty else { return value.text + "\n" }
    let lines = members.map { member in
      let key = JSONValue.string(member.key).text
      guard case .array(let elements) = member.value, !elements.isEmpty else {
        return "  \(key): \(member.value.text)"
      }
      let inner = elements.map { "    \($0.text)" }.joined(separator: ",\n")
      return "  \(key): [\n\(inner)\n  ]"
    }
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }
}
