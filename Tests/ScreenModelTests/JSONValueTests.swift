import ScreenModel
import XCTest

final class JSONValueTests: XCTestCase {
  func testObjects_KeepKeyOrder() {
    let value = JSONValue.object([
      "step": .int(1), "command": .string("load otc"), "rows": .array([]),
    ])
    XCTAssertEqual(value.text, #"{"step":1,"command":"load otc","rows":[]}"#)
    XCTAssertEqual(value["command"], .string("load otc"))
    XCTAssertNil(value["missing"])
  }

  func testStrings_EscapeWhatJSONRequires() {
    XCTAssertEqual(
      JSONValue.string("台積電 \"TSMC\"\\\n\t\u{1}\u{2028}").text, #""台積電 \"TSMC\"\\\n\t\u0001\u2028""#
    )
    XCTAssertEqual(JSONValue.string(nil as String?).text, "null")
  }

  func testNumbers() {
    XCTAssertEqual(JSONValue.int(259_327_332_420).text, "259327332420")
    XCTAssertEqual(JSONValue.double(15209.5).text, "15209.5")
    XCTAssertEqual(JSONValue.double(42).text, "42")
    XCTAssertEqual(JSONValue.double(.infinity).text, "null")
    XCTAssertEqual(JSONValue.double(.nan).text, "null")
    XCTAssertEqual(JSONValue.bool(false).text, "false")
    for number: Int64 in [0, 7, -7, 10, 1_000_000, .max, .min] {
      XCTAssertEqual(JSONValue.int(number).text, String(number))
    }
  }

  func testWrite_AppendsToWhatIsThere() {
    var output = Array("[".utf8)
    JSONValue.object(["a": .array([.int(-1), .null])]).write(into: &output)
    JSONValue.write(string: "\"", into: &output)
    JSONValue.write(int: 42, into: &output)
    XCTAssertEqual(String(decoding: output, as: UTF8.self), #"[{"a":[-1,null]}"\""42"#)
  }
}
