import XCTest

@testable import ScreenModelTesting

final class SourceClassLocatorTests: XCTestCase {
  private let source = """
    import XCTest

    @available(macOS 14, *)
    final class DirectoryTests: XCTestCase {
      struct Fixture {
        let rows = 1
      }

      func testFilter() {
        check()
      }
    }

    extension StockScreens.DirectoryTests {
      func testMore() {
        check()
      }
    }

    func helper() {
      check()
    }
    """

  private func className(atLine line: Int) throws -> String? {
    let package = try TemporaryPackage(for: self)
    try package.write(source, at: "Tests/XTests/DirectoryTests.swift")
    return SourceClassLocator.className(
      enclosingLine: line, inFile: package.root.path + "/Tests/XTests/DirectoryTests.swift")
  }

  func testClassName_IsTheTopLevelClassAroundTheLine() throws {
    XCTAssertEqual(try className(atLine: 10), "DirectoryTests")
    XCTAssertEqual(try className(atLine: 6), "DirectoryTests")
  }

  func testClassName_OfAnExtensionIsItsUnqualifiedType() throws {
    XCTAssertEqual(try className(atLine: 16), "DirectoryTests")
  }

  func testClassName_IsNilInATopLevelFunctionOrBeforeAnyType() throws {
    XCTAssertNil(try className(atLine: 21))
    XCTAssertNil(try className(atLine: 1))
  }

  func testClassName_ReadsCRLFFiles() throws {
    let package = try TemporaryPackage(for: self)
    let crlf = source.replacingOccurrences(of: "\n", with: "\r\n")
    try package.write(crlf, at: "X.swift")
    XCTAssertEqual(
      SourceClassLocator.className(enclosingLine: 16, inFile: package.root.path + "/X.swift"),
      "DirectoryTests")
  }

  func testClassName_IsNilForAnUnreadableFile() {
    XCTAssertNil(SourceClassLocator.className(enclosingLine: 3, inFile: "/nonexistent/X.swift"))
  }

  func testDeclaration_ReadsModifiersAndAttributes() {
    XCTAssertEqual(
      SourceClassLocator.declaration(in: "@MainActor public final class A: XCTestCase {"),
      .type("A"))
    XCTAssertEqual(SourceClassLocator.declaration(in: "extension B<T> {"), .type("B"))
    XCTAssertEqual(SourceClassLocator.declaration(in: "private let x = 1"), .other)
    XCTAssertNil(SourceClassLocator.declaration(in: "  func testA() {"))
    XCTAssertNil(SourceClassLocator.declaration(in: "}"))
    XCTAssertNil(SourceClassLocator.declaration(in: "// class Commented"))
    XCTAssertNil(SourceClassLocator.declaration(in: ""))
  }

  func testFolderName_OfThisTestIsItsClass() {
    XCTAssertEqual(
      SnapshotTestClass.name(file: #filePath, line: #line), "SourceClassLocatorTests")
  }
}
