/// Turns the bytes read from a terminal in raw mode into keys.
///
/// Pure and deterministic: it keeps only the bytes of a character or an escape sequence cut
/// off at the end of one read, and finishes them with the next. A lone Esc is told from the
/// start of a sequence by what follows it in the same read: terminals send a sequence in one
/// write, while a person cannot type Esc and `[` within one read.
///
///     var decoder = KeyDecoder()
///     print(decoder.keys(from: Array("j\u{1B}[A\r".utf8)))
///     // Prints "[.character("j"), .up, .enter]"
package struct KeyDecoder: Hashable, Sendable {
  private var pending: [UInt8] = []

  /// A sequence longer than this is not one a terminal sends; it is dropped.
  private static let longestSequence = 32

  package init() {}

  /// The keys in `bytes`, after any bytes left pending by the previous read.
  package mutating func keys(from bytes: some Collection<UInt8>) -> [Key] {
    let input = pending + bytes
    pending = []
    var keys: [Key] = []
    var index = 0
    while index < input.count {
      switch step(input, at: index) {
      case .key(let key, let length):
        keys.append(key)
        index += length
      case .skip(let length):
        index += length
      case .incomplete:
        if input.count - index <= Self.longestSequence { pending = Array(input[index...]) }
        return keys
      }
    }
    return keys
  }

  private enum Step {
    case key(Key, length: Int)
    case skip(length: Int)
    case incomplete
  }

  private func step(_ input: [UInt8], at index: Int) -> Step {
    let byte = input[index]
    switch byte {
    case 0x1B: return escape(input, at: index)
    case 0x0D:
      // A pasted CRLF is one Enter.
      let hasLineFeed = index + 1 < input.count && input[index + 1] == 0x0A
      return .key(.enter, length: hasLineFeed ? 2 : 1)
    case 0x0A: return .key(.enter, length: 1)
    case 0x7F, 0x08: return .key(.backspace, length: 1)
    case 0x09: return .key(.tab, length: 1)
    case 0x03: return .key(.interrupt, length: 1)
    case 0x0C: return .key(.redraw, length: 1)
    case 0x00..<0x20: return .skip(length: 1)
    default: return character(input, at: index)
    }
  }

  /// Esc alone at the end of a read, a CSI or SS3 sequence, or Esc with a key (Alt), which
  /// is ignored so that Alt-q cannot quit.
  private func escape(_ input: [UInt8], at index: Int) -> Step {
    guard index + 1 < input.count else { return .key(.escape, length: 1) }
    switch input[index + 1] {
    case UInt8(ascii: "["): return controlSequence(input, at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < input.count else { return .incomplete }
      return Self.finalKey(input[index + 2], parameter: nil).map { .key($0, length: 3) }
        ?? .skip(length: 3)
    case 0x1B: return .key(.escape, length: 1)
    default:
      guard case .key(_, let length) = step(input, at: index + 1) else {
        return .skip(length: 1)
      }
      return .skip(length: 1 + length)
    }
  }

  /// `ESC [` parameters, intermediates, then a final byte.
  private func controlSequence(_ input: [UInt8], at index: Int) -> Step {
    var end = index + 2
    while end < input.count, (0x20...0x3F).contains(input[end]) { end += 1 }
    guard end < input.count else { return .incomplete }
    let final = input[end]
    guard (0x40...0x7E).contains(final) else {
      // Not a sequence after all: drop what was read of it and decode the odd byte afresh.
      return .skip(length: end - index)
    }
    let parameters = input[(index + 2)..<end]
    let first = parameters.prefix { (0x30...0x39).contains($0) }
    let number = first.isEmpty ? nil : Int(String(decoding: first, as: UTF8.self))
    let length = end - index + 1
    return Self.finalKey(final, parameter: number).map { .key($0, length: length) }
      ?? .skip(length: length)
  }

  private static func finalKey(_ final: UInt8, parameter: Int?) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "Z"): .backTab
    case UInt8(ascii: "~"): tildeKey(parameter)
    default: nil
    }
  }

  private static func tildeKey(_ parameter: Int?) -> Key? {
    switch parameter {
    case 1, 7: .home
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    default: nil
    }
  }

  /// One UTF-8 encoded scalar; invalid bytes are skipped one at a time.
  private func character(_ input: [UInt8], at index: Int) -> Step {
    let lead = input[index]
    let length: Int
    switch lead {
    case 0x20...0x7E: return .key(.character(Character(Unicode.Scalar(lead))), length: 1)
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .skip(length: 1)
    }
    let available = min(length, input.count - index)
    let continuation = input[(index + 1)..<(index + available)]
    guard continuation.allSatisfy({ (0x80...0xBF).contains($0) }) else { return .skip(length: 1) }
    guard available == length else { return .incomplete }
    let bytes = input[index..<(index + length)]
    guard let text = String(validating: bytes, as: UTF8.self),
      let scalar = text.unicodeScalars.first
    else { return .skip(length: 1) }
    guard Self.isPrintable(scalar) else { return .skip(length: length) }
    return .key(.character(Character(scalar)), length: length)
  }

  private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value >= 0xA0 && value != 0x2028 && value != 0x2029
  }
}

/// A key the browser reacts to, decoded from the bytes a terminal sends.
///
/// Text arrives one character at a time, whether typed on a keyboard or committed by an
/// input method (`台積` is two `.character` keys).
package enum Key: Hashable, Sendable {
  /// A printable character: ASCII, CJK, anything but a control character.
  case character(Character)
  /// The arrow keys.
  case up, down, left, right
  /// Page and line navigation keys.
  case pageUp, pageDown, home, end
  /// Return or Enter.
  case enter
  /// A lone Esc, not the start of an escape sequence.
  case escape
  /// Backspace (0x7F or 0x08).
  case backspace
  /// The forward-delete key (`ESC [ 3 ~`).
  case delete
  /// Tab, and Shift-Tab (`ESC [ Z`).
  case tab, backTab
  /// Ctrl-C: with the terminal in raw mode it arrives as a byte, not as a signal.
  case interrupt
  /// Ctrl-L: paint the whole screen again.
  case redraw
}
