import ScreenModel
import StockScreens
import TaiwanMarket
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

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

/// What the view above does to its model, run where SwiftUI does not exist too.
@Suite struct SwiftUIExamples {
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
