import ScreenModel

extension String {
  /// The string made to fit in `width` display columns, without trailing spaces: whole if
  /// it fits, else cut and ended with `…` so that a cut figure never passes for a whole one.
  /// A wide character that would straddle the edge is left out whole.
  ///
  ///     print("資本額: 259,327,332,420 元".fitted(toDisplayWidth: 16))
  ///     // Prints "資本額: 259,327…"
  func fitted(toDisplayWidth width: Int) -> String {
    guard width > 0 else { return "" }
    if utf8.count <= width || DisplayWidth.of(self) <= width { return trimmingTrailingSpaces }
    return prefix(displayWidth: width - 1).trimmingTrailingSpaces + "…"
  }

  /// The longest start of the string that takes at most `width` display columns.
  private func prefix(displayWidth width: Int) -> Substring {
    var used = 0
    var end = startIndex
    for index in indices {
      let columns = DisplayWidth.of(String(self[index]))
      if used + columns > width { break }
      used += columns
      end = self.index(after: index)
    }
    return self[..<end]
  }
}

extension StringProtocol {
  /// The text without trailing spaces.
  var trimmingTrailingSpaces: String {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
    return String(self[..<end])
  }
}
