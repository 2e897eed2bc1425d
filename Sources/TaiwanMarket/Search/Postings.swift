/// For each folded scalar, the ascending positions of the companies whose text holds it.
///
/// CJK ideographs and ASCII, nearly every scalar in company data, are looked up in flat
/// tables; anything else goes through a dictionary.
struct Postings: Sendable {
  private static let hanRange: ClosedRange<UInt32> = 0x4E00...0x9FFF
  private let lists: [[Int32]]
  private let ascii: [Int32]
  private let han: [Int32]
  private let others: [UInt32: Int32]

  func list(for scalar: UInt32) -> [Int32] {
    let slot: Int32?
    if scalar < 0x80 {
      slot = ascii[Int(scalar)]
    } else if Self.hanRange.contains(scalar) {
      slot = han[Int(scalar - Self.hanRange.lowerBound)]
    } else {
      slot = others[scalar]
    }
    guard let slot, slot >= 0 else { return [] }
    return lists[Int(slot)]
  }

  var byteCount: Int {
    lists.reduce(0) { $0 + $1.count * MemoryLayout<Int32>.stride + 32 }
      + (ascii.count + han.count) * MemoryLayout<Int32>.stride + others.count * 16
  }

  struct Builder {
    private var lists: [[Int32]] = []
    private var ascii = [Int32](repeating: -1, count: 0x80)
    private var han = [Int32](repeating: -1, count: Postings.hanRange.count)
    private var others: [UInt32: Int32] = [:]

    /// Records that the company at `position` holds `scalar`; positions arrive ascending.
    mutating func add(_ scalar: UInt32, position: Int32) {
      let slot: Int32
      if scalar < 0x80 {
        slot = ascii[Int(scalar)] >= 0 ? ascii[Int(scalar)] : newList()
        ascii[Int(scalar)] = slot
      } else if Postings.hanRange.contains(scalar) {
        let index = Int(scalar - Postings.hanRange.lowerBound)
        slot = han[index] >= 0 ? han[index] : newList()
        han[index] = slot
      } else if let existing = others[scalar] {
        slot = existing
      } else {
        slot = newList()
        others[scalar] = slot
      }
      if lists[Int(slot)].last != position { lists[Int(slot)].append(position) }
    }

    private mutating func newList() -> Int32 {
      lists.append([])
      return Int32(lists.count - 1)
    }

    func build() -> Postings {
      Postings(lists: lists, ascii: ascii, han: han, others: others)
    }
  }
}
