/// The cases as JUnit XML, the form CI services read test results in.
///
///     <testsuites name="Snapshots" tests="2" failures="1">
///       <testsuite name="ListTests" tests="2" failures="1">
///         <testcase classname="ListTests" name="testFilter.txt" file="Snapshots/ListTests/testFilter.txt">
///           <failure type="mismatch" message="…"><![CDATA[--- …]]></failure>
///         </testcase>
enum JUnitReport {
  static func xml(_ cases: [SnapshotCase]) -> String {
    let failures = cases.filter { $0.failure != nil }.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"Snapshots\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
    for (suite, members) in Dictionary(grouping: cases, by: \.suite).sorted(by: { $0.key < $1.key })
    {
      let suiteFailures = members.filter { $0.failure != nil }.count
      xml += "  <testsuite name=\"\(attribute(suite))\" tests=\"\(members.count)\" "
      xml += "failures=\"\(suiteFailures)\">\n"
      for member in members {
        xml += "    <testcase classname=\"\(attribute(suite))\" name=\"\(attribute(member.name))\" "
        xml += "file=\"\(attribute(member.file))\""
        guard let failure = member.failure else {
          xml += "/>\n"
          continue
        }
        xml +=
          ">\n      <failure type=\"\(failure.type)\" message=\"\(attribute(failure.message))\">"
        xml += "<![CDATA[\(cdata(failure.details))]]></failure>\n    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }

  /// Text for an attribute: markup characters as entities, and characters XML 1.0 cannot
  /// hold (most control characters) as `?`.
  static func attribute(_ text: String) -> String {
    Markup.escaped(legal(text)) { scalar in
      switch scalar {
      case "\n": "&#10;"
      case "\t": "&#9;"
      default: nil
      }
    }
  }

  /// Text for a CDATA section: `]]>` split across two sections, and characters XML 1.0
  /// cannot hold as `?`.
  ///
  /// - Complexity: O(n) over the UTF-8 bytes.
  static func cdata(_ text: String) -> String {
    let bytes = Array(legal(text).utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x5D, index + 2 < bytes.count, bytes[index + 1] == 0x5D,
        bytes[index + 2] == 0x3E
      {
        result += Array("]]]]><![CDATA[>".utf8)
        index += 3
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// `text` with the characters XML 1.0 cannot hold (control characters other than tab, line
  /// feed and carriage return; U+FFFE and U+FFFF) as `?`. Swift strings hold no surrogates,
  /// the only other characters XML refuses.
  private static func legal(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
        result.append(0x3F)
        index += 1
      } else if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF,
        bytes[index + 2] >= 0xBE
      {
        result.append(0x3F)
        index += 3
      } else {
        result.append(byte)
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
