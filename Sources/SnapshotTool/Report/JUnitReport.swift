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

  /// Text for a CDATA section: `]]>` split across two sections.
  static func cdata(_ text: String) -> String {
    var result = ""
    var pending = legal(text)[...]
    while let range = pending.range(of: "]]>") {
      result += pending[..<range.lowerBound] + "]]]]><![CDATA[>"
      pending = pending[range.upperBound...]
    }
    return result + pending
  }

  private static func legal(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let allowed =
        value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
        || (0xE000...0xFFFD).contains(value) || value >= 0x10000
      result.append(allowed ? scalar : "?")
    }
    return String(result)
  }
}
