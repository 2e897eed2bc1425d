/// A control as a screen shows it now: its declaration and its state, what an update's
/// `controls` carry.
public struct ShownControl: Hashable, Sendable {
  /// What the control is and what it sends.
  public var control: AnyControlDeclaration
  /// What it shows.
  public var state: ControlState
  /// A button's key in a terminal (`[AnyControlDeclaration].buttonKeys`).
  public var key: Character?

  public init(control: AnyControlDeclaration, state: ControlState, key: Character? = nil) {
    self.control = control
    self.state = state
    self.key = key
  }

  /// The declared control's id, stable while the screen is shown.
  public var id: String { control.id }

  /// `{"id":"code","kind":"textField","label":"代號","event":"code","parameter":"text",
  /// "value":"2330","content":"code","maxLength":6}`: the declaration's members and the
  /// state's (`ControlState.valueMembers`), the label the state's.
  public var json: JSONValue {
    .object(control.members(label: state.label, key: key) + state.valueMembers)
  }
}
