import Foundation
import TestSupport
import Testing

extension Trait where Self == ConditionTrait {
  /// Skips, saying why, when python3 is absent: the loopback server runs on it.
  static var needsPython3: Self {
    .enabled(
      if: LoopbackServer.python3 != nil,
      Comment(rawValue: "\(LoopbackServer.Failure.python3Missing)"))
  }

  /// Skips, saying why, when the real exchange file `name` is absent from the shared data.
  static func needsSharedFile(_ name: String) -> Self {
    .enabled(
      if: SharedData.file(name) != nil, Comment(rawValue: SharedData.missingMessage(name)))
  }
}
