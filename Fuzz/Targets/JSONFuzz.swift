import Foundation
import TaiwanMarket

/// libFuzzer entry for the OpenAPI JSON decoder and the sniffing front door.
///
/// Beyond not crashing: decoded data keeps the decoder's promises, and the front door, told
/// the body is JSON, answers exactly as the JSON decoder does for anything that starts like
/// JSON.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: start, count: count)
  let body = Data(bytes)
  let origin = DataOrigin.memory(name: "fuzz.json")
  let direct = Result { () throws(MarketDataError) in
    try JSONMarketDecoder.decode(body, market: .emerging, origin: origin)
  }
  switch direct {
  case .success(let data): FuzzCheck.checkData(data, market: .emerging, origin: origin)
  case .failure(let error): FuzzCheck.checkError(error, market: .emerging, origin: origin)
  }
  let sniffed = Result { () throws(MarketDataError) in
    try MarketDataDecoder.decode(
      body, contentType: "application/json", market: .emerging, origin: origin)
  }
  switch sniffed {
  case .success(let data): FuzzCheck.checkData(data, market: .emerging, origin: origin)
  case .failure(let error): FuzzCheck.checkError(error, market: .emerging, origin: origin)
  }
  if JSONFuzz.startsLikeJSON(bytes) {
    FuzzCheck.require(sniffed == direct, "the front door disagrees with the JSON decoder")
  }
  return 0
}

enum JSONFuzz {
  /// True when the first byte past a byte-order mark and white space can start JSON.
  static func startsLikeJSON(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var index = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    while index < bytes.count, bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index]) {
      index += 1
    }
    guard index < bytes.count else { return false }
    return Array("[{\"-0123456789tfn".utf8).contains(bytes[index])
  }
}
