import Testing

@testable import ScreenExplorer

/// A walk's answers held and released late: after one to three lines, by the program's line
/// after the one that held them, then by the one that released them before.
struct LateAnswersTests {
  private let program = ["fail listed", "pause", "resume", "twice"]

  @Test func answersHeldAreReleasedAfterALineOrThreeByTheLineAfterTheHoldingOne() {
    var late = LateAnswers()
    var random = WalkRandom(seed: 7)
    #expect(late.releasing(with: program) == nil, "nothing held")
    late.follow("pause", wasHolding: false, isHolding: true, using: &random)
    var between = 0
    while late.releasing(with: program) == nil {
      between += 1
      late.follow("load otc", wasHolding: true, isHolding: true, using: &random)
      #expect(between <= 3)
      if between > 3 { return }
    }
    #expect((1...3).contains(between))
    late.follow("resume", wasHolding: true, isHolding: false, using: &random)
    #expect(late.release == "resume")
    #expect(late.releasing(with: program) == nil, "released")
  }

  @Test func aLineThatDoesNotReleaseIsFollowedByTheNext_AndNoneLeftEndsTheTries() {
    var late = LateAnswers()
    var random = WalkRandom(seed: 1)
    late.follow("twice", wasHolding: false, isHolding: true, using: &random)
    // Lines until the time comes, then, from the line after `twice`, wrapping round: each
    // tried once, none releasing.
    var tried: [String] = []
    for _ in 0..<10 {
      if let line = late.releasing(with: program) {
        tried.append(line)
        late.follow(line, wasHolding: true, isHolding: true, using: &random)
      } else if tried.isEmpty {
        late.follow("more", wasHolding: true, isHolding: true, using: &random)
      }
    }
    #expect(tried.first == "fail listed" && Set(tried) == ["fail listed", "pause", "resume"])
    #expect(late.release == nil)
  }

  @Test func aSecondHoldInTheWalkIsReleasedFirstByTheLineThatReleasedTheFirst() {
    var late = LateAnswers()
    var random = WalkRandom(seed: 3)
    var released: [String] = []
    for _ in 0..<2 {
      late.follow("pause", wasHolding: false, isHolding: true, using: &random)
      var line: String?
      for _ in 0..<4 where line == nil {
        line = late.releasing(with: program)
        if line == nil {
          late.follow("load otc", wasHolding: true, isHolding: true, using: &random)
        }
      }
      guard let line else { break }
      released.append(line)
      late.follow(line, wasHolding: true, isHolding: false, using: &random)
    }
    #expect(released == ["resume", "resume"], "each hold tries its lines afresh")
  }
}
