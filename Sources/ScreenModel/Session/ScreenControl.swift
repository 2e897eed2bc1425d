/// A control around a screen's rows, as a screen declares it: bound to one of the screen's
/// events by value, never by a name written again.
///
///     static let search = EventForm("search", ReadingList.Event.search, .text("text"), summary: "…")
///     let controls: [Control<ReadingList.Event>] = [
///       .searchField(search, label: "書名或作者", results: "book"),
///       .button("未讀完", sends: .show(.unread)),
///     ]
///
/// The declaration writes each as the `ScreenControl` every front end reads, by the screen's
/// own forms; a control whose form is not among the screen's events, or whose event no form
/// writes, is a problem the session names when it starts, never a control left out.
public enum Control<Event: Sendable>: Sendable {
  /// A search field sending `form`, whose one string parameter (text or word) carries the
  /// field's text, on each edit; `label` says what to type, and `results` names the kind of row a search
  /// lists, where a front end puts the selection while the user types (nil: the first row).
  case searchField(EventForm<Event>, label: String, results: String? = nil)
  /// A button labelled `label` that sends `event`; a terminal binds it to `key`, or to the
  /// next digit when it has none.
  case button(_ label: String, sends: Event, key: Character? = nil)
  /// Sent when the user reaches the last rows, while the last row offers it as its action:
  /// a feed's load-more.
  case endOfRows(sends: Event)
}

/// A control a front end shows around a screen's rows, bound to one of its events: what a
/// declaration's `Control` becomes once its events are written, and what `/api/screens`,
/// `browse` and help read.
public enum ScreenControl: Hashable, Sendable {
  /// A search field: each edit sends `event` with the field's text as `parameter`; `label`
  /// says what to type (`名稱或代號`), and `results` names the kind of row a search lists,
  /// where a front end puts the selection while the user types (nil: the first row).
  case searchField(event: String, parameter: String, label: String, results: String? = nil)
  /// A button that sends `event`: `上市` sends `{"event":"load","market":"listed"}`. A
  /// terminal binds it to `key`, or to the next digit when it has none.
  case button(label: String, event: SessionEvent, key: Character? = nil)
  /// Sent when the user reaches the last rows, while the last row offers it as its action:
  /// a feed's load-more.
  case endOfRows(event: SessionEvent)
}

extension Control {
  /// The control as front ends read it, its event written by `forms`; or the problem that
  /// keeps it from being written, naming the control.
  func written(by forms: [EventForm<Event>]) -> Result<ScreenControl, ControlProblem> {
    switch self {
    case .searchField(let form, let label, let results):
      guard forms.contains(where: { $0.name == form.name }) else {
        return .failure(
          ControlProblem("the search field \"\(label)\" sends \"\(form.name)\", not an event of it")
        )
      }
      let texts = form.parameters.filter { $0.kind == .text || $0.kind == .word }
      guard texts.count == 1, let text = texts.first else {
        return .failure(
          ControlProblem(
            "the search field \"\(label)\" sends \"\(form.name)\", which has \(texts.count) "
              + "string parameters, not one to carry the field's text"))
      }
      return .success(
        .searchField(event: form.name, parameter: text.name, label: label, results: results))
    case .button(let label, let event, let key):
      guard let written = forms.sessionEvent(for: event) else {
        return .failure(
          ControlProblem("the button \"\(label)\" sends \(event), which no event of it writes"))
      }
      return .success(.button(label: label, event: written, key: key))
    case .endOfRows(let event):
      guard let written = forms.sessionEvent(for: event) else {
        return .failure(
          ControlProblem("the end of its rows sends \(event), which no event of it writes"))
      }
      return .success(.endOfRows(event: written))
    }
  }
}

/// Why a declared control cannot be written for the front ends.
struct ControlProblem: Error {
  let description: String
  init(_ description: String) { self.description = description }
}
