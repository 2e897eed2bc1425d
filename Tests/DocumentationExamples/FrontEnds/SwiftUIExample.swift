import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import Testing

#if canImport(SwiftUI)
  import ScreenModelSwiftUI
  import SwiftUI
#endif

// docs: begin swiftui-session
#if canImport(SwiftUI)
  /// The stock app in SwiftUI: every screen it registers, with their navigation.
  @MainActor
  struct StockAppView: View {
    @State private var app = ObservableSession(
      AppSession.start(source: EmbeddedSampleSource(), protocol: .v1))

    var body: some View { SessionView(app) }
  }
#endif
// docs: end swiftui-session

// docs: begin swiftui-view
#if canImport(SwiftUI)
  /// The company directory as a SwiftUI list: the rows as they come, a search field, and a
  /// button a market.
  @MainActor
  struct DirectoryView: View {
    @State private var model = ObservableScreen(
      driver: .directory(source: EmbeddedSampleSource()))
    @State private var search = ""

    var body: some View {
      NavigationStack {
        List(model.screen.rows) { row in
          DirectoryRowView(row: row) { event in model.send(event) }
        }
        .navigationTitle(model.screen.title)
        .searchable(text: $search)
        .onChange(of: search) { _, text in model.send(.filterChanged(text)) }
        .toolbar {
          ForEach(Market.allCases, id: \.self) { market in
            Button(market.displayName) { model.send(.loadRequested(market)) }
          }
        }
      }
    }
  }

  /// One row: a button when the row has an action (a company opens, an error retries),
  /// read by VoiceOver as the row's `accessibility` says.
  struct DirectoryRowView: View {
    let row: DirectoryRow
    let send: (DirectoryEvent) -> Void

    var body: some View {
      let reading = row.accessibility
      Group {
        if let action = row.action {
          Button(row.title) { send(action) }
        } else {
          Text(row.title)
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
// docs: end swiftui-view

/// What the views above do to their models, run where SwiftUI does not exist too.
@Suite struct SwiftUIExamples {
  // docs: begin observable-session
  @Test @MainActor func theSessionsModelNavigates() async throws {
    let app = ObservableSession(AppSession.start(source: EmbeddedSampleSource(), protocol: .v1))
    #expect(app.stack == ["directory"])
    #expect(app.searchPrompt == "名稱或代號")

    app.send(SessionEvent.load(.listed))  // the 上市 button's event
    app.searchText = "台積"  // what the search field binds
    try await settle(app)
    #expect(app.top.rowKeys == ["status", "company:2330"])

    let company = try #require(app.top.row(at: 1)?.actionEvent)
    #expect(company == AnyEvent(DirectoryEvent.companySelected(code: "2330")))
    app.send(company)  // a tap on the row
    try await settle(app)
    #expect(app.stack == ["directory", "profile"])
    #expect(app.top.title == "公司資料")

    app.back()
    try await settle(app)
    #expect(app.stack == ["directory"])
    #expect(app.searchText == "台積", "the directory as it was left")
    app.back()
    try await settle(app)
    #expect(app.problem == "back: nothing to go back to from the directory")
  }
  // docs: end observable-session

  /// Waits, bounded, until the model's events and their answers are in.
  @MainActor private func settle(_ app: ObservableSession) async throws {
    try await withDeadline("the session's answers") { await app.settled() }
  }

  // docs: begin observable-screen
  @Test @MainActor func theModelOfTheViewFollowsItsEvents() async {
    let model = ObservableScreen(driver: .directory(source: EmbeddedSampleSource()))
    #expect(model.screen.rows.map(\.title) == ["尚未取得資料"])

    model.send(.loadRequested(.listed))
    #expect(model.screen.rows.map(\.title) == ["正在取得 上市 資料…"])
    await model.settled()
    #expect(model.screen.rows.count == 31)

    model.send(.filterChanged("台積"))
    #expect(model.screen.rows.map(\.title) == ["符合「台積」 1 筆 / 共 30 筆", "台積電 - (2330)"])
    #expect(model.changes.deletes.count == 29)
    #expect(model.version == 3)
  }
  // docs: end observable-screen
}
