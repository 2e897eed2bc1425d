import StockScreens
import TaiwanMarket

/// A plain reference for `CompanyProfile`, written from the design's words: the page asks
/// for its document once and again on each retry after a failure; only an answer it awaits
/// changes it; a loaded page shows exactly the parts present, in order, the service notice
/// in place of the shortcuts when the service is down, and `沒有可顯示的資料` when nothing is
/// left to show.
struct ModelProfile {
  enum Phase: Equatable {
    case loading
    case loaded(ProfileDocument)
    case failed(String)
    case notFound
  }

  let code: String
  private(set) var phase = Phase.loading
  private(set) var problems: [ProfileProblem] = []

  init(code: String) {
    self.code = code
  }

  /// Applies `event`; returns what the page must ask its shell to do.
  mutating func apply(_ event: CompanyProfile.Event) -> [CompanyProfile.Command] {
    switch event {
    case .documentLoaded(let document, let problems):
      if phase == .loading {
        phase = .loaded(document)
        self.problems = problems
      }
    case .loadFailed(let reason):
      if phase == .loading { phase = .failed(reason) }
    case .companyNotFound:
      if phase == .loading { phase = .notFound }
    case .retryRequested:
      guard case .failed = phase else { return [] }
      phase = .loading
      return [.fetchProfile(code: code)]
    case .actionSelected(let action):
      let offered = rows.contains { Self.action(of: $0) == action }
      return offered ? [.perform(action)] : []
    }
    return []
  }

  /// What tapping `row` does: a shortcut acts on its target, or on its text without one.
  static func action(of row: ProfileRow) -> ProfileAction? {
    guard case .shortcut(let shortcut, _) = row else { return nil }
    let target = shortcut.target ?? shortcut.text
    switch shortcut.functionType {
    case .website: return .openWebsite(target)
    case .email: return .sendEmail(target)
    case .telephone: return .call(target)
    case .transferAgent: return .showTransferAgent(target)
    }
  }

  /// The rows the page must show.
  var rows: [ProfileRow] {
    switch phase {
    case .loading: return [.loading(code: code)]
    case .failed(let reason): return [.error(reason: reason)]
    case .notFound: return [.empty(text: "找不到代號 \(code) 的公司")]
    case .loaded(let document): return Self.rows(of: document)
    }
  }

  static func rows(of document: ProfileDocument) -> [ProfileRow] {
    var rows: [ProfileRow] = []
    if let header = document.header { rows.append(.header(header)) }
    for (position, figure) in (document.keyFigures ?? []).enumerated() {
      rows.append(.keyFigure(figure, position: position))
    }
    if let shortcuts = document.shortcuts {
      if document.serviceAble == false {
        rows.append(.serviceNotice)
      } else {
        for (position, shortcut) in shortcuts.enumerated() {
          rows.append(.shortcut(shortcut, position: position))
        }
      }
    }
    if let contact = document.contact {
      if let name = contact.chairman { rows.append(.contact(role: "董事長", name: name)) }
      if let name = contact.generalManager { rows.append(.contact(role: "總經理", name: name)) }
      if let name = contact.spokesperson {
        let titled = contact.spokespersonTitle.map { "\(name)（\($0)）" } ?? name
        rows.append(.contact(role: "發言人", name: titled))
      }
    }
    return rows.isEmpty ? [.empty(text: "沒有可顯示的資料")] : rows
  }
}
