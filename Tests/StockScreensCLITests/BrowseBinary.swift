import Foundation
import TestSupport

/// The already built `stock-screens` program, for tests that run it as a person would.
enum BrowseBinary {
  /// The program, or nil when it has not been built.
  static var url: URL? { ProgramRun.builtProductURL("stock-screens") }

  /// Why a test that needs the program did not run.
  static let missingMessage = ProgramRunError.notBuilt("stock-screens").description
}
