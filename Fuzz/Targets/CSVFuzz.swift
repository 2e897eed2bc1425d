import Foundation
import TaiwanMarket

/// libFuzzer entry for the MOPS CSV decoder.
///
/// Beyond not crashing: decoded data keeps the decoder's promises (`FuzzCheck.checkData`),
/// errors and issues name lines that exist, and the sniffing front door gives the same answer
/// for any body that does not look like JSON.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: start, count: count)
  let origin = DataOrigin.memory(name: "fuzz.csv")
  let lines = FuzzCheck.lineCount(bytes)
  let direct = Result { () throws(MarketDataError) in
    try CSVMarketDecoder.decode(bytes, market: .otc, origin: origin)
  }
  switch direct {
  case .success(let data): FuzzCheck.checkData(data, market: .otc, origin: origin, maxLine: lines)
  case .failure(let error):
    FuzzCheck.checkError(error, market: .otc, origin: origin, maxLine: lines)
  }
  CSVFuzz.checkTextAgreesWithTheStandardLibrary(bytes, direct)
  let body = Data(bytes)
  if !CSVFuzz.looksLikeJSON(bytes) {
    let sniffed = Result { () throws(MarketDataError) in
      try MarketDataDecoder.decode(body, contentType: "text/csv", market: .otc, origin: origin)
    }
    FuzzCheck.require(sniffed == direct, "the front door disagrees with the CSV decoder")
  }
  return 0
}

enum CSVFuzz {
  /// The decoder's own one-pass text check agrees with the standard library: a body it takes
  /// is UTF-8 without NUL or an inner byte-order mark, and each of those errors is real.
  static func checkTextAgreesWithTheStandardLibrary(
    _ bytes: UnsafeRawBufferPointer, _ result: Result<MarketData, MarketDataError>
  ) {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let text = bytes[start...]
    let isUTF8 = String(validating: text, as: UTF8.self) != nil
    let hasNUL = text.contains(0)
    // In valid UTF-8 these bytes are U+FEFF and nothing else; Foundation's `contains` on
    // strings would skip it as an ignorable character.
    let hasInnerMark = isUTF8 && text.firstRange(of: [0xEF, 0xBB, 0xBF]) != nil
    switch result {
    case .success:
      FuzzCheck.require(isUTF8 && !hasNUL && !hasInnerMark, "took a body that is not clean text")
    case .failure(let error):
      switch error.kind {
      case .invalidUTF8: FuzzCheck.require(!isUTF8, "valid UTF-8 reported invalid")
      case .nulByte: FuzzCheck.require(hasNUL, "a NUL byte reported where there is none")
      case .byteOrderMarkInside: FuzzCheck.require(hasInnerMark || !isUTF8, "a BOM reported")
      default: break
      }
    }
  }

  /// True when the first byte past a byte-order mark and white space is `[` or `{`.
  static func looksLikeJSON(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var index = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    while index < bytes.count, bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index]) {
      index += 1
    }
    return index < bytes.count && (bytes[index] == 0x5B || bytes[index] == 0x7B)
  }
}
