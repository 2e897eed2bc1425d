import Foundation
import TaiwanMarket
import XCTest

/// The front door: the body decides CSV or JSON; the content type is only a hint.
final class MarketDataDecoderTests: XCTestCase {
  func testCSVBody_DecodesAsCSVWhateverTheContentType() throws {
    let body = try TestFiles.fixtureData("bom.csv")
    for type in [nil, "text/csv", "text/html; charset=utf-8", "application/json"] {
      let data = try Decoding.any(body, contentType: type).get()
      XCTAssertEqual(data.companies.map(\.code), ["9301"], type ?? "no type")
    }
  }

  func testJSONBody_DecodesAsJSONWhateverTheContentType() throws {
    let body = try TestFiles.fixtureData("numbers_and_nulls.json")
    for type in [nil, "text/csv", "text/plain"] {
      let data = try Decoding.any(body, contentType: type, market: .otc).get()
      XCTAssertEqual(data.companies.map(\.code), ["9971", "9972"], type ?? "no type")
    }
  }

  func testJSONObject_IsJSONAndTheWrongShape() throws {
    let body = try TestFiles.fixtureData("object.json")
    let error = Decoding.any(body, contentType: "text/plain").failure()
    XCTAssertEqual(error?.kind, .wrongShape("expected an array of records, found an object"))
  }

  func testHTMLBody_IsAnHTMLPageEvenWhenServedAsCSV() throws {
    let body = try TestFiles.fixtureData("security_page.html")
    let error = Decoding.any(body, contentType: "text/csv", name: "t187ap03_L.csv").failure()
    XCTAssertEqual(error?.kind, .htmlPage(title: "FOR SECURITY REASONS"))
    XCTAssertEqual(error?.origin, .memory(name: "t187ap03_L.csv"))
  }

  func testEmptyBody_IsEmptyBody() {
    XCTAssertEqual(Decoding.any(Data(), contentType: "text/csv").failure()?.kind, .emptyBody)
    let onlyMark = Data([0xEF, 0xBB, 0xBF, 0x0A])
    XCTAssertEqual(Decoding.any(onlyMark, contentType: nil).failure()?.kind, .emptyBody)
  }

  func testJSONFragmentWithoutAJSONType_ReadsAsCSV() {
    let error = Decoding.any(Data("42\n".utf8), contentType: "text/csv").failure()
    XCTAssertEqual(error?.kind, .missingColumns(["公司代號", "公司簡稱", "公司名稱"]))
  }

  func testByteArray_DecodesLikeData() throws {
    let body = try TestFiles.fixtureData("crlf.csv")
    let fromArray = try MarketDataDecoder.decode(
      [UInt8](body), contentType: nil, market: .listed, origin: .memory(name: "crlf"))
    let fromData = try Decoding.any(body, contentType: nil, name: "crlf").get()
    XCTAssertEqual(fromArray, fromData)
  }
}
