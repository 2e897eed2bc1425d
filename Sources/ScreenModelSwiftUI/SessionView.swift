// SwiftUI exists on Apple's platforms only; elsewhere this module is empty, so a package that
// depends on it builds everywhere and uses the view where it can.
#if canImport(SwiftUI)
  import ScreenModel
  import SwiftUI

  /// Any registered screens in SwiftUI: the screen on top as a `List` of its rows, a back
  /// button while a screen is under it, its buttons in the toolbar, a search field where it
  /// declares one, and the last problem above the rows.
  ///
  ///     @State private var model = ObservableSession(
  ///       ScreenSession(screens: [quotes, detail], protocol: .v1))
  ///     var body: some View { SessionView(model) }
  ///
  /// A row with an action is a button that sends it as the controller's own event; its
  /// further actions are in its context menu. Rows are built as the list shows them, each
  /// identified by its place, so a screen of many rows costs what is on screen.
  @MainActor
  public struct SessionView: View {
    @Bindable private var model: ObservableSession
    private let backLabel: String?

    /// A view of `model`'s session; `backLabel` is what the back button says, by default
    /// the session's word for it (`ObservableSession.backLabel`).
    public init(_ model: ObservableSession, backLabel: String? = nil) {
      _model = Bindable(model)
      self.backLabel = backLabel
    }

    /// The screen on top in a navigation stack of one: the session keeps the stack, so the
    /// back button sends `back` rather than popping a view.
    public var body: some View {
      NavigationStack {
        rows
          .navigationTitle(model.top.title)
          .toolbar {
            if model.canGoBack {
              ToolbarItem(placement: .navigation) {
                Button(backLabel ?? model.backLabel) { model.back() }
              }
            }
            ToolbarItemGroup(placement: .primaryAction) {
              ForEach(buttons) { button in
                Button(button.label) { model.send(button.event) }.disabled(!button.isEnabled)
              }
            }
          }
      }
    }

    @ViewBuilder private var rows: some View {
      if let prompt = model.searchPrompt {
        list.searchable(text: $model.searchText, prompt: prompt)
      } else {
        list
      }
    }

    private var list: some View {
      List {
        if let problem = model.problem {
          Text(problem).foregroundStyle(.red)
        }
        ForEach(model.top.indices, id: \.self) { index in
          if let row = model.top.row(at: index) {
            SessionRowView(row: row) { model.send($0) }
          }
        }
      }
    }

    /// The buttons the screen on top shows, in order, each usable as its state says.
    private var buttons: [ControlButton] {
      model.controls.compactMap { control in
        guard control.state.kind == .button else { return nil }
        return ControlButton(
          id: control.id, label: control.state.label, event: control.control.event(),
          isEnabled: control.state.isEnabled)
      }
    }
  }

  /// A declared button: what it says, the event it sends, and whether it can be used now.
  private struct ControlButton: Identifiable {
    let id: String
    let label: String
    let event: SessionEvent
    let isEnabled: Bool
  }

  /// One row: a button when it has an action, read by assistive technology as its
  /// `accessibility` says, with its further actions in a context menu.
  private struct SessionRowView: View {
    let row: AnyRow
    let send: (AnyEvent) -> Void

    var body: some View {
      let reading = row.accessibility
      Group {
        if let action = row.actionEvent {
          Button(row.title) { send(action) }
        } else {
          Text(row.title)
        }
      }
      .contextMenu {
        ForEach(row.actionEvents, id: \.name) { further in
          Button(further.label) { send(further.event) }
        }
      }
      .accessibilityLabel(reading.label)
      .accessibilityValue(reading.value ?? "")
      .accessibilityHint(reading.hint ?? "")
      .accessibilityAddTraits(reading.traits.contains(.header) ? .isHeader : [])
      .accessibilityAddTraits(
        reading.traits.contains(.updatesFrequently) ? .updatesFrequently : [])
    }
  }
#endif
