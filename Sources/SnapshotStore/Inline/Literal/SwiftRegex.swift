/// Where regex literals end, by the language's rules.
///
/// A bare `/…/` literal stays on one line, and when the code around it could also be read as
/// division, it is a regex only if it holds no unbalanced `)`, does not end in a space or tab,
/// and its closing `/` does not start a comment. An extended `#/…/#` literal is always a regex
/// and spans lines when its opening delimiter ends its line. In both, a backslash escapes the
/// next character; a `(` or `)` inside `[…]` does not count.
enum SwiftRegex {
  /// What a `/` starts.
  enum BareEnd: Hashable {
    /// A regex literal, ending before `end`.
    case end(Int)
    /// An operator.
    case notARegex
    /// A literal that never ends: an operator too, unless it must be a regex.
    case unterminated
  }

  /// Reads the bare regex literal whose opening `/` is at `slash`.
  static func bareEnd(in source: SwiftSource, from slash: Int, mustBeRegex: Bool) -> BareEnd {
    let bytes = source.bytes
    var index = slash + 1
    if index < bytes.count {
      let first = bytes[index]
      if first == .star || first == .slash { return .notARegex }
      if !mustBeRegex, first == .space || first == .tab { return .notARegex }
    }
    var groups = 0
    var classes = 0
    var lastSpace: Int?
    while index < bytes.count {
      let byte = bytes[index]
      if byte == .slash {
        let after = index + 1
        if after < bytes.count, bytes[after] == .star || bytes[after] == .slash {
          return .unterminated
        }
        if !mustBeRegex, lastSpace == index - 1 { return .notARegex }
        return .end(after)
      }
      switch byte {
      case .lineFeed, .carriageReturn: return .unterminated
      case .backslash:
        guard index + 1 < bytes.count, !source.isLineBreak(bytes[index + 1]) else {
          return .unterminated
        }
        index += 1
      case .openParen where classes == 0: groups += 1
      case .closeParen where classes == 0:
        if groups > 0 {
          groups -= 1
        } else if !mustBeRegex {
          return .notARegex
        }
      case 0x5B: classes += 1
      case 0x5D: classes = max(0, classes - 1)
      case .space, .tab: lastSpace = index
      default: break
      }
      index += 1
    }
    return .unterminated
  }
}

extension SwiftSource {
  /// The offset after the extended regex literal whose first `#` is at `offset`; `nil` when it
  /// never ends.
  func skipExtendedRegex(from offset: Int) -> Int? {
    var hashes = 0
    while offset + hashes < bytes.count, bytes[offset + hashes] == .hash { hashes += 1 }
    guard hashes > 0, offset + hashes < bytes.count, bytes[offset + hashes] == .slash else {
      return nil
    }
    var index = offset + hashes + 1
    var scan = index
    while scan < bytes.count, bytes[scan] == .space || bytes[scan] == .tab { scan += 1 }
    let multiline = scan < bytes.count && isLineBreak(bytes[scan])
    while index < bytes.count {
      let byte = bytes[index]
      if byte == .slash {
        var closing = 0
        while index + 1 + closing < bytes.count, bytes[index + 1 + closing] == .hash {
          closing += 1
        }
        if closing >= hashes { return index + 1 + closing }
      } else if isLineBreak(byte), !multiline {
        return nil
      } else if byte == .backslash {
        index += 1
        guard index < bytes.count, multiline || !isLineBreak(bytes[index]) else { return nil }
      }
      index += 1
    }
    return nil
  }
}
