import ScreenModel

/// A value of the user's as its store hands it to the screens that show it: the value, why
/// a change of it may not be kept, and the store's revision when it gave it. What a
/// `KeptStore` keeps: the watchlist (`Watchlist.Stored`) and the settings (`Settings.Stored`).
public protocol KeptState: Hashable, Sendable {
  /// What is kept: the companies watched, the settings.
  associatedtype Value: Hashable, Sendable
  /// One change of it, as a screen asks for it: a company added, a setting chosen.
  associatedtype Change: Sendable
  /// Why the value shown may not be the one kept for the next run.
  associatedtype Problem: Error, Hashable, Sendable

  /// The value kept, or the value of this run where it could not be kept.
  var value: Value { get set }
  /// Why changes are not kept, when they are not.
  var problem: Problem? { get set }
  /// How many changes the store had kept when it gave this: answers to changes made at once
  /// may arrive in any order, and a state older than one shown already is stale.
  var revision: Int { get set }

  /// `value` with each of `changes` made in order; nil when none of them is one to make (a
  /// company watched already), so that nothing is saved and nothing is remembered to make
  /// again.
  static func applying(_ changes: [Change], to value: Value) -> Value?
}

/// A value of the user's for one program run: what every session shows, where each
/// session's changes go, and, through its `Keeper`, what outlives the run and other programs
/// may share. `WatchlistStore` and `SettingsStore` are two: each is its value, its changes
/// and, in the shell, its file format.
///
/// With a keeper, each change is made to the value as kept now (`Keeper.update`), so a change
/// another program made meanwhile is kept too, and it is saved before the store answers: the
/// session acknowledges the event only then. A value its keeper cannot read is never saved
/// over: the change lives in memory, and the screen says why. A save that fails says so too,
/// and the next change makes the changes not kept again.
///
/// Each screen that shows the value follows it: a change one screen makes is kept once and
/// reaches every other follower; the screen that made it gets the same state as the answer
/// to its change.
@MainActor
public final class KeptStore<State: KeptState> {
  /// Where the value outlives the run: how it is read, and how a change is made to it.
  public struct Keeper: Sendable {
    /// The value kept, or why it cannot be read (no file yet is the value before any
    /// change); nil when it is what this keeper last read or wrote.
    public var load: @Sendable () -> Result<State.Value, State.Problem>?
    /// Makes the changes, in order, to the value as kept now and saves it before returning
    /// it. A value it cannot read is left as it is (an `unreadable` problem); a save that
    /// fails is an `unsaved` one.
    public var update: @Sendable ([State.Change]) -> Result<State.Value, State.Problem>

    /// A keeper that reads a value that may change under it, and changes it as it is.
    public init(
      load: @escaping @Sendable () -> Result<State.Value, State.Problem>?,
      update: @escaping @Sendable ([State.Change]) -> Result<State.Value, State.Problem>
    ) {
      self.load = load
      self.update = update
    }

    /// A keeper of a value that only this program changes, saved whole: changes are made to
    /// the value `load` gives, as kept now, then saved; `save` returns nil when it saved.
    /// Changes that make nothing (`KeptState.applying(_:to:)`) save nothing.
    public init(
      load: @escaping @Sendable () -> Result<State.Value, State.Problem>,
      save: @escaping @Sendable (State.Value) -> State.Problem?
    ) {
      self.load = { load() }
      self.update = { changes in
        load().flatMap { kept in
          guard let changed = State.applying(changes, to: kept) else { return .success(kept) }
          return save(changed).map { .failure($0) } ?? .success(changed)
        }
      }
    }
  }

  /// True when a keeper keeps the value beyond the run; false for a value in memory.
  public nonisolated let keepsOnDisk: Bool
  private let keeper: Keeper?
  /// The state before anything is read: the value a store in memory starts from.
  private nonisolated let initial: State
  private var kept: State?
  /// The changes made while the keeper could not keep them, in order: shown, and made again
  /// with the next change, so that a save that failed loses nothing once one succeeds.
  private var unkept: [State.Change] = []
  private var followers: [Int: Follower] = [:]
  private var nextFollower = 0

