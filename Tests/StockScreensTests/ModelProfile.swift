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
    case .watchRequested:
      guard case .loaded = phase else { return [] }
      return [.watch(code: code)]
    case .quoteLoaded, .quoteFailed:
      // The model's page shows no quote: an answer no request waits for.
      break
    }
    return []
  }

  /// What tapping `row` does: a shortcut acts on its target, or on its text without one.
  static func action(of row: ProfileRow) -> ProfileAction? {
    guard case .shortcut(let shortcut, _, _) = row else { return nil }
    let actions: [ProfileDocument.FunctionType: (String) -> ProfileAction] = [
      .website: ProfileAction.openWebsite, .email: ProfileAction.sendEmail,
      .telephone: ProfileAction.call,
    ]
    return actions[shortcut.functionType]?(shortcut.target ?? shortcut.text)
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

  /// Each part present gives its rows, in the design's order: the header, a row a key
  /// figure, a row a shortcut or the notice in their place, a row a person named.
  static func rows(of document: ProfileDocument) -> [ProfileRow] {
    let parts: [[ProfileRow]?] = [
      document.header.map { [.header($0)] },
      document.keyFigures.map { figures in
        figures.indices.map { .keyFigure(figures[$0], position: $0) }
      },
      document.shortcuts.map { shortcuts in
        guard document.serviceAble != false else { return [.serviceNotice()] }
        return shortcuts.indices.map { .shortcut(shortcuts[$0], position: $0) }
      },
      document.contact.map(people),
    ]
    let rows = parts.compactMap { $0 }.joined()
    return rows.isEmpty ? [.empty(text: "沒有可顯示的資料")] : Array(rows)
  }

  /// A row for each person the contact part names; the spokesperson with a title when given.
  static func people(_ contact: ProfileDocument.Contact) -> [ProfileRow] {
    let spokesperson = contact.spokesperson.map { name in
      contact.spokespersonTitle.map { name + "（" + $0 + "）" } ?? name
    }
    let named: [(ContactRole, String?)] = [
      (.chairman, contact.chairman), (.generalManager, contact.generalManager),
      (.spokesperson, spokesperson),
    ]
    return named.compactMap { role, name in name.map { .contact(role, name: $0) } }
  }
}
