import TestSupport
import Testing

/// Seeded random sequences against the directory, the feed and the profile, each checked
/// after every action against its reference model (`DirectoryModelTests`, `FeedModelTests`
/// and `ProfileModelTests` say how), and each named situation reached often enough that the
/// generator still tests it.
///
/// Each run plays its seeds on every core from a thread of its own (`blockingCall`), so that
/// Swift Testing runs it beside the tests that wait on programs instead of one test at a time.
@Suite struct ModelSequenceTests {
  @Test func directory_AgreesWithTheReferenceModel() async throws {
    let coverage = ModelCoverage()
    let runner = ModelRunner<DirectoryModelTests.Action>(
      generate: DirectoryModelTests.sequence,
      play: { DirectoryModelTests.play($0, coverage: coverage) }, describe: \.description)
    let failure = try await blockingCall("4,000 sequences of the directory") {
      runner.run(sequences: 4_000, base: 0xD1EC_7000)
    }
    try #require(failure == nil, Comment(rawValue: failure ?? ""))
    let missing = coverage.missing(
      [
        "a notice", "a notice naming lines past five", "an answer without a company",
        "an error row", "a stale row", "no match", "matches in three tiers", "a profile shown",
        "a moved row", "an updated row",
      ], atLeast: 100)
    #expect(missing == [])
  }

  @Test func feed_AgreesWithTheReferenceModel() async throws {
    let coverage = ModelCoverage()
    let runner = ModelRunner<FeedModelTests.Action>(
      generate: FeedModelTests.sequence, play: { FeedModelTests.play($0, coverage: coverage) },
      describe: \.description)
    // 2,000 sequences reach each situation below at least 286 times (an empty list, the
    // rarest; a refresh while loading more 315), and each of the 186 starts (page size, count)
    // about ten times on average: 6,000 reached the same situations three times as often in
    // three times the seconds.
    let failure = try await blockingCall("2,000 sequences of the feed") {
      runner.run(sequences: 2_000, base: 0xFEED_8000)
    }
    try #require(failure == nil, Comment(rawValue: failure ?? ""))
    let missing = coverage.missing(
      [
        "a refresh failed", "a load-more failed", "exhausted", "an empty list",
        "a late page discarded", "a refresh while loading more",
      ], atLeast: 100)
    #expect(missing == [])
  }

  @Test func profile_AgreesWithTheReferenceModel() async throws {
    let coverage = ModelCoverage()
    let runner = ModelRunner<ProfileModelTests.Action>(
      generate: ProfileModelTests.sequence,
      play: { ProfileModelTests.play($0, coverage: coverage) }, describe: \.description)
    let failure = try await blockingCall("4,000 sequences of the profile") {
      runner.run(sequences: 4_000, base: 0x9E0F_1000)
    }
    try #require(failure == nil, Comment(rawValue: failure ?? ""))
    let missing = coverage.missing(
      [
        "a document shown", "a failure shown", "no such company", "a retry",
        "an answer while not loading", "a failure after a document", "a retry when none failed",
        "the service notice", "service down without shortcuts", "nothing to show",
        "an action performed", "an action refused",
      ], atLeast: 100)
    #expect(missing == [])
    #expect(coverage.missing(["a watch asked for", "a watch refused"], atLeast: 20) == [])
  }
}
