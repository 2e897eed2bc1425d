import XCTest

@testable import TaiwanMarket

/// The public date readers on their own, and the words a JSON body's failure is told in.
final class DateAndShapeTests: XCTestCase {
  func testROCDate_ReadsSixAndSevenDigitsWithOrWithoutSeparators() {
    XCTAssertEqual(CalendarDate(rocDate: "1131029")?.description, "2024-10-29")
    XCTAssertEqual(CalendarDate(rocDate: "113/10/29")?.description, "2024-10-29")
    XCTAssertEqual(CalendarDate(rocDate: "991231")?.description, "2010-12-31")
    // Month and day smaller than the year: a year read with a divisor one off comes out
    // a year early here.
    XCTAssertEqual(CalendarDate(rocDate: "1130101")?.description, "2024-01-01")
    XCTAssertEqual(CalendarDate(rocDate: "0010101")?.description, "1912-01-01", "year 1 is 1912")
    XCTAssertNil(CalendarDate(rocDate: "11310290"))
    XCTAssertNil(CalendarDate(rocDate: "11029"))
    XCTAssertNil(CalendarDate(rocDate: "113102a"))
  }

  func testGregorianDate_ReadsEightDigitsWithOrWithoutSeparators() {
    XCTAssertEqual(CalendarDate(yyyymmdd: "19870221")?.description, "1987-02-21")
    XCTAssertEqual(CalendarDate(yyyymmdd: "1987-02-21")?.description, "1987-02-21")
    XCTAssertNil(CalendarDate(yyyymmdd: "1987022"))
  }

  private func detail(_ text: String) -> String {
    Array(text.utf8).withUnsafeBytes { JSONShape.failureDetail($0) }
  }

  func testFailureDetail_ReadsBracketsInsideStringsAsText() {
    XCTAssertEqual(detail(#"["x", "[[" x]"#), "not valid JSON")
    XCTAssertEqual(detail(#"[{"a":"]}"#), "cut short after 9 bytes", "a string left open")
    XCTAssertEqual(detail(#"[{"a":"\"]}""#), "cut short after 12 bytes", "an escaped quote")
    XCTAssertEqual(detail(#"[1, 2"#), "cut short after 5 bytes")
  }
}
