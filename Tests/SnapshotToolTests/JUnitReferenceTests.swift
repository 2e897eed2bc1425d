import Foundation
import XCTest

@testable import SnapshotTool

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// CI services read the JUnit report with their own XML parsers: Foundation's, which shares
/// no code with `JUnitReport`, must read back every name, message and diff as written.
final class JUnitReferenceTests: XCTestCase {
  /// What an XML parser reports: each element's name and attributes, and its CDATA.
  private final class Reading: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var cdata = ""
    var failed: (any Error)?

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      elements.append((name, attributes))
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
      cdata += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
      failed = error
    }
  }

  private func read(_ xml: String) throws -> Reading {
    let reading = Reading()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = reading
    XCTAssertTrue(parser.parse(), "\(String(describing: reading.failed))\n\(xml)")
    return reading
  }

  func testHostileNamesMessagesAndDiffs_ReadBackAsWritten() throws {
    let details = "--- a\n+++ b\n@@ -1 +1 @@\n-x]]>y\n+<z & \"w\">\t]]]>\n"
    let cases = [
      SnapshotCase(suite: "A<&>\"'", name: "t\"1.txt", file: "Snapshots/A/t.txt", failure: nil),
      SnapshotCase(
        suite: "A<&>\"'", name: "新\tline\nbreak.txt", file: "Snapshots/A/新.txt",
        failure: .init(type: "mismatch", message: "a \"b\" <c> & d\ne", details: details)),
      SnapshotCase(
        suite: "B", name: "bell\u{7}.txt", file: "B/bell.txt",
        failure: .init(type: "missing", message: "m", details: "")),
    ]
    let reading = try read(JUnitReport.xml(cases))
    let names = reading.elements.map(\.name)
    XCTAssertEqual(
      names,
      [
        "testsuites", "testsuite", "testcase", "testcase", "failure", "testsuite",
        "testcase", "failure",
      ])
    XCTAssertEqual(reading.elements[0].attributes["tests"], "3")
    XCTAssertEqual(reading.elements[0].attributes["failures"], "2")
    XCTAssertEqual(reading.elements[1].attributes["name"], "A<&>\"'")
    XCTAssertEqual(reading.elements[1].attributes["failures"], "1")
    XCTAssertEqual(reading.elements[2].attributes["name"], "t\"1.txt")
    XCTAssertEqual(reading.elements[3].attributes["name"], "新\tline\nbreak.txt")
    XCTAssertEqual(reading.elements[4].attributes["message"], "a \"b\" <c> & d\ne")
    XCTAssertEqual(reading.elements[6].attributes["name"], "bell?.txt", "XML 1.0 holds no BEL")
    XCTAssertEqual(reading.cdata, details, "a CDATA section split at ]]> joins back")
  }
}
