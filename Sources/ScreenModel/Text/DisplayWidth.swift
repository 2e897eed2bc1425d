/// How many terminal columns text takes: CJK and full-width characters take two, combining
/// marks none, everything else one.
///
///     print(DisplayWidth.of("台積電 TSMC"))
///     // Prints "11"
///
/// The rules follow Unicode's East Asian Width (Wide and Fullwidth are two columns;
/// Ambiguous counts as one, as in a Western terminal) and emoji presentation. A sequence
/// joined by ZERO WIDTH JOINER counts as its first part, and a variation selector 16 makes
/// a text-style emoji two columns wide.
public enum DisplayWidth {
  /// The number of columns `text` takes on a terminal.
  ///
  /// - Complexity: O(*n*) in the length of `text`, with a fast path for ASCII.
  public static func of(_ text: some StringProtocol) -> Int {
    let plain = text.utf8.withContiguousStorageIfAvailable { plainWidth($0, printableOnly: false) }
    if let width = plain ?? nil { return width }
    return scalarWidth(text.unicodeScalars)
  }

  /// The width of text made only of ASCII and of wide characters that are never emoji or
  /// combining (Han, kana, Hangul, full-width forms), read byte by byte; nil for any other
  /// text, which needs the scalar rules. Those characters take one and two columns whatever
  /// surrounds them, which is why no state is kept.
  ///
  /// With `printableOnly`, ASCII control characters and the lead bytes of C1 controls and of
  /// U+2028/U+2029 (C2, E2) also give nil, so a width means the text needs no escaping.
  @inline(__always)
  static func plainWidth(_ bytes: UnsafeBufferPointer<UInt8>, printableOnly: Bool) -> Int? {
    var width = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte >= 0x20 && byte != 0x7F {
          width += 1
        } else if printableOnly {
          return nil
        }
        index += 1
        continue
      }
      // Only three-byte sequences (E0-EF) hold the characters of the fast path; Swift
      // strings are valid UTF-8, so the two continuation bytes are there.
      guard byte >= 0xE0, byte < 0xF0, index + 2 < bytes.count, !(printableOnly && byte == 0xE2)
      else { return nil }
      let value =
        UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
        | UInt32(bytes[index + 2] & 0x3F)
      guard isPlainWide(value) else { return nil }
      width += 2
      index += 3
    }
    return width
  }

  /// Wide blocks without emoji, combining-only or zero-width scalars: 〆 and 々, kana,
  /// Han, Yi, Hangul syllables, compatibility ideographs and full-width forms. U+3030,
  /// U+303D, U+3297 and U+3299 are emoji and stay out.
  @inline(__always)
  static func isPlainWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xFF00...0xFF60, 0x3000...0x302F, 0x3031...0x303C,
      0x3041...0x3296, 0x329A...0x33FF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xA000...0xA4CF,
      0xFFE0...0xFFE6:
      return true
    default:
      return false
    }
  }

  /// The columns of one Unicode scalar on its own: 0, 1 or 2.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    if value < 0xA0 { return 0 }
    if value < 0x300 { return 1 }
    if isWide(value) { return 2 }
    if isZeroWidth(scalar) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  private static func scalarWidth(_ scalars: some Sequence<Unicode.Scalar>) -> Int {
    var width = 0
    var afterJoiner = false
    var lastWasNarrowEmoji = false
    var lastWasEmoji = false
    var regionalIndicators = 0
    for scalar in scalars {
      let value = scalar.value
      if value == 0x200D {
        afterJoiner = true
        continue
      }
      if value == 0xFE0F {
        // Variation selector 16 asks for emoji presentation: a narrow emoji becomes wide.
        if lastWasNarrowEmoji { width += 1 }
        lastWasNarrowEmoji = false
        continue
      }
      if afterJoiner {
        afterJoiner = false
        lastWasNarrowEmoji = false
        continue
      }
      if (0x1F1E6...0x1F1FF).contains(value) {
        // A flag is a pair of regional indicators and takes two columns in all.
        regionalIndicators += 1
        width += regionalIndicators % 2 == 1 ? 2 : 0
        lastWasNarrowEmoji = false
        continue
      }
      regionalIndicators = 0
      if isPlainWide(value) {
        // Two columns, and not an emoji: no property lookups for the common case.
        width += 2
        lastWasEmoji = false
        lastWasNarrowEmoji = false
        continue
      }
      if (0x1F3FB...0x1F3FF).contains(value), lastWasEmoji {
        // A skin tone modifier changes the emoji before it and adds no column.
        lastWasEmoji = false
        continue
      }
      let columns = of(scalar)
      lastWasEmoji = value >= 0x2000 && scalar.properties.isEmoji
      lastWasNarrowEmoji = columns == 1 && value >= 0x2000 && scalar.properties.isEmoji
      width += columns
    }
    return width
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if (0x1160...0x11FF).contains(value) { return true }  // Hangul medial and final jamo
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return false
    }
  }

  private static func isWide(_ value: UInt32) -> Bool {
    if value < 0x1100 { return false }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// East Asian Wide and Fullwidth blocks, sorted. Emoji with emoji presentation are found
  /// through the scalar's properties instead.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul initial jamo
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation (U+3000 included)
    0x3041...0x33FF,  // kana, bopomofo, Hangul compatibility jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // full-width ASCII
    0xFFE0...0xFFE6,  // full-width signs
    0x16FE0...0x16FE4,  // ideographic symbols: iteration marks
    0x16FF0...0x16FF1,  // ideographic symbols: Vietnamese reading marks
    0x17000...0x18D7F,  // Tangut, Khitan small script, Tangut supplement
    0x1AFF0...0x1AFFF,  // kana extended B
    0x1B000...0x1B2FF,  // kana supplement and extensions
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x1F300...0x1F64F,  // pictographs and emoticons
    0x1F900...0x1F9FF,  // supplemental symbols and pictographs
    0x20000...0x2FFFD,  // CJK extensions B to F
    0x30000...0x3FFFD,  // CJK extension G and later
  ]
}
