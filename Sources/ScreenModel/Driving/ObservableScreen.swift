import Observation

/// A screen that a SwiftUI view can bind to: it follows a driver's updates on the main actor.
///
///     @State var model = ObservableScreen(driver: driver)
///     List(model.screen.rows, id: \.identity) { row in Text(row.text.cells[0].text) }
@MainActor
@Observable
public final class ObservableScreen<Controller: ScreenController> {
  /// The screen as it stands.
  public private(set) var screen: Screen<Controller.Row>
  /// The changes that led to `screen`, for front ends that animate them.
  public private(set) var changes: Changeset
  /// How many updates arrived, so a view can tell a new screen from a re-render.
  public private(set) var version = 0

  @ObservationIgnored private let driver: ScreenDriver<Controller>
  @ObservationIgnored private var following: Task<Void, Never>?

  /// Starts following `driver`.
  public init(driver: ScreenDriver<Controller>, initial: Controller) {
    self.driver = driver
    self.screen = initial.screen
    self.changes = Changeset()
    following = Task { [weak self] in
      for await update in await driver.updates() {
        guard let self else { return }
        self.apply(update)
      }
    }
  }

  isolated deinit {
    following?.cancel()
  }

  /// Sends an event to the driver.
  public func send(_ event: Controller.Event) {
    let driver = self.driver
    Task { await driver.send(event) }
  }

  private func apply(_ update: ScreenUpdate<Controller.Row>) {
    screen = update.screen
    changes = update.changes
    version += 1
  }
}
