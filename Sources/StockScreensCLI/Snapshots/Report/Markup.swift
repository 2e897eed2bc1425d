/// Text made safe inside HTML and XML, shared by the page and the JUnit file.
enum Markup {
  /// `text` with `&`, `<`, `>` and `"` as entities, and every other scalar as `special`
  /// writes it (`nil` keeps it as it is).
  static func escaped(_ text: String, special: (Unicode.Scalar) -> String? = { _ in nil }) -> String
  {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default:
        if let replacement = special(scalar) {
          result += replacement
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
