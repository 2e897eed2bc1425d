import TerminalControl

/// The interactive review as a pure state machine: a key in, the next state and what the
/// shell must do out. Nothing here touches a file or the terminal.
///
///     var model = ReviewModel(itemCount: 3, bodyHeights: [12, 4, 7], size: .fallback)
///     let effects = model.handle(.key(.character("a")))
///     // effects == [.accept(0)], and model.index == 1: the second snapshot is on screen
struct ReviewModel: Hashable, Sendable {
  /// What the reviewer decided about one snapshot.
  enum Decision: Hashable, Sendable {
    case accepted
    case rejected
    case skipped
    /// Accepting failed, for this reason (an inline literal that could not be rewritten).
    case refused(String)
  }

  let itemCount: Int
  /// How many diff lines each item shows, to bound scrolling.
  let bodyHeights: [Int]
  /// The snapshot on screen.
  private(set) var index = 0
  /// What was decided, one entry per snapshot; `nil` for those not reached.
  private(set) var decisions: [Decision?]
  /// The first diff line on screen.
  private(set) var scroll = 0
  private(set) var size: WindowSize
  /// A line for the reviewer: the keys after an unknown one, or why an accept failed.
  private(set) var notice: String?
  /// Whether the review is over.
  private(set) var isFinished = false

  init(itemCount: Int, bodyHeights: [Int], size: WindowSize) {
    self.itemCount = itemCount
    self.bodyHeights = bodyHeights
    self.size = size
    decisions = Array(repeating: nil, count: itemCount)
    isFinished = itemCount == 0
  }

  /// The lines of the window that show the diff: all but the two header lines, the
  /// separator and the key line.
  var bodyRows: Int { max(1, size.height - 4) }

  /// The keys, as the key line shows them.
  static let keys = "a accept  r reject  s skip  A/R/S all the rest  q quit  ↑↓ scroll"

  mutating func handle(_ input: ReviewInput) -> [ReviewEffect] {
    switch input {
    case .resized(let newSize):
      size = newSize
      scroll = min(scroll, maxScroll)
      return [.repaint]
    case .performed(let item, let failure):
      guard let failure, decisions.indices.contains(item) else { return [] }
      decisions[item] = .refused(failure)
      notice = "not accepted: \(failure)"
      return []
    case .ended:
      return finish(status: 0)
    case .key(let key):
      return handle(key)
    }
  }

  private mutating func handle(_ key: Key) -> [ReviewEffect] {
    guard !isFinished else { return [] }
    notice = nil
    switch key {
    case .character("a"): return decide(.accepted)
    case .character("r"): return decide(.rejected)
    case .character("s"): return decide(.skipped)
    case .character("A"): return decideAll(.accepted)
    case .character("R"): return decideAll(.rejected)
    case .character("S"): return decideAll(.skipped)
    case .character("q"): return finish(status: 0)
    case .interrupt: return finish(status: 130)
    case .down, .character("j"), .enter: scroll = min(scroll + 1, maxScroll)
    case .up, .character("k"): scroll = max(scroll - 1, 0)
    case .pageDown, .character(" "): scroll = min(scroll + bodyRows, maxScroll)
    case .pageUp: scroll = max(scroll - bodyRows, 0)
    case .home, .character("g"): scroll = 0
    case .end, .character("G"): scroll = maxScroll
    case .redraw: return [.repaint]
    default: notice = "keys: " + Self.keys
    }
    return []
  }

  private var maxScroll: Int {
    guard bodyHeights.indices.contains(index) else { return 0 }
    return max(0, bodyHeights[index] - bodyRows)
  }

  private mutating func decide(_ decision: Decision) -> [ReviewEffect] {
    decisions[index] = decision
    let effects = Self.effects(of: decision, item: index)
    index += 1
    scroll = 0
    return index == itemCount ? effects + finish(status: 0) : effects
  }

  private mutating func decideAll(_ decision: Decision) -> [ReviewEffect] {
    var effects: [ReviewEffect] = []
    for item in index..<itemCount {
      decisions[item] = decision
      effects += Self.effects(of: decision, item: item)
    }
    index = itemCount
    return effects + finish(status: 0)
  }

  private mutating func finish(status: Int32) -> [ReviewEffect] {
    guard !isFinished else { return [] }
    isFinished = true
    return [.finish(status: status)]
  }

  private static func effects(of decision: Decision, item: Int) -> [ReviewEffect] {
    switch decision {
    case .accepted: [.accept(item)]
    case .rejected: [.reject(item)]
    case .skipped, .refused: []
    }
  }
}

/// What reaches the review: keys, window sizes, and the results of accepting.
enum ReviewInput: Hashable, Sendable {
  case key(Key)
  case resized(WindowSize)
  /// The shell accepted item `item`; `failure` says why not, when it could not.
  case performed(item: Int, failure: String?)
  /// Standard input ended.
  case ended
}

/// What the shell does for the review.
enum ReviewEffect: Hashable, Sendable {
  /// Take the actual text of item `Int`.
  case accept(Int)
  /// Discard the actual text of item `Int`.
  case reject(Int)
  /// Draw the whole window again.
  case repaint
  /// Leave, print the summary, and exit with `status`.
  case finish(status: Int32)
}
