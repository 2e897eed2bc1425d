import ScreenModel
import StockScreens
import TaiwanMarket

/// The browser's shell: runs the controllers' drivers, reads keys, and draws the frames
/// of a `BrowseModel` on the terminal until the user quits.
///
/// Everything that reaches the model comes through one stream, one input at a time: keys,
/// resizes, the drivers' screens, and the directory's request to show a profile.
struct BrowseSession {
  /// Where the markets come from.
  let source: any MarketDataSource
  /// Companies per page of the feed.
  var pageSize = 20

  /// Runs on the terminal and returns the exit status: 0 after `q`, 130 after Ctrl-C.
  func run() async throws(UsageError) -> Int32 {
    guard TerminalSignals.enterRawMode() else {
      throw UsageError("browse cannot switch the terminal to raw mode", command: "browse")
    }
    defer { TerminalSignals.restore() }
    TerminalIO.write(Escape.enter)

    let (inputs, continuation) = AsyncStream.makeStream(
      of: BrowseInput.self, bufferingPolicy: .unbounded)
    let directory = ScreenDriver.directory(source: source) { company in
      continuation.yield(.profileOpened(company))
    }
    let feed = ScreenDriver.pagedList(
      source: CompanyPageSource(source: source), pageSize: pageSize, title: BrowseModel.feedTitle)
    let followers = [
      Task {
        for await update in await directory.updates() {
          continuation.yield(.directoryChanged(update))
        }
      },
      Task {
        for await update in await feed.updates() { continuation.yield(.feedChanged(update)) }
      },
    ]
    defer { for follower in followers { follower.cancel() } }
    KeyReader.start { event in
      switch event {
      case .keys(let keys): for key in keys { continuation.yield(.key(key)) }
      case .resized: continuation.yield(.resized(TerminalIO.windowSize()))
      case .ended: continuation.finish()
      }
    }

    var model = BrowseModel(size: TerminalIO.windowSize())
    var painter = FramePainter()
    draw(model, with: &painter)
    for await input in inputs {
      let before = model.state
      for effect in model.handle(input) {
        switch effect {
        case .directory(let event): await directory.send(event)
        case .feed(let event): await feed.send(event)
        case .repaint: painter.reset()
        case .quit(let status): return status
        }
      }
      if input.changesNoRow, model.state == before { continue }
      draw(model, with: &painter)
    }
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
    default: false
    }
  }
}
