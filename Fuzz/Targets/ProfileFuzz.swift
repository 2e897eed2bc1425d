import Foundation
import TaiwanMarket

/// libFuzzer entry for the company profile JSON decoder.
///
/// Beyond not crashing: a document that decodes encodes back to JSON that decodes to the same
/// document with no problem, and every problem names a part of the document.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProfile(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let body = Data(UnsafeRawBufferPointer(start: start, count: count))
  let decoded: (document: ProfileDocument, problems: [ProfileProblem])
  do {
    decoded = try ProfileDocument.decode(from: body)
  } catch {
    FuzzCheck.require(!error.description.isEmpty, "an error without words")
    return 0
  }
  let parts: Set = ["deviceType", "serviceAble", "header", "keyFigures", "shortcuts", "contact"]
  for problem in decoded.problems {
    FuzzCheck.require(parts.contains(problem.part), "a problem in part \(problem.part)")
  }
  let encoded: Data
  do {
    encoded = try JSONEncoder().encode(decoded.document)
  } catch {
    FuzzCheck.require(false, "a decoded document does not encode: \(error)")
    return 0
  }
  do {
    let again = try ProfileDocument.decode(from: encoded)
    FuzzCheck.require(again.document == decoded.document, "the document changed on a round trip")
    FuzzCheck.require(again.problems.isEmpty, "a round trip has problems: \(again.problems)")
  } catch {
    FuzzCheck.require(false, "an encoded document does not decode: \(error)")
  }
  return 0
}
