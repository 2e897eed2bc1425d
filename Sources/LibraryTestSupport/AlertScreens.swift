import ScreenModel

/// A list of price alerts and the editor that adds one, written against the package API: the
/// editor's `save` closes it and returns the alert to the list (`Navigation.close(returning:)`),
/// its `cancel` closes it with nothing. Tests of screens that close use them.
package struct AlertList: ScreenController {
  package enum Event: Hashable, Sendable {
    case add
    case saved(String)
  }

  package enum Command: Hashable, Sendable {
    case edit
  }

  /// What the list asks of whoever runs it: an editor for a new alert.
  package enum Output: Hashable, Sendable {
    case edit
  }

  package private(set) var alerts: [String] = []

  package init() {}

  package var title: String { "提醒" }

  package var rows: [AlertListRow] { alerts.isEmpty ? [.none] : alerts.map(AlertListRow.alert) }

  package mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .add: return [.edit]
    case .saved(let alert): alerts.append(alert)
    }
    return []
  }

  package static func output(of command: Command) -> Output? { .edit }
}

/// The list's rows: an alert a line, or none yet.
package enum AlertListRow: DescribedRow {
  case alert(String)
  case none

  package var id: String {
    switch self {
    case .alert(let alert): "alert:\(alert)"
    case .none: "none"
    }
  }

  package var text: RowText {
    switch self {
    case .alert(let alert): RowText(alert)
    case .none: RowText("沒有提醒")
    }
  }

  package var action: AlertList.Event? { nil }
}

/// The editor of one new alert: a code, saved only when there is one.
package struct AlertDraft: ScreenController {
  package enum Event: Hashable, Sendable {
    case code(String)
    case save
    case cancel
  }

  package enum Command: Hashable, Sendable {
    case saved(String)
    case cancelled
  }

  /// What the editor tells whoever runs it: the alert saved, or none.
  package enum Output: Hashable, Sendable {
    case saved(String)
    case cancelled
  }

  package private(set) var code = ""

  package init() {}

  package var title: String { "新提醒" }

  package var rows: [DraftRow] { [DraftRow(code: code)] }

  package var controls: [ControlState] {
    [
      AlertScreens.codeField.showing(code),
      AlertScreens.saveButton.showing(isEnabled: !code.isEmpty),
    ]
  }

  package mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .code(let text): code = text
    case .save: return code.isEmpty ? [] : [.saved(code)]
    case .cancel: return [.cancelled]
    }
    return []
  }

  package static func output(of command: Command) -> Output? {
    switch command {
    case .saved(let alert): .saved(alert)
    case .cancelled: .cancelled
    }
  }
}

/// The editor's one row: the alert as typed so far.
package struct DraftRow: DescribedRow {
  package var code: String

  package var id: String { "draft" }
  package var text: RowText { RowText(code.isEmpty ? "沒有提醒" : code) }
  package var action: AlertDraft.Event? { nil }
}

/// The two screens' registrations.
package enum AlertScreens {
  static let code = EventForm(
    "code", AlertDraft.Event.code, .text("text"), summary: "type the code")
  static let codeField = ControlDeclaration<AlertDraft.Event>.textField(
    "code", label: "代號", sends: code, content: .code)
  static let saveButton = ControlDeclaration<AlertDraft.Event>.button(
    "save", label: "儲存", sends: .save)

  /// The list, `alerts`, whose `add` opens the editor.
  package static let list = ScreenDeclaration<AlertList, NoInput>(
    "alerts", summary: "the price alerts",
    events: [EventForm("add", AlertList.Event.add, summary: "add an alert", opens: "draft")],
    open: { requests in ScreenDriver(AlertList(), requests: requests, perform: { _ in nil }) },
    navigation: { _ in .open("draft", with: NoInput()) })

  /// The editor, `draft`, on top of the list; a save leads where `saving` says: by default
  /// it closes the editor and returns the alert to the list.
  package static func draft(
    closes: Bool = true,
    saving: @escaping @Sendable (String) -> Navigation = {
      .close(returning: AlertList.Event.saved($0))
    }
  ) -> ScreenDeclaration<AlertDraft, NoInput> {
    ScreenDeclaration(
      "draft", summary: "a new alert", placement: .stacked,
      events: [
        code,
        EventForm("save", AlertDraft.Event.save, summary: "save the alert", closes: closes),
        EventForm("cancel", AlertDraft.Event.cancel, summary: "leave unsaved", closes: closes),
      ],
      controls: [codeField, saveButton],
      open: { requests in ScreenDriver(AlertDraft(), requests: requests, perform: { _ in nil }) },
      navigation: { output in
        switch output {
        case .saved(let alert): saving(alert)
        case .cancelled: .close
        }
      })
  }
}
