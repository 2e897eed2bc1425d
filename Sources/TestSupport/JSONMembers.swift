import Foundation

extension Dictionary where Key == String, Value == Any {
  /// The members `keys` of a JSON object that `JSONSerialization` read, written back as JSON
  /// with sorted keys, so that one comparison checks several members, their values and their
  /// types at once:
  ///
  ///     print(row.json("code", "capital"))
  ///     // Prints: {"capital":418051600,"code":"6643"}
  ///
  /// A key the object lacks is left out; "not JSON" when a value cannot be written.
  public func json(_ keys: String...) -> String {
    let members = filter { keys.contains($0.key) }
    let options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? JSONSerialization.data(withJSONObject: members, options: options)
    else { return "not JSON" }
    return String(decoding: data, as: UTF8.self)
  }
}
