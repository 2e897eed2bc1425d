import Foundation
import TestSupport
import Testing

/// The already built `stock-screens` program, for tests that run it as a person would.
enum BrowseBinary {
  /// The program, or nil when it has not been built.
  static var url: URL? { ProgramRun.builtProductURL("stock-screens") }

  /// Why a test that needs the program did not run.
  static let missingMessage = ProgramRunError.notBuilt("stock-screens").description
}

extension Trait where Self == ConditionTrait {
  /// Skips, saying why, when `stock-screens` has not been built.
  static var needsBuiltProgram: Self {
    .enabled(if: BrowseBinary.url != nil, Comment(rawValue: BrowseBinary.missingMessage))
  }
}
