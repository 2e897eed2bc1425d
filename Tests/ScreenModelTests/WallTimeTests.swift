import ScreenModel
import Testing

/// `WallTime`: the moments `--clock` names, read and written in ISO 8601, and the date and
/// time they are in one place.
@Suite struct WallTimeTests {
  private let taipei = Duration.seconds(8 * 3600)

  @Test func anOffsetTimeNamesOneMoment_WrittenAtUTCOrAtAnOffset() throws {
    let time = try #require(WallTime(iso8601: "2026-12-03T08:59:50+08:00"))
    #expect(
      [
        time.description, time.iso8601(utcOffset: taipei),
        time.iso8601(utcOffset: .seconds(-5 * 3600 - 1800)),
      ]
        == ["2026-12-03T00:59:50Z", "2026-12-03T08:59:50+08:00", "2026-12-02T19:29:50-05:30"])
    #expect(
      ["2026-12-03T00:59:50Z", "2026-12-03T00:59:50.25Z", "1970-01-01T00:00:00Z"].map(
        WallTime.init(iso8601:))
        == [time, time + .milliseconds(250), WallTime(sinceEpoch: .zero)])
  }

  @Test func aTimeWithoutItsOffset_OrNotATime_IsRefused() {
    for text in [
      "2026-12-03T08:59:50", "2026-12-03", "2026-13-03T08:59:50Z", "2026-02-29T08:59:50Z",
      "2026-12-03T24:00:00Z", "2026-12-03T08:59:50+8:00", "2026-12-03T08:59:50Z ", "",
      "2026-12-03T08:59:50.Z", "now",
    ] {
      #expect(WallTime(iso8601: text) == nil, "\(text)")
    }
    #expect(WallTime(iso8601: "2024-02-29T12:00:00Z") != nil)
  }

  @Test func theCivilTimeKnowsTheWeekday_AcrossDaysAndBeforeTheEpoch() throws {
    let thursday = try #require(WallTime(iso8601: "2026-12-03T23:30:00+08:00"))
    let local = thursday.civil(utcOffset: taipei)
    #expect(
      [local.year, local.month, local.day, local.hour, local.minute, local.second]
        == [2026, 12, 3, 23, 30, 0])
    let sunday = try #require(WallTime(iso8601: "1969-12-28T00:00:00Z"))
    #expect(
      [
        local, thursday.civil(utcOffset: .zero),
        (thursday + .seconds(3600)).civil(utcOffset: taipei), sunday.civil(utcOffset: .zero),
      ].map(\.weekday) == [4, 4, 5, 7])
    let justBefore = WallTime(sinceEpoch: .milliseconds(-1)).civil(utcOffset: .zero)
    #expect([justBefore.year, justBefore.hour, justBefore.second] == [1969, 23, 59])
    #expect(local.secondOfDay == 23 * 3600 + 30 * 60)
  }

  @Test func theSystemClockReadsAfterTheTimeThisWasWritten() throws {
    let written = try #require(WallTime(iso8601: "2026-01-01T00:00:00Z"))
    #expect(WallTime.system() > written)
  }

  /// The first and last moments `--clock` can name, and one past each: the parser takes the
  /// years 0000 to 9999, with any offset, and a moment read at an edge is written back whole.
  @Test func theParsersYears_ReadAtTheirEdges_AndNotOnePast() throws {
    let first = try #require(WallTime(iso8601: "0000-01-01T00:00:00+23:59"))
    let local = first.civil(utcOffset: .zero)
    #expect([local.year, local.month, local.day, local.hour, local.minute] == [-1, 12, 31, 0, 1])
    let last = try #require(WallTime(iso8601: "9999-12-31T23:59:59-23:59"))
    #expect(
      [
        first.iso8601(utcOffset: .seconds(23 * 3600 + 59 * 60)), first.description,
        last.description,
      ]
        == ["0000-01-01T00:00:00+23:59", "-0001-12-31T00:01:00Z", "10000-01-01T23:58:59Z"])
    for text in ["10000-01-01T00:00:00Z", "-0001-12-31T00:00:00Z", "999-12-31T00:00:00Z"] {
      #expect(WallTime(iso8601: text) == nil, "\(text)")
    }
  }

  /// No sum, offset or extreme duration traps: a moment stops at `reach`, and the date it
  /// reads there is still worked out.
  @Test func arithmeticStopsAtTheReach_AndNeverTraps() {
    let latest = WallTime(sinceEpoch: WallTime.reach)
    let earliest = WallTime(sinceEpoch: .zero - WallTime.reach)
    #expect(
      [
        WallTime(sinceEpoch: .seconds(Int64.max)), WallTime(sinceEpoch: .seconds(Int64.max) * 10),
        latest + .seconds(1), latest + .seconds(Int64.max) * 10,
      ] == [latest, latest, latest, latest])
    #expect(
      [WallTime(sinceEpoch: .seconds(Int64.min)), earliest + .seconds(Int64.min)]
        == [earliest, earliest])
    #expect(earliest + .seconds(1) > earliest)
    #expect(latest - earliest == WallTime.reach + WallTime.reach)
    let far = latest.civil(utcOffset: .seconds(Int64.max))
    #expect(far == latest.civil(utcOffset: .zero))
    #expect(far.year > 73_000_000_000 && (1...12).contains(far.month))
    #expect(earliest.civil(utcOffset: .seconds(Int64.min)).year < -73_000_000_000)
    #expect(latest.description.hasPrefix("\(far.year)-\(far.month < 10 ? "0" : "")\(far.month)-"))
  }
}
