import Observation

/// A screen that a SwiftUI view binds to: it follows a driver's updates on the main actor
/// and sends the view's events to the driver in the order they happen.
///
///     @State var model = ObservableScreen(driver: .directory(source: EmbeddedSampleSource()))
///     var body: some View {
///       List(model.screen.rows) { row in Text(row.text.cells[0].text) }
///       Button("上市") { model.send(.loadRequested(.listed)) }
///     }
///
/// The driver lives on the main actor too, so an event is applied and its screen shown
/// before `send(_:)` returns; answers that arrive later show as they are applied.
@MainActor
@Observable
public final class ObservableScreen<Controller: ScreenController> {
  /// The screen as it stands.
  public private(set) var screen: Screen<Controller.Rows>
  /// The changes that led to `screen`, for front ends that animate them.
  public private(set) var changes: Changeset
  /// How many updates arrived, so a view can tell a new screen from a re-render.
  public private(set) var version = 0

  @ObservationIgnored private let driver: ScreenDriver<Controller>
  @ObservationIgnored private var shownNumber: Int

  public init(driver: ScreenDriver<Controller>) {
    self.driver = driver
    self.screen = driver.current.screen
    self.changes = Changeset()
    self.shownNumber = driver.current.number
    driver.observe { [weak self] update in
      guard let self else { return false }
      self.apply(update)
      return true
    }
  }

  /// Sends an event to the driver; events sent one after another are applied in that order.
  public func send(_ event: Controller.Event) {
    if driver.holdsAnswers {
      driver.post(event)
    } else {
      driver.apply(event)
    }
  }

  /// Waits until the driver has applied every event sent so far and every answer to its
  /// commands has arrived (answers a `RequestQueue` holds excepted).
  public func settled() async {
    await driver.waitUntilIdle()
  }

  private func apply(_ update: ScreenUpdate<Controller.Rows>) {
    changes = update.changes(from: screen, numbered: shownNumber)
    screen = update.screen
    shownNumber = update.number
    version += 1
  }
}
