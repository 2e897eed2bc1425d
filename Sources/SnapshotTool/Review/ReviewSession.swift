import CommandLineSyntax
import SnapshotStore
import TerminalControl

/// The interactive review's shell: the browser's terminal pieces (raw mode and the handlers
/// that restore it, the key reader and decoder, the escapes) around a `ReviewModel`.
///
/// It draws each snapshot on the alternate screen, performs what the model asks, and, back on
/// the main screen, prints what was accepted, rejected and skipped.
struct ReviewSession {
  let review: SnapshotReview
  let items: [ReviewItem]

  /// Runs until every snapshot is decided, `q` or Ctrl-C; returns the exit status: 0, 1 when
  /// an accept could not be done, 130 after Ctrl-C.
  func run(console: Console) async throws -> Int32 {
    guard TerminalSignals.enterRawMode() else {
      throw UsageError("review cannot switch the terminal to raw mode", command: "snapshots")
    }
    Terminal.write(Escape.enter)
    let (inputs, continuation) = AsyncStream.makeStream(
      of: ReviewInput.self, bufferingPolicy: .unbounded)
    KeyReader.start { event in
      switch event {
      case .keys(let keys): for key in keys { continuation.yield(.key(key)) }
      case .resized: continuation.yield(.resized(Terminal.windowSize()))
      case .ended: continuation.yield(.ended)
      }
    }
    var model = ReviewModel(
      itemCount: items.count, bodyHeights: items.map { ReviewFrame.body(of: $0.diff).count },
      size: Terminal.windowSize())
    var status: Int32 = 0
    draw(model)
    reading: for await input in inputs {
      var pending = model.handle(input)
      while !pending.isEmpty {
        let effect = pending.removeFirst()
        switch effect {
        case .accept(let index):
          let failure = try items[index].accept(with: review)
          pending += model.handle(.performed(item: index, failure: failure))
        case .reject(let index):
          try items[index].reject(with: review)
        case .repaint:
          Terminal.write(Escape.clearScreen)
        case .finish(let code):
          status = code
          break reading
        }
      }
      draw(model)
    }
    TerminalSignals.restore()
    let refused = model.decisions.contains { if case .refused = $0 { true } else { false } }
    console.out(ReviewPainter.summary(model, items: items))
    return status == 0 && refused ? 1 : status
  }

  private func draw(_ model: ReviewModel) {
    guard items.indices.contains(model.index) else { return }
    Terminal.write(
      ReviewPainter.escapes(for: ReviewFrame(model: model, item: items[model.index])))
  }
}
