/// What a control shows now, made from its screen's state like a row: its value, whether it
/// can be used, and a message (a validation's) when there is one.
///
///     static let price = ControlDeclaration<Event>.textField(
///       "price", label: "價格", sends: priceForm, content: .decimal)
///     var controls: [ControlState] {
///       [Self.price.showing(price, message: priceProblem).disabled(atMarketPrice)]
///     }
///
/// A state never carries what was typed anywhere else: every front end shows the value the
/// state holds, so an edit shows once the screen has taken it. A control that is disabled,
/// or read-only, shows its value and takes no edit: a session refuses its event, naming the
/// control, from any front end.
public struct ControlState: Hashable, Sendable {
  /// The id of the declared control it is the state of: stable while the screen is shown.
  public var id: String
  /// What the control is for: `代號`.
  public var label: String
  /// The control's kind, with its value.
  public var kind: ControlKind
  /// What is wrong with the value, said where the control is (`不是數字`); nil when nothing.
  public var message: String?
  /// Whether it takes edits: enabled, disabled (dimmed, skipped), or read-only (its value
  /// shown as usual, and kept). A button is enabled or disabled.
  public var availability: ControlAvailability
  /// The control declared, when the state was made from it (`ControlDeclaration.showing`): what a
  /// declaration reads its controls from. No part of the value: two states that show the
  /// same are equal however they were made.
  var origin: ControlOrigin?

  public init(
    id: String, label: String, kind: ControlKind, message: String? = nil,
    availability: ControlAvailability = .enabled
  ) {
    self.id = id
    self.label = label
    self.kind = kind
    self.message = message
    self.availability = availability
  }

  /// True while it takes edits (or presses): neither disabled nor read-only.
  public var isEnabled: Bool { availability == .enabled }

  /// The state, disabled when `isDisabled`: `priceField.showing(price).disabled(atMarket)`.
  public func disabled(_ isDisabled: Bool = true) -> ControlState {
    guard isDisabled else { return self }
    var state = self
    state.availability = .disabled
    return state
  }

  /// The state, read-only when `isReadOnly` (and not disabled already): a field that shows
  /// a value the screen computed, and takes no edit.
  public func readOnly(_ isReadOnly: Bool = true) -> ControlState {
    guard isReadOnly, availability == .enabled else { return self }
    var state = self
    state.availability = .readOnly
    return state
  }
}

/// Whether a control takes edits now.
public enum ControlAvailability: String, Hashable, Sendable, CaseIterable {
  /// It takes edits, a button presses.
  case enabled
  /// It shows, dimmed, and takes nothing: a front end skips it, and a session refuses its
  /// event.
  case disabled
  /// It shows its value as usual and can be read (and copied), but takes no edit: a
  /// session refuses its event. A text field, a toggle or a choice; never a button.
  case readOnly
}

/// The declared control a state was made from, erased: equal to every other, so that it is
/// no part of a state's value.
struct ControlOrigin: Hashable, Sendable {
  /// The `ControlDeclaration<Event>` itself.
  let control: any Sendable

  static func == (lhs: ControlOrigin, rhs: ControlOrigin) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}

/// The kinds of control a screen shows, each with its value.
public enum ControlKind: Hashable, Sendable {
  /// A field to type in: its text, what kind of text it takes, a placeholder shown while it
  /// is empty, and the most characters it takes (nil: no limit).
  case textField(value: String, content: TextContent, placeholder: String, maxLength: Int?)
  /// On or off.
  case toggle(isOn: Bool)
  /// One of `options`; nil when none is selected.
  case choice(options: [ChoiceOption], selected: String?)
  /// A button; whether it can be pressed is the state's `availability`.
  case button

  /// The kind's name in JSON: `textField`, `toggle`, `choice` or `button`.
  public var token: String {
    switch self {
    case .textField: "textField"
    case .toggle: "toggle"
    case .choice: "choice"
    case .button: "button"
    }
  }
}

/// What a text field takes, for a front end's keyboard and input checks; the value is text
/// whatever the content, and the screen says what is wrong with it in a message.
public enum TextContent: String, Hashable, Sendable, CaseIterable {
  /// Any text.
  case text
  /// Digits: a count.
  case wholeNumber
  /// A number with a fraction: a price, an amount in 億元.
  case decimal
  /// An identifier typed as it is, not corrected nor capitalized: a stock code.
  case code
}

/// One option of a choice: its token, which the choice's event carries, and what it says.
public struct ChoiceOption: Hashable, Sendable {
  /// The value sent: `above`.
  public var token: String
  /// What a person reads: `高於`.
  public var label: String

  public init(_ token: String, label: String) {
    self.token = token
    self.label = label
  }
}
