import Observation

/// A screen that a SwiftUI view binds to: it follows a driver's updates on the main actor,
/// sends the view's events to the driver in the order they happen, and runs the screen's
/// subscriptions (a ticking clock, a channel of quotes) on a clock, as a session does.
///
///     @State var model = ObservableScreen(driver: .directory(source: EmbeddedSampleSource()))
///     var body: some View {
///       List(model.screen.rows) { row in Text(row.text.cells[0].text) }
///       Button("上市") { model.send(.loadRequested(.listed)) }
///         .onDisappear { model.finish() }
///     }
///
/// The driver lives on the main actor too, so an event is applied and its screen shown
/// before `send(_:)` returns; answers that arrive later show as they are applied.
///
/// Its subscriptions run from the moment it is made, on the wall clock unless it is given
/// another (`SessionClock.virtual(at:)` in a test), starting and stopping as the state lists
/// them, until `finish()`: a view that goes away calls it. Without a request queue the
/// subscriptions have started, and a timer's first tick is on screen, when `init` returns;
/// with one, once `settled()` returns.
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
  /// The start of the subscriptions on a driver whose answers wait in a queue.
  @ObservationIgnored private var starting: Task<Void, Never>?
  /// True once `finish()` cancelled the subscriptions for good.
  @ObservationIgnored private var isFinished = false

  /// A model of `driver`'s screens, running the screen's subscriptions on `clock`.
  public init(driver: ScreenDriver<Controller>, clock: SessionClock = SessionClock()) {
    self.driver = driver
    self.screen = driver.current.screen
    self.changes = Changeset()
    self.shownNumber = driver.current.number
    driver.observe { [weak self] update in
      guard let self else { return false }
      self.apply(update)
      return true
    }
    if driver.holdsAnswers {
      starting = Task { [weak self] in
        guard let self, !self.isFinished else { return }
        await driver.startSubscriptions(on: clock)
      }
    } else {
      driver.startSubscriptionsAtOnce(on: clock)
    }
  }

  /// The ids of the subscriptions that run, in the order they started.
  public var subscriptionIDs: [String] { driver.subscriptionIDs }

  /// Sends an event to the driver; events sent one after another are applied in that order.
  public func send(_ event: Controller.Event) {
    if driver.holdsAnswers {
      driver.post(event)
    } else {
      driver.apply(event)
    }
  }

  /// Waits until the subscriptions have started, and the driver has applied every event
  /// sent so far and every answer to its commands has arrived (answers a `RequestQueue`
  /// holds excepted). Subscriptions are not waited for: they run on.
  public func settled() async {
    await starting?.value
    await driver.waitUntilIdle()
  }

  /// Cancels the screen's subscriptions, for good: none starts again, whatever the state
  /// lists. Events still apply.
  public func finish() {
    isFinished = true
    driver.stopSubscriptions()
  }

  private func apply(_ update: ScreenUpdate<Controller.Rows>) {
    changes = update.changes(from: screen, numbered: shownNumber)
    screen = update.screen
    shownNumber = update.number
    version += 1
  }
}
