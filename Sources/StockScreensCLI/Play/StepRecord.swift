import ScreenModel
import StockScreens

/// What one scenario step left on screen.
public struct StepRecord: Sendable {
  /// The step's place in the run, from 1; comments and blank lines take none.
  public var number: Int
  /// The scenario line that ran.
  public var step: ScenarioStep
  /// The screen on top after it.
  public var screen: SessionScreenKind
  /// The screen's rows as the session protocol writes them, with `id` and `action`.
  public var rows: [JSONValue]
  /// The screen as a snapshot shows it: its title, then a line a row.
  public var text: String
  /// From the previous step's rows to these; a change of screen replaces every row.
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
