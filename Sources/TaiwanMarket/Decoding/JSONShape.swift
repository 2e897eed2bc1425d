import Foundation
import ScreenModel

/// Words for what a JSON body holds, for messages: the shape found where an array belongs,
/// and why a body does not parse.
enum JSONShape {
  /// `an object`, `a string`, `a number`, `null`, `an array`: what `value` is.
  static func describe(_ value: Any) -> String {
    switch value {
    case is [String: Any]: "an object"
    case is [Any]: "an array"
    case is String: "a string"
    case is NSNull: "null"
    case let number as NSNumber:
      String(cString: number.objCType) == "c" ? "a boolean" : "a number"
    default: "a number"
    }
  }

  /// `a string`, `a boolean`, `an array`, `an object`: what a decoder expected of `type`.
  static func describe(type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Bool.Type: return "a boolean"
    default:
      let name = "\(type)"
      if name.hasPrefix("Array") { return "an array" }
      if name.hasPrefix("Dictionary") { return "an object" }
      return name
    }
  }

  /// Why `bytes` does not parse: `cut short after 812 bytes` when a string or a bracket is
  /// still open at the end, else `not valid JSON`.
  static func failureDetail(_ bytes: UnsafeRawBufferPointer) -> String {
    var depth = 0
    var state = JSONStringState()
    for byte in bytes where !state.take(byte) {
      switch byte {
      case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return state.isInString || depth > 0 ? "cut short after \(bytes.count) bytes" : "not valid JSON"
  }
}
