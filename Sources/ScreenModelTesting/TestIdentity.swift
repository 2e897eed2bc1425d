import XCTest

/// A test as snapshot folders and manifests name it: its class and its method.
///
///     print(TestIdentity(className: "DirectoryTests", methodName: "testFilter"))
///     // Prints: DirectoryTests/testFilter
struct TestIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The test case's class name, without its module.
  var className: String
  /// The test method's name, without an argument list.
  var methodName: String

  /// `Class/method`, the form manifests list.
  var description: String { "\(className)/\(methodName)" }

  init(className: String, methodName: String) {
    self.className = className
    self.methodName = methodName
  }

  /// The identity of a running or finished test case.
  ///
  /// corelibs XCTest names a test `Class.method`; Apple's XCTest names it `-[Class method]`.
  init(_ testCase: XCTestCase) {
    className = String(describing: type(of: testCase))
    let name = testCase.name
    if name.hasPrefix("-["), let space = name.lastIndex(of: " ") {
      methodName = String(name[name.index(after: space)...].dropLast())
    } else if let dot = name.lastIndex(of: ".") {
      methodName = String(name[name.index(after: dot)...])
    } else {
      methodName = name
    }
  }
}
