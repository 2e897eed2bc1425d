import LibraryTestSupport
import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

// MARK: - Playing

extension ProfileModelTests {
  /// The page, its model, and the answers in flight and given, as the test holds them.
  struct Harness {
    var profile: CompanyProfile
    var model: ModelProfile
    var outstanding: [String]
    var answered: [CompanyProfile.Event] = []

    init(code: String) {
      let (profile, commands) = CompanyProfile.open(code: code)
      self.profile = profile
      model = ModelProfile(code: code)
      outstanding = commands.compactMap {
        if case .fetchProfile(let code) = $0 { return code }
        return nil
      }
    }

    /// The event `action` sends to the current page, or nil when it sends none.
    mutating func event(for action: Action) -> CompanyProfile.Event? {
      switch action {
      case .open: return nil
      case .answer(let slot, let outcome):
        guard !outstanding.isEmpty else { return nil }
        outstanding.remove(at: slot % outstanding.count)
        let event = Self.answer(outcome)
        answered.append(event)
        return event
      case .again(let slot):
        guard !answered.isEmpty else { return nil }
        return answered[slot % answered.count]
      case .stray(let outcome): return Self.answer(outcome)
      case .retry: return .retryRequested
      case .tap(let index):
        let rows = profile.rows
        return rows.isEmpty ? nil : .actionSelected(Self.tapped(rows[index % rows.count]))
      case .tapElsewhere: return .actionSelected(.call("0800-000-000"))
      case .watch: return .watchRequested
      }
    }

    /// The action of `row`, or one no row offers when it has none.
    static func tapped(_ row: ProfileRow) -> ProfileAction {
      ModelProfile.action(of: row) ?? .openWebsite("https://example.test/none")
    }

    static func answer(_ outcome: Outcome) -> CompanyProfile.Event {
      switch outcome {
      case .document(let variant):
        let (document, problems) = ProfileModelTests.document(variant)
        return .documentLoaded(document, problems: problems)
      case .failure(let reason): return .loadFailed(reason: reason)
      case .notFound: return .companyNotFound
      }
    }
  }

  static func play(_ actions: [Action], coverage: ModelCoverage? = nil) -> ModelFailure? {
    var harness = Harness(code: "2330")
    for (step, action) in actions.enumerated() {
      if case .open(let code) = action {
        harness = Harness(code: code)
        if let problem = check(harness.profile, harness.model, before: []) {
          return ModelFailure(step: step, message: problem)
        }
        continue
      }
      guard let event = harness.event(for: action) else { continue }
      let before = harness.profile
      let commands = harness.profile.handle(event)
      let expected = harness.model.apply(event)
      for case .fetchProfile(let code) in commands { harness.outstanding.append(code) }
      if commands != expected {
        return ModelFailure(step: step, message: "commands \(commands), model \(expected)")
      }
      if let problem = check(harness.profile, harness.model, before: before.rows) {
        return ModelFailure(step: step, message: problem)
      }
      if let coverage { note(event, commands, before, harness.profile, in: coverage) }
    }
    return nil
  }

  /// The first way `profile` breaks the model or an invariant, or nil.
  static func check(_ profile: CompanyProfile, _ model: ModelProfile, before: [ProfileRow])
    -> String?
  {
    let rows = profile.rows
    if rows != model.rows { return "rows \(rows), the model has \(model.rows)" }
    if profile.problems != model.problems {
      return "problems \(profile.problems), the model has \(model.problems)"
    }
    if profile.code != model.code { return "the page is for \(profile.code), not \(model.code)" }
    if rows.isEmpty { return "a page without rows" }
    let identities = rows.map(\.id)
    if Set(identities).count != identities.count { return "an identity appears twice" }
    let changes = Changeset(from: before, to: rows)
    return ChangesetCheck.problem(changes, from: before, to: rows, identity: \.id)
  }

  /// Notes the situations the step reached, for `ModelCoverage`.
  static func note(
    _ event: CompanyProfile.Event, _ commands: [CompanyProfile.Command], _ before: CompanyProfile,
    _ after: CompanyProfile, in coverage: ModelCoverage
  ) {
    let wasLoading = before.phase == .loading
    switch event {
    case .documentLoaded, .loadFailed, .companyNotFound:
      if !wasLoading { coverage.note("an answer while not loading") }
      if case .loadFailed = event, case .loaded = before.phase {
        coverage.note("a failure after a document")
      }
    case .retryRequested:
      coverage.note(commands.isEmpty ? "a retry when none failed" : "a retry")
    case .actionSelected:
      coverage.note(commands.isEmpty ? "an action refused" : "an action performed")
    case .watchRequested:
      coverage.note(commands.isEmpty ? "a watch refused" : "a watch asked for")
    case .quoteLoaded, .quoteFailed:
      coverage.note("a quote's answer")
    }
    switch after.phase {
    case .loaded(let document):
      coverage.note("a document shown")
      if after.rows.contains(.serviceNotice()) { coverage.note("the service notice") }
      if document.serviceAble == false, document.shortcuts == nil {
        coverage.note("service down without shortcuts")
      }
      if after.rows == [.empty(text: "沒有可顯示的資料")] { coverage.note("nothing to show") }
    case .failed: coverage.note("a failure shown")
    case .notFound: coverage.note("no such company")
    case .loading: break
    }
  }
}
