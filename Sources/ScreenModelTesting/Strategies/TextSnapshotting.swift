// A test target that depends on this product alone makes its types snapshot-representable
// and reads outcomes and record modes: those come from the modules below, so they come with
// `import ScreenModelTesting`.
import Foundation
import ScreenModel
@_exported import SnapshotStore

@_exported import protocol ScreenModel.TextSnapshotRepresentable

/// How a value becomes the text of its snapshot, and the extension of the snapshot's file.
///
/// A strategy is a small value: a closure and a file extension. The library ships `.text`
/// (the default, for any `TextSnapshotRepresentable`), `.lines` (a `String` as it is) and
/// `.json` (any `Encodable`, keys sorted); `pullback(_:)` derives a strategy for another type
/// from one of these:
///
///     let count = TextSnapshotting<String>.lines.pullback { "數量 \($0) 筆" }
///     assertTextSnapshot(of: 1867, as: count)
///     // Checks Snapshots/<Suite>/<test>.txt, which holds "數量 1867 筆"
///
/// A strategy of your own is a few lines:
///
///     extension TextSnapshotting where Value == [Company] {
///       static var codes: TextSnapshotting {
///         TextSnapshotting(pathExtension: "txt") { $0.map(\.code).joined(separator: "\n") }
///       }
///     }
///
/// The name is not swift-snapshot-testing's `Snapshotting<Value, Format>`, so a test target
/// that imports both libraries reads each type's name, and its static members, unambiguously.
///
/// A strategy is not `Sendable`: its closure may capture anything. Make it where it is used,
/// as the computed static properties above do, rather than keeping one in a global.
public struct TextSnapshotting<Value> {
  /// The file extension of the snapshot, without a dot: `txt`, `json`.
  public var pathExtension: String
  /// Turns a value into its snapshot text; a thrown error fails the assertion with its message.
  public var snapshot: (Value) throws -> String

  public init(
    pathExtension: String = "txt", snapshot: @escaping (Value) throws -> String
  ) {
    self.pathExtension = pathExtension
    self.snapshot = snapshot
  }

  /// A strategy for `NewValue` that turns it into a `Value` first, then into this strategy's
  /// text, with this strategy's extension.
  ///
  ///     let capital = TextSnapshotting<String>.lines.pullback { (company: Company) in
  ///       "\(company.name): \(company.capitalText)"
  ///     }
  public func pullback<NewValue>(
    _ transform: @escaping (NewValue) throws -> Value
  ) -> TextSnapshotting<NewValue> {
    let snapshot = self.snapshot
    return TextSnapshotting<NewValue>(pathExtension: pathExtension) {
      try snapshot(transform($0))
    }
  }
}

extension TextSnapshotting where Value: TextSnapshotRepresentable {
  /// The value's `snapshotText`, in a `.txt` file: a screen, a storyboard, a string.
  public static var text: TextSnapshotting {
    TextSnapshotting(pathExtension: "txt") { $0.snapshotText }
  }

  /// The value's `snapshotText(in:)`, in a `.txt` file: a screen whose controls' surrounding
  /// words are `words`'.
  public static func text(in words: Words) -> TextSnapshotting {
    TextSnapshotting(pathExtension: "txt") { $0.snapshotText(in: words) }
  }
}

extension TextSnapshotting where Value: AccessibilityDescribable {
  /// The screen as a screen reader meets it, in a `.txt` file: its title as a heading, then
  /// one element a line in reading order, with its traits and hint.
  ///
  ///     assertTextSnapshot(of: directory.screen, as: .accessibility)
  ///     // 公司列表 — 標題
  ///     // 台積電，2330，上市，台灣積體電路製造股份有限公司，資本額 2,593 億元 — 按鈕，開啟公司資料
  public static var accessibility: TextSnapshotting {
    TextSnapshotting(pathExtension: "txt") { $0.accessibilityText }
  }
}

extension TextSnapshotting where Value == String {
  /// The string as it is, in a `.txt` file, compared line by line.
  public static var lines: TextSnapshotting {
    TextSnapshotting(pathExtension: "txt") { $0 }
  }
}

extension TextSnapshotting where Value: Encodable {
  /// The value encoded as JSON in a `.json` file: keys sorted, two-space indentation, slashes
  /// left as they are, so that the same value always gives the same text.
  ///
  ///     assertTextSnapshot(of: ["code": "2330", "name": "台積電"], as: .json)
  ///     // {
  ///     //   "code" : "2330",
  ///     //   "name" : "台積電"
  ///     // }
  public static var json: TextSnapshotting {
    TextSnapshotting(pathExtension: "json") { value in
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
  }
}
