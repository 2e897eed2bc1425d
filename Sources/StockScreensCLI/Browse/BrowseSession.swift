import CommandLineSyntax
import ScreenModel
import StockScreens
import TaiwanMarket
import TerminalControl

/// The browser's shell: runs each screen on its driver, reads keys, and draws the frames
/// of a `BrowseModel` on the terminal until the user quits.
///
/// Everything that reaches the model comes through one stream, one input at a time: keys,
/// resizes, and the drivers' screens.
struct BrowseSession {
  /// Where the markets come from.
  let source: any MarketDataSource
  /// Companies per page of the feed.
  var pageSize = 20

  /// What the session's loop takes in: an input for the model, or a profile's new driver.
  private enum Arrival: Sendable {
    case input(BrowseInput)
    case profile(ScreenDriver<CompanyProfile>)
  }

  /// Runs on the terminal and returns the exit status: 0 after `q`, 130 after Ctrl-C.
  func run() async throws(UsageError) -> Int32 {
    guard TerminalSignals.enterRawMode() else {
      throw UsageError("browse cannot switch the terminal to raw mode", command: "browse")
    }
    defer { TerminalSignals.restore() }
    TerminalIO.write(Escape.enter)

    let (arrivals, continuation) = AsyncStream.makeStream(
      of: Arrival.self, bufferingPolicy: .unbounded)
    let profiles = MarketProfileSource(source: source)
    let directory = ScreenDriver.directory(source: source) { company in
      continuation.yield(.profile(.profile(of: company, source: profiles)))
    }
    let feed = ScreenDriver.feed(
      source: CompanyPageSource(source: source), pageSize: pageSize, title: BrowseModel.feedTitle)
    var followers = [
      Task {
        for await update in await directory.updates() {
          continuation.yield(.input(.directoryChanged(update)))
        }
      },
      Task {
        for await update in await feed.updates() {
          continuation.yield(.input(.feedChanged(update)))
        }
      },
    ]
    var profileFollower: Task<Void, Never>?
    defer {
      for follower in followers { follower.cancel() }
      profileFollower?.cancel()
    }
    KeyReader.start { event in
      switch event {
      case .keys(let keys): for key in keys { continuation.yield(.input(.key(key))) }
      case .resized: continuation.yield(.input(.resized(TerminalIO.windowSize())))
      case .ended: continuation.finish()
      }
    }

    var model = BrowseModel(size: TerminalIO.windowSize())
    var painter = FramePainter()
    draw(model, with: &painter)
    for await arrival in arrivals {
      let input: BrowseInput
      switch arrival {
      case .input(let arrived): input = arrived
      case .profile(let driver):
        profileFollower?.cancel()
        input = .profileOpened(driver.initial)
        profileFollower = Task {
          for await update in await driver.updates().dropFirst() {
            continuation.yield(.input(.profileChanged(update)))
          }
        }
      }
      let before = model.state
      for effect in model.handle(input) {
        switch effect {
        case .directory(let event): await directory.send(event)
        case .feed(let event): await feed.send(event)
        case .repaint: painter.reset()
        case .quit(let status): return status
        }
      }
      if model.profile == nil, let follower = profileFollower {
        follower.cancel()
        profileFollower = nil
      }
      if input.changesNoRow, model.state == before { continue }
      draw(model, with: &painter)
    }
    followers.removeAll()
    return 0
  }

  private func draw(_ model: BrowseModel, with painter: inout FramePainter) {
    TerminalIO.write(painter.escapes(for: BrowseFrame(model), width: model.state.size.width))
  }
}

extension BrowseInput {
  /// True for a screen update whose changeset is empty: the rows are the same, so the frame
  /// is too unless the model moved.
  fileprivate var changesNoRow: Bool {
    switch self {
    case .directoryChanged(let update): update.changes.isEmpty
    case .feedChanged(let update): update.changes.isEmpty
    case .profileChanged(let update): update.changes.isEmpty
    default: false
    }
  }
}

/// `stock-screens browse`: the market in a full-screen terminal, driven by the same
/// controllers as every other front end (its options are declared in `ProgramSyntax`).
enum BrowseCommand {
  /// Parses the options, checks that both ends are a terminal, and runs the browser.
  ///
  /// `isTerminal` says whether a file descriptor is a terminal; tests replace it.
  static func run(
    _ arguments: [String], console: Console,
    isTerminal: (Int32) -> Bool = TerminalIO.isTerminal
  ) async throws -> Int32 {
    var arguments = arguments
    let data = try DataOption(parsing: &arguments, as: .browse)
    guard isTerminal(0), isTerminal(1) else {
      throw UsageError(
        "browse needs a terminal: standard input and standard output must both be one, "
          + "not a pipe or a file (to print screens, use `stock-screens play`)",
        command: "browse")
    }
    // Progress lines on standard error would scribble over the full-screen frame.
    let quiet = Console(out: console.out, err: console.err, errIsTerminal: false)
    let source = try data.makeSource(console: quiet)
    return try await BrowseSession(source: source).run()
  }
}
