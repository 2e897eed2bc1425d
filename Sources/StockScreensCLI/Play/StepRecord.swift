import ScreenModel
import StockScreens

/// What one scenario step left on screen.
public struct StepRecord: Sendable {
  /// 1-based step number.
  public var number: Int
  /// The step.
  public var step: ScenarioStep
  /// Which screen is on top.
  public var screen: SessionScreenKind
  /// The rows' JSON forms.
  public var rows: [JSONValue]
  /// The screen rendered as text.
  public var text: String
  /// The changes from the previous step's rows.
  public var changes: Changeset

  /// The step as one JSON line: step, command, screen, rows, changes.
  public var json: JSONValue {
    .object([
      "step": .int(Int64(number)),
      "command": .string(step.source),
      "screen": .string(screen.rawValue),
      "rows": .array(rows),
      "changes": .object([
        "inserted": .int(Int64(changes.inserts.count)),
        "deleted": .int(Int64(changes.deletes.count)),
        "moved": .int(Int64(changes.moves.count)),
        "updated": .int(Int64(changes.updates.count)),
      ]),
    ])
  }
}