  /// A store kept by `keeper`, or in memory when there is none, starting from `initial`.
  public nonisolated init(initial: State, keeper: Keeper?) {
    self.initial = initial
    self.keeper = keeper
    keepsOnDisk = keeper != nil
  }

  /// The state as it stands, read from the keeper the first time it is asked for.
  public var stored: State {
    if let kept { return kept }
    var loaded = initial
    switch keeper?.load() {
    case .success(let value)?: loaded.value = value
    case .failure(let problem)?: loaded.problem = problem
    case nil: break
    }
    kept = loaded
    // A screen that follows the value without reading it (the directory) learns it now.
    for (id, follower) in followers where !follower(loaded) { followers[id] = nil }
    return loaded
  }

  /// The state, when something has read it already; nil before, and nothing is read.
  var storedIfRead: State? { kept }

  /// Reads the value again when its keeper says it changed, and hands it to every screen
  /// following it: what another program did shows. Returns whether anything changed.
  @discardableResult
  public func refresh() -> Bool {
    guard let kept else {
      _ = stored
      return true
    }
    guard let loaded = keeper?.load() else { return false }
    var next = kept
    switch loaded {
    case .success(let value):
      next.value = State.applying(unkept, to: value) ?? value
      if unkept.isEmpty { next.problem = nil }
    case .failure(let problem): next.problem = problem
    }
    guard next != kept else { return false }
    publish(next, from: nil)
    return true
  }

  /// Makes `change` and keeps it, hands the state to every follower but `origin`'s, and
  /// returns it for `origin`. A change that makes nothing keeps nothing.
  func record(_ change: State.Change, from origin: Int?) -> State {
    var next = stored
    guard let keeper else {
      guard let changed = State.applying([change], to: next.value) else { return next }
      next.value = changed
      return next == stored ? next : publish(next, from: origin)
    }
    switch keeper.update(unkept + [change]) {
    case .success(let value):
      next.value = value
      next.problem = nil
      unkept = []
    case .failure(let problem):
      // Not kept: the change shows in this run, the screen says why, and the next change
      // makes it again.
      if let changed = State.applying([change], to: next.value) {
        next.value = changed
        unkept.append(change)
      }
      next.problem = problem
    }
    guard next != stored else { return next }
    return publish(next, from: origin)
  }

  /// Takes `next` as the state, a revision later, hands it to every follower but `origin`'s,
  /// and returns it.
  @discardableResult
  private func publish(_ next: State, from origin: Int?) -> State {
    var next = next
    next.revision = (kept?.revision ?? 0) + 1
    kept = next
    for (id, follower) in followers where id != origin && !follower(next) {
      followers[id] = nil
    }
    return next
  }

  /// A screen that starts from the state and follows it: the state is read again first, so
  /// that what another program changed since shows at once; `make` makes the screen's driver
  /// from it and from what keeps a change the screen asks for, which answers with the state
  /// kept; every later state reaches the screen as the event `following` makes of it.
  func opening<Controller>(
    following event: @escaping @MainActor (State) -> Controller.Event,
    _ make: (State, _ keep: @escaping @Sendable (State.Change) async -> State) ->
      ScreenDriver<Controller>
  ) -> ScreenDriver<Controller> {
    // The id is taken before the driver is made: its changes name it as their origin.
    let id = newFollowerID()
    refresh()
    let driver = make(stored) { [self] change in await record(change, from: id) }
    follow(driver, with: event, as: id)
    return driver
  }

  /// Hands each later state to `driver`, as the event `event` makes of it, while the driver
  /// lives: a session that ends lets it go.
  func follow<Controller>(
    _ driver: ScreenDriver<Controller>,
    with event: @escaping @MainActor (State) -> Controller.Event, as id: Int? = nil
  ) {
    followers[id ?? newFollowerID()] = { [weak driver] state in
      driver?.post(event(state))
      return driver != nil
    }
  }

  /// Hands the state to `follower` after each change, until it returns false.
  func follow(_ follower: @escaping Follower) {
    followers[newFollowerID()] = follower
  }

  private func newFollowerID() -> Int {
    nextFollower += 1
    return nextFollower
  }

  /// Something that follows the state, held weakly: a session that ends lets it go.
  typealias Follower = @MainActor (State) -> Bool
}
